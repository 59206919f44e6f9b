#!/usr/bin/env bash
# Real-browser tests (issue 13): Tests/Browser/test_browser.py paints every Example's `layoutc render` sheet in
# headless Chromium and checks pixels against `layoutc eval`'s frames, then drives `layoutc preview` with Selenium
# (the width slider, a parameter, a save with an error, the fix, paths that must not be served).
#
# Needs Chromium and its driver from the distribution (Debian: chromium, chromium-driver) and Selenium from PyPI.
# Installs what is missing, once: the packages with apt-get (as root, or through sudo), Selenium into a virtual
# environment outside the repository. When something cannot be installed it prints "skipped: ..." and succeeds,
# except under CI (CI=true), where that is a failure. Uses LAYOUTC, else the layoutc that `swift build` made.
set -euo pipefail
cd "$(dirname "$0")/../.."

SELENIUM="selenium==4.27.1"
VENV="${LAYOUTC_BROWSER_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/layoutc/browser-venv}"

# Under CI a missing tool fails the step; on a developer's machine it is a skip that says why.
unavailable() {
  if [ "${CI:-}" = "true" ]; then
    echo "error: $1" >&2
    exit 1
  fi
  echo "skipped: $1"
  exit 0
}

command -v python3 >/dev/null 2>&1 || unavailable "python3 not found, so the browser tests did not run"

find_browser() {
  CHROMIUM="$(command -v chromium || command -v chromium-browser || true)"
  CHROMEDRIVER="$(command -v chromedriver || true)"
  [ -n "$CHROMIUM" ] && [ -n "$CHROMEDRIVER" ]
}

if ! find_browser; then
  command -v apt-get >/dev/null 2>&1 \
    || unavailable "no chromium or chromedriver, and no apt-get to install them (Debian: chromium chromium-driver)"
  sudo=""
  if [ "$(id -u)" != "0" ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo="sudo -n"
    else
      unavailable "chromium and chromium-driver are not installed, and installing them needs root (apt-get install chromium chromium-driver)"
    fi
  fi
  echo "installing chromium and chromium-driver with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get install -y -qq chromium chromium-driver >/dev/null 2>&1 \
    || { $sudo apt-get update -qq >/dev/null 2>&1 && $sudo apt-get install -y -qq chromium chromium-driver >/dev/null 2>&1; } \
    || unavailable "could not install chromium and chromium-driver with apt-get"
  find_browser || unavailable "chromium-driver installed, but chromium or chromedriver is still not on PATH"
fi

has_selenium() { "$1" -c 'import selenium' >/dev/null 2>&1; }
PYTHON="$VENV/bin/python"
if ! has_selenium "$PYTHON"; then
  echo "installing $SELENIUM into $VENV"
  if ! "$PYTHON" -c '' >/dev/null 2>&1; then
    rm -rf "$VENV"
    mkdir -p "$(dirname "$VENV")"
    python3 -m venv "$VENV" || unavailable "could not create a virtual environment at $VENV"
  fi
  "$PYTHON" -m pip install --quiet --disable-pip-version-check "$SELENIUM" \
    || unavailable "could not install $SELENIUM from PyPI"
  has_selenium "$PYTHON" || unavailable "$SELENIUM installed but does not import"
fi

LAYOUTC="${LAYOUTC:-$(swift build --show-bin-path)/layoutc}"
[ -x "$LAYOUTC" ] || { echo "error: no layoutc at $LAYOUTC; run 'swift build' first" >&2; exit 1; }

echo "$("$CHROMIUM" --version 2>/dev/null | head -1), $("$CHROMEDRIVER" --version | head -1 | cut -d' ' -f1-2)"
export LAYOUTC CHROMIUM CHROMEDRIVER
# `timeout` guards against a browser that hangs; the test itself waits at most 20 s for any one thing.
exec timeout 600 "$PYTHON" Tests/Browser/test_browser.py
