import Foundation
import LayoutDriver
import LayoutTestSupport
import Testing

/// `layoutc eval --offset / --section-offset` with declared scroll effects (SE1-SE5, S8): the carousel of the
/// design's worked example 7.5 at four row offsets and a vertical parallax list, each checked against hand-computed
/// rows and a golden of the whole table (`EvalGoldens/scroll-effects`, rewritten with `LAYOUTC_UPDATE_GOLDEN=1`).
@Suite struct ScrollEffectTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "EvalGoldens/scroll-effects")
  static let fixtures = ["EffectCarousel.layout", "ParallaxList.layout"]

  /// The fixtures, read per test: a static would hold the files until exit.
  static func environment() -> FakeEnvironment {
    var files: [String: String] = [:]
    for name in fixtures {
      files[name] = String(decoding: Fixtures.bytes(folder.appendingPathComponent(name)), as: UTF8.self)
    }
    files["CardCarousel.layout"] = CompileCommandTests.example("CardCarousel")
    return FakeEnvironment(files: files)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The rules the case shows at work (RuleCoverageTests reads ids in test sources).
    var rules: String
    var arguments: [String]
    /// Lines the table must hold, spaces collapsed: the hand-computed frames and values.
    var expected: [String]
    var testDescription: String { "\(name): \(rules)" }
  }

  static let carousel = ["EffectCarousel.layout", "--viewport", "390x844", "--items", "5", "--format", "table"]
  static let list = ["ParallaxList.layout", "--viewport", "390x844", "--items", "5,5", "--format", "table"]

  static let example = ["CardCarousel.layout", "--viewport", "390x844", "--items", "6", "--format", "table"]

  static let cases: [Case] = [
    // The Example: cards 300 wide with 4-point insets, pad 45 (U5): at t = 0 card 0 is centred and card 1 one pitch
    // (310) away; at 155 both are halfway (n = 0.5); at 620 card 2 is centred between cards 1 and 3.
    Case(
      name: "example-0", rules: "SE1 SE2 SE3 S8", arguments: example + ["--offset", "0,0"],
      expected: ["cell - 0 0 49 4 292 192 0 scale 1 alpha 1", "cell - 0 1 359 4 292 192 0 scale 0.8 alpha 0.5"]),
    Case(
      name: "example-155", rules: "SE2 SE3 S8", arguments: example + ["--section-offset", "0:155"],
      expected: [
        "cell - 0 0 -106 4 292 192 0 scale 0.9 alpha 0.75", "cell - 0 1 204 4 292 192 0 scale 0.9 alpha 0.75",
      ]),
    Case(
      name: "example-620", rules: "SE2 SE3 S6", arguments: example + ["--section-offset", "0:620"],
      expected: [
        "cell - 0 1 -261 4 292 192 0 scale 0.8 alpha 0.5", "cell - 0 2 49 4 292 192 0 scale 1 alpha 1",
        "cell - 0 3 359 4 292 192 0 scale 0.8 alpha 0.5",
      ]),
    // 7.5, t = 0: item 0 centred (d = 0), item 1 one pitch (310) away: the full effect.
    Case(
      name: "carousel-0", rules: "SE1 SE2 SE3 S8", arguments: carousel + ["--offset", "0,0"],
      expected: ["cell - 0 0 45 0 300 200 0 scale 1 alpha 1", "cell - 0 1 355 0 300 200 0 scale 0.8 alpha 0.5"]),
    // t = 62: d = -62 and 248, n = 0.2 and 0.8.
    Case(
      name: "carousel-62", rules: "SE2 SE3 S8 SD9",
      arguments: carousel + ["--offset", "0,0", "--section-offset", "0:62"],
      expected: [
        "cell - 0 0 -17 0 300 200 0 scale 0.96 alpha 0.9", "cell - 0 1 293 0 300 200 0 scale 0.84 alpha 0.6",
      ]),
    // t = 155: halfway, both cards at n = 0.5.
    Case(
      name: "carousel-155", rules: "SE2 SE3 SE5", arguments: carousel + ["--section-offset", "0:155"],
      expected: [
        "cell - 0 0 -110 0 300 200 0 scale 0.9 alpha 0.75", "cell - 0 1 200 0 300 200 0 scale 0.9 alpha 0.75",
      ]),
    // t = 310: item 1 centred, items 0 and 2 one pitch away.
    Case(
      name: "carousel-310", rules: "SE1 SE2 SE3", arguments: carousel + ["--section-offset", "0:310"],
      expected: [
        "cell - 0 0 -265 0 300 200 0 scale 0.8 alpha 0.5", "cell - 0 1 45 0 300 200 0 scale 1 alpha 1",
        "cell - 0 2 355 0 300 200 0 scale 0.8 alpha 0.5",
      ]),
    // Vertical list at 0,300: photo 1 at 240 has its centre 382 above the viewport's (340 - 300 - 422), so its
    // content moves by -0.2 x -382 = 76.4 (SE4); row 0 of section 1 replaces the section's scale by its own alpha
    // with a radius of 1h = 844: n = 368 / 844, alpha 1 - 0.6 n (SE1, SE3).
    Case(
      name: "parallax-300", rules: "SE4 SE1 SE3 S8", arguments: list + ["--offset", "0,300"],
      expected: ["cell - 0 1 0 240 390 200 0 parallax 76.4", "cell - 1 0 0 1040 390 100 0 alpha 0.738"]),
  ]

  static func collapsed(_ line: Substring) -> String { line.split(separator: " ").joined(separator: " ") }

  @Test(arguments: cases)
  func effectCaseMatchesItsNumbersAndGolden(_ testCase: Case) {
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

  /// SE1: JSON gives cells an `effect` object with the declared parameters only; a header gets none, and at rest
  /// (no position) nothing carries effects.
  @Test func jsonCarriesDeclaredValuesOnCellsOnly() throws {
    let environment = Self.environment()
    let arguments = ["eval", "ParallaxList.layout", "--viewport", "390x844", "--items", "5,5"]
    #expect(Driver.run(arguments: arguments + ["--offset", "0,0"], environment: environment) == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(environment.standardOutput.utf8)) as? [String: Any])
    let elements = try #require(object["elements"] as? [[String: Any]])
    let header = try #require(elements.first { $0["category"] as? String == "boundary" })
    #expect(header["effect"] == nil)
    let cell = try #require(elements.first { $0["category"] as? String == "cell" })
    let effect = try #require(cell["effect"] as? [String: Double])
    #expect(Array(effect.keys) == ["parallax"])
    let rest = Self.environment()
    #expect(Driver.run(arguments: arguments, environment: rest) == 0)
    #expect(!rest.standardOutput.contains("effect"))
  }

  /// SE5, R12.6: UIKit ignores a visible-items handler's changes in a section of estimated items, so such a section
  /// reports no effect values, while its neighbour with fixed sizes does.
  @Test func estimatedSectionsReportNoEffects() {
    let source = """
      layout Estimated {
        section { effect: alpha 0.5; vertical { size: 1w x ~80; item { size: 1w x 1h } } }
        section { effect: alpha 0.5; vertical { size: 1w x 80; item { size: 1w x 1h } } }
      }
      """
    let environment = FakeEnvironment(files: ["Estimated.layout": source])
    let arguments = ["eval", "Estimated.layout", "--viewport", "390x844", "--items", "2,2", "--offset", "0,0"]
    #expect(Driver.run(arguments: arguments + ["--format", "table"], environment: environment) == 0)
    let cells = environment.standardOutput.split(separator: "\n").map(Self.collapsed).filter { $0.hasPrefix("cell") }
    #expect(cells.count == 4)
    #expect(cells.filter { $0.contains("alpha") }.map { $0.split(separator: " ")[2] } == ["1", "1"])
  }

  /// SE5, F17: an estimated flow item size self-sizes every item, so a flow section of estimated items reports no
  /// effect values either, while the same flow with a fixed size does.
  @Test(arguments: [("~100 x ~100", false), ("100 x 100", true)])
  func estimatedFlowItemsReportNoEffects(size: String, hasEffects: Bool) {
    let source = "layout Flow { section { effect: alpha 0.5; flow: \(size) } }"
    let environment = FakeEnvironment(files: ["Flow.layout": source])
    let arguments = ["eval", "Flow.layout", "--viewport", "390x844", "--items", "2", "--offset", "0,0"]
    #expect(Driver.run(arguments: arguments + ["--format", "table"], environment: environment) == 0)
    let cells = environment.standardOutput.split(separator: "\n").map(Self.collapsed).filter { $0.hasPrefix("cell") }
    #expect(cells.count == 2)
    #expect(cells.allSatisfy { $0.contains("alpha 0.5") } == hasEffects, "\(cells)")
  }
}
