#!/usr/bin/env bash
# Scope tests of the TextMate grammar (Tests/Editors/test_textmate_grammar.py) with a real TextMate engine, the
# PyPI package textmate-grammar-python. Installs it (once) into a virtual environment outside the repository,
# then runs the tests; exits non-zero when a test fails or the engine cannot be installed. Without python3 it
# prints "skipped: ..." and succeeds, except under CI (CI=true), where that is a failure too.
set -euo pipefail
cd "$(dirname "$0")/.."

ENGINE="textmate-grammar-python==0.6.1"
VENV="${LAYOUTC_EDITORS_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/layoutc/editors-venv}"

if ! command -v python3 >/dev/null 2>&1; then
  if [ "${CI:-}" = "true" ]; then
    echo "error: python3 is needed for the TextMate grammar tests" >&2
    exit 1
  fi
  echo "skipped: python3 not found, so the TextMate grammar tests did not run"
  exit 0
fi

has_engine() { "$1" -c 'import textmate_grammar' >/dev/null 2>&1; }

if has_engine python3; then
  PYTHON=python3
else
  PYTHON="$VENV/bin/python"
  if ! has_engine "$PYTHON"; then
    echo "installing $ENGINE into $VENV"
    if ! "$PYTHON" -c '' >/dev/null 2>&1; then
      rm -rf "$VENV"
      mkdir -p "$(dirname "$VENV")"
      python3 -m venv "$VENV" || { echo "error: could not create a virtual environment at $VENV" >&2; exit 1; }
    fi
    "$PYTHON" -m pip install --quiet --disable-pip-version-check "$ENGINE" \
      || { echo "error: could not install $ENGINE from PyPI" >&2; exit 1; }
    has_engine "$PYTHON" || { echo "error: $ENGINE installed but does not import" >&2; exit 1; }
  fi
fi

exec "$PYTHON" Tests/Editors/test_textmate_grammar.py "$@"
