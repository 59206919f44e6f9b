#!/usr/bin/env bash
# A real client: headless Neovim's built-in LSP client (Editors/nvim/lsp_session.lua) against `layoutc lsp` on an
# Example and on broken files: diagnostics arrive, formatting applies (and leaves a file with a syntax error alone),
# hover answers, rename edits, a fixing edit clears diagnostics. Needs Neovim 0.7 or later and a built layoutc
# (LAYOUTC, else the one `swift build` made).
#
# Without nvim it prints "skipped: ..." and succeeds, unless LAYOUTC_INSTALL_NEOVIM=1 (what .ci/run sets), which
# installs the distribution's package (apt-get, once; as root or through sudo) and fails if that is not possible.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v nvim >/dev/null 2>&1; then
  if [ "${LAYOUTC_INSTALL_NEOVIM:-}" != "1" ]; then
    echo "skipped: nvim not found, so the Neovim LSP session did not run (LAYOUTC_INSTALL_NEOVIM=1 installs it)"
    exit 0
  fi
  sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  command -v apt-get >/dev/null 2>&1 || { echo "error: nvim is missing and there is no apt-get to install it" >&2; exit 1; }
  echo "installing neovim with apt-get"
  $sudo apt-get install -y -qq neovim >/dev/null 2>&1 \
    || { $sudo apt-get update -qq >/dev/null 2>&1 && $sudo apt-get install -y -qq neovim >/dev/null 2>&1; } \
    || { echo "error: could not install neovim with apt-get" >&2; exit 1; }
fi
echo "$(nvim --version | head -1)"

LAYOUTC="${LAYOUTC:-$(swift build --show-bin-path)/layoutc}"
[ -x "$LAYOUTC" ] || { echo "error: no layoutc at $LAYOUTC; run 'swift build' first" >&2; exit 1; }

SESSION_DIR="$(mktemp -d)"
trap 'rm -rf "$SESSION_DIR"' EXIT
# The Example with its indentation and spacing damaged, so formatting has work to do.
sed -e 's/^  //' -e '/^\/\//!s/: /:   /' Examples/Photos.layout >"$SESSION_DIR/example.layout"
cat >"$SESSION_DIR/broken.layout" <<'LAYOUT'
layout Broken {
  item cell { size: 1/3w x 1/3w }
  section {
    horizontal { size: 1w x 1/3w; cel * 3 }
  }
}
LAYOUT
printf 'layout Syntax {\n  item cell {   size: 1w x 44\n}\n' >"$SESSION_DIR/syntax.layout"

export LAYOUTC SESSION_DIR EXPECTED_FORMAT="$PWD/Examples/Photos.layout"
# An error in the script ends the session (a headless Neovim would otherwise wait for input); `timeout` guards
# against a hang anywhere else.
timeout 300 nvim --headless -u NONE -i NONE -n \
  -c "lua local ok, e = pcall(dofile, 'Editors/nvim/lsp_session.lua') if not ok then io.stdout:write('FAILED: ' .. tostring(e) .. '\\n') vim.cmd('cquit! 2') end" \
  2>&1 </dev/null
