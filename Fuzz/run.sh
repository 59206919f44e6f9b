#!/usr/bin/env bash
# Builds the fuzz targets and runs each for a while: `Fuzz/run.sh [seconds] [target ...]` (default 60 s, every
# target in Sources/). Each target's corpus is corpus/TARGET, seeded as README.md says; crashes are written to
# artifacts/TARGET-*. Needs the toolchain's clang runtime (shipped with Swift on Linux).
# Exits non-zero when the build fails or a target finds a crash, a leak, a timeout or an out-of-memory input.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
shift || true
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  for directory in Sources/*/; do targets+=("$(basename "$directory")"); done
fi

mkdir -p .build artifacts
log=.build/fuzz-build.log
if ! swift build -c debug --scratch-path .build -Xswiftc -sanitize=fuzzer,address >"$log" 2>&1; then
  tail -40 "$log"
  echo "error: the fuzz targets did not build (full log: Fuzz/$log)" >&2
  exit 1
fi
tail -1 "$log"

export SWIFT_BACKTRACE=enable=no  # a crash must end the run, not wait on the backtracer
for target in "${targets[@]}"; do
  corpus="corpus/$target"
  mkdir -p "$corpus"
  case "$target" in
    FuzzIRLoad) cp Seeds/IR/*.json "$corpus/" ;;
    *) cp ../Examples/*.layout "$corpus/" ;;
  esac
  echo "fuzzing $target for ${seconds}s"
  output=".build/fuzz-$target.log"
  if ! ".build/debug/$target" "$corpus" -artifact_prefix="artifacts/$target-" -max_total_time="$seconds" \
    -max_len=4096 -timeout=10 -print_final_stats=1 >"$output" 2>&1; then
    tail -60 "$output"
    echo "error: $target found a problem; the input is in Fuzz/artifacts/ (full log: Fuzz/$output)" >&2
    exit 1
  fi
  grep -E "^(#[0-9]+ +DONE|stat::(number_of_executed_units|peak_rss_mb))" "$output" || true
done
