#!/usr/bin/env python3
"""Scope tests for the TextMate grammar of .layout files (Editors/vscode/syntaxes/layout.tmLanguage.json).

The grammar is run by a real TextMate engine, the PyPI package textmate-grammar-python (a Python port of
vscode-textmate on the Oniguruma regex library). Editors/test.sh installs it and runs this file. The checks:

1. Fixtures (Tests/Editors/Fixtures/*.layout): inline scope assertions, one test per assertion line. The format
   is described in Tests/Editors/README.md.
2. Examples (Examples/*.layout): every character that is not white space gets a scope of its own (not just
   the file's `source.layout` or a `meta.*` region), and nothing is `invalid`.
3. Lexer agreement: the lexer's golden token dumps (Tests/LayoutSyntaxTests/Fixtures/*.tokens, kept current by
   SyntaxGoldenTests) say what every token of those files is; each token must get the matching scope on every
   character (a keyword a keyword scope, a malformed number `invalid.illegal.number`, an unknown byte
   `invalid.illegal`, ...), and every other non-blank character (trivia) must be a comment.
4. Drift: the grammar's reserved words are exactly the lexer's (TokenKind.swift), its value words are the
   checker's (Values.swift, and ScrollEffect.swift's parameter names), and every property name (Property.swift) reads as a property.
5. The harness itself: a fixture with a deliberately wrong expectation must fail.

Prints `N passed, M failed` last and exits 1 when anything failed. `--dump FILE` prints the scopes of a file
(for writing assertions); `-v` prints every test.
"""

from __future__ import annotations

import json
import logging
import os
import re
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GRAMMAR = ROOT / "Editors" / "vscode" / "syntaxes" / "layout.tmLanguage.json"
FIXTURES = ROOT / "Tests" / "Editors" / "Fixtures"
EXAMPLES = ROOT / "Examples"
TOKEN_GOLDENS = ROOT / "Tests" / "LayoutSyntaxTests" / "Fixtures"
TOKEN_KIND_SWIFT = ROOT / "Sources" / "LayoutSyntax" / "TokenKind.swift"
VALUES_SWIFT = ROOT / "Sources" / "LayoutSemantics" / "Values.swift"
PROPERTY_SWIFT = ROOT / "Sources" / "LayoutSemantics" / "Property.swift"
SCROLL_EFFECT_SWIFT = ROOT / "Sources" / "LayoutSemantics" / "ScrollEffect.swift"

ROOT_SCOPE = "source.layout"


# MARK: - Engine


class Highlighter:
    """Tokenizes text with the grammar; answers the scope stack of each character."""

    def __init__(self, grammar: dict):
        # Importing the engine creates `.textmate_cache` in the working directory: keep it out of the tree.
        previous = os.getcwd()
        with tempfile.TemporaryDirectory() as scratch:
            os.chdir(scratch)
            try:
                from textmate_grammar.parsers.base import LanguageParser
            finally:
                os.chdir(previous)
        self.parser = LanguageParser(grammar)

    def scopes(self, text: str) -> list[list[list[str]]]:
        """`result[line][column]` is the list of scopes of that character, outermost first."""
        lines = re.split(r"\r\n|\r|\n", text)
        result = [[[ROOT_SCOPE] for _ in line] for line in lines]
        element = self.parser.parse_string(text) if text else None
        if element is None:
            return result
        for (line, column), content, stack in element.flatten():
            for character in content:
                if character == "\n":
                    break
                if line < len(result) and column < len(result[line]):
                    # A rule's name may hold several scopes separated by spaces.
                    result[line][column] = [scope for entry in stack for scope in entry.split()]
                column += 1
        return result


def has_scope(stack: list[str], selector: str) -> bool:
    """Whether a scope in the stack is `selector` or starts with `selector.` (TextMate's prefix match)."""
    return any(scope == selector or scope.startswith(selector + ".") for scope in stack)


def own_scopes(stack: list[str]) -> list[str]:
    """The scopes that say what a character is, without the file scope and enclosing `meta.*` regions."""
    return [scope for scope in stack if scope != ROOT_SCOPE and not scope.startswith("meta.")]


