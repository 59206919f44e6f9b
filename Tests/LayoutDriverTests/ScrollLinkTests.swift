import Foundation
import LayoutDriver
import LayoutTestSupport
import Testing

/// `layoutc eval --offset` on linked layouts (`follows:`, L1-L3): the ScrollingAlbum seed's photo pager leading a
/// thumbnail strip (`EvalGoldens/scroll-links`, rewritten with `LAYOUTC_UPDATE_GOLDEN=1`). The strip has no focus
/// width here, so its inset is 0 and its offset is u (c + f) with u = 32; the seed's strip (focus width, E5) is
/// another file of cases in the same shape, whose offsets (-136.5 at X = 0, -131.7 at 150, -124.5 at 375, -150.9 at
/// -75) come from the same code once the strip's inset and widths are evaluated.
@Suite struct ScrollLinkTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "EvalGoldens/scroll-links")

  /// The fixtures, read per test: a static would hold the files until exit.
  static func environment() -> FakeEnvironment {
    var files: [String: String] = [:]
    for name in ["Album.layout", "album.json"] {
      files[name] = String(decoding: Fixtures.bytes(folder.appendingPathComponent(name)), as: UTF8.self)
    }
    return FakeEnvironment(files: files)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The rules the case shows at work (RuleCoverageTests reads ids in test sources).
    var rules: String
    /// The layout evaluated, its viewport and its offset.
    var layout: String
    var viewport: String
    var offset: String
    /// Lines the table must hold, spaces collapsed: the hand-computed link and frames.
    var expected: [String]
    var testDescription: String { "\(name): \(rules)" }
  }

  static let cases: [Case] = [
    // X = 0: c = 0, f = 0; the strip at 0 shows its first 12 slots (375 / 32).
    Case(
      name: "photos-0", rules: "L1", layout: "Photos", viewport: "375x500", offset: "0,0",
      expected: [
        "linked layout Thumbnails at 375x48: content offset 0, 0, inset 0, content 126 x 48",
        "cell - 0 0 0 0 30 48 0", "cell - 0 3 96 0 30 48 0",
      ]),
    // X = 150: c = 0, f = 0.4: the strip moves 0.4 of a slot, 12.8 points.
    Case(
      name: "photos-150", rules: "L1 SE6", layout: "Photos", viewport: "375x500", offset: "150,0",
      expected: [
        "linked layout Thumbnails at 375x48: content offset 12.8, 0, inset 0, content 126 x 48",
        "cell - 0 0 20 125 335 250 0",
      ]),
    // X = 375: c = 1, f = 0: one slot.
    Case(
      name: "photos-375", rules: "L1", layout: "Photos", viewport: "375x500", offset: "375,0",
      expected: ["linked layout Thumbnails at 375x48: content offset 32, 0, inset 0, content 126 x 48"]),
    // Bouncing, X = -75: f = -0.2; the strip bounces by its item 0's length times f, 30 x -0.2 = -6.
    Case(
      name: "photos-bounce", rules: "L1", layout: "Photos", viewport: "375x500", offset: "-75,0",
      expected: ["linked layout Thumbnails at 375x48: content offset -6, 0, inset 0, content 126 x 48"]),
    // Past the last photo, X = 1200: c = 3, f = 0.2, taken as 0 at the last item: the strip stops at 3 x 32.
    Case(
      name: "photos-past-end", rules: "L1 SD11", layout: "Photos", viewport: "375x500", offset: "1200,0",
      expected: ["linked layout Thumbnails at 375x48: content offset 96, 0, inset 0, content 126 x 48"]),
    // The strip leads: at 47 it rests on item trunc((47 + 16) / 32) = 1, so the photos show page 1, whole (photo 1
    // at its natural 333.333, SE6).
    Case(
      name: "strip-47", rules: "L2", layout: "Thumbnails", viewport: "375x48", offset: "47,0",
      expected: [
        "linked layout Photos at 375x500: content offset 375, 0, inset 0, content 1500 x 500",
        "cell - 0 1 396 0 333.333 500 0",
      ]),
    // At 48 the centre of slot 2 is reached: page 2. Far past the end: the last page.
    Case(
      name: "strip-48", rules: "L2", layout: "Thumbnails", viewport: "375x48", offset: "48,0",
      expected: ["linked layout Photos at 375x500: content offset 750, 0, inset 0, content 1500 x 500"]),
    Case(
      name: "strip-past-end", rules: "L2", layout: "Thumbnails", viewport: "375x48", offset: "900,0",
      expected: ["linked layout Photos at 375x500: content offset 1125, 0, inset 0, content 1500 x 500"]),
  ]

  static func collapsed(_ line: Substring) -> String { line.split(separator: " ").joined(separator: " ") }

  static func arguments(_ testCase: Case) -> [String] {
    ["Album.layout", "--layout", testCase.layout, "--viewport", testCase.viewport, "--items", "4"]
      + ["--item-sizes", "album.json", "--offset", testCase.offset, "--format", "table"]
  }

  @Test(arguments: cases)
  func linkCaseMatchesItsNumbersAndGolden(_ testCase: Case) {
    let environment = Self.environment()
    let arguments = Self.arguments(testCase)
    let status = Driver.run(arguments: ["eval"] + arguments, environment: environment)
    #expect(status == 0 && environment.standardError.isEmpty, "\(environment.standardError)")
    let lines = environment.standardOutput.split(separator: "\n").map(Self.collapsed)
    for line in testCase.expected {
      #expect(lines.contains(line), "missing '\(line)' in\n\(environment.standardOutput)")
    }
    let text = "$ layoutc eval \(arguments.joined(separator: " "))\n" + environment.standardOutput
    if let difference = Golden.check(text, against: Self.folder.appendingPathComponent("\(testCase.name).txt")) {
      Issue.record("\(difference)")
    }
  }

  /// L1: the JSON output's `"linked"` entry carries the follower's viewport, offset, inset and visible elements.
  @Test func jsonHasTheLinkedEntry() throws {
    let environment = Self.environment()
    let arguments = ["eval", "Album.layout", "--layout", "Photos", "--viewport", "375x500", "--items", "4"]
    #expect(Driver.run(arguments: arguments + ["--offset", "150,0"], environment: environment) == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(environment.standardOutput.utf8)) as? [String: Any])
    let linked = try #require(object["linked"] as? [[String: Any]])
    #expect(linked.count == 1)
    #expect(linked[0]["layout"] as? String == "Thumbnails")
    #expect(linked[0]["viewport"] as? [String: Double] == ["width": 375, "height": 48])
    #expect(linked[0]["contentOffset"] as? [String: Double] == ["x": 12.8, "y": 0])
    #expect(linked[0]["contentInset"] as? [String: Double] == ["left": 0, "right": 0])
    #expect((linked[0]["elements"] as? [[String: Any]])?.count == 4)
  }

  /// L3: the follower takes the leader's aspects when `--item-sizes` does not name it; `--viewport-of` replaces the
  /// declared viewport.
  @Test func followerTakesTheLeadersAspectsAndAViewport() {
    let environment = Self.environment()
    environment.files["photos.json"] = Array(#"{"sections": [{"aspects": [[3, 2], [2, 3], [4, 3], [1, 1]]}]}"#.utf8)
    let arguments = [
      "eval", "Album.layout", "--layout", "Photos", "--viewport", "375x500", "--items", "4", "--item-sizes",
      "photos.json", "--offset", "0,0", "--viewport-of", "Thumbnails=200x48", "--format", "table",
    ]
    #expect(Driver.run(arguments: arguments, environment: environment) == 0, "\(environment.standardError)")
    let lines = environment.standardOutput.split(separator: "\n").map(Self.collapsed)
    // Item 0 of the strip is photo 0's 3:2 fitted in 30 x 48: 30 x 20, centred across.
    #expect(lines.contains("cell - 0 0 0 14 30 20 0"), "\(environment.standardOutput)")
    #expect(lines.contains { $0.hasPrefix("linked layout Thumbnails at 200x48:") })
  }

  /// L1-L3 on the command line: every bad `--viewport-of` and link input exits 2 naming the flag.
  @Test(arguments: [
    (["--offset", "0,0", "--viewport-of", "Thumbnails=nanx48"], "invalid --viewport-of 'Thumbnails=nanx48'"),
    (["--offset", "0,0", "--viewport-of", "Thumbnails"], "invalid --viewport-of 'Thumbnails'"),
    (["--offset", "0,0", "--viewport-of", "Thumbnails=0x48"], "invalid --viewport-of 'Thumbnails=0x48'"),
    (["--offset", "0,0", "--viewport-of", "Thumbs=300x48"], "--viewport-of names 'Thumbs', which is not linked"),
    (
      ["--offset", "0,0", "--viewport-of", "Thumbnails=300x48", "--viewport-of", "Thumbnails=200x48"],
      "--viewport-of gives layout 'Thumbnails' twice"
    ),
    (["--viewport-of", "Thumbnails=300x48"], "--viewport-of gives a linked layout's viewport for --offset"),
  ])
  func badLinkInputsExitTwo(extra: [String], message: String) {
    let environment = Self.environment()
    let arguments = ["eval", "Album.layout", "--layout", "Photos", "--viewport", "375x500", "--items", "4"]
    #expect(Driver.run(arguments: arguments + extra, environment: environment) == 2)
    #expect(environment.standardError.contains(message), "\(environment.standardError)")
  }

  /// S7 then L1 or L2: `--settle` on a linked layout settles the evaluated view and links at the target, printing
  /// what `--offset TARGET` prints plus the settle line. The pager pages (one page a fling, 100 -> 375, the strip
  /// following it, L1); the strip of 20 moves freely (20 + 0.499 x 100 = 69.9) and the photos rest on the item it
  /// then shows (L2: trunc((69.9 + 16) / 32) = 2, at 750).
  @Test(arguments: [
    ("Photos", "375x500", "100,500", "375,0", "linked layout Thumbnails at 375x48: content offset 32, 0"),
    ("Thumbnails", "375x48", "20,100", "69.9,0", "linked layout Photos at 375x500: content offset 750, 0"),
  ])
  func settlingALinkedLayoutIsTheOffsetOfItsTarget(
    layout: String, viewport: String, settle: String, target: String, linkLine: String
  ) {
    let arguments = ["eval", "Album.layout", "--layout", layout, "--viewport", viewport, "--items", "20"]
    let settled = Self.environment()
    #expect(Driver.run(arguments: arguments + ["--settle", settle, "--format", "table"], environment: settled) == 0)
    #expect(settled.standardError.isEmpty, "\(settled.standardError)")
    let atTarget = Self.environment()
    #expect(Driver.run(arguments: arguments + ["--offset", target, "--format", "table"], environment: atTarget) == 0)
    let lines = settled.standardOutput.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("settle: the view from \(settle.split(separator: ",")[0]) at ") })
    #expect(lines.filter { !$0.hasPrefix("settle: ") } == atTarget.standardOutput.split(separator: "\n"))
    #expect(settled.standardOutput.contains(linkLine), "\(settled.standardOutput)")
  }

  /// L1: a linked layout that declares no single viewport needs `--viewport-of`, exit 2 naming the flag.
  @Test func aLinkedLayoutWithoutAViewportNeedsTheFlag() {
    let file = """
      layout Lead { direction: horizontal
        section { flow: 100 x 100; line-spacing: 0 } }
      layout Strip { direction: horizontal; follows: Lead
        section { flow: 30 x 48; line-spacing: 2 } }
      """
    let environment = FakeEnvironment(files: ["Two.layout": file])
    let arguments = ["eval", "Two.layout", "--layout", "Lead", "--viewport", "100x100", "--items", "3"]
    #expect(Driver.run(arguments: arguments + ["--offset", "50,0"], environment: environment) == 2)
    #expect(environment.standardError.contains("give it with --viewport-of Strip=WxH"))
    let given = FakeEnvironment(files: ["Two.layout": file])
    let withFlag = arguments + ["--offset", "50,0", "--viewport-of", "Strip=100x48", "--format", "summary"]
    #expect(Driver.run(arguments: withFlag, environment: given) == 0, "\(given.standardError)")
    // c = 0, f = 0.5: 32 x 0.5 = 16.
    #expect(given.standardOutput.contains("linked layout Strip at 100x48: content offset 16, 0, inset 0"))
  }

  /// L3: `--item-sizes` names only linked layouts under `layouts`, each with its own `sections`.
  @Test(arguments: [
    (
      #"{"layouts": {"Thumbs": {"sections": [null]}}}"#,
      "layouts: 'Thumbs' is neither 'Photos' nor a layout linked to it"
    ),
    (#"{"layouts": {"Thumbnails": [null]}}"#, "layouts.Thumbnails: expected {\"sections\": [...]}"),
    (
      #"{"layouts": {"Thumbnails": {"sections": [{"aspects": [[1, 1]]}]}}}"#,
      "layouts.Thumbnails.sections[0].aspects: 1 entries, but --items gives section 0 4 items"
    ),
    (#"{"layouts": 3}"#, "layouts: expected {NAME: {\"sections\": [...]}}"),
  ])
  func badLinkedItemSizesExitTwo(json: String, message: String) {
    let environment = Self.environment()
    environment.files["bad.json"] = Array(json.utf8)
    let arguments = [
      "eval", "Album.layout", "--layout", "Photos", "--viewport", "375x500", "--items", "4", "--item-sizes",
      "bad.json", "--offset", "0,0",
    ]
    #expect(Driver.run(arguments: arguments, environment: environment) == 2)
    #expect(environment.standardError.contains(message), "\(environment.standardError)")
  }
}
