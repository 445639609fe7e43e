#!/usr/bin/env bash
# Runs the README's test command while one core is kept busy, as on a shared CI machine whose
# neighbour is compiling: `bash scripts/test-under-load.sh [runs]` (default 1) runs it that many
# times in a row, stops at the first red run, and prints each run's time and load average.
#
# The burner is a plain Node loop (every machine that can run the tests has Node), bounded in time
# so that it ends by itself even if this script is killed; it is stopped by its own process id.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-1}"
burn_limit_seconds=$((runs * 45 * 60))

node -e "const end = Date.now() + ${burn_limit_seconds} * 1000; while (Date.now() < end) {}" &
burner=$!
trap 'kill "$burner" 2>/dev/null || true' EXIT
echo "› One core kept busy by a Node loop (pid $burner, ends by itself after ${burn_limit_seconds} s)"

for run in $(seq 1 "$runs"); do
  echo "› Run $run of $runs under load, starting $(date -u +%H:%M:%S) UTC; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
  started=$SECONDS
  status=0
  bash scripts/test.sh || status=$?
  elapsed=$((SECONDS - started))
  echo "› Run $run of $runs: exit $status after $((elapsed / 60)) min $((elapsed % 60)) s; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
  if [ "$status" -ne 0 ]; then exit "$status"; fi
done
echo "› $runs of $runs runs passed with one core busy"
