import LayoutLint
import LayoutSemantics
import LayoutSource
import LayoutTestSupport
import Testing

/// Issue 10 §2.2: variants are analysed symbolically. A parameter that no `when` reads multiplies nothing, guards read
/// in different groups do not multiply each other, thresholds cut only their own axis, and where the cases a group
/// reads together are still too many, a fixed sample is checked and an `analysis-incomplete` note says so. Every
/// budget that stops the analysis says so too.
///
/// These layouts took minutes and gigabytes before (20 unused parameters: 45 s and 1.7 GB; 24: out of memory);
/// `layoutc-bench lint` measures them. Here they must finish and be exact.
@Suite struct VariantAnalysisTests {
  static func lint(_ text: String) -> [LintFinding] {
    let checked = FrontEnd.check(SourceFile(path: "t.layout", text: text))
    #expect(!checked.hasErrors, "\(checked.diagnostics.map(\.displayMessage).prefix(3))")
    return LintHarness.findings(checked)
  }

  static func codes(_ findings: [LintFinding], _ code: String) -> [LintFinding] {
    findings.filter { $0.diagnostic.code.id == code }
  }

  /// One overflowing group and `count` two-valued parameters that no `when` reads.
  static func unusedParameters(_ count: Int) -> String {
    var lines = ["layout P {"]
    for i in 0..<count { lines.append("  param p\(i): a | b") }
    lines.append("  item cell { size: 2/3w x 1h }")
    lines.append("  section { horizontal { size: 1w x 100; cell; cell } }")
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  @Test(arguments: [20, 24, 64]) func unusedParametersMultiplyNothing(count: Int) throws {
    let findings = Self.lint(Self.unusedParameters(count))
    #expect(Self.codes(findings, "unused-declaration").count == count)
    #expect(Self.codes(findings, "analysis-incomplete").isEmpty)
    let overflow = try #require(Self.codes(findings, "child-overflow").first)
    // It holds in every variant: no variant named, and `holds` answers for any values.
    #expect(overflow.diagnostic.displayMessage.hasSuffix("'cell' is never laid out"))
    #expect(overflow.holds(params: [:], width: 390, height: 844))
    #expect(overflow.holds(params: ["p0": "b", "p\(count - 1)": "b"], width: 1366, height: 320))
  }

  /// 24 parameters, each read by the guard of one item in its own section, and 12 more each read inside one of
  /// twelve sibling groups of a fixed size: 2^36 combinations, but no group reads two of them.
  @Test func parametersReadByIndependentGroupsDoNotMultiply() throws {
    var lines = ["layout P {"]
    for i in 0..<36 { lines.append("  param p\(i): a | b") }
    for i in 0..<36 { lines.append("  item i\(i) { size: 1/2w x 1h; when p\(i) == b { size: 3/4w x 1h } }") }
    for i in 0..<24 { lines.append("  section { horizontal { size: 1w x 44; i\(i); i\(i) } }") }
    for i in 24..<36 { lines.append("  horizontal g\(i) { size: 1w x 1/12h; i\(i); i\(i) }") }
    lines.append("  section { vertical { size: 1w x 1h; " + (24..<36).map { "g\($0)" }.joined(separator: "; ") + " } }")
    lines.append("}")
    let findings = Self.lint(lines.joined(separator: "\n"))
    #expect(Self.codes(findings, "analysis-incomplete").isEmpty)
    let overflows = Self.codes(findings, "child-overflow")
    #expect(overflows.count == 36)
    for (i, finding) in overflows.enumerated() {
      #expect(
        finding.diagnostic.displayMessage.hasSuffix("(in variant p\(i) == b)"), "\(finding.diagnostic.displayMessage)")
      #expect(finding.holds(params: ["p\(i)": "b"], width: 390, height: 844))
      #expect(!finding.holds(params: ["p\(i)": "a", "p\((i + 1) % 36)": "b"], width: 390, height: 844))
    }
  }

