#!/usr/bin/env bash
# The VS Code extension's language client (Editors/vscode) under Node, against the real `layoutc lsp`, with a
# stand-in for VS Code's API (vscode_stub.js, vscode_editor.js): test_transport.js checks the framing and JSON-RPC
# on their own, test_client.js activates the extension and drives diagnostics, formatting, hover, definition,
# rename, completion, quick fixes, a crash restart and deactivation. Needs Node 18 or later (node:test) and a built
# layoutc (LAYOUTC, else the one `swift build` made). Not VS Code itself: see Documentation/Editors.md.
#
# Without node it prints "skipped: ..." and succeeds, unless LAYOUTC_INSTALL_NODE=1 (what .ci/run sets), which
# installs the distribution's package (apt-get, once; as root or through sudo) and fails if that is not possible.
set -euo pipefail
cd "$(dirname "$0")/../../.."

if ! command -v node >/dev/null 2>&1; then
  if [ "${LAYOUTC_INSTALL_NODE:-}" != "1" ]; then
    echo "skipped: node not found, so the VS Code client test did not run (LAYOUTC_INSTALL_NODE=1 installs it)"
    exit 0
  fi
  sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  command -v apt-get >/dev/null 2>&1 || { echo "error: node is missing and there is no apt-get to install it" >&2; exit 1; }
  echo "installing nodejs with apt-get"
  $sudo apt-get install -y -qq nodejs >/dev/null 2>&1 \
    || { $sudo apt-get update -qq >/dev/null 2>&1 && $sudo apt-get install -y -qq nodejs >/dev/null 2>&1; } \
    || { echo "error: could not install nodejs with apt-get" >&2; exit 1; }
fi
version="$(node --version)"
echo "node $version"
major="${version#v}"
major="${major%%.*}"
if [ "$major" -lt 18 ]; then
  echo "error: node $version is too old; the test needs Node 18 or later (node:test)" >&2
  exit 1
fi

LAYOUTC="${LAYOUTC:-$(swift build --show-bin-path)/layoutc}"
[ -x "$LAYOUTC" ] || { echo "error: no layoutc at $LAYOUTC; run 'swift build' first" >&2; exit 1; }
export LAYOUTC

status=0
# `timeout` guards against a hang (a server that never answers); each file exits 1 when a test fails.
for file in test_transport.js test_client.js; do
  echo "== $file"
  timeout 300 node "Tests/Editors/vscode/$file" </dev/null || status=1
done
if [ "$status" -eq 0 ]; then echo "all VS Code client tests passed"; else echo "FAILED: VS Code client tests" >&2; fi
exit "$status"
