import LayoutLint
import LayoutSource
import LayoutSyntax
import Testing

/// `// layoutc-ignore: RULE -- reason` on hand-made findings: which findings a directive hides, and what it reports.
@Suite struct SuppressionTests {
  /// A finding of `rule` on the first occurrence of `marker` in `text`.
  static func finding(_ rule: String, at marker: String, in text: String) -> Diagnostic {
    let bytes = Array(text.utf8)
    let needle = Array(marker.utf8)
    let start = (0...(bytes.count - needle.count)).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }!
    let code = LintRules.rule(rule)!.code
    return Diagnostic.warning(code, "finding of \(rule)", at: SourceSpan(start: start, end: start + needle.count))
  }

  static func apply(_ text: String, _ findings: [(String, String)]) -> (SourceFile, [Diagnostic]) {
    let source = SourceFile(path: "a.layout", text: text)
    let tree = Parser.parse(source)
    let diagnostics = findings.map { finding($0.0, at: $0.1, in: text) }
    return (source, Suppressions.apply(diagnostics, in: tree))
  }

  /// `line:column code message` per diagnostic, for compact expectations.
  static func summary(_ diagnostics: [Diagnostic], in source: SourceFile) -> [String] {
    diagnostics.map {
      let at = source.location(of: $0.span.start)
      return "\(at.line):\(at.column) \($0.code) \($0.displayMessage)"
    }
  }

  @Test func lineBeforeHidesTheFindingOnTheNextLine() {
    let text = """
      layout A {
        // layoutc-ignore: child-overflow -- the third cell is meant to be hidden
        section { horizontal { size: 1w x 44; cell } }
      }
      """
    let (_, result) = Self.apply(text, [("child-overflow", "horizontal")])
    #expect(result.isEmpty)
  }

  @Test func endOfLineHidesTheFindingOnItsLine() {
    let text = """
      layout A {
        item cell { size: 0.33w x 1h }  // layoutc-ignore: approximate-fraction -- matches the design file
        item other { size: 0.67w x 1h }
      }
      """
    let (_, hidden) = Self.apply(text, [("approximate-fraction", "0.33w")])
    #expect(hidden.isEmpty)
    // An end-of-line directive covers its own line only: the finding on line 3 stays, and the directive is unused.
    let (source, kept) = Self.apply(text, [("approximate-fraction", "0.67w")])
    #expect(
      Self.summary(kept, in: source) == [
        "2:35 unused-ignore 'layoutc-ignore' suppresses nothing: no 'approximate-fraction' finding starts on line 2",
        "3:22 approximate-fraction finding of approximate-fraction",
      ])
  }

  @Test func severalRulesInOneDirective() {
    let text = """
      layout A {
        // layoutc-ignore: child-overflow, empty-frame -- both are on purpose here
        section { horizontal { size: 1w x 44; cell } }
      }
      """
    let (_, result) = Self.apply(text, [("child-overflow", "horizontal"), ("empty-frame", "section")])
    #expect(result.isEmpty)
  }

  @Test func onlyTheNamedRuleIsHidden() {
    let text = """
      layout A {
        // layoutc-ignore: child-overflow -- on purpose
        section { horizontal { size: 1w x 44; cell } }
      }
      """
    let (source, result) = Self.apply(text, [("child-overflow", "horizontal"), ("empty-frame", "section")])
    #expect(Self.summary(result, in: source) == ["3:3 empty-frame finding of empty-frame"])
  }

  @Test func aFindingOnAnotherLineIsNotHidden() {
    let text = """
      layout A {
        // layoutc-ignore: child-overflow -- on purpose
        item cell { size: 1w x 1h }
        section { horizontal { size: 1w x 44; cell } }
      }
      """
    let (source, result) = Self.apply(text, [("child-overflow", "horizontal")])
    #expect(
      Self.summary(result, in: source) == [
        "2:3 unused-ignore 'layoutc-ignore' suppresses nothing: no 'child-overflow' finding starts on line 3",
        "4:13 child-overflow finding of child-overflow",
      ])
  }

  @Test func furtherCommentLinesBetweenDirectiveAndCodeAreFine() {
    let text = """
      layout A {
        // layoutc-ignore: child-overflow -- the last cell only shows on iPad
        // (see the design file)
        section { horizontal { size: 1w x 44; cell } }
      }
      """
    let (_, result) = Self.apply(text, [("child-overflow", "horizontal")])
    #expect(result.isEmpty)
  }

  @Test func missingReasonIsReportedAndHidesNothing() {
    for directive in [
      "// layoutc-ignore: child-overflow", "// layoutc-ignore: child-overflow --",
      "// layoutc-ignore: child-overflow --  ",
    ] {
      let text = "layout A {\n  \(directive)\n  section { horizontal { size: 1w x 44; cell } }\n}\n"
      let (source, result) = Self.apply(text, [("child-overflow", "horizontal")])
      #expect(
        Self.summary(result, in: source) == [
          "2:3 unused-ignore 'layoutc-ignore' needs a reason after '--' saying why the finding is acceptable; "
            + "until it has one it suppresses nothing",
          "3:13 child-overflow finding of child-overflow",
        ], "\(directive)")
      #expect(result[0].fixIts.isEmpty)
    }
  }

  @Test func unknownRuleIsReportedWithDidYouMean() {
    let text = """
      layout A {
        // layoutc-ignore: child-overflw -- on purpose
        section { horizontal { size: 1w x 44; cell } }
      }
      """
    let (source, result) = Self.apply(text, [("child-overflow", "horizontal")])
    #expect(
      Self.summary(result, in: source) == [
        "2:22 unused-ignore unknown lint rule 'child-overflw' in 'layoutc-ignore'",
        "3:13 child-overflow finding of child-overflow",
      ])
    #expect(result[0].notes == [DiagnosticNote("did you mean 'child-overflow'?", at: SourceSpan(start: 32, end: 45))])
    // A guess is never a safe fix: it is a note, not a fix-it.
    #expect(result[0].fixIts.isEmpty)
  }

  @Test func unknownRuleWithoutCloseMatchPointsToTheList() {
    let (_, result) = Self.apply(
      "layout A {\n  // layoutc-ignore: overflow-everything -- x\n  section { horizontal { size: 1w x 44; cell } }\n}\n",
      [])
    #expect(result.map(\.message) == ["unknown lint rule 'overflow-everything' in 'layoutc-ignore'"])
    #expect(result[0].notes == [DiagnosticNote("'layoutc rules' lists the rules")])
  }

  @Test func checkerErrorsAndUnusedIgnoreCannotBeIgnored() {
    let (_, result) = Self.apply(
      "layout A {\n  // layoutc-ignore: E0401, unused-ignore -- x\n  section { horizontal { size: 1w x 44; cell } }\n}\n",
      [])
    #expect(
      result.map(\.message) == [
        "'E0401' is an error of the checker, not a lint rule, and cannot be ignored",
        "'unused-ignore' cannot be ignored; remove the stale 'layoutc-ignore' instead",
      ])
  }

  @Test func malformedDirectives() {
    let cases: [(String, String)] = [
      (
        "// layoutc-ignore child-overflow -- x",
        "expected ':' after 'layoutc-ignore', as in 'layoutc-ignore: RULE -- reason'"
      ),
      ("// layoutc-ignore: -- x", "'layoutc-ignore' names no rule; write 'layoutc-ignore: RULE -- reason'"),
      ("// layoutc-ignore: child-overflow,, empty-frame -- x", "expected a rule id between commas in 'layoutc-ignore'"),
      ("// layoutc-ignore: child-overflow, -- x", "expected a rule id between commas in 'layoutc-ignore'"),
    ]
    for (directive, message) in cases {
      let text = "layout A {\n  \(directive)\n  section { horizontal { size: 1w x 44; cell } }\n}\n"
      let (_, result) = Self.apply(text, [("child-overflow", "horizontal")])
      #expect(result.map(\.message) == [message, "finding of child-overflow"], "\(directive)")
      #expect(result.first?.code == LintRule.unusedIgnore.code)
    }
  }

  @Test func ordinaryAndDocCommentsAreNotDirectives() {
    let text = """
      layout A {
        // see layoutc-ignore: child-overflow -- in the docs
        /// layoutc-ignore: child-overflow -- a doc comment
        // layoutc-ignored: child-overflow -- another word
        section { horizontal { size: 1w x 44; cell } }
      }
      """
    let (source, result) = Self.apply(text, [("child-overflow", "horizontal")])
    #expect(Self.summary(result, in: source) == ["5:13 child-overflow finding of child-overflow"])
  }

  @Test func withoutDirectivesFindingsPassThrough() {
    let text = "layout A {\n  section { horizontal { size: 1w x 44; cell } }\n}\n"
    let findings = [Self.finding("child-overflow", at: "horizontal", in: text)]
    #expect(Suppressions.apply(findings, in: Parser.parse(SourceFile(path: "a.layout", text: text))) == findings)
  }

  @Test func unusedDirectiveFixItRemovesTheWholeLine() {
    let text = "layout A {\n  // layoutc-ignore: child-overflow -- stale\n  item cell { size: 1w x 1h }\n}\n"
    let (_, result) = Self.apply(text, [])
    #expect(result.count == 1)
    let fixed = Self.applying(result[0].fixIts[0], to: text)
    #expect(fixed == "layout A {\n  item cell { size: 1w x 1h }\n}\n")
  }

  @Test func unusedEndOfLineDirectiveFixItKeepsTheCode() {
    let text = "layout A {\n  item cell { size: 1w x 1h }  // layoutc-ignore: empty-frame -- stale\n}\n"
    let (_, result) = Self.apply(text, [])
    #expect(result.map(\.code) == [LintRule.unusedIgnore.code])
    #expect(Self.applying(result[0].fixIts[0], to: text) == "layout A {\n  item cell { size: 1w x 1h }\n}\n")
  }

  @Test(arguments: [
    ("empty-frame, child-overflow", "child-overflow"), ("child-overflow, empty-frame", "child-overflow"),
    ("child-overflow,empty-frame,cross-axis-overflow", "child-overflow,cross-axis-overflow"),
  ])
  func partlyUnusedDirectiveFixItRemovesOnlyTheUnusedRule(list: String, after: String) {
    let text = "layout A {\n  // layoutc-ignore: \(list) -- on purpose\n  section { horizontal { size: 1w x 44 } }\n}\n"
    let findings =
      [("child-overflow", "horizontal")] + (list.contains("cross-axis") ? [("cross-axis-overflow", "section")] : [])
    let (source, result) = Self.apply(text, findings)
    #expect(result.count == 1)
    #expect(
      result[0].message == "'layoutc-ignore' for 'empty-frame' suppresses nothing: no such finding starts on line 3")
    #expect(source.text(result[0].span) == "empty-frame")
    #expect(Self.applying(result[0].fixIts[0], to: text).contains("  // layoutc-ignore: \(after) -- on purpose\n"))
  }

  @Test func multiByteTextBeforeTheDirective() {
    let text =
      "layout A {\n  // café ☕️ layoutc-ignore: child-overflow -- not a directive\n  // layoutc-ignore: child-overflow -- naïve ☕️\n  section { horizontal { size: 1w x 44; cell } }\n}\n"
    let (_, result) = Self.apply(text, [("child-overflow", "horizontal")])
    #expect(result.isEmpty)
  }

  static func applying(_ fixIt: FixIt, to text: String) -> String {
    var bytes = Array(text.utf8)
    for edit in fixIt.edits.sorted(by: { $0.span.start > $1.span.start }) {
      bytes.replaceSubrange(edit.span.start..<edit.span.end, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
