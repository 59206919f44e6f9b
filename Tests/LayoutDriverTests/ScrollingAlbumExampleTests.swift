import Foundation
import LayoutDriver
import LayoutTestSupport
import Testing

/// `Examples/ScrollingAlbum.layout`, the seed ScrollingAlbum as one file: the photo pager (page parallax) leads the
/// thumbnail strip (focus width) through `follows:`. Evaluated with the Example's own `album.json` at the offsets of
/// the seed's worked example (photos 3:2, 2:3, 4:3, 1:1; pages 375 x 500, strip 375 x 48, scale 3): each case checks
/// the hand-computed photo frames, strip frames, strip offset, inset and content length, and a golden of the whole
/// table (`EvalGoldens/scrolling-album`, rewritten with `LAYOUTC_UPDATE_GOLDEN=1`).
@Suite struct ScrollingAlbumExampleTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "EvalGoldens/scrolling-album")

  /// The Example and its item sizes, read per test (a static would hold the files until exit).
  static func environment() -> FakeEnvironment {
    let examples = Fixtures.repositoryRoot().appendingPathComponent("Examples")
    var files: [String: String] = [:]
    for name in ["ScrollingAlbum.layout", "album.json"] {
      files[name] = String(decoding: Fixtures.bytes(examples.appendingPathComponent(name)), as: UTF8.self)
    }
    return FakeEnvironment(files: files)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The rules the case shows at work (RuleCoverageTests reads ids in test sources).
    var rules: String
    /// The layout evaluated, its viewport and the content offset.
    var layout: String
    var viewport: String
    var offset: String
    /// Lines of the evaluated layout's table, spaces collapsed: the hand-computed frames.
    var main: [String]
    /// The linked layout's heading and lines, spaces collapsed.
    var linked: [String]
    var testDescription: String { "\(name): \(rules)" }
  }

  static let cases: [Case] = [
    // X = 0: page 0 at rest. Photo 0 at its natural 375 x 250; the strip focuses thumbnail 0 (3:2 of 48 = 72 wide)
    // 15 from the strip's start; content 2 x 15 + 72 + 30 + 2 x 32 + 2 = 198; inset 187.5 - 15 - 36 = 136.5.
    Case(
      name: "photos-0", rules: "SE6 SE8 L1", layout: "Photos", viewport: "375x500", offset: "0,0",
      main: ["cell - 0 0 0 125 375 250 0"],
      linked: [
        "linked layout Thumbnails at 375x48: content offset -136.5, 0, inset 136.5, content 198 x 48",
        "cell - 0 0 15 0 72 48 0", "cell - 0 1 102 0 30 48 0", "cell - 0 2 134 0 30 48 0",
        "cell - 0 3 166 0 30 48 0",
      ]),
    // X = 150: page 0, progress 0.4. Photo 0 narrows by 40, photo 1 is 333.333 - 60 wide (x 425.833, a tie rounded
    // away from zero); the strip hands 40% of thumbnail 0's extra width to thumbnail 1: 55.2 and 30.8 wide at 9.8
    // and 80, rounded to the pixel; offset 32 x 0.4 - 144.5 = -131.7.
    Case(
      name: "photos-150", rules: "SE6 SD10 SE8 L1", layout: "Photos", viewport: "375x500", offset: "150,0",
      main: ["cell - 0 0 20 125 335 250 0", "cell - 0 1 426 0 273.333 500 0"],
      linked: [
        "linked layout Thumbnails at 375x48: content offset -131.7, 0, inset 144.5, content 182 x 48",
        "cell - 0 0 9.667 0 55.333 48 0", "cell - 0 1 80 0 30.667 48 0", "cell - 0 2 118 0 30 48 0",
        "cell - 0 3 150 0 30 48 0",
      ]),
    // X = 375: page 1 at rest; only photo 1 is visible (photo 2 starts at 800). Thumbnail 1 (2:3, 32 wide) in focus:
    // content 158, inset 156.5, offset 32 - 156.5 = -124.5.
    Case(
      name: "photos-375", rules: "SE6 S2 SE8 L1", layout: "Photos", viewport: "375x500", offset: "375,0",
      main: ["cell - 0 1 396 0 333.333 500 0"],
      linked: [
        "linked layout Thumbnails at 375x48: content offset -124.5, 0, inset 156.5, content 158 x 48",
        "cell - 0 0 2 0 30 48 0", "cell - 0 1 47 0 32 48 0", "cell - 0 2 94 0 30 48 0", "cell - 0 3 126 0 30 48 0",
      ]),
    // Bouncing, X = -75: progress -0.2. Photo 0 widens to 395; the strip keeps focus 0 at rest and moves by
    // 72 x -0.2: offset -150.9.
    Case(
      name: "photos-bounce", rules: "SE6 L1", layout: "Photos", viewport: "375x500", offset: "-75,0",
      main: ["cell - 0 0 -10 125 395 250 0"],
      linked: [
        "linked layout Thumbnails at 375x48: content offset -150.9, 0, inset 136.5, content 198 x 48",
        "cell - 0 0 15 0 72 48 0",
      ]),
    // The strip leading (L2): at -60 with the inset of focus 0 (136.5), (-60 + 136.5 + 16) / 32 = 2.89, so thumbnail
    // 2 (4:3, 64 wide) takes the focus at rest at 2 x 32 + 15 = 79 (content 190, inset 187.5 - 15 - 32 = 140.5) and the photos move by
    // whole pages to 2 x 375.
    Case(
      name: "strip-leads", rules: "L2 SE8", layout: "Thumbnails", viewport: "375x48", offset: "-60,0",
      main: ["content inset: 140.5 left and right", "cell - 0 2 79 0 64 48 0"],
      linked: [
        "linked layout Photos at 375x500: content offset 750, 0, inset 0, content 1500 x 500",
        "cell - 0 2 750 109.333 375 281.333 0",
      ]),
  ]

  static func collapsed(_ line: Substring) -> String { line.split(separator: " ").joined(separator: " ") }

  @Test(arguments: cases)
  func exampleMatchesTheSeedsNumbers(_ testCase: Case) {
    let environment = Self.environment()
    let arguments = [
      "ScrollingAlbum.layout", "--layout", testCase.layout, "--viewport", testCase.viewport, "--items", "4",
      "--item-sizes", "album.json", "--scale", "3", "--offset", testCase.offset, "--format", "table",
    ]
    let status = Driver.run(arguments: ["eval"] + arguments, environment: environment)
    #expect(status == 0 && environment.standardError.isEmpty, "\(environment.standardError)")
    let output = environment.standardOutput
    // The evaluated layout's table comes first, the linked layout's after its heading.
    let parts = output.components(separatedBy: "\nlinked layout ")
    #expect(parts.count == 2, "expected one linked layout in\n\(output)")
    let main = parts[0].split(separator: "\n").map(Self.collapsed)
    let linked = ("linked layout " + (parts.last ?? "")).split(separator: "\n").map(Self.collapsed)
    for line in testCase.main { #expect(main.contains(line), "missing '\(line)' in\n\(output)") }
    for line in testCase.linked { #expect(linked.contains(line), "missing '\(line)' in\n\(output)") }
    let text = "$ layoutc eval \(arguments.joined(separator: " "))\n" + output
    if let difference = Golden.check(text, against: Self.goldens.appendingPathComponent("\(testCase.name).txt")) {
      Issue.record("\(difference)")
    }
  }
}
