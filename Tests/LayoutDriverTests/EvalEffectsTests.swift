import Foundation
import LayoutDriver
import LayoutTestSupport
import Testing

/// `layoutc eval --update` on a layout with declared effects: worked example (f) of motion.md §8 as JSON goldens at
/// several progress values (E2.3, M1.8), and the keys a scale adds.
@Suite struct EvalEffectsTests {
  static let folder = Fixtures.repositoryRoot().appendingPathComponent("Tests/LayoutDriverTests/EvalGoldens/effects")

  static let grid = """
    layout Grid {
      item cell {
        size: 1/3w x 1h
        insets: 2
        appear: fade, scale 0.5
        disappear: fade, offset 0 -40
      }
      section { horizontal { size: 1w x 1/3w; cell } }
    }
    """

  static func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    let environment = FakeEnvironment(files: ["grid.layout": grid])
    let status = Driver.run(arguments: ["eval"] + arguments, environment: environment)
    return (status, environment.standardOutput, environment.standardError)
  }

  static let update = [
    "grid.layout", "--viewport", "390x844", "--items", "7", "--update", "delete 0:1; insert 0:4; move 0:6 -> 0:0",
  ]

  @Test("E2.3: worked example (f) at p = 0, 0.25, 0.5, 1 (JSON goldens with transform and visualFrame, M1.8)")
  func workedExampleF() throws {
    var text = ""
    for progress in ["0", "0.25", "0.5", "1"] {
      let result = Self.run(Self.update + ["--progress", progress])
      #expect(result.status == 0, "\(result.error)")
      text += "# --progress \(progress)\n" + result.output
    }
    if let difference = Golden.check(text, against: Self.folder.appendingPathComponent("grid-update.txt")) {
      Issue.record(Comment(rawValue: difference))
    }
  }

  @Test("M1.8: transform, startTransform and visualFrame appear only where the scale is not 1")
  func transformKeys() throws {
    let result = Self.run(Self.update + ["--progress", "0.5"])
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n").filter { $0.contains("\"category\"") }
    #expect(lines.count == 8)
    let scaled = lines.filter { $0.contains("\"transform\"") }
    #expect(scaled.count == 1 && scaled[0].contains("\"change\": \"insert\""))
    #expect(scaled[0].contains("\"visualFrame\": {\"x\": 147.75, \"y\": 147.75, \"width\": 94.5, \"height\": 94.5}"))
    #expect(scaled[0].contains("\"startTransform\": {\"scale\": [0.5, 0.5]}"))
    #expect(!scaled[0].contains("\"endTransform\""))
    let deleted = try #require(lines.first { $0.contains("\"change\": \"delete\"") })
    #expect(deleted.contains("\"frame\": {\"x\": 132, \"y\": -18, \"width\": 126, \"height\": 126}"))
  }

  /// `eval` of an Example at each progress, the outputs one after another under `# --progress P` lines.
  static func progressions(_ arguments: [String], at progresses: [String]) -> String {
    var text = ""
    for progress in progresses {
      let environment = FakeEnvironment(files: [
        "Photos.layout": CompileCommandTests.example("Photos"),
        "Contacts.layout": CompileCommandTests.example("Contacts"),
        "AnimatedList.layout": CompileCommandTests.example("AnimatedList"),
      ])
      let status = Driver.run(arguments: ["eval"] + arguments + ["--progress", progress], environment: environment)
      text += "# --progress \(progress) (exit \(status))\n" + environment.standardOutput + environment.standardError
    }
    return text
  }

  static let examples: [(name: String, arguments: [String], progresses: [String])] = [
    // T2.2, motion.md §8 (d): All Photos -> Month Summary; the month header fades in where it ends.
    (
      "photos-mode-switch",
      [
        "Photos.layout", "--viewport", "390x844", "--items", "8", "--from", "mode=allPhotos", "--to",
        "mode=monthSummary",
      ],
      ["0", "0.25", "0.5", "1"]
    ),
    // T2.1, T3.3, M1.6: the list <-> grid switcher of the same contacts, both ways.
    (
      "contacts-list-to-grid",
      ["Contacts.layout", "--viewport", "390x844", "--items", "12", "--from", "style=list", "--to", "style=grid"],
      ["0", "0.33", "0.5", "1"]
    ),
    (
      "contacts-grid-to-list",
      ["Contacts.layout", "--viewport", "390x844", "--items", "12", "--from", "style=grid", "--to", "style=list"],
      ["0.5"]
    ),
    // E2.1, E2.2, MU12: a row grows in opaque, a row falls away fading, survivors slide.
    (
      "animated-list-rows",
      ["AnimatedList.layout", "--viewport", "390x844", "--items", "4,2", "--update", "insert 0:1; delete 1:0"],
      ["0", "0.25", "0.5", "1"]
    ),
    // E2.2: the rows of an inserted section slide in from the left, its header from the right.
    (
      "animated-list-section",
      [
        "AnimatedList.layout", "--viewport", "390x844", "--items", "3", "--items-after", "3,2", "--update",
        "insert-section 1",
      ],
      ["0", "0.5", "1"]
    ),
  ]

  @Test(
    "Examples in motion at several progress values: Photos (T2.2), Contacts (T2.1), AnimatedList (E2.1, E2.2, MU12)",
    arguments: examples.indices)
  func exampleMotion(_ index: Int) {
    let (name, arguments, progresses) = Self.examples[index]
    let text = Self.progressions(arguments, at: progresses)
    #expect(!text.contains("(exit 1)") && !text.contains("(exit 2)"), "\(text)")
    if let difference = Golden.check(text, against: Self.folder.appendingPathComponent("\(name).txt")) {
      Issue.record(Comment(rawValue: difference))
    }
  }
}
