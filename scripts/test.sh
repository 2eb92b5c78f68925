#!/usr/bin/env bash
# npm test: every suite, in order of speed. Fails at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's duration is printed when it ends, and the total at the end (also when a step fails), so a slow
# suite shows which step grew. Seconds from bash's SECONDS; the steps themselves are unchanged.
current_step=''
step_started=$SECONDS
durations=()
end_step() {
  [[ -n $current_step ]] || return 0
  local took=$((SECONDS - step_started))
  durations+=("$(printf '%4d:%02d  %s' $((took / 60)) $((took % 60)) "$current_step")")
  printf '=== %s: %d:%02d ===\n' "$current_step" $((took / 60)) $((took % 60))
}
step() {
  end_step
  current_step=$1
  step_started=$SECONDS
  printf '\n=== %s ===\n' "$1"
}
summary() {
  local status=$?
  end_step
  printf '\n=== durations (min:s)%s ===\n' "$([[ $status -eq 0 ]] || echo ', stopped at a failing step')"
  printf '%s\n' "${durations[@]}"
  printf '%4d:%02d  total\n' $((SECONDS / 60)) $((SECONDS % 60))
}
trap summary EXIT

step 'system packages'
bash scripts/ensure-system-deps.sh
step 'lint and format (Biome)'
npm run lint --silent
step 'types (tsc, every workspace)'
npm run typecheck --silent
# Each suite runs with the clock started at an hour where a day counted in UTC, in the machine's zone or
# in hours is wrong, and the machine in a zone far from Norway: a test that reads the wall clock or the
# zone instead of setting its time fails on every run, not only on some nights (scripts/at-awkward-hour.sh).
step 'unit tests (contracts, web, widget) at 00:30 in Oslo on the night the clocks go forward, TZ New York'
scripts/at-awkward-hour.sh 2026-03-28T23:30:00Z America/New_York npm run test:unit --silent
step 'server integration tests on PGlite at 23:30 in Oslo, TZ Tokyo'
scripts/at-awkward-hour.sh 2026-11-24T22:30:00Z Asia/Tokyo npm run test:server --silent
step 'server integration tests on PostgreSQL from 02:57 in Oslo as the clocks go back, TZ UTC'
scripts/at-awkward-hour.sh 2026-10-25T00:57:00Z UTC npm run test:server:pg --silent
step 'build'
npm run build --silent
step 'login page weight budget (Chromium, JS over the wire)'
node bench/page-weight.mjs --check
step 'browser tests (Chromium)'
npm run test:e2e --silent