# MARK: - Results


class Results:
    def __init__(self, verbose: bool, quiet: bool = False):
        self.passed = 0
        self.failed = 0
        self.verbose = verbose
        self.quiet = quiet

    def record(self, name: str, failures: list[str]) -> None:
        if failures:
            self.failed += 1
            if self.quiet:
                return
            print(f"FAIL {name}")
            for failure in failures[:20]:
                print(f"  {failure}")
            if len(failures) > 20:
                print(f"  ... and {len(failures) - 20} more")
        else:
            self.passed += 1
            if self.verbose:
                print(f"ok   {name}")


# MARK: - 1. Fixture assertions

ASSERTION = re.compile(r"^(?P<lead>\s*//)(?P<marks>\s*(?:\^+|<-+))\s+(?P<spec>\S.*)$")


def parse_assertion(line: str) -> tuple[list[int], list[str], list[str]] | None:
    """`//   ^^^ a.b c - d` -> (columns, required, forbidden); None when the line is not an assertion."""
    match = ASSERTION.match(line)
    if not match:
        return None
    marks = match.group("marks")
    stripped = marks.strip()
    if stripped.startswith("<"):
        columns = list(range(len(stripped) - 1))
    else:
        first = match.end("lead") + marks.index("^")
        columns = list(range(first, first + len(stripped)))
    required: list[str] = []
    forbidden: list[str] = []
    target = required
    for word in match.group("spec").split():
        if word == "-":
            target = forbidden
        else:
            target.append(word)
    return columns, required, forbidden


def check_fixture_text(name: str, text: str, highlighter: Highlighter, results: Results) -> None:
    lines = re.split(r"\r\n|\r|\n", text)
    scopes = highlighter.scopes(text)
    source_line = None
    for number, line in enumerate(lines):
        assertion = parse_assertion(line)
        if assertion is None:
            source_line = number
            continue
        columns, required, forbidden = assertion
        test = f"{name}:{number + 1}"
        if source_line is None:
            results.record(test, ["an assertion needs a source line above it"])
            continue
        if not required and not forbidden:
            results.record(test, ["the assertion names no scope"])
            continue
        source = lines[source_line]
        failures = []
        for column in columns:
            if column >= len(source):
                failures.append(f"column {column + 1} is past the end of line {source_line + 1}")
                continue
            stack = scopes[source_line][column]
            missing = [scope for scope in required if not has_scope(stack, scope)]
            present = [scope for scope in forbidden if has_scope(stack, scope)]
            if missing or present:
                problem = "; ".join(
                    ([f"missing {' '.join(missing)}"] if missing else [])
                    + ([f"unexpected {' '.join(present)}"] if present else [])
                )
                failures.append(
                    f"line {source_line + 1} column {column + 1} {source[column]!r}: {problem}; scopes are {stack}"
                )
        results.record(test, failures)


def grammar_scope_names(rule) -> set[str]:
    names = set()
    if isinstance(rule, dict):
        for key, value in rule.items():
            if key in ("name", "contentName") and isinstance(value, str):
                names.update(value.split())
            else:
                names |= grammar_scope_names(value)
    elif isinstance(rule, list):
        for item in rule:
            names |= grammar_scope_names(item)
    return names


def check_fixtures(grammar: dict, highlighter: Highlighter, results: Results) -> None:
    files = sorted(FIXTURES.glob("*.layout"))
    results.record("fixtures exist", [] if files else [f"no fixtures in {FIXTURES}"])
    asserted: set[str] = set()
    for path in files:
        text = path.read_text(encoding="utf-8")
        check_fixture_text(path.relative_to(ROOT).as_posix(), text, highlighter, results)
        for line in text.splitlines():
            if assertion := parse_assertion(line):
                asserted.update(assertion[1])
    # A scope no fixture asks for is a rule nothing tests.
    untested = sorted(grammar_scope_names(grammar["repository"]) - asserted)
    results.record(
        "every scope the grammar gives is asserted by a fixture", [f"not asserted: {name}" for name in untested]
    )


# MARK: - 2. Examples


