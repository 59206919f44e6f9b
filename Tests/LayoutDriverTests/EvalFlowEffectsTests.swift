import Foundation
import LayoutDriver
import LayoutTestSupport
import Testing

/// A flow section's cells take `item-appear` / `item-disappear` (E1.1): the animating-items tutorial's swatches of
/// motion.md's E1.3 under `eval --update`, as JSON goldens at several progress values, with the precedence of E2.2.
@Suite struct EvalFlowEffectsTests {
  static let folder = Fixtures.repositoryRoot().appendingPathComponent("Tests/LayoutDriverTests/EvalGoldens/effects")

  /// E1.3, with a second section of the same shape so that a section can be inserted and deleted; it shrinks its
  /// cells when deleted, so that the section's effect is told from the cells' own.
  static let swatches = """
    layout Swatches {
      section {
        flow: 60 x 60
        item-appear: scale 0.1
        item-disappear: fade, offset 0 1h
        appear: offset -1w 0
        disappear: fade, offset 0 1h
        header "section-header" { size: 1w x 44; appear: offset 1w 0; disappear: fade, offset 0 1h }
      }
      section {
        flow: 60 x 60
        item-appear: scale 0.1
        item-disappear: fade, offset 0 1h
        appear: offset -1w 0
        disappear: fade, scale 0.5
        header "section-header" { size: 1w x 44; appear: offset 1w 0; disappear: fade, offset 0 1h }
      }
    }
    """

  static func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    let environment = FakeEnvironment(files: ["swatches.layout": swatches])
    let status = Driver.run(arguments: arguments, environment: environment)
    return (status, environment.standardOutput, environment.standardError)
  }

  /// `eval` at each progress, the outputs one after another under `# --progress P` lines.
  static func progressions(_ arguments: [String], at progresses: [String]) -> String {
    var text = ""
    for progress in progresses {
      let result = run(["eval", "swatches.layout", "--viewport", "390x844"] + arguments + ["--progress", progress])
      text += "# --progress \(progress) (exit \(result.status))\n" + result.output + result.error
    }
    return text
  }

  static func check(_ text: String, golden name: String) {
    #expect(!text.contains("(exit 1)") && !text.contains("(exit 2)"), "\(text)")
    if let difference = Golden.check(text, against: folder.appendingPathComponent(name)) {
      Issue.record(Comment(rawValue: difference))
    }
  }

  @Test(
    "E1.3, E1.1, E2.2: an inserted swatch grows in from scale 0.1, a deleted one falls a screen height while fading")
  func itemEffects() throws {
    let arguments = ["--items", "6", "--update", "insert 0:2; delete 0:4"]
    Self.check(Self.progressions(arguments, at: ["0", "0.25", "0.5", "1"]), golden: "swatches-items.txt")
    let half = Self.run(["eval", "swatches.layout", "--viewport", "390x844"] + arguments + ["--progress", "0"])
    let lines = half.output.split(separator: "\n")
    let inserted = try #require(lines.first { $0.contains("\"change\": \"insert\"") })
    #expect(inserted.contains("\"startTransform\": {\"scale\": [0.1, 0.1]}") && inserted.contains("\"alpha\": 1"))
    let deleted = try #require(lines.first { $0.contains("\"change\": \"delete\"") })
    #expect(deleted.contains("\"endAlpha\": 0") && !deleted.contains("Transform"))
  }

  @Test("E2.2: the cells of an inserted section take the section's 'appear', not 'item-appear'; its header its own")
  func sectionEffectsWin() throws {
    let arguments = ["--items", "3", "--items-after", "3,2", "--update", "insert-section 1"]
    Self.check(Self.progressions(arguments, at: ["0", "0.5", "1"]), golden: "swatches-section.txt")
    let start = Self.run(["eval", "swatches.layout", "--viewport", "390x844"] + arguments + ["--progress", "0"])
    let lines = start.output.split(separator: "\n")
    let cells = lines.filter { $0.contains("\"change\": \"insert\"") }
    #expect(cells.count == 2)
    // Section 1's cells come from a screen width to the left, unscaled (E1.3's `appear: offset -1w 0`).
    #expect(cells.allSatisfy { !$0.contains("startTransform") && $0.contains("\"start\": {\"x\": -") })
    let header = try #require(lines.first { $0.contains("\"change\": \"appear\"") })
    #expect(header.contains("\"start\": {\"x\": 390,"))
  }

  @Test("E2.2: a deleted flow section's cells take the section's 'disappear'")
  func sectionDisappear() throws {
    let arguments = ["--items", "3,2", "--items-after", "3", "--update", "delete-section 1"]
    Self.check(Self.progressions(arguments, at: ["0.5"]), golden: "swatches-section-delete.txt")
    let end = Self.run(["eval", "swatches.layout", "--viewport", "390x844"] + arguments + ["--progress", "1"])
    let cells = end.output.split(separator: "\n").filter { $0.contains("\"change\": \"delete\"") }
    #expect(cells.count == 2)
    // Section 1's `disappear: fade, scale 0.5` wins over its `item-disappear: fade, offset 0 1h`: no drop.
    #expect(cells.allSatisfy { $0.contains("\"endTransform\": {\"scale\": [0.5, 0.5]}") && $0.contains("\"y\": 148") })
  }

  @Test("E2.2: in a table, a scaled motion gains the transform columns (M1.8) and an unscaled one keeps its own")
  func tableTransform() throws {
    let scaled = ["--items", "6", "--update", "insert 0:2; delete 0:4", "--progress", "0.5", "--format", "table"]
    var text = Self.run(["eval", "swatches.layout", "--viewport", "390x844"] + scaled).output
    let moved = ["--items", "6", "--update", "delete 0:4", "--progress", "0.5", "--format", "table"]
    text += Self.run(["eval", "swatches.layout", "--viewport", "390x844"] + moved).output
    text +=
      Self.run(["eval", "swatches.layout", "--viewport", "390x844"] + scaled.dropLast(2) + ["--format", "summary"])
      .output
    #expect(text.contains("startScale"))
    Self.check(text, golden: "swatches-table.txt")
  }

  @Test("E4.1: a flow section's cell effects lower to 'itemAppear' and 'itemDisappear' and require motion-effects")
  func compiledKeys() throws {
    let result = Self.run(["compile", "swatches.layout"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("\"requires\""))
    #expect(result.output.contains("\"motion-effects\""))
    #expect(result.output.contains("\"itemAppear\""))
    #expect(result.output.contains("\"itemDisappear\""))
  }
}
