#!/usr/bin/env bash
# npm test: every suite, in order of speed. Fails at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step 'system packages'
bash scripts/ensure-system-deps.sh
step 'lint and format (Biome)'
npm run lint --silent
step 'types (tsc, every workspace)'
npm run typecheck --silent
step 'unit tests (contracts, web)'
npm run test:unit --silent
step 'server integration tests on PGlite'
npm run test:server --silent
step 'server integration tests on PostgreSQL'
npm run test:server:pg --silent
step 'build'
npm run build --silent
step 'login page weight budget (Chromium, JS over the wire)'
node bench/page-weight.mjs --check
step 'browser tests (Chromium)'
npm run test:e2e --silent
