import Foundation
import LayoutDriver
import LayoutEvaluator
import LayoutLowering
import LayoutSemantics
import LayoutSource
import LayoutTestSupport
import Testing

/// Focus width (SE8): the thumbnail strip of the ScrollingAlbum seed (thumbnails 30 x 48, line spacing 2, focus width
/// 160, focus spacing 15, photos 3:2, 2:3, 4:3, 1:1, so natural widths 72, 32, 64, 48) at the focuses of the design's
/// worked example, each checked against hand-computed rows and a golden of the whole table
/// (`EvalGoldens/focus-width`, rewritten with `LAYOUTC_UPDATE_GOLDEN=1`), and the inputs `--focus` refuses.
@Suite struct FocusWidthTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "EvalGoldens/focus-width")

  /// The fixtures, read per test: a static would hold the files until exit.
  static func environment() -> FakeEnvironment {
    var files: [String: String] = [:]
    for name in ["Thumbnails.layout", "album.json"] {
      files[name] = String(decoding: Fixtures.bytes(folder.appendingPathComponent(name)), as: UTF8.self)
    }
    return FakeEnvironment(files: files)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The rules the case shows at work (RuleCoverageTests reads ids in test sources).
    var rules: String
    var arguments: [String]
    /// Lines the table must hold, spaces collapsed: the hand-computed frames, content and inset.
    var expected: [String]
    var testDescription: String { "\(name): \(rules)" }
  }

  static let base = ["Thumbnails.layout", "--viewport", "375x48", "--items", "4", "--item-sizes", "album.json"]

  static let cases: [Case] = [
    // Focus 0 at rest: L = 15, R = 2; item 0 at 15, 72 wide; item 1 at 15 + 72 + 15 = 102; then 30 + 2 apart.
    // Content 2 x 15 + 72 + 30 + 2 x 32 + 2 = 198; inset 187.5 - 15 - (72 + 30 - 30) / 2 = 136.5.
    Case(
      name: "focus-0", rules: "SE8", arguments: base + ["--focus", "0", "--format", "table"],
      expected: [
        "layout Thumbnails at 375x48 scale 3: content 198 x 48", "content inset: 136.5 left and right",
        "cell - 0 0 15 0 72 48 0", "cell - 0 1 102 0 30 48 0", "cell - 0 2 134 0 30 48 0",
        "cell - 0 3 166 0 30 48 0",
      ]),
    // Focus 1: item 0 folded at e = 2; item 1 at 32 + 15 = 47, 32 wide; item 2 at 47 + 32 + 15 = 94; item 3 at 126.
    // Content 30 + 32 + 30 + 64 + 2 = 158; inset 187.5 - 15 - 16 = 156.5.
    Case(
      name: "focus-1", rules: "SE8", arguments: base + ["--focus", "1", "--format", "table"],
      expected: [
        "layout Thumbnails at 375x48 scale 3: content 158 x 48", "content inset: 156.5 left and right",
        "cell - 0 0 2 0 30 48 0", "cell - 0 1 47 0 32 48 0", "cell - 0 2 94 0 30 48 0", "cell - 0 3 126 0 30 48 0",
      ]),
    // The frames do not depend on the offset (SE8): at -136.5 (the focused item centred) the viewport holds them all.
    Case(
      name: "focus-0-offset", rules: "SE8 S2", arguments: base + ["--offset", "-136.5,0", "--format", "table"],
      expected: ["content offset: -136.5, 0", "content inset: 136.5 left and right", "cell - 0 0 15 0 72 48 0"]),
    // S7 with the inset: the strip scrolls from -136.5 (item 0 centred) to 198 - 375 + 136.5 = -40.5, never to 0.
    Case(
      name: "focus-0-settle-before", rules: "S7 SE8", arguments: base + ["--settle", "-200,0", "--format", "table"],
      expected: ["content offset: -136.5, 0", "cell - 0 0 15 0 72 48 0"]),
    // A fling to the right from the start: -136.5 + 0.499 x 300 = 13.2, past the end, so it stops at -40.5.
    Case(
      name: "focus-0-settle-fling", rules: "S7 SE8", arguments: base + ["--settle", "-136.5,300", "--format", "table"],
      expected: ["content offset: -40.5, 0", "cell - 0 3 166 0 30 48 0"]),
    Case(
      name: "focus-0-summary", rules: "SE8", arguments: base + ["--format", "summary"],
      expected: ["content size: 198 x 48", "content inset: 136.5 left and right"]),
  ]

  static func collapsed(_ line: Substring) -> String { line.split(separator: " ").joined(separator: " ") }

  @Test(arguments: cases)
  func stripCaseMatchesItsNumbersAndGolden(_ testCase: Case) {
    let environment = Self.environment()
    let status = Driver.run(arguments: ["eval"] + testCase.arguments, environment: environment)
    #expect(status == 0 && environment.standardError.isEmpty, "\(environment.standardError)")
    let lines = environment.standardOutput.split(separator: "\n").map(Self.collapsed)
    for line in testCase.expected {
      #expect(lines.contains(line), "missing '\(line)' in\n\(environment.standardOutput)")
    }
    let text = "$ layoutc eval \(testCase.arguments.joined(separator: " "))\n" + environment.standardOutput
    if let difference = Golden.check(text, against: Self.folder.appendingPathComponent("\(testCase.name).txt")) {
      Issue.record("\(difference)")
    }
  }

  /// SE8: JSON reports the inset at both ends of the scroll axis (left and right for a horizontal strip).
  @Test func jsonReportsTheContentInset() throws {
    let environment = Self.environment()
    #expect(Driver.run(arguments: ["eval"] + Self.base + ["--focus", "1"], environment: environment) == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(environment.standardOutput.utf8)) as? [String: Any])
    #expect(object["contentInset"] as? [String: Double] == ["left": 156.5, "right": 156.5])
    #expect(object["contentSize"] as? [String: Double] == ["width": 158, "height": 48])
  }

  /// SE8 in a vertical layout: the axes swap, so the natural length is the height (48 wide x 3/2 = 72) and the inset
  /// is reported at the top and the bottom.
  @Test func verticalStripSwapsTheAxes() throws {
    let environment = FakeEnvironment(files: [
      "V.layout":
        "layout V {\n section { flow: 48 x 30; line-spacing: 2; effect: focus-width 160, focus-spacing 15 }\n}",
      "a.json": #"{"sections": [{"aspects": [[2, 3], [3, 2], [1, 1]]}]}"#,
    ])
    let arguments = ["eval", "V.layout", "--viewport", "48x375", "--items", "3", "--item-sizes", "a.json"]
    #expect(Driver.run(arguments: arguments, environment: environment) == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(environment.standardOutput.utf8)) as? [String: Any])
    #expect(object["contentInset"] as? [String: Double] == ["top": 136.5, "bottom": 136.5])
    #expect(object["contentSize"] as? [String: Double] == ["width": 48, "height": 166])
    let elements = try #require(object["elements"] as? [[String: Any]])
    let frames = elements.compactMap { $0["frame"] as? [String: Double] }
    #expect(
      frames == [
        ["x": 0, "y": 15, "width": 48, "height": 72], ["x": 0, "y": 102, "width": 48, "height": 30],
        ["x": 0, "y": 134, "width": 48, "height": 30],
      ])
  }

  /// A layout without focus width prints no inset (U7: insets are 0 and not reported).
  @Test func otherLayoutsPrintNoInset() {
    let environment = FakeEnvironment(files: ["S.layout": "layout S { section { flow: 30 x 48 } }"])
    #expect(
      Driver.run(arguments: ["eval", "S.layout", "--viewport", "375x48", "--items", "2"], environment: environment) == 0
    )
    #expect(!environment.standardOutput.contains("contentInset"))
  }

  /// SE8, SD10: the X = 150 row of the worked example, the focus 0.4 of the way from item 0 to item 1 (as a leader
  /// would set it). Exact: item 0 at 9.8, 55.2 wide; item 1 at 80, 30.8 wide; items 2 and 3 at 118 and 150. Rounded
  /// at scale 3: 9.667, 55.333 and 30.667. Content 182, inset 144.5.
  @Test func progressHandsTheWidthToTheNextItem() throws {
    let text = String(
      decoding: Fixtures.bytes(Self.folder.appendingPathComponent("Thumbnails.layout")), as: UTF8.self)
    let checked = FrontEnd.check(SourceFile(path: "Thumbnails.layout", text: text))
    #expect(checked.diagnostics.isEmpty)
    let layout = try #require(Lowering.lower(checked.program).layout(named: "Thumbnails"))
    var input = EvaluationInput(viewport: Size(width: 375, height: 48), scale: 3, itemCounts: [4])
    input.itemSizes = [
      .aspects([
        Size(width: 3, height: 2), Size(width: 2, height: 3), Size(width: 4, height: 3), Size(width: 1, height: 1),
      ])
    ]
    input.focus = ScrollFocus(item: 0, progress: 0.4)
    let evaluation = try Evaluator.evaluate(layout, input: input)
    let frames = evaluation.allElements().map(\.frame)
    let expected: [(Double, Double)] = [(29 / 3, 166 / 3), (80, 92 / 3), (118, 30), (150, 30)]
    #expect(frames.count == 4)
    for (frame, (x, width)) in zip(frames, expected) {
      #expect(abs(frame.x - x) < 1e-9 && abs(frame.width - width) < 1e-9 && frame.y == 0 && frame.height == 48)
    }
    #expect(evaluation.contentSize == Size(width: 182, height: 48))
    #expect(abs(evaluation.contentInset - 144.5) < 1e-9)
  }

  /// SE8: no items (no frames, content 0, inset 0) and one item (g, the item, g: content 2 x 15 + 72 = 102, inset
  /// 187.5 - 15 - 36 = 136.5) both evaluate; a progress at the last item counts as 0.
  @Test func zeroAndOneItems() throws {
    let text = String(
      decoding: Fixtures.bytes(Self.folder.appendingPathComponent("Thumbnails.layout")), as: UTF8.self)
    let layout = try #require(
      Lowering.lower(FrontEnd.check(SourceFile(path: "t.layout", text: text)).program).layout(named: "Thumbnails"))
    var empty = EvaluationInput(viewport: Size(width: 375, height: 48), scale: 3, itemCounts: [0])
    empty.focus = .first
    let none = try Evaluator.evaluate(layout, input: empty)
    #expect(none.allElements().isEmpty && none.contentSize.width == 0 && none.contentInset == 0)
    var single = EvaluationInput(viewport: Size(width: 375, height: 48), scale: 3, itemCounts: [1])
    single.itemSizes = [.aspects([Size(width: 3, height: 2)])]
    single.focus = ScrollFocus(item: 0, progress: 0.5)
    let one = try Evaluator.evaluate(layout, input: single)
    #expect(one.allElements().map(\.frame) == [Rect(x: 15, y: 0, width: 72, height: 48)])
    #expect(one.contentSize.width == 102 && one.contentInset == 136.5)
  }

  /// SE8: a focus outside the items or a progress outside [0, 1) is an evaluation error with a message.
  @Test func libraryRefusesAFocusOutOfRange() throws {
    let text = String(
      decoding: Fixtures.bytes(Self.folder.appendingPathComponent("Thumbnails.layout")), as: UTF8.self)
    let layout = try #require(
      Lowering.lower(FrontEnd.check(SourceFile(path: "t.layout", text: text)).program).layout(named: "Thumbnails"))
    for focus in [
      ScrollFocus(item: 4), ScrollFocus(item: -1), ScrollFocus(item: 0, progress: 1),
      ScrollFocus(item: 0, progress: .nan),
    ] {
      var input = EvaluationInput(viewport: Size(width: 375, height: 48), scale: 3, itemCounts: [4])
      input.focus = focus
      #expect(throws: EvaluationError.self) { try Evaluator.evaluate(layout, input: input) }
    }
  }

  /// `--focus`: malformed, negative or out-of-range values and layouts without focus width exit 2 with a message
  /// naming the flag; a flow whose lines hold two items exits 1, as page parallax does (SE8).
  @Test(arguments: [
    (["--focus", "x"], "invalid --focus 'x'"), (["--focus", "-1"], "invalid --focus '-1'"),
    (["--focus", "1.5"], "invalid --focus '1.5'"), (["--focus", "4"], "--focus 4 is out of range"),
  ])
  func refusesBadFocus(flags: [String], message: String) {
    let environment = Self.environment()
    #expect(Driver.run(arguments: ["eval"] + Self.base + flags, environment: environment) == 2)
    #expect(environment.standardError.contains(message), "\(environment.standardError)")
  }

  /// `--why` derives flow lines, which SE8 replaces: it refuses a focus-width layout rather than explain other frames,
  /// and `--focus` does not combine with it.
  @Test func whyRefusesAFocusWidthLayout() {
    let environment = Self.environment()
    let arguments = ["eval", "Thumbnails.layout", "--viewport", "375x48", "--items", "4", "--why", "cell:0:1"]
    #expect(Driver.run(arguments: arguments, environment: environment) == 2)
    #expect(environment.standardError.contains("has a focus-width section (SE8)"), "\(environment.standardError)")
    let both = Self.environment()
    #expect(Driver.run(arguments: arguments + ["--focus", "1"], environment: both) == 2)
    #expect(both.standardError.contains("--focus does not combine with --why"), "\(both.standardError)")
  }

  @Test func refusesFocusWithoutFocusWidthAndTwoItemsALine() {
    let plain = FakeEnvironment(files: [
      "Strip.layout": "layout Strip { direction: horizontal\n section { flow: 30 x 48 } }"
    ])
    let arguments = ["eval", "Strip.layout", "--viewport", "375x48", "--items", "4", "--focus", "0"]
    #expect(Driver.run(arguments: arguments, environment: plain) == 2)
    #expect(plain.standardError.contains("has no 'focus-width' section"), "\(plain.standardError)")
    let tall = Self.environment()
    #expect(
      Driver.run(arguments: ["eval", "Thumbnails.layout", "--viewport", "375x110", "--items", "4"], environment: tall)
        == 1)
    #expect(tall.standardError.contains("its lines hold 2 items"), "\(tall.standardError)")
    let sizes = Self.environment()
    sizes.files["sizes.json"] = Array(#"{"sections": [{"sizes": [[30, 20], [20, 30], [40, 30], [10, 10]]}]}"#.utf8)
    let points = ["eval", "Thumbnails.layout", "--viewport", "375x48", "--items", "4", "--item-sizes", "sizes.json"]
    #expect(Driver.run(arguments: points, environment: sizes) == 2)
    #expect(sizes.standardError.contains("give its items 'aspects', not 'sizes'"), "\(sizes.standardError)")
  }
}
