#!/usr/bin/env bash
# Runs a command with the clock started at an awkward instant and the machine in another time zone, so a
# test that reads the wall clock or the machine's zone instead of counting Oslo days fails on every run.
#   scripts/at-awkward-hour.sh <UTC instant, e.g. 2026-03-28T23:30:00Z> <TZ> <command...>
# The clock is moved to the instant and then runs on; monotonic time is left alone so timeouts and timers
# behave. Uses Debian's faketime (installed by ensure-system-deps.sh).
set -euo pipefail
instant="$1" zone="$2"
shift 2
epoch=$(date -u -d "$instant" +%s)
# An offset, not libfaketime's "start at": every process (test workers, the PostgreSQL they start) then
# reads the same faked time, whenever it was started.
offset=$((epoch - $(date -u +%s)))
sign=$([ "$offset" -lt 0 ] && echo - || echo +)
echo "clock: $instant ($(TZ="$zone" date -d "@$epoch" '+%Y-%m-%d %H:%M:%S') in $zone; $(TZ=Europe/Oslo date -d "@$epoch" '+%Y-%m-%d %H:%M %Z') in Oslo)"
export TZ="$zone" DONT_FAKE_MONOTONIC=1
exec faketime -f "$sign${offset#-}" "$@"