  /// 1,000 width thresholds on one item and 1,000 height thresholds on another, read by different groups: each
  /// axis is cut by its own thresholds only, and the findings are exact at the thresholds.
  @Test func thousandsOfThresholdsOnEachAxis() throws {
    var lines = ["layout T {", "  item a { size: 100 x 1h"]
    for k in 0..<1000 { lines.append("    when width > \(321 + k) { size: \(k < 500 ? 100 : 300) x 1h }") }
    lines += ["  }", "  item b { size: 1w x 100"]
    for k in 0..<1000 { lines.append("    when height > \(321 + k) { size: 1w x \(k < 700 ? 100 : 150) }") }
    lines += ["  }", "  section { horizontal { size: 1w x 44; a; a; a } }"]
    lines += ["  section { vertical { size: 1w x 300; b; b; b } }", "}"]
    let findings = Self.lint(lines.joined(separator: "\n"))
    #expect(Self.codes(findings, "analysis-incomplete").isEmpty)
    let overflows = Self.codes(findings, "child-overflow")
    try #require(overflows.count == 2)
    // Three 300-wide items need 900: from width > 821 on, where 3 x 300 > W + 1/4.
    let wide = overflows[0]
    #expect(
      wide.diagnostic.displayMessage.hasSuffix("(at widths from 821 to 899.75)"), "\(wide.diagnostic.displayMessage)")
    #expect(!wide.holds(params: [:], width: 820.5, height: 500))
    #expect(wide.holds(params: [:], width: 821.5, height: 500))
    #expect(!wide.holds(params: [:], width: 900, height: 500))
    // Three 150-high items need 450 of 300: from height > 1021 on.
    let tall = overflows[1]
    #expect(
      tall.diagnostic.displayMessage.hasSuffix("(at heights of 1021 and above)"), "\(tall.diagnostic.displayMessage)")
    #expect(!tall.holds(params: [:], width: 390, height: 1020.5))
    #expect(tall.holds(params: [:], width: 390, height: 1021.5))
  }

  /// Twenty parameters read by the children of one group: 2^20 combinations the group's fill depends on together.
  /// A fixed sample is checked, the findings it reports hold, and a note on the group says so.
  @Test func aHugeDependentSpaceIsSampledAndSaysSo() throws {
    var lines = ["layout P {"]
    for i in 0..<20 { lines.append("  param p\(i): a | b") }
    for i in 0..<20 { lines.append("  item c\(i) { size: 1/25w x 1h; when p\(i) == b { size: 1/10w x 1h } }") }
    lines.append("  horizontal row { size: 1w x 44; " + (0..<20).map { "c\($0)" }.joined(separator: "; ") + " }")
    lines.append("  section { row }")
    lines.append("}")
    let text = lines.joined(separator: "\n")
    let findings = Self.lint(text)
    let notes = Self.codes(findings, "analysis-incomplete")
    let note = try #require(notes.first)
    #expect(notes.count == 1)
    #expect(note.diagnostic.severity == .note)
    #expect(
      note.diagnostic.displayMessage.contains("group 'row' were checked on a sample"),
      "\(note.diagnostic.displayMessage)")
    #expect(note.diagnostic.displayMessage.contains("20 parameters"))
    #expect(text.utf8.dropFirst(note.diagnostic.span.start).starts(with: "horizontal row".utf8))
    // The sample found overflows (four or more wide children overflow), and each case it reports is one.
    let overflow = try #require(Self.codes(findings, "child-overflow").first)
    var random = SeededGenerator(seed: 20)
    #expect(overflow.diagnostic.displayMessage.contains("(in variant p0 == "))
    for _ in 0..<400 {
      let wide = (0..<20).map { _ in Bool.random(using: &random) }
      let params = Dictionary(uniqueKeysWithValues: (0..<20).map { ("p\($0)", wide[$0] ? "b" : "a") })
      if overflow.holds(params: params, width: 390, height: 844) {
        #expect(wide.filter { $0 }.count >= 4, "\(params)")
      }
    }
    #expect(overflow.diagnostic.displayMessage.count < 700, "the variant list is bounded")
  }

  /// 1,000 width and 1,000 height thresholds read by the same group: a million cases, sampled, with a note.
  @Test func thresholdsOfBothAxesReadTogetherAreSampled() throws {
    var lines = ["layout T {", "  item a { size: 100 x 1h"]
    for k in 0..<1000 { lines.append("    when width > \(321 + k) { size: \(100 + k % 3) x 1h }") }
    lines += ["  }", "  item b { size: 100 x 1h"]
    for k in 0..<1000 { lines.append("    when height > \(321 + k) { size: \(100 + k % 5) x 1h }") }
    lines += ["  }", "  section { horizontal { size: 1w x 44; a; b } }", "}"]
    let findings = Self.lint(lines.joined(separator: "\n"))
    let note = try #require(Self.codes(findings, "analysis-incomplete").first)
    #expect(note.diagnostic.displayMessage.contains("1000 width thresholds and 1000 height thresholds"))
  }

  /// R5.2 fills followed child by child stop at 512 accepted children, and say so on the group.
  @Test func aFillPastItsLimitSaysSo() throws {
    let text = """
      layout A {
        item dot { size: 1/600w x 1h }
        section { horizontal { size: 1w x 44; spacing: 1; dot } }
      }
      """
    let note = try #require(Self.codes(Self.lint(text), "analysis-incomplete").first)
    #expect(note.diagnostic.displayMessage.contains("accepts more than 512 children"))
    #expect(note.diagnostic.displayMessage.contains("the horizontal group"))
  }

  /// Pairs of groups nested sixteen deep: 2^16 frames (within E0411's 100,000 per group) but about 2^17 subtree
  /// analyses, past the analysis budget: the layout says so.
  @Test func theAnalysisBudgetSaysSo() throws {
    var lines = ["layout Deep {", "  item leaf { size: 1/2w x 1h }"]
    lines.append("  horizontal g1 { size: 1/2w x 1h; leaf; leaf }")
    for level in 2...16 {
      let child = "g\(level - 1)"
      lines.append("  horizontal g\(level) { size: 1/2w x 1h; \(child); \(child) }")
    }
    lines.append("  section { horizontal { size: 1w x 44; g16 } }")
    lines.append("}")
    let findings = Self.lint(lines.joined(separator: "\n"))
    let note = try #require(Self.codes(findings, "analysis-incomplete").first)
    #expect(note.diagnostic.displayMessage.contains("the analysis of layout 'Deep' stopped before the end"))
  }

  /// A finding that depends on two parameters together names only those, as a list of combinations.
  @Test func variantsNameOnlyTheParametersAFindingDependsOn() throws {
    let text = """
      layout A {
        param unread: x | y | z
        param mode: a | b
        param size: s | l
        item cell { size: 1/2w x 1h; when mode == b and size == l { size: 3/4w x 1h } }
        item other { size: 1/2w x 1h; when mode == a and size == s { size: 3/4w x 1h } }
        section { horizontal { size: 1w x 44; cell; other } }
      }
      """
    let findings = Self.lint(text)
    let overflow = try #require(Self.codes(findings, "child-overflow").first)
    #expect(
      overflow.diagnostic.displayMessage.hasSuffix("(in variant mode == a and size == s or mode == b and size == l)"),
      "\(overflow.diagnostic.displayMessage)")
    #expect(overflow.holds(params: ["mode": "b", "size": "l", "unread": "z"], width: 390, height: 844))
    #expect(!overflow.holds(params: ["mode": "b", "size": "s", "unread": "z"], width: 390, height: 844))
    // A parameter left out of `holds` takes its default.
    #expect(overflow.holds(params: ["size": "s"], width: 390, height: 844))
  }
}
