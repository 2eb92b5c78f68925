#!/usr/bin/env bash
# Installs the Debian packages the test suites need, only when they are missing:
# chromium (browser tests) and postgresql (the server suites' second run on a real PostgreSQL).
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ -z "${PG_BIN_DIR:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  missing+=(postgresql)
fi

[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing system packages: ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
    echo "Not root and no sudo: install these Debian packages first: ${missing[*]}" >&2
    exit 1
  fi
else
  SUDO=
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# Debian starts a default cluster on install; the tests start their own on a free port.
if [[ " ${missing[*]} " == *" postgresql "* ]]; then
  $SUDO service postgresql stop >/dev/null 2>&1 || true
fi
