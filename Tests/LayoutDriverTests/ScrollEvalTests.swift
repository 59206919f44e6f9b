import Foundation
import LayoutDriver
import LayoutTestSupport
import Testing

/// `layoutc eval --offset / --section-offset / --settle`: the worked examples of frames at a scroll position and of
/// settling, each checked against hand-computed rows (the numbers of the design's worked examples) and against a
/// golden of the whole table (`EvalGoldens/scroll`, rewritten with `LAYOUTC_UPDATE_GOLDEN=1`).
@Suite struct ScrollEvalTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "EvalGoldens/scroll")
  static let fixtures = [
    "PinnedList.layout", "PinnedOverFooter.layout", "PinnedFooter.layout", "PagingRow.layout", "CentredCarousel.layout",
  ]

  /// The fixtures and the Examples, built per test: a static would hold the files until exit.
  static func environment() -> FakeEnvironment {
    var files: [String: String] = [:]
    for name in fixtures {
      files[name] = String(decoding: Fixtures.bytes(folder.appendingPathComponent(name)), as: UTF8.self)
    }
    for name in ["Carousel", "PhotoGrid", "Contacts"] { files[name] = CompileCommandTests.example(name) }
    return FakeEnvironment(files: files)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The rules the case shows at work (RuleCoverageTests reads ids in test sources).
    var rules: String
    var arguments: [String]
    /// Lines the table must hold, spaces collapsed: the hand-computed frames and targets.
    var expected: [String]
    /// When set, exactly these `section.item` cells are visible.
    var cells: [String]? = nil
    var testDescription: String { "\(name): \(rules)" }
  }

  static let list = ["PinnedList.layout", "--viewport", "390x844", "--items", "12,12", "--format", "table"]
  static let row = ["PagingRow.layout", "--viewport", "390x844", "--items", "5", "--format", "table"]
  static let carousel = ["CentredCarousel.layout", "--viewport", "390x844", "--items", "5", "--format", "table"]

  static let cases: [Case] = [
    // 7.3: max(0, 250) = 250; the header is displaced, so its z is its own 1 plus a billion; section 1's is not.
    Case(
      name: "pinned-250", rules: "S5 SD6 S3", arguments: list + ["--offset", "0,250"],
      expected: ["boundary title 0 0 0 250 390 40 1000000001 yes", "boundary title 1 0 0 640 390 40 1 yes"]),
    // 7.3: min(620, 640 - 40) = 600, pushed up by its section's end; visible: row 11 of 0, rows 0-11 of 1.
    Case(
      name: "pinned-620", rules: "S5 S2 SD10", arguments: list + ["--offset", "0,620"],
      expected: ["boundary title 0 0 0 600 390 40 1000000001 yes", "boundary title 1 0 0 640 390 40 1 yes"],
      cells: ["0.11"] + (0..<12).map { "1.\($0)" }),
    // 7.3, compositional: the header is clamped by the section's end (432 - 50 = 382), not by the unpinned footer.
    Case(
      name: "pinned-over-footer", rules: "S5 SD5",
      arguments: ["PinnedOverFooter.layout", "--viewport", "390x844", "--items", "8", "--format", "table"]
        + ["--offset", "0,400"],
      expected: ["boundary title 0 0 16 382 358 50 1000000001 yes", "boundary note 0 0 16 402 358 30 1"]),
    // S3: at 0,0 a pinned footer below the viewport is pulled up to its bottom edge: 844 - 30 = 814, z lifted.
    Case(
      name: "pinned-footer-at-zero", rules: "S3 S5 SD6",
      arguments: ["PinnedFooter.layout", "--viewport", "390x844", "--items", "40", "--format", "table"]
        + ["--offset", "0,0"],
      expected: ["boundary more 0 0 0 814 390 30 1000000001 yes"]),
    // At the end of the content (40 x 50 + 30 - 844 = 1186 and past it) the footer is at rest: 2000, its own z.
    Case(
      name: "pinned-footer-at-end", rules: "S5 SD7",
      arguments: ["PinnedFooter.layout", "--viewport", "390x844", "--items", "40", "--format", "table"]
        + ["--offset", "0,1300"],
      expected: ["boundary more 0 0 0 2000 390 30 1 yes"]),
    // 7.4: at t = 310 item 0 is a 6-point sliver at -294; the header does not move with the row.
    Case(
      name: "row-offset", rules: "S6 R8.6 R8.5", arguments: row + ["--section-offset", "0:310"],
      expected: [
        "cell - 0 0 -294 30 300 200 0", "cell - 0 1 16 30 300 200 0", "cell - 0 2 326 30 300 200 0",
        "boundary title 0 0 16 0 358 30 1",
      ], cells: ["0.0", "0.1", "0.2"]),
    // 7.4: group-paging candidates 0, 310, 620, 930, 1182 (1240 clamped to t_max = 1572 - 390).
    Case(
      name: "settle-group-paging-end", rules: "S7 R8.4", arguments: row + ["--settle", "0:1000,1"],
      expected: ["settle: section 0 from 1000 at 1 pt/s rests at 1182, 0"]),
    // 7.4: paging candidates 0, 390, 780, 1170, 1182.
    Case(
      name: "settle-paging", rules: "S7 SD8",
      arguments: row + ["--set", "behaviour=paging", "--settle", "0:1000,100"],
      expected: ["settle: section 0 from 1000 at 100 pt/s rests at 1170, 0", "cell - 0 3 -224 30 300 200 0"]),
    // 7.5: continuous-leading from 100: 600 pt/s projects to 399.4, nearest candidate 310; -100 projects to 50.1.
    Case(
      name: "settle-continuous-leading", rules: "S7 SD8",
      arguments: row + ["--set", "behaviour=continuous-leading", "--settle", "0:100,600"],
      expected: ["settle: section 0 from 100 at 600 pt/s rests at 310, 0"]),
    Case(
      name: "settle-continuous-leading-back", rules: "S7",
      arguments: row + ["--set", "behaviour=continuous-leading", "--settle", "0:100,-100"],
      expected: ["settle: section 0 from 100 at -100 pt/s rests at 0, 0"]),
    // Free motion: 100 + 0.499 x 1000 = 599, clamped to nothing.
    Case(
      name: "settle-continuous", rules: "S7",
      arguments: row + ["--set", "behaviour=continuous", "--settle", "0:100,1000"],
      expected: ["settle: section 0 from 100 at 1000 pt/s rests at 599, 0"]),
    // 7.5: group-paging-centered, candidates 310 g; one page per fling, the nearest at rest; item 1 centred at 310.
    Case(
      name: "settle-centred-fling", rules: "S7 SD8 U5", arguments: carousel + ["--settle", "0:200,400"],
      expected: [
        "settle: section 0 from 200 at 400 pt/s rests at 310, 0", "cell - 0 0 -265 0 300 200 0",
        "cell - 0 1 45 0 300 200 0", "cell - 0 2 355 0 300 200 0",
      ]),
    Case(
      name: "settle-centred-back", rules: "S7", arguments: carousel + ["--settle", "0:200,-400"],
      expected: ["settle: section 0 from 200 at -400 pt/s rests at 0, 0"]),
    Case(
      name: "settle-centred-rest", rules: "S7", arguments: carousel + ["--settle", "0:200,0"],
      expected: ["settle: section 0 from 200 at 0 pt/s rests at 310, 0"]),
    // 7.5: bouncing past the end (SD7) settles back to t_max = 1630 - 390.
    Case(
      name: "settle-centred-bounce", rules: "S7 SD7", arguments: carousel + ["--settle", "0:1300,0"],
      expected: ["settle: section 0 from 1300 at 0 pt/s rests at 1240, 0"]),
    // The main view, no paging: 100 + 499 = 599, clamped to 1280 - 844 = 436; the frames are those at 436.
    Case(
      name: "settle-view", rules: "S7 S3", arguments: list + ["--settle", "100,1000"],
      expected: ["content offset: 0, 436", "settle: the view from 100 at 1000 pt/s rests at 0, 436"]),
  ]

  static func collapsed(_ line: Substring) -> String { line.split(separator: " ").joined(separator: " ") }

  @Test(arguments: cases)
  func scrollCaseMatchesItsNumbersAndGolden(_ testCase: Case) {
    let environment = Self.environment()
    let status = Driver.run(arguments: ["eval"] + testCase.arguments, environment: environment)
    #expect(status == 0 && environment.standardError.isEmpty, "\(environment.standardError)")
    let lines = environment.standardOutput.split(separator: "\n").map(Self.collapsed)
    for line in testCase.expected {
      #expect(lines.contains(line), "missing '\(line)' in\n\(environment.standardOutput)")
    }
    if let cells = testCase.cells {
      let visible = lines.filter { $0.hasPrefix("cell ") }.map { line -> String in
        let words = line.split(separator: " ")
        return "\(words[2]).\(words[3])"
      }
      #expect(visible == cells)
    }
    let text = "$ layoutc eval \(testCase.arguments.joined(separator: " "))\n" + environment.standardOutput
    if let difference = Golden.check(text, against: Self.folder.appendingPathComponent("\(testCase.name).txt")) {
      Issue.record("\(difference)")
    }
  }

  /// S2, S3: every format reports the position; JSON carries `contentOffset` and `settle` beside the content size.
  @Test func jsonAndSummaryCarryThePosition() throws {
    let environment = Self.environment()
    let arguments = ["eval", "CentredCarousel.layout", "--viewport", "390x844", "--items", "5", "--offset", "0,0"]
    #expect(Driver.run(arguments: arguments + ["--settle", "0:200,400"], environment: environment) == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(environment.standardOutput.utf8)) as? [String: Any])
    #expect(object["contentOffset"] as? [String: Double] == ["x": 0, "y": 0])
    #expect(
      object["settle"] as? [String: Double] == ["section": 0, "from": 200, "velocity": 400, "x": 310, "y": 0])
    #expect((object["elements"] as? [Any])?.count == 3)
    let summary = Self.environment()
    #expect(Driver.run(arguments: arguments + ["--format", "summary"], environment: summary) == 0)
    #expect(summary.standardOutput.contains("content offset: 0, 0\nelements: 2 (2 cell)\n"))
  }

  /// S3: `--offset 0,0` on a layout with nothing pinned and no rows gives the rest query of the visible rect.
  @Test func offsetZeroIsTheRestRectQuery() {
    let base = ["eval", "PhotoGrid", "--viewport", "390x844", "--items", "40", "--format", "summary"]
    let atZero = Self.environment()
    let rest = Self.environment()
    #expect(Driver.run(arguments: base + ["--offset", "0,0"], environment: atZero) == 0)
    #expect(Driver.run(arguments: base + ["--rect", "0,0,390,844"], environment: rest) == 0)
    #expect(
      atZero.standardOutput
        == rest.standardOutput.replacingOccurrences(of: "elements:", with: "content offset: 0, 0\nelements:"))
  }
}
