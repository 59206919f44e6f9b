#!/usr/bin/env bash
# Builds the fuzzer and runs it for a while (default 60 s) on a corpus seeded with the Examples.
# Crashes are written to Fuzz/artifacts/. Needs the toolchain's clang runtime (shipped with Swift on Linux).
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
swift build -c debug --scratch-path .build -Xswiftc -sanitize=fuzzer,address 2>&1 | tail -1
mkdir -p corpus artifacts
cp ../Examples/*.layout corpus/ 2>/dev/null || true
export SWIFT_BACKTRACE=enable=no  # a crash must end the run, not wait on the backtracer
.build/debug/FuzzPipeline corpus -artifact_prefix=artifacts/ -max_total_time="$seconds" -max_len=4096 -timeout=10
