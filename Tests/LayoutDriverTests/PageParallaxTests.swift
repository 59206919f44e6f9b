import Foundation
import LayoutDriver
import LayoutTestSupport
import Testing

/// `layoutc eval --offset` on a page-parallax section (SE6): the photo pager of the ScrollingAlbum seed at the offsets
/// of the design's worked example (photos 3:2, 2:3, 4:3, 1:1 in 375 x 500 pages, G = 100, floor 40, scale 3), each
/// checked against hand-computed rows and a golden of the whole table (`EvalGoldens/page-parallax`, rewritten with
/// `LAYOUTC_UPDATE_GOLDEN=1`), and the inputs it refuses.
@Suite struct PageParallaxTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "EvalGoldens/page-parallax")

  /// The fixtures, read per test: a static would hold the files until exit.
  static func environment() -> FakeEnvironment {
    var files: [String: String] = [:]
    for name in ["Photos.layout", "album.json"] {
      files[name] = String(decoding: Fixtures.bytes(folder.appendingPathComponent(name)), as: UTF8.self)
    }
    return FakeEnvironment(files: files)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The rules the case shows at work (RuleCoverageTests reads ids in test sources).
    var rules: String
    var offset: String
    /// The rect to report (nil: the visible rect, S2).
    var rect: String?
    /// Lines the table must hold, spaces collapsed: the hand-computed frames.
    var expected: [String]
    /// Cells that must not be reported (S2 on the final frames).
    var absent: [String] = []
    var testDescription: String { "\(name): \(rules)" }
  }

  /// Natural sizes hd = (375, 250), (333.333, 500), (375, 281.25), (375, 375); pitch M = 375; every page's centre
  /// stays at 187.5 + 375 i across 250.
  static let cases: [Case] = [
    // X = 0: c = 0, f = 0. Photo 0 at its natural size; photo 1 at hd.w - G = 233.333, centred on 562.5: x = 445.833,
    // a tie at scale 3 (1337.5 pixels) rounded away from zero to 446 (R2.3 with SD10's tolerance).
    Case(
      name: "photos-0", rules: "SE6 R2.3 SD10", offset: "0,0", rect: "-100,0,1700,500",
      expected: [
        "cell - 0 0 0 125 375 250 0", "cell - 0 1 446 0 233.333 500 0", "cell - 0 2 750 0 375 500 0",
        "cell - 0 3 1125 0 375 500 0",
      ]),
    // X = 150: f = 0.4. Photo 0 narrows by 40 to 335 (x 20); photo 1 widens to 333.333 - 60 = 273.333 (x 425.833).
    Case(
      name: "photos-150", rules: "SE6 SD10", offset: "150,0", rect: "-100,0,1700,500",
      expected: [
        "cell - 0 0 20 125 335 250 0", "cell - 0 1 426 0 273.333 500 0", "cell - 0 2 750 0 375 500 0",
      ]),
    // X = 375: c = 1, f = 0. Photo 0 is back at the flow size; photo 1 at its natural size (x 395.833); photo 2 at
    // 375 - 100 = 275 wide, 281.25 high centred on 250: y 109.375, 281.333 after rounding.
    Case(
      name: "photos-375", rules: "SE6 R2.3", offset: "375,0", rect: "-100,0,1700,500",
      expected: [
        "cell - 0 0 0 0 375 500 0", "cell - 0 1 396 0 333.333 500 0", "cell - 0 2 800 109.333 275 281.333 0",
        "cell - 0 3 1125 0 375 500 0",
      ]),
    // Bouncing, X = -75: f = -0.2. Photo 0 widens past its page to 395 (x -10); photo 1 is 333.333 - 120 = 213.333.
    Case(
      name: "photos-bounce", rules: "SE6", offset: "-75,0", rect: "-100,0,1700,500",
      expected: ["cell - 0 0 -10 125 395 250 0", "cell - 0 1 456 0 213.333 500 0"]),
    // What the viewport shows: photo 1 only at 375, photo 2 starting at 800 > 750 (S2 on the final frames).
    Case(
      name: "photos-visible-375", rules: "SE6 S2", offset: "375,0", rect: nil,
      expected: ["cell - 0 1 396 0 333.333 500 0"], absent: ["cell - 0 0", "cell - 0 2"]),
  ]

  static func collapsed(_ line: Substring) -> String { line.split(separator: " ").joined(separator: " ") }

  static func arguments(offset: String, rect: String?) -> [String] {
    ["Photos.layout", "--viewport", "375x500", "--items", "4", "--item-sizes", "album.json", "--scale", "3"]
      + ["--offset", offset] + (rect.map { ["--rect", $0] } ?? []) + ["--format", "table"]
  }

  @Test(arguments: cases)
  func pageCaseMatchesItsNumbersAndGolden(_ testCase: Case) {
    let environment = Self.environment()
    let arguments = Self.arguments(offset: testCase.offset, rect: testCase.rect)
    let status = Driver.run(arguments: ["eval"] + arguments, environment: environment)
    #expect(status == 0 && environment.standardError.isEmpty, "\(environment.standardError)")
    let lines = environment.standardOutput.split(separator: "\n").map(Self.collapsed)
    for line in testCase.expected {
      #expect(lines.contains(line), "missing '\(line)' in\n\(environment.standardOutput)")
    }
    for prefix in testCase.absent {
      #expect(
        !lines.contains { $0.hasPrefix(prefix + " ") }, "unexpected '\(prefix)' in\n\(environment.standardOutput)")
    }
    let text = "$ layoutc eval \(arguments.joined(separator: " "))\n" + environment.standardOutput
    if let difference = Golden.check(text, against: Self.folder.appendingPathComponent("\(testCase.name).txt")) {
      Issue.record("\(difference)")
    }
  }

  /// S7, main paging: the pager (`paging: true`, pages of 375, largest offset 1500 - 375 = 1125) settles one page
  /// per fling, at the nearest page when released still, and never past the largest offset; a layout without
  /// `paging` stops where the deceleration projects it (150 + 0.499 x 400 = 349.6).
  @Test(arguments: [
    ("150,400", "375"), ("150,0", "0"), ("200,0", "375"), ("400,-1", "375"), ("1200,0", "1125"), ("1100,900", "1125"),
  ])
  func pagingSettlesOnPages(settle: String, target: String) {
    let environment = Self.environment()
    let arguments = ["eval", "Photos.layout", "--viewport", "375x500", "--items", "4", "--settle", settle]
    #expect(Driver.run(arguments: arguments + ["--format", "table"], environment: environment) == 0)
    #expect(environment.standardOutput.contains("rests at \(target), 0"), "\(environment.standardOutput)")
  }

  @Test func withoutPagingTheViewProjects() {
    let environment = FakeEnvironment(files: [
      "Free.layout": "layout Free { direction: horizontal\n section { flow: 375 x 500; line-spacing: 0 } }"
    ])
    let arguments = ["eval", "Free.layout", "--viewport", "375x500", "--items", "4", "--settle", "150,400"]
    #expect(Driver.run(arguments: arguments + ["--format", "table"], environment: environment) == 0)
    #expect(environment.standardOutput.contains("rests at 349.6, 0"), "\(environment.standardOutput)")
  }

  /// SE6: the content size is the flow's at every offset, and a page parallax alone draws nothing on top of the
  /// frames (no `effect` object in JSON).
  @Test func contentIsTheFlowsAndCellsCarryNoEffectValues() throws {
    for offset in ["0,0", "150,0", "-75,0"] {
      let environment = Self.environment()
      let arguments = ["eval"] + Self.arguments(offset: offset, rect: nil).dropLast(2)
      #expect(Driver.run(arguments: Array(arguments), environment: environment) == 0)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(environment.standardOutput.utf8)) as? [String: Any])
      let size = try #require(object["contentSize"] as? [String: Double])
      #expect(size == ["width": 1500, "height": 500])
      #expect(!environment.standardOutput.contains("\"effect\""))
    }
  }

  /// SE6: a page is one item, so a viewport whose lines hold two (1010 points tall: two 500-point photos and the
  /// item spacing of 10) is refused with exit 1; sizes in points are refused with exit 2, like any bad item-sizes
  /// input, since the pages take aspects.
  @Test func refusesTwoItemsALineAndSizesInPoints() {
    let lines = Self.environment()
    let tall = ["eval", "Photos.layout", "--viewport", "375x1010", "--items", "4", "--offset", "0,0"]
    #expect(Driver.run(arguments: tall, environment: lines) == 1)
    #expect(lines.standardError.contains("its lines hold 2 items"), "\(lines.standardError)")
    let sizes = Self.environment()
    sizes.files["sizes.json"] = Array(#"{"sections": [{"sizes": [[30, 20], [20, 30], [40, 30], [10, 10]]}]}"#.utf8)
    let points = ["eval", "Photos.layout", "--viewport", "375x500", "--items", "4", "--item-sizes", "sizes.json"]
    #expect(Driver.run(arguments: points, environment: sizes) == 2)
    #expect(sizes.standardError.contains("give its items 'aspects', not 'sizes'"), "\(sizes.standardError)")
  }
}
