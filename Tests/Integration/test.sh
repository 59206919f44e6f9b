#!/usr/bin/env bash
# The integration files a team adopts, run for real on scratch repositories (Tests/Integration/test_integration.py):
#   .pre-commit-hooks.yaml  with pre-commit itself (from PyPI): the -system hooks format and check staged files;
#   action.yml              its steps' commands, as GitHub runs a composite action (inputs, env, conditions), with
#                           the build step replaced by the layoutc under test.
# Installs pre-commit (once) into a virtual environment outside the repository. Without python3 it prints
# "skipped: ..." and succeeds, except under CI (CI=true). Needs a built layoutc (LAYOUTC, else `swift build`'s).
set -euo pipefail
cd "$(dirname "$0")/../.."

TOOL="pre-commit==4.0.1"
VENV="${LAYOUTC_INTEGRATION_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/layoutc/integration-venv}"

if ! command -v python3 >/dev/null 2>&1; then
  if [ "${CI:-}" = "true" ]; then
    echo "error: python3 is needed for the integration tests" >&2
    exit 1
  fi
  echo "skipped: python3 not found, so the pre-commit hooks and the GitHub Action were not tried"
  exit 0
fi

LAYOUTC="${LAYOUTC:-$(swift build --show-bin-path)/layoutc}"
[ -x "$LAYOUTC" ] || { echo "error: no layoutc at $LAYOUTC; run 'swift build' first" >&2; exit 1; }
export LAYOUTC

PYTHON="$VENV/bin/python"
if ! "$PYTHON" -c 'import pre_commit, yaml' >/dev/null 2>&1; then
  echo "installing $TOOL into $VENV"
  rm -rf "$VENV"
  mkdir -p "$(dirname "$VENV")"
  python3 -m venv "$VENV" || { echo "error: could not create a virtual environment at $VENV" >&2; exit 1; }
  "$PYTHON" -m pip install --quiet --disable-pip-version-check "$TOOL" \
    || { echo "error: could not install $TOOL from PyPI" >&2; exit 1; }
fi
export PATH="$VENV/bin:$PATH"
exec "$PYTHON" Tests/Integration/test_integration.py "$@"
