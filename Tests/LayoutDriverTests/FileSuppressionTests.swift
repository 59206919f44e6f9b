import LayoutLint
import LayoutSource
import LayoutSyntax
import Testing

/// `// layoutc-ignore-file: RULE -- reason`: hides a rule's findings anywhere in the file, and is reported by
/// `unused-ignore` like the line form when it hides nothing or is malformed.
@Suite struct FileSuppressionTests {
  let text = """
    // layoutc-ignore-file: approximate-fraction -- the design file uses two-decimal fractions
    layout A {
      item cell { size: 0.33w x 1h }
      item other { size: 0.67w x 1h }
    }
    """

  @Test func hidesEveryFindingOfTheRuleInTheFile() {
    let (_, result) = SuppressionTests.apply(
      text, [("approximate-fraction", "0.33w"), ("approximate-fraction", "0.67w")])
    #expect(result.isEmpty)
  }

  @Test func otherRulesStay() {
    let (source, result) = SuppressionTests.apply(
      text, [("approximate-fraction", "0.33w"), ("unused-declaration", "item other")])
    #expect(SuppressionTests.summary(result, in: source) == ["4:3 unused-declaration finding of unused-declaration"])
  }

  @Test func unusedFileDirectiveIsReportedWithARemovalFix() throws {
    let (source, result) = SuppressionTests.apply(text, [])
    #expect(
      SuppressionTests.summary(result, in: source) == [
        "1:1 unused-ignore 'layoutc-ignore-file' suppresses nothing: no 'approximate-fraction' finding in this file"
      ])
    let fix = try #require(result.first?.fixIts.first)
    #expect(fix.edits.map(\.span) == [SourceSpan(start: 0, end: source.lineStarts[1])])
  }

  @Test func unusedRuleOfAListIsReported() {
    let twoRules = text.replacingFirstLine(
      "// layoutc-ignore-file: approximate-fraction, child-overflow -- design file")
    let (source, result) = SuppressionTests.apply(twoRules, [("approximate-fraction", "0.33w")])
    #expect(
      SuppressionTests.summary(result, in: source) == [
        "1:47 unused-ignore 'layoutc-ignore-file' for 'child-overflow' suppresses nothing: no such finding in this file"
      ])
  }

  @Test(arguments: [
    ("// layoutc-ignore-file: approximate-fraction", "needs a reason"),
    ("// layoutc-ignore-file approximate-fraction -- why", "expected ':'"),
    ("// layoutc-ignore-file: aproximate-fraction -- why", "unknown lint rule 'aproximate-fraction'"),
  ])
  func malformedDirectivesHideNothing(line: String, message: String) {
    let (_, result) = SuppressionTests.apply(text.replacingFirstLine(line), [("approximate-fraction", "0.33w")])
    #expect(result.contains { $0.code == LintRule.unusedIgnore.code && $0.message.contains(message) })
    #expect(result.contains { $0.code.id == "approximate-fraction" })
  }

  @Test func aLongerWordIsNotADirective() {
    let (_, result) = SuppressionTests.apply(
      text.replacingFirstLine("// layoutc-ignore-files: approximate-fraction -- why"),
      [("approximate-fraction", "0.33w")])
    #expect(result.map(\.code.id) == ["approximate-fraction"])
  }
}

extension String {
  fileprivate func replacingFirstLine(_ line: String) -> String {
    line + "\n" + split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
  }
}