def check_examples(highlighter: Highlighter, results: Results) -> None:
    files = sorted(EXAMPLES.glob("*.layout"))
    results.record("examples exist", [] if files else [f"no examples in {EXAMPLES}"])
    for path in files:
        text = path.read_text(encoding="utf-8-sig")
        lines = re.split(r"\r\n|\r|\n", text)
        failures = []
        for number, (line, stacks) in enumerate(zip(lines, highlighter.scopes(text))):
            for column, (character, stack) in enumerate(zip(line, stacks)):
                if character in " \t":
                    continue
                where = f"line {number + 1} column {column + 1} {character!r}"
                if not own_scopes(stack):
                    failures.append(f"{where}: no scope of its own ({stack})")
                elif has_scope(stack, "invalid"):
                    failures.append(f"{where}: invalid ({stack})")
        results.record(f"{path.relative_to(ROOT).as_posix()} highlights cleanly", failures)


# MARK: - 3. Agreement with the lexer's token dumps

TOKEN_LINE = re.compile(r'^(\d+):(\d+) (\w+) "((?:[^"\\]|\\.)*)"')
DIAGNOSTIC_LINE = re.compile(r"^error (\d+):(\d+) \[(E\d+)\]")

PUNCTUATION_SCOPES = {
    "leftBrace": "punctuation.section.block.begin",
    "rightBrace": "punctuation.section.block.end",
    "leftParen": "punctuation.section.parens.begin",
    "rightParen": "punctuation.section.parens.end",
    "colon": "punctuation.separator.key-value",
    "semicolon": "punctuation.terminator.statement",
    "comma": "punctuation.separator.comma",
    "star": "keyword.operator.count",
    "tilde": "keyword.operator.estimated",
    "pipe": "keyword.operator.alternative",
    "equal": "keyword.operator.assignment",
    "ellipsis": "keyword.operator.range",
    "equalEqual": "keyword.operator.comparison",
    "bangEqual": "keyword.operator.comparison",
    "less": "keyword.operator.comparison",
    "lessEqual": "keyword.operator.comparison",
    "greater": "keyword.operator.comparison",
    "greaterEqual": "keyword.operator.comparison",
}
KEYWORD_SCOPES = ("storage.type", "keyword.control", "support.constant.direction")
NOT_IDENTIFIER_SCOPES = ("storage.type", "keyword.control", "constant.numeric", "string", "comment", "invalid")


def unquote_dump(text: str) -> str:
    """Reverses TreeDump's quoteForDump."""
    simple = {'"': '"', "\\": "\\", "n": "\n", "r": "\r", "t": "\t"}

    def replace(match: re.Match) -> str:
        body = match.group(1)
        if body.startswith("u{"):
            return chr(int(body[2:-1], 16))
        return simple[body]

    return re.sub(r"\\(u\{[0-9a-fA-F]+\}|.)", replace, text)


def split_lines_bytes(data: bytes) -> list[bytes]:
    return re.split(rb"\r\n|\r|\n", data)


def token_expectation(kind: str, diagnostics: set[str]) -> tuple[str, str | None] | None:
    """What every character of a token must have (and, for strings, what its body must have)."""
    if kind.endswith("Keyword"):
        return ("keyword", None)
    if kind == "identifier":
        return ("identifier", None)
    if kind == "number":
        return ("invalid.illegal.number" if "E0104" in diagnostics else "constant.numeric", None)
    if kind == "string":
        return ("string.quoted.double", "invalid.illegal.unterminated-string" if "E0103" in diagnostics else None)
    if kind == "unknown":
        return ("invalid.illegal", None)
    if kind in PUNCTUATION_SCOPES:
        return (PUNCTUATION_SCOPES[kind], None)
    return None


