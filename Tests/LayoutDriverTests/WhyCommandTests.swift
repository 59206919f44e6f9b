import Foundation
import LayoutDriver
import LayoutTestSupport
import Testing

/// `layoutc eval --why ELEMENT`: golden derivations, one fixture per family of rules, and every element of every
/// Example explained at two viewports with its final frame checked against `eval`'s own JSON.
@Suite struct WhyCommandTests {
  static let examples = ["PhotoGrid", "Home", "Carousel", "Photos", "Contacts", "Badges", "AlbumDetail", "Tags"]

  /// The Examples (named without their extension, as `EvalCommandTests` names them) and the fixtures beside the
  /// goldens. Built per test: a static would hold the files until exit.
  static func environment() -> FakeEnvironment {
    var files: [String: String] = [:]
    for name in examples { files[name] = CompileCommandTests.example(name) }
    files["GroupMark.layout"] = String(
      decoding: Fixtures.bytes(folder.appendingPathComponent("GroupMark.layout")), as: UTF8.self)
    for fixture in ["Spaced.layout", "MeasuredMarks.layout"] {
      files[fixture] = String(decoding: Fixtures.bytes(folder.appendingPathComponent(fixture)), as: UTF8.self)
    }
    return FakeEnvironment(files: files)
  }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "EvalGoldens/why")

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The rules the golden shows at work (RuleCoverageTests reads rule ids in test sources).
    var rules: String
    var arguments: [String]
    var testDescription: String { "\(name): \(rules)" }
  }

  static let cases: [Case] = [
    Case(
      name: "fractional-item", rules: "R3.2 R2.1 R3.3 R5.2 R5.5 R4.1 R6.5 R5.7 R6.2 R2.3",
      arguments: ["PhotoGrid", "--viewport", "390x844", "--items", "10", "--why", "cell:0:4"]),
    Case(
      name: "fractional-item-scale2", rules: "R2.1 R2.3 (at scale 2)",
      arguments: ["PhotoGrid", "--viewport", "391x844", "--scale", "2", "--items", "10", "--why", "cell:0:5"]),
    Case(
      name: "estimated-item", rules: "R12.1 R4.2",
      arguments: ["Home", "--viewport", "390x844", "--items", "3,8,5", "--why", "cell:2:1"]),
    Case(
      name: "nested-groups", rules: "R5.4 R5.8 R5.5 R3.3",
      arguments: ["AlbumDetail", "--viewport", "390x844", "--items", "20", "--why", "cell:0:5"]),
    Case(
      name: "spacing-second-pass", rules: "R5.3 R3.7 R4.4",
      arguments: ["Spaced.layout", "--viewport", "390x844", "--items", "6", "--why", "cell:0:2"]),
    Case(
      name: "item-supplementary", rules: "R3.5 R9.2 R9.3 R9.5",
      arguments: ["Badges", "--viewport", "390x844", "--items", "4", "--why", "supplementary:unread-count:0:1"]),
    Case(
      name: "group-supplementary", rules: "U8 R9.4 R5.8",
      arguments: ["GroupMark.layout", "--viewport", "390x844", "--items", "8", "--why", "supplementary:pair-mark:0:1"]),
    Case(
      name: "boundary-header", rules: "R3.6 R10.1 R10.3 R10.4 R7.1",
      arguments: ["PhotoGrid", "--viewport", "390x844", "--items", "10", "--why", "boundary:section-header:0"]),
    Case(
      name: "boundary-footer", rules: "R10.1 R10.2 R7.1",
      arguments: ["Home", "--viewport", "390x844", "--items", "3,8,5", "--why", "boundary:news-more:2"]),
    Case(
      name: "background", rules: "R11.1 R4.5 U10",
      arguments: ["Home", "--viewport", "390x844", "--items", "3,8,5", "--why", "background:card-background:1"]),
    Case(
      name: "orthogonal", rules: "R8.1 R6.2",
      arguments: ["Home", "--viewport", "390x844", "--items", "3,8,5", "--why", "cell:0:2"]),
    Case(
      name: "flow", rules: "F4 F5 F6 F7 F8 F9",
      arguments: ["Tags", "--viewport", "390x844", "--items", "9", "--why", "cell:0:3"]),
    Case(
      name: "measured-group-supplementary", rules: "R12.5 U8 R9.4",
      arguments: [
        "MeasuredMarks.layout", "--viewport", "390x844", "--items", "6", "--measure", "cell@0:2=195x100", "--why",
        "supplementary:pair-mark:0:1",
      ]),
    Case(
      name: "flow-header", rules: "F13",
      arguments: ["Tags", "--viewport", "390x844", "--items", "9", "--why", "boundary:tags-title:0"]),
    Case(
      name: "measured-group-by-group", rules: "R12.5 R12.1 R4.2 R6.5",
      arguments: [
        "Home", "--viewport", "390x844", "--items", "3,8,5", "--measure", "cell@2:0=390x120", "--why", "cell:2:1",
      ]),

    Case(
      name: "json", rules: "R2.1 R4.1 (the steps as data)",
      arguments: ["PhotoGrid", "--viewport", "390x844", "--items", "10", "--format", "json", "--why", "cell:0:0"]),
  ]

  @Test(arguments: cases)
  func derivationMatchesItsGolden(_ testCase: Case) {
    let environment = Self.environment()
    let status = Driver.run(arguments: ["eval"] + testCase.arguments, environment: environment)
    #expect(status == 0, "\(environment.standardError)")
    #expect(environment.standardError.isEmpty)
    let text = "$ layoutc eval \(testCase.arguments.joined(separator: " "))\n" + environment.standardOutput
    let golden = Self.folder.appendingPathComponent("\(testCase.name).txt")
    if let difference = Golden.check(text, against: golden) { Issue.record("\(difference)") }
  }

  /// R12.5: in a section solved group by group from measured sizes, every cell's derivation is itemised (the group
  /// solved again with its steps) and arrives at the evaluated frame (`--why` exits 2 when it does not).
  @Test func measuredSectionsAreItemisedAndConsistent() {
    let measured = [
      "Home", "--viewport", "390x844", "--items", "3,8,6", "--measure", "cell@2:1=390x150",
      "--measure", "cell@2:4=390x40",
    ]
    for item in 0..<6 {
      let environment = Self.environment()
      let status = Driver.run(arguments: ["eval"] + measured + ["--why", "cell:2:\(item)"], environment: environment)
      #expect(status == 0, "cell:2:\(item): \(environment.standardError)")
      #expect(environment.standardOutput.contains("R12.5  group "), "cell:2:\(item) is not itemised")
      #expect(environment.standardOutput.contains("R4.2"), "cell:2:\(item) has no frame step")
    }
  }

  /// R2.3 and every rule on the way: the frame each derivation arrives at is the frame `eval` prints, for every
  /// element of every Example at two viewports (the derivation also checks itself and exits 2 when it disagrees).
  @Test(arguments: examples + ["GroupMark.layout", "Spaced.layout"])
  func everyFinalFrameIsTheEvaluatedOne(_ example: String) throws {
    for viewport in ["390x844", "1024x768"] {
      let environment = Self.environment()
      let text =
        example.hasSuffix(".layout")
        ? String(decoding: Fixtures.bytes(Self.folder.appendingPathComponent(example)), as: UTF8.self)
        : CompileCommandTests.example(example)
      let sections = text.components(separatedBy: "section {").count - 1
      let items = Array(repeating: "7", count: max(sections, 1)).joined(separator: ",")
      let common = [example, "--viewport", viewport, "--items", items]
      #expect(Driver.run(arguments: ["eval"] + common, environment: environment) == 0, "\(environment.standardError)")
      let output = try JSONDecoder().decode(
        EvalCommandTests.Output.self, from: Data(environment.standardOutput.utf8))
      #expect(!output.elements.isEmpty)
      for element in output.elements {
        let id: String
        switch element.category {
        case "cell": id = "cell:\(element.section):\(element.item)"
        case "decoration": id = "background:\(element.kind ?? ""):\(element.section):\(element.item)"
        case "boundary": id = "boundary:\(element.kind ?? ""):\(element.section)"
        default: id = "\(element.category):\(element.kind ?? ""):\(element.section):\(element.item)"
        }
        let why = Self.environment()
        let status = Driver.run(arguments: ["eval"] + common + ["--why", id], environment: why)
        #expect(status == 0, "\(example) \(viewport) \(id): \(why.standardError)")
        let last = why.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
        let words = last.split(separator: " ").map(String.init)
        // frame: x X y Y width W height H
        guard words.count == 9, words[0] == "frame:" else {
          Issue.record("\(example) \(viewport) \(id): no frame line in \(why.standardOutput)")
          continue
        }
        let numbers = [words[2], words[4], words[6], words[8]].map { Double($0) }
        #expect(numbers == element.frame.values, "\(example) \(viewport) \(id)")
        #expect(why.standardOutput.split(separator: "\n").count > 2, "\(id) explains nothing")
      }
    }
  }
}

