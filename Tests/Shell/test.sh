#!/usr/bin/env bash
# The shell completions (`layoutc completions bash|zsh|fish`) in the real shells, and the manual page
# (`layoutc man`) under groff/man:
#   bash  completes commands, option values, .layout files, explain's codes (the completion function driven with
#         COMP_WORDS as bash's completion system calls it);
#   fish  the same through fish's own `complete -C`, which runs the real completion machinery;
#   zsh   the script parses, and compinit registers `_layoutc` for `layoutc` (zsh's menu needs a terminal to drive);
#   man   groff reads the page without a warning, and man renders it.
# And the install paths: the README's Install section, and the Homebrew formula (Formula/layoutc.rb) under ruby
# through Tests/Shell/formula-check.rb.
# Needs a built layoutc (LAYOUTC, else the one `swift build` made). A missing zsh, fish, groff or ruby is installed with apt-get
# when LAYOUTC_INSTALL_SHELLS=1 (what .ci/run sets); otherwise that shell's checks print "skipped: ..." and pass.
set -euo pipefail
cd "$(dirname "$0")/../.."

LAYOUTC="${LAYOUTC:-$(swift build --show-bin-path)/layoutc}"
[ -x "$LAYOUTC" ] || { echo "error: no layoutc at $LAYOUTC; run 'swift build' first" >&2; exit 1; }

missing=()
for tool in zsh fish groff ruby; do command -v "$tool" >/dev/null 2>&1 || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ] && [ "${LAYOUTC_INSTALL_SHELLS:-}" = "1" ]; then
  sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  packages="${missing[*]}"
  packages="${packages/groff/groff-base}"
  command -v apt-get >/dev/null 2>&1 || { echo "error: $packages missing and there is no apt-get" >&2; exit 1; }
  echo "installing $packages with apt-get"
  # shellcheck disable=SC2086
  $sudo apt-get install -y -qq $packages >/dev/null 2>&1 \
    || { $sudo apt-get update -qq >/dev/null 2>&1 && $sudo apt-get install -y -qq $packages >/dev/null 2>&1; } \
    || { echo "error: could not install $packages with apt-get" >&2; exit 1; }
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0
# expect NAME ACTUAL EXPECTED: compares two strings and reports.
expect() {
  if [ "$2" == "$3" ]; then
    echo "ok: $1"
  else
    echo "FAIL: $1"
    echo "  expected: $3"
    echo "  actual:   $2"
    failures=$((failures + 1))
  fi
}

mkdir -p "$work/project/sub"
touch "$work/project/Photos.layout" "$work/project/PhotoGrid.layout" "$work/project/Photo.txt"
"$LAYOUTC" completions bash >"$work/layoutc.bash"
"$LAYOUTC" completions zsh >"$work/_layoutc"
"$LAYOUTC" completions fish >"$work/layoutc.fish"