def check_lexer_agreement(highlighter: Highlighter, results: Results) -> None:
    goldens = sorted(TOKEN_GOLDENS.glob("*.tokens"))
    results.record("lexer token dumps exist", [] if goldens else [f"no *.tokens in {TOKEN_GOLDENS}"])
    for golden in goldens:
        source_path = golden.with_suffix(".layout")
        data = source_path.read_bytes()
        name = f"{source_path.relative_to(ROOT).as_posix()} agrees with the lexer"
        byte_lines = split_lines_bytes(data)
        bom = data.startswith(b"\xef\xbb\xbf")
        # Editors show invalid UTF-8 as replacement characters, and so do the lexer's dumps.
        text = data.decode("utf-8-sig", errors="replace")
        lines = re.split(r"\r\n|\r|\n", text)
        scopes = highlighter.scopes(text)

        def char_column(line: int, byte_column: int) -> int:
            prefix = byte_lines[line][: byte_column - 1]
            column = len(prefix.decode("utf-8", errors="replace"))
            return column - 1 if bom and line == 0 else column

        diagnostics: dict[tuple[int, int], set[str]] = {}
        tokens = []
        for entry in golden.read_text(encoding="utf-8").splitlines():
            if match := DIAGNOSTIC_LINE.match(entry):
                line, column = int(match.group(1)) - 1, char_column(int(match.group(1)) - 1, int(match.group(2)))
                diagnostics.setdefault((line, column), set()).add(match.group(3))
            elif match := TOKEN_LINE.match(entry):
                line = int(match.group(1)) - 1
                tokens.append(
                    (line, char_column(line, int(match.group(2))), match.group(3), unquote_dump(match.group(4)))
                )

        failures = []
        covered: set[tuple[int, int]] = set()
        for line, column, kind, token_text in tokens:
            if kind == "endOfFile":
                continue
            # Only the first line of a token that spans lines (an unclosed block comment) is compared.
            first_line_text = re.split(r"\r\n|\r|\n", token_text)[0]
            span = range(column, column + len(first_line_text))
            for row, extra in enumerate(re.split(r"\r\n|\r|\n", token_text)):
                start = column if row == 0 else 0
                covered.update((line + row, c) for c in range(start, start + len(extra)))
            in_token = {code for (l, c), codes in diagnostics.items() if l == line and c in span for code in codes}
            expectation = token_expectation(kind, in_token)
            if expectation is None:
                failures.append(f"line {line + 1}: unknown token kind {kind}")
                continue
            whole, body = expectation
            for c in span:
                if c >= len(lines[line]):
                    break
                stack = scopes[line][c]
                where = f"line {line + 1} column {c + 1} {lines[line][c]!r} ({kind} {token_text!r})"
                if whole == "keyword":
                    ok = any(has_scope(stack, s) for s in KEYWORD_SCOPES)
                elif whole == "identifier":
                    ok = bool(own_scopes(stack)) and not any(has_scope(stack, s) for s in NOT_IDENTIFIER_SCOPES)
                else:
                    ok = has_scope(stack, whole)
                if body and c > column and not has_scope(stack, body):
                    ok = False
                if kind == "string" and "E0105" not in in_token and has_scope(stack, "invalid.illegal.escape"):
                    ok = False
                if not ok:
                    failures.append(f"{where}: scopes are {stack}")
        for line_number, line in enumerate(lines):
            for c, character in enumerate(line):
                if (line_number, c) in covered or character in " \t\x0b\x0c\ufeff":
                    continue
                if not has_scope(scopes[line_number][c], "comment"):
                    failures.append(
                        f"line {line_number + 1} column {c + 1} {character!r} (trivia): "
                        f"scopes are {scopes[line_number][c]}"
                    )
        results.record(name, failures)


# MARK: - 4. Drift against the Swift sources

GUARDS = ("(?<![A-Za-z0-9_])", "(?![A-Za-z0-9_]|-[A-Za-z0-9_])", "[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*")


def regex_words(regex: str) -> set[str]:
    """The literal words of a grammar regex, without the name and word-boundary fragments."""
    for guard in GUARDS:
        regex = regex.replace(guard, " ")
    return set(re.findall(r"[a-z]+(?:-[a-z]+)*", re.sub(r"\\[a-zA-Z]", " ", regex)))


def rule_regexes(rule: dict) -> list[str]:
    found = [rule[key] for key in ("match", "begin") if key in rule]
    for child in rule.get("patterns", []):
        found += rule_regexes(child)
    return found


