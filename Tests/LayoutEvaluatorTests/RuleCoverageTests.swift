import Foundation
import LayoutTestSupport
import Testing

/// Rule ids tie the code, the tests and `Documentation/Semantics.md` together: every id the sources cite must be named
/// by a test, and every id cited or named anywhere must be documented. The `Tests:` line under each rule in
/// Semantics.md is generated from the tests (`LAYOUTC_UPDATE_GOLDEN=1` rewrites it), so it cannot go stale either.
@Suite("Rule ids: sources, tests and Semantics.md")
struct RuleCoverageTests {
  static let root = Fixtures.repositoryRoot()
  static let documentURL = root.appendingPathComponent("Documentation/Semantics.md")
  /// This suite's own files hold made-up ids in their examples; they name no rule.
  static let ownFiles: Set<String> = ["RuleIDs.swift", "RuleCoverageTests.swift"]

  /// Files under `folder` with one of `extensions`, as (path relative to `base`, contents), sorted by path.
  static func files(in folder: String, extensions: Set<String>, relativeTo base: String) -> [(String, String)] {
    let directory = root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
      return []
    }
    let prefix = (base.isEmpty ? root : root.appendingPathComponent(base)).standardizedFileURL.path + "/"
    var result: [(String, String)] = []
    for case let url as URL in enumerator
    where extensions.contains(url.pathExtension) && !ownFiles.contains(url.lastPathComponent) {
      let full = url.standardizedFileURL.path
      let path = full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
      result.append((path, (try? String(contentsOf: url, encoding: .utf8)) ?? ""))
    }
    return result.sorted { $0.0 < $1.0 }
  }

  static func repositoryReport() throws -> RuleCoverage.Report {
    let document = try String(contentsOf: documentURL, encoding: .utf8)
    let sources = files(in: "Sources", extensions: ["swift"], relativeTo: "")
    // Test paths are shown relative to Tests/ (the Conformance suite, when present, relative to the root).
    let tests =
      files(in: "Tests", extensions: ["swift", "layout", "json"], relativeTo: "Tests")
      + files(in: "Conformance", extensions: ["json"], relativeTo: "")
    return RuleCoverage.report(
      RuleCoverage.Inputs(
        sources: sources.map { (path: $0.0, text: $0.1) }, tests: tests.map { (path: $0.0, text: $0.1) },
        document: document))
  }

  // MARK: the scanner

  @Test("the id grammar: families, chapters, boundaries, ranges")
  func grammar() {
    func ids(_ text: String) -> [String] { RuleIDScanner.citations(in: text).map(\.id.description) }
    #expect(ids("R2.3 rounds; U2, F7 and SD1 too; (R8) and R5.3's pass.") == ["R2.3", "U2", "F7", "SD1", "R8", "R5.3"])
    #expect(ids("sentence ends with R2.3.") == ["R2.3"])
    // Not ids: diagnostic codes, words, a longer dotted number, an id glued to a word, leading zeros.
    #expect(ids("E0101 UTF8 endLine2 R2.3.1 xR2 R2x R05 U0 S0 F1.5 v1.R2 S5x") == [])
    // Scrolling rules (S) have chapters and rules like R; SD stays its own family.
    #expect(ids("S5 pins, S4.2 too, SD6 lifts z; S1-S3") == ["S5", "S4.2", "SD6", "S1", "S2", "S3"])
    // Ranges cite every id between their ends; a mixed or descending pair is two ids.
    // Motion: rule parts for M, T and B; MU before M.
    #expect(ids("T3.2 and MU4, B2.1; M1.5 (MU17)") == ["T3.2", "MU4", "B2.1", "M1.5", "MU17"])
    #expect(ids("T3.2–T3.4") == ["T3.2", "T3.3", "T3.4"])
    #expect(ids("R10.2–R10.4, F1-F3") == ["R10.2", "R10.3", "R10.4", "F1", "F2", "F3"])
    #expect(ids("R5.4-R5.2 R5.11–R6.1") == ["R5.4", "R5.2", "R5.11", "R6.1"])
    #expect(RuleIDScanner.citations(in: "a\nb R7.1\n\nU3").map(\.line) == [2, 4])
    #expect(RuleID("R12.5")?.chapter == RuleID("R12"))
    #expect(RuleID("R12.5 ") == nil && RuleID("U") == nil)
  }

  @Test("Swift test files: ids belong to the test whose title, comment or body names them")
  func swiftAttribution() {
    let text = """
      // File comment: R1.
      @Suite struct S {
        /// Checks R2.3.
        @Test("title R2.1")
        func first() {
          let s = "a { brace in a string"  // R3.3
          helper { _ in }
        }

        @Test
        func second(
          _ x: Int
        ) {
          // U2
        }

        func helper() {}  // R4.1
      }
      """
    let found = TestNames.swift(file: "T.swift", text: text).map { "\($0.0) \($0.1.test ?? "-")" }
    #expect(found == ["R1 -", "R2.3 first", "R2.1 first", "R3.3 first", "U2 second", "R4.1 -"])
  }

  /// The checks can fail: a small repository in memory whose sources cite an untested id, whose tests name an
  /// undocumented one, and whose document lacks a `Tests:` line and repeats a heading.
  @Test("a cited id without a test, or an undocumented id, is reported")
  func reportsGaps() {
    let document = """
      ## R2 Sizes
      ### R2.1 Fractions are floored
      Tests: stale text.
      ### R2.3 Frames are rounded
      #### R2.3 again
      Tests: none yet.
      """
    let inputs = RuleCoverage.Inputs(
      sources: [("Sources/A.swift", "// R2.1 floors, R2.3 rounds.\n/// R9.9 is made up.")],
      tests: [
        ("T/A.swift", "@Test(\"R2.1\") func floors() {}"),
        ("T/Cases/c.json", #"{"rules": ["R2.3", "U42", "nonsense"]}"#),
      ],
      document: document)
    let report = RuleCoverage.report(inputs)
    #expect(
      report.problems == [
        "T/Cases/c.json: `rules` entry nonsense is not a rule id",
        "Semantics.md: R2.3 (line 4) has no `Tests:` line",
        "Semantics.md documents R2.3 twice (line 5)",
        "R9.9 is cited in Sources but no test names it (cited at Sources/A.swift:2)",
        "R9.9 is not documented in Documentation/Semantics.md (used at Sources/A.swift:2)",
        "U42 is not documented in Documentation/Semantics.md (used at T/Cases/c.json)",
      ])
    // A chapter id counts as tested when one of its rules is.
    let chapter = RuleCoverage.report(
      RuleCoverage.Inputs(sources: [("S.swift", "R2")], tests: [("t.layout", "// R2.1")], document: document))
    #expect(!chapter.problems.contains { $0.hasPrefix("R2 is cited") })
    let updated = RuleCoverage.updatedDocument(report)
    #expect(updated.contains("### R2.1 Fractions are floored\nTests: `T/A.swift` (`floors`).\n"))
    #expect(updated.hasSuffix("#### R2.3 again\nTests: `T/Cases/c.json`."))
    // Long lists wrap at 120 columns, and a wrapped paragraph is replaced whole.
    let many = Set((0..<20).map { TestReference(file: "Target/File\($0).swift", test: "test\($0)") })
    let paragraph = RuleCoverage.testsParagraph(many)
    #expect(paragraph.count > 1 && paragraph.allSatisfy { $0.count <= 120 })
    #expect(paragraph.joined(separator: " ") == RuleCoverage.testsText(many))
    let wrapped = RuleDocument("### R2.1 x\n" + paragraph.joined(separator: "\n") + "\n\nNext paragraph.")
    #expect(wrapped.headings.first?.testsLines == 1..<(1 + paragraph.count))
  }

  // MARK: the repository

  @Test("every rule id cited in Sources is named by a test, and every id used is in Semantics.md")
  func repositoryCoverage() throws {
    let report = try Self.repositoryReport()
    #expect(report.cited.count >= 50, "the scanner found only \(report.cited.count) cited ids")
    #expect(report.problems.isEmpty, "\(["", report.problems.joined(separator: "\n")].joined(separator: "\n"))")
  }

  @Test("the Tests: lines of Semantics.md list the tests naming each rule")
  func documentTestLists() throws {
    let report = try Self.repositoryReport()
    let updated = RuleCoverage.updatedDocument(report)
    if Golden.isUpdating {
      try Data(updated.utf8).write(to: Self.documentURL)
      return
    }
    let current = try String(contentsOf: Self.documentURL, encoding: .utf8)
    let stale = zip(current.components(separatedBy: "\n"), updated.components(separatedBy: "\n")).enumerated()
      .first { $0.element.0 != $0.element.1 }
    #expect(
      current == updated,
      """
      Semantics.md line \((stale?.offset ?? 0) + 1) is stale: \(stale?.element.1 ?? ""); \
      LAYOUTC_UPDATE_GOLDEN=1 swift test --filter RuleCoverageTests rewrites it
      """)
  }
}
