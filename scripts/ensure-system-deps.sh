#!/usr/bin/env bash
# Installs the Debian packages the test suites need, only when they are missing:
# chromium (browser tests), postgresql (the server suites' second run on a real PostgreSQL) and
# redis-server (the chat suites with two instances on one Redis), faketime (the suites run at awkward hours).
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ -z "${PG_BIN_DIR:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  missing+=(postgresql)
fi
[ -n "${REDIS_SERVER_BIN:-}" ] || command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v faketime >/dev/null 2>&1 || missing+=(faketime)

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
# Debian starts default services on install; the tests start their own on free ports.
if [[ " ${missing[*]} " == *" postgresql "* ]]; then
  $SUDO service postgresql stop >/dev/null 2>&1 || true
fi
if [[ " ${missing[*]} " == *" redis-server "* ]]; then
  $SUDO service redis-server stop >/dev/null 2>&1 || true
fi