RESERVED_EXCLUSION = re.compile(r"\(\?!\(\?:([a-z|]+)\)")


def lexer_keywords() -> set[str]:
    source = TOKEN_KIND_SWIFT.read_text(encoding="utf-8")
    return set(re.findall(r'case \.\w+Keyword: "(\w+)"', source))


def check_drift(grammar: dict, highlighter: Highlighter, results: Results) -> None:
    repository = grammar["repository"]
    keywords = lexer_keywords()
    declared = len(
        re.findall(
            r"\b\w+Keyword\b", re.search(r"// Reserved words.*?\n\n", TOKEN_KIND_SWIFT.read_text(), re.S).group(0)
        )
    )
    results.record(
        "TokenKind.swift lists its reserved words (at least the 12 of the language reference)",
        (
            []
            if len(keywords) >= 12 and len(keywords) == declared
            else [f"read {sorted(keywords)} of {declared} cases"]
        ),
    )

    # Every regex that lists the reserved words (to keep them out of a declaration's name) lists all of them.
    failures = []
    all_regexes = [regex for rule in repository.values() for regex in rule_regexes(rule)]
    exclusions = [set(m.group(1).split("|")) for regex in all_regexes for m in RESERVED_EXCLUSION.finditer(regex)]
    for words in exclusions:
        if words != keywords:
            failures.append(f"a name exclusion lists {sorted(words)}, the lexer {sorted(keywords)}")
    results.record(
        "every reserved-word exclusion in the grammar is the lexer's set",
        failures if exclusions else ["none found"],
    )

    # The words the grammar highlights as reserved are the lexer's reserved words, no more, no fewer.
    keyword_rules = [repository["declaration"], repository["supplementary-keyword"]]
    grammar_keywords = set()
    for rule in keyword_rules:
        for regex in rule_regexes(rule):
            grammar_keywords |= regex_words(RESERVED_EXCLUSION.sub(" ", regex))
    for rule in (repository["when"], repository["param"]):
        grammar_keywords |= regex_words(RESERVED_EXCLUSION.sub(" ", rule["begin"]))
    results.record(
        "the grammar's reserved words are the lexer's (TokenKind.swift)",
        (
            []
            if grammar_keywords == keywords
            else [
                f"only in the grammar: {sorted(grammar_keywords - keywords)}; "
                f"only in the lexer: {sorted(keywords - grammar_keywords)}"
            ]
        ),
    )

    # Behaviour: each reserved word is a keyword where an entry starts; no other word of the grammar is.
    candidates = set().union(*(regex_words(regex) for regex in all_regexes)) | {"x", "group", "items", "layouts"}
    failures = []
    for word in sorted(candidates | keywords):
        stack = highlighter.scopes(f"{word} name {{ }}\n")[0][0]
        is_keyword = has_scope(stack, "storage.type") or has_scope(stack, "keyword.control")
        if is_keyword != (word in keywords):
            failures.append(f"{word!r} at the start of an entry: scopes are {stack}")
    results.record("exactly the reserved words read as keywords at the start of an entry", failures)

    # Value words: the grammar's constants are the checker's enum values (plus center, true, false, x).
    values_source = VALUES_SWIFT.read_text(encoding="utf-8")
    checker_words = {"center", "true", "false", "x"}
    for enum in ("Edge", "ScrollBehavior", "ScrollDirection"):
        body = re.search(r"enum " + enum + r"\b[^{]*\{(.*?)\n\}", values_source, re.S).group(1)
        for case_line in re.findall(r"^\s*case (.+)$", body, re.M):
            for item in case_line.split(","):
                item = item.strip()
                raw = re.search(r'= "([^"]+)"', item)
                checker_words.add(raw.group(1) if raw else item)
    # The scroll effect's parameter names (`effect: scale 0.8, alpha 0.5`) are the checker's list in ScrollEffect.swift.
    names = re.search(r"parameterNames = \[([^\]]*)\]", SCROLL_EFFECT_SWIFT.read_text(encoding="utf-8")).group(1)
    checker_words |= set(re.findall(r'"([^"]+)"', names))
    value_rules = [rule for rule in repository["value-words"]["patterns"] if "match" in rule]
    grammar_values = set().union(*(regex_words(rule["match"]) for rule in value_rules))
    results.record(
        "the grammar's value words are the checker's (Values.swift)",
        (
            []
            if grammar_values == checker_words
            else [
                f"only in the grammar: {sorted(grammar_values - checker_words)}; "
                f"only in the checker: {sorted(checker_words - grammar_values)}"
            ]
        ),
    )
    failures = []
    for word in sorted(checker_words - {"x"}):
        stack = highlighter.scopes(f"p: {word}\n")[0][3]
        if not (has_scope(stack, "support.constant") or has_scope(stack, "constant.language")):
            failures.append(f"'p: {word}': scopes are {stack}")
    results.record("each value word reads as a constant in a value", failures)

    # Every property name, hyphenated ones included, reads as one property name (never `item` + `-anchor`).
    property_source = PROPERTY_SWIFT.read_text(encoding="utf-8")
    enum_body = re.search(r"enum Property\b[^{]*\{(.*?)\n\n", property_source, re.S).group(1)
    names = set()
    for case_line in re.findall(r"^\s*case (.+)$", enum_body, re.M):
        for item in case_line.split(","):
            item = item.strip()
            raw = re.search(r'= "([^"]+)"', item)
            names.add(raw.group(1) if raw else item)
    failures = []
    for name in sorted(names):
        row = highlighter.scopes(f"item a {{ {name}: 1 }}\n")[0]
        start = len("item a { ")
        for c in range(start, start + len(name)):
            if not has_scope(row[c], "support.type.property-name"):
                failures.append(f"{name!r} column {c - start + 1}: scopes are {row[c]}")
                break
    results.record(
        f"all {len(names)} property names (Property.swift) read as property names",
        failures if names else ["none read"],
    )


