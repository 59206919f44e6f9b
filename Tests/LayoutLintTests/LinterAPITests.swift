import LayoutIR
import LayoutLint
import LayoutLowering
import LayoutSemantics
import LayoutSource
import Testing

/// The public API: fix-its, severities, the error guard, deduplication across variants, where findings hold.
@Suite struct LinterAPITests {
  static func lint(_ text: String) -> (CheckedFile, [LintFinding]) {
    let checked = FrontEnd.check(SourceFile(path: "t.layout", text: text))
    return (checked, LintHarness.findings(checked))
  }

  @Test func approximateFractionFixItProducesTheFraction() throws {
    let text = "layout A {\n  item cell { size: 0.33w x 1h }\n  section { horizontal { size: 1w x 100; cell } }\n}"
    let (checked, findings) = Self.lint(text)
    let finding = try #require(findings.first { $0.diagnostic.code == LintRule.approximateFraction.code })
    let edit = try #require(finding.diagnostic.fixIts.first?.edits.first)
    #expect(checked.source.text(edit.span) == "0.33w")
    #expect(finding.diagnostic.span == edit.span)
    var bytes = Array(text.utf8)
    bytes.replaceSubrange(edit.span.start..<edit.span.end, with: Array(edit.replacement.utf8))
    let fixed = String(decoding: bytes, as: UTF8.self)
    #expect(fixed.contains("size: 1/3w x 1h"))
    #expect(Self.lint(fixed).1.isEmpty)
  }

  @Test func exactDecimalsAndPlainFractionsAreNotApproximations() {
    let text = """
      layout A {
        item a { size: 0.25w x 0.5h }
        item b { size: 0.3w x 1h }
        item c { size: 1/3w x 1h }
        section { horizontal { size: 1w x 100; a; b; c } }
      }
      """
    #expect(!Self.lint(text).1.contains { $0.diagnostic.code == LintRule.approximateFraction.code })
  }

  @Test func filesWithErrorsAreNotLinted() {
    let text = "layout A {\n  item cell { size: 0.33w x 1h }\n  section { horizontal { size: 1w x 100; cel } }\n}"
    let (checked, findings) = Self.lint(text)
    #expect(checked.hasErrors)
    #expect(findings.isEmpty)
    // The linter's own guard: even with an IR in hand (here an empty one), a file with errors gets no finding, not
    // even the rules about its text (this one has an approximate fraction).
    #expect(Linter.lint(checked, ir: IRDocument(layouts: []), sourceMap: SourceMap(layouts: [])).isEmpty)
  }

  @Test func everyRuleHasAPageAndTheLookupIsExact() {
    #expect(LintRules.all.count == 21)
    for rule in LintRules.all {
      #expect(rule.code.phase == .lint)
      #expect(DiagnosticCatalog.complete.code(rule.id) == rule.code)
      #expect(LintRules.rule(rule.id)?.id == rule.id)
    }
    #expect(LintRule.childTooLarge.defaultSeverity == .error)
    #expect(LintRule.childOverflow.defaultSeverity == .warning)
    #expect(LintRules.rule("no-such-rule") == nil)
  }

  /// One finding per rule per place, however many variants it holds in, and `holds` answers per variant.
  @Test func findingsAreDeduplicatedAcrossVariants() throws {
    let text = """
      layout A {
        param mode: a | b | c
        item wide { size: 3/4w x 1h }
        item half { size: 1/2w x 1h }
        horizontal row { size: 1w x 100; wide; half }
        section {
          when mode != c { row }
          when mode == c { horizontal { size: 1w x 100; half } }
        }
      }
      """
    let findings = Self.lint(text).1
    let overflow = findings.filter { $0.diagnostic.code == LintRule.childOverflow.code }
    #expect(overflow.count == 1)
    let finding = try #require(overflow.first)
    #expect(finding.diagnostic.displayMessage.hasSuffix("(in variant mode == a or mode == b)"))
    // The linter keeps where it holds as data; only the renderers' `displayMessage` says it in words.
    #expect(!finding.diagnostic.message.contains("variant"))
    let scope = try #require(finding.diagnostic.scope)
    #expect(scope.parameters.map(\.name) == ["mode"])
    let restrictions = scope.cases.flatMap(\.restrictions)
    #expect(restrictions.allSatisfy { $0.parameter == 0 } && Set(restrictions.flatMap(\.values)) == [0, 1])
    #expect(scope.phrase == "(in variant mode == a or mode == b)")
    #expect(finding.holds(params: ["mode": "a"], width: 390, height: 844))
    #expect(finding.holds(params: ["mode": "b"], width: 1366, height: 320))
    #expect(!finding.holds(params: ["mode": "c"], width: 390, height: 844))
  }