# bash: the function as `complete -F` calls it.
bash_complete() {
  (cd "$work/project" && bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=(); _layoutc; printf "%s\n" "${COMPREPLY[@]}" | sort | tr "\n" " "' _ "$work/layoutc.bash" "$@")
}
expect "bash: commands" "$(bash_complete layoutc ch)" "check "
expect "bash: option values" "$(bash_complete layoutc check --output-format '')" "concise github human json sarif "
expect "bash: .layout files and folders" "$(bash_complete layoutc fmt Ph)" "PhotoGrid.layout Photos.layout "
expect "bash: folders" "$(bash_complete layoutc check s)" "sub "
expect "bash: options" "$(bash_complete layoutc eval --for)" "--format "
expect "bash: explain's codes" "$(bash_complete layoutc explain E010)" "E0101 E0102 E0103 E0104 E0105 "
expect "bash: help's commands" "$(bash_complete layoutc help ren)" "render "
expect "bash: nothing after lsp" "$(bash_complete layoutc lsp '')" " "

if command -v fish >/dev/null 2>&1; then
  fish_complete() {
    (cd "$work/project" && fish -c "source $work/layoutc.fish; complete -C '$1'" | cut -f1 | sort | tr "\n" " ")
  }
  expect "fish: script parses" "$(fish -n "$work/layoutc.fish" && echo yes)" "yes"
  expect "fish: commands" "$(fish_complete 'layoutc ch')" "check "
  expect "fish: option values" "$(fish_complete 'layoutc check --output-format ')" "concise github human json sarif "
  expect "fish: .layout files" "$(fish_complete 'layoutc fmt Ph')" "PhotoGrid.layout Photos.layout "
  expect "fish: folders" "$(fish_complete 'layoutc check s')" "sub/ "
  expect "fish: explain's codes" "$(fish_complete 'layoutc explain E010')" "E0101 E0102 E0103 E0104 E0105 "
  expect "fish: completions' shells" "$(fish_complete 'layoutc completions z')" "zsh "
else
  echo "skipped: fish not found, so the fish completions were not tried (LAYOUTC_INSTALL_SHELLS=1 installs it)"
fi

if command -v zsh >/dev/null 2>&1; then
  expect "zsh: script parses" "$(zsh -n "$work/_layoutc" && echo yes)" "yes"
  registered="$(zsh -f -c "fpath=($work \$fpath); autoload -Uz compinit; compinit -u -d $work/zcompdump; print -r -- \$_comps[layoutc]")"
  expect "zsh: compinit registers _layoutc" "$registered" "_layoutc"
else
  echo "skipped: zsh not found, so the zsh completions were not tried (LAYOUTC_INSTALL_SHELLS=1 installs it)"
fi

"$LAYOUTC" man >"$work/layoutc.1"
if command -v groff >/dev/null 2>&1; then
  expect "man: groff reads it without warnings" "$(groff -man -Tutf8 -ww -z "$work/layoutc.1" 2>&1)" ""
  expect "man: the page renders with every command" \
    "$(groff -man -Tutf8 "$work/layoutc.1" 2>/dev/null | col -b | grep -c '^   layoutc ')" \
    "$("$LAYOUTC" --help | sed -n '/^COMMANDS:/,/^$/p' | grep -c '^  [a-z]')"
else
  echo "skipped: groff not found, so the manual page was not rendered (LAYOUTC_INSTALL_SHELLS=1 installs it)"
fi

# The README's Install section, run as written except: the scratch folder for /usr/local, the built layoutc's folder
# for .build/release (the release build is CI's `release` step), no sudo, and the build line left out.
prefix="$work/prefix"
bin_dir="$(dirname "$LAYOUTC")"
sed -n '/^<!-- install:/,/^<!-- end install -->/p' README.md | sed -n '/^```sh$/,/^```$/p' | sed '1d;$d' \
  | grep -v '^swift build' | sed -e "s|/usr/local|$prefix|g" -e "s|\.build/release|$bin_dir|g" -e 's|^sudo ||' \
  >"$work/install.sh"
expect "install: the README's commands run" "$(PATH="$prefix/bin:$PATH" bash -e "$work/install.sh" 2>&1 | tail -1)" \
  "layoutc $("$LAYOUTC" --version | cut -d' ' -f2)"
expect "install: the manual is where man looks" "$(MANPATH="$prefix/share/man" man -w layoutc 2>&1)" \
  "$prefix/share/man/man1/layoutc.1"
expect "install: the code pages are installed" "$(ls "$prefix/share/doc/layoutc/Rules.md")" \
  "$prefix/share/doc/layoutc/Rules.md"

# The Homebrew formula: ruby reads it, and its install and test steps run against a scratch prefix.
if command -v ruby >/dev/null 2>&1; then
  expect "formula: ruby reads it" "$(ruby -c Formula/layoutc.rb 2>&1)" "Syntax OK"
  expect "formula: its install and test steps run" \
    "$(ruby Tests/Shell/formula-check.rb Formula/layoutc.rb "$work/brew" "$bin_dir" 2>&1 | tail -1)" \
    "formula: installed and tested"
  expect "formula: layoutc --version afterwards" "$("$work/brew/bin/layoutc" --version 2>&1)" "$("$LAYOUTC" --version)"
  expect "formula: the completions are where the shells look" \
    "$(cd "$work/brew" && ls etc/bash_completion.d/layoutc share/fish/vendor_completions.d/layoutc.fish \
      share/zsh/site-functions/_layoutc | tr '\n' ' ')" \
    "etc/bash_completion.d/layoutc share/fish/vendor_completions.d/layoutc.fish share/zsh/site-functions/_layoutc "
else
  echo "skipped: ruby not found, so the Homebrew formula was not tried (LAYOUTC_INSTALL_SHELLS=1 installs it)"
fi

frame() { printf 'Content-Length: %d\r\n\r\n%s' "${#1}" "$1"; }
lsp_output="$( { frame '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}'
  frame '{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.layout","version":1,"text":"layout A { section { horizontal { size: 1w x 44; cel } } }"}}}'
  frame '{"jsonrpc":"2.0","id":2,"method":"shutdown"}'; frame '{"jsonrpc":"2.0","method":"exit"}'; } \
  | "$prefix/bin/layoutc" lsp | grep -o '"href":"[^"]*"' | head -1)"
expect "install: the language server links codes to the installed pages" "$lsp_output" \
  "\"href\":\"file://$prefix/share/doc/layoutc/Codes.md#e0301\""

if [ "$failures" -gt 0 ]; then
  echo "$failures completion or manual check(s) failed"
  exit 1
fi
echo "all completion and manual checks passed"