# MARK: - 5. The harness can fail


def check_harness(highlighter: Highlighter, results: Results) -> None:
    probe = Results(verbose=False, quiet=True)
    wrong = "item cell { size: 1/3w x ~44 }\n//   ^^^^ storage.type.item.layout\n"
    right = "item cell { size: 1/3w x ~44 }\n//   ^^^^ entity.name.type.item.layout - storage.type\n"
    check_fixture_text("wrong", wrong, highlighter, probe)
    check_fixture_text("right", right, highlighter, probe)
    results.record(
        "a wrong expectation fails and a right one passes",
        [] if (probe.passed, probe.failed) == (1, 1) else [f"got {probe.passed} passed, {probe.failed} failed"],
    )


# MARK: - Main


def dump(path: Path, highlighter: Highlighter) -> None:
    text = path.read_text(encoding="utf-8-sig")
    for number, (line, stacks) in enumerate(zip(re.split(r"\r\n|\r|\n", text), highlighter.scopes(text))):
        print(f"{number + 1:4}| {line}")
        run_start = 0
        for column in range(1, len(line) + 1):
            if column == len(line) or stacks[column] != stacks[run_start]:
                if line[run_start:column].strip():
                    print(
                        f"    {run_start + 1:3}-{column:<3} {line[run_start:column]!r}: "
                        + " ".join(own_scopes(stacks[run_start]) or stacks[run_start])
                    )
                run_start = column


def main(argv: list[str]) -> int:
    logging.disable(logging.CRITICAL)  # the engine logs every rule it tries
    grammar = json.loads(GRAMMAR.read_text(encoding="utf-8"))
    highlighter = Highlighter(grammar)
    if len(argv) >= 2 and argv[0] == "--dump":
        for name in argv[1:]:
            dump(Path(name), highlighter)
        return 0
    results = Results(verbose="-v" in argv)
    started = time.monotonic()
    check_fixtures(grammar, highlighter, results)
    check_examples(highlighter, results)
    check_lexer_agreement(highlighter, results)
    check_drift(grammar, highlighter, results)
    check_harness(highlighter, results)
    print(f"TextMate grammar tests took {time.monotonic() - started:.1f}s")
    print(f"{results.passed} passed, {results.failed} failed")
    return 1 if results.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