  /// A finding that depends on both axes is bounded on both, and holds exactly where the inequality does.
  @Test func regionsAreExactOnBothAxes() throws {
    // 300 + 1/2h needs room in 1w: overflow where 300 + H/2 > W + 1/4.
    let text = """
      layout A {
        item a { size: 300 x 1h }
        item b { size: 1/2h x 1h }
        section { horizontal { size: 1w x 1h; a; b } }
      }
      """
    let finding = try #require(Self.lint(text).1.first { $0.diagnostic.code == LintRule.childOverflow.code })
    // At H = 400: overflow where W < 499.75 (the boundary itself fits, R5.2's tolerance).
    #expect(finding.holds(params: [:], width: 499.5, height: 400))
    #expect(!finding.holds(params: [:], width: 499.75, height: 400))
    #expect(!finding.holds(params: [:], width: 500, height: 400))
    #expect(finding.holds(params: [:], width: 900, height: 1366))
    #expect(!finding.holds(params: [:], width: 1000, height: 1366))
    #expect(!finding.holds(params: [:], width: 900, height: 1399))  // outside the analysed range
  }

  @Test func theViewportPropertyBoundsTheAnalysis() {
    let body = "  item p { size: 400 x 1h }\n  section { horizontal { size: 1w x 44; p } }\n}"
    let narrow = "layout A {\n  viewport: 320...399 x 480...900\n" + body
    let wide = "layout A {\n  viewport: 401...1024 x 480...900\n" + body
    let narrowFindings = Self.lint(narrow).1.map(\.diagnostic)
    #expect(narrowFindings.map(\.code) == [LintRule.childTooLarge.code])
    #expect(narrowFindings.first?.displayMessage.contains("(") == false)  // holds in the whole declared range
    #expect(Self.lint(wide).1.isEmpty)
  }

  @Test func anEqualityThresholdIsItsOwnCase() throws {
    let text = """
      layout A {
        item cell { size: 1w x 1h }
        item big { size: 500 x 1h }
        section {
          horizontal { size: 1w x 100; cell }
          when width == 400 { horizontal { size: 1w x 100; big } }
        }
      }
      """
    let finding = try #require(Self.lint(text).1.first { $0.diagnostic.code == LintRule.childTooLarge.code })
    #expect(finding.diagnostic.displayMessage.hasSuffix("(at width 400)"))
    #expect(finding.holds(params: [:], width: 400, height: 844))
    #expect(!finding.holds(params: [:], width: 401, height: 844))
  }

  /// Disjoint width ranges are listed, not merged into one bounding range.
  @Test func disjointRangesAreListed() throws {
    let text = """
      layout A {
        item big { size: 600 x 1h }
        item cell { size: 1w x 1h }
        section {
          horizontal { size: 1w x 100; cell }
          when width < 500 or width > 1000 { horizontal { size: 1/2w x 100; big } }
        }
      }
      """
    let finding = try #require(Self.lint(text).1.first { $0.diagnostic.code == LintRule.childTooLarge.code })
    #expect(finding.diagnostic.displayMessage.hasSuffix("(at widths up to 500 and from 1000 to 1199.5)"))
    #expect(finding.holds(params: [:], width: 499, height: 844))
    #expect(!finding.holds(params: [:], width: 700, height: 844))
    #expect(finding.holds(params: [:], width: 1199, height: 844))
    #expect(!finding.holds(params: [:], width: 1200, height: 844))
  }
}