extension WhyCommandTests {
  /// `compile --source-locations` keeps the declarations' positions in the IR; `eval --why` of that IR cites them,
  /// and of an IR without them cites nothing (and still explains).
  @Test func compiledSourceLocationsAreCitedFromTheIR() throws {
    let compile = Self.environment()
    #expect(Driver.run(arguments: ["compile", "PhotoGrid", "--source-locations"], environment: compile) == 0)
    #expect(compile.standardOutput.contains(#""sourceLocations""#))
    let plain = Self.environment()
    #expect(Driver.run(arguments: ["compile", "PhotoGrid"], environment: plain) == 0)
    #expect(!plain.standardOutput.contains("sourceLocations"))
    let arguments = ["eval", "-", "--viewport", "390x844", "--items", "10", "--why", "cell:0:4"]
    let located = FakeEnvironment(files: [:], standardInput: compile.standardOutput)
    #expect(Driver.run(arguments: arguments, environment: located) == 0, "\(located.standardError)")
    // R2.1: the item's size step points at the item's declaration (line 4, column 3) as the IR kept it.
    #expect(located.standardOutput.contains("item 'photo' against 358 x 119.333"))
    #expect(located.standardOutput.contains("  [PhotoGrid:4:3]\n"))
    let unlocated = FakeEnvironment(files: [:], standardInput: plain.standardOutput)
    #expect(Driver.run(arguments: arguments, environment: unlocated) == 0)
    #expect(!unlocated.standardOutput.contains("["))
    #expect(unlocated.standardOutput.hasSuffix(located.standardOutput.split(separator: "\n").last! + "\n"))
  }
}
