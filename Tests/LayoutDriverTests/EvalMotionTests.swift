import Foundation
import LayoutDriver
import LayoutTestSupport
import Testing

/// `layoutc eval` with the motion flags of motion.md §6, in process: the output keys, the three formats, two files,
/// and every bad input with its message and exit status 2.
@Suite struct EvalMotionTests {
  static let switcher = """
    layout Switcher {
      param style: list | grid = list
      item row { size: 1w x 1h }
      item tile { size: 1w x 1h }
      section {
        when style == list { horizontal { size: 1w x 80; row } }
        when style == grid { horizontal { size: 1w x 1/3w; tile * 3 } }
      }
    }
    """
  static let grid = """
    layout Grid {
      item cell { size: 1/3w x 1h }
      section { horizontal { size: 1w x 1/3w; cell } }
    }
    """
  static let twoSections = """
    layout Two {
      item cell { size: 1w x 44 }
      section { vertical { size: 1w x 44; cell } }
      section { vertical { size: 1w x 44; cell } }
    }
    """

  struct Output: Decodable {
    var contentSize: Box
    var motion: String
    var progress: Double
    var driver: String
    var contentOffset: Point
    var startContentOffset: Point
    var endContentOffset: Point
    var startContentSize: Box
    var endContentSize: Box
    var reference: Reference?
    var elements: [Element]
  }
  struct Box: Decodable, Equatable {
    var width: Double
    var height: Double
  }
  struct Point: Decodable, Equatable {
    var x: Double
    var y: Double
  }
  struct Reference: Decodable, Equatable {
    var section: Int
    var item: Int
    var anchor: String
  }
  struct Frame: Decodable, Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var values: [Double] { [x, y, width, height] }
  }
  struct Element: Decodable {
    var category: String
    var kind: String?
    var section: Int
    var item: Int
    var frame: Frame
    var alpha: Double
    var start: Frame
    var end: Frame
    var startAlpha: Double
    var endAlpha: Double
    var before: [Int]?
    var after: [Int]?
    var change: String
    var animated: Bool
    var rule: String
  }

  static func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    let environment = FakeEnvironment(files: [
      "switcher.layout": switcher, "grid.layout": grid, "two.layout": twoSections,
      "Photos.layout": CompileCommandTests.example("Photos"),
    ])
    let status = Driver.run(arguments: ["eval"] + arguments, environment: environment)
    return (status, environment.standardOutput, environment.standardError)
  }

  static let listToGrid = [
    "switcher.layout", "--viewport", "390x844", "--items", "30", "--from", "style=list", "--to", "style=grid",
  ]

  @Test("JSON: motion.md §6 keys; (b) at p = 0.5 from offset 0,1000 (T3.1, T3.3, T3.4, T2.4)")
  func jsonKeys() throws {
    let result = Self.run(Self.listToGrid + ["--offset", "0,1000", "--progress", "0.5"])
    #expect(result.status == 0, "\(result.error)")
    let output = try JSONDecoder().decode(Output.self, from: Data(result.output.utf8))
    #expect(output.motion == "transition" && output.driver == "transition" && output.progress == 0.5)
    #expect(output.contentOffset == Point(x: 0, y: 646.5))
    #expect(output.startContentOffset == Point(x: 0, y: 1000) && output.endContentOffset == Point(x: 0, y: 293))
    #expect(output.contentSize == Box(width: 390, height: 2400))
    #expect(output.endContentSize == Box(width: 390, height: 1300))
    #expect(output.reference == Reference(section: 0, item: 17, anchor: "uikit"))
    let item17 = try #require(output.elements.first { $0.item == 17 })
    #expect(item17.frame.values == [130, 1005, 260, 105])
    #expect(item17.before == [0, 17] && item17.after == [0, 17] && item17.rule == "T2.1 matched")
    #expect(output.elements.filter(\.animated).map(\.item) == Array(6...26))
  }

  @Test("--to-file: two layouts, same items; a one-sided header fades in (T2.2) under --driver animated too")
  func twoFiles() throws {
    let result = Self.run([
      "Photos.layout", "--viewport", "390x844", "--items", "8", "--set", "mode=monthSummary", "--from",
      "mode=allPhotos", "--to-file", "Photos.layout", "--progress", "0.5", "--driver", "animated",
    ])
    #expect(result.status == 0, "\(result.error)")
    let output = try JSONDecoder().decode(Output.self, from: Data(result.output.utf8))
    let header = try #require(output.elements.first { $0.category == "boundary" })
    #expect(header.change == "appear" && header.alpha == 0.5 && header.before == nil && header.after == [0, 0])
    #expect(header.rule == "T2.2 appear")
  }

  @Test("table and summary carry alpha, start and end; p = 0 prints the start state")
  func otherFormats() {
    let table = Self.run(Self.listToGrid + ["--progress", "0", "--format", "table", "--rect", "0,0,390,100"])
    #expect(table.status == 0)
    #expect(table.output.contains("alpha  start"))
    #expect(
      table.output.contains(
        "cell      -           0     0  0   0    390      80      1  0,0,390,80   0,0,130,130    move\n"))
    let summary = Self.run(Self.listToGrid + ["--format", "summary"])
    #expect(summary.output.contains("elements: 30 (30 move)"))
    #expect(summary.output.contains("content offset: 0,0 (0,0 -> 0,0)"))
  }

  /// Bad inputs and the start of their message; each exits 2.
  static let badInputs: [([String], String)] = [
    (listToGrid + ["--progress", "1.5"], "error: invalid --progress '1.5'; expected a number from 0 to 1"),
    (listToGrid + ["--progress", "nan"], "error: invalid --progress 'nan'"),
    (listToGrid + ["--progress", "-inf"], "error: invalid --progress '-inf'"),
    (listToGrid + ["--progress", "half"], "error: invalid --progress 'half'"),
    (listToGrid + ["--from", "style=lst"], "error: 'lst' is not a value of parameter 'style'"),
    (listToGrid + ["--to", "styl=grid"], "error: layout 'Switcher' has no parameter 'styl'"),
    (listToGrid + ["--from", "style"], "error: invalid --from 'style'; expected P=V[,P=V]"),
    (
      listToGrid + ["--offset", "0,5000"], "error: the content offset 0,5000 is outside the start state's scroll range"
    ),
    (listToGrid + ["--offset", "-1,0"], "error: the content offset -1,0 is outside"),
    (listToGrid + ["--offset", "1;2"], "error: invalid --offset '1;2'"),
    (listToGrid + ["--anchor", "middle"], "error: "),
    (
      ["switcher.layout", "--viewport", "390x844", "--items", "3", "--progress", "0.5"],
      "error: --progress needs a transition"
    ),
    (["switcher.layout", "--viewport", "390x844", "--items", "3", "--driver", "animated"], "error: --driver needs"),
    (
      ["two.layout", "--viewport", "390x844", "--items", "3", "--to-file", "switcher.layout"],
      "error: a transition needs the same sections on both sides (T2.5)"
    ),
    (gridUpdate + ["delet 0:1"], "error: invalid --update 'delet 0:1': expected insert, delete, reload, move"),
    (gridUpdate + ["delete 0:1,"], "error: invalid --update 'delete 0:1,': '' is not SECTION:ITEM"),
    (gridUpdate + ["move 0:1"], "error: invalid --update 'move 0:1': '0:1' is not SECTION:ITEM -> SECTION:ITEM"),
    (gridUpdate + ["delete 0:1;; insert 0:2"], "error: invalid --update 'delete 0:1;; insert 0:2': an empty clause"),
    (
      gridUpdate + ["delete 0:7"],
      "error: invalid --update: attempt to delete item 7 from section 0 which only contains 7"
    ),
    (gridUpdate + ["delete 0:1, 0:1"], "error: invalid --update: attempt to delete and delete the same item"),
    (
      gridUpdate + ["delete-section 0; move 0:1 -> 0:0"],
      "error: invalid --update: attempt to move an item of section 0, which this update deletes (move 0:1 -> 0:0)"
    ),
    (gridUpdate + ["insert-section 1"], "error: invalid --update: insert-section 1 needs the new section's item count"),
    (
      gridUpdate + ["insert 0:0", "--items-after", "9"],
      "error: invalid --update: Invalid update: invalid number of items"
    ),
    (gridUpdate + ["insert-section 1", "--items-after", "7,3"], "error: after the update the data has 2 sections"),
    (gridUpdate + ["delete 0:1", "--to-file", "grid.layout"], "error: --update keeps its layout"),
    (gridUpdate + ["delete 0:1", "--driver", "transition"], "error: --driver applies to transitions only"),
    (["grid.layout", "--viewport", "390x844", "--items", "7", "--items-after", "7"], "error: --items-after needs"),
  ]

  static let gridUpdate = ["grid.layout", "--viewport", "390x844", "--items", "7", "--update"]

  @Test("B1.1: every verb of the update syntax parses, with spaces between tokens and a trailing ';'")
  func everyVerb() throws {
    let result = Self.run([
      "two.layout", "--viewport", "390x844", "--items", "3,2", "--items-after", "2,3", "--update",
      " reload 0:0 ;delete 0:2; insert 0:1 ,0:2; move 0:1->0:0; move-section 1 -> 0; reload-section 0;",
      "--format", "summary",
    ])
    #expect(result.status == 2)
    // The verbs all parsed; validation then finds a section both moved and reloaded.
    #expect(
      result.error.contains("attempt to move and reload the same section (move-section 1 -> 0, reload-section 0)"))
    let sections = Self.run([
      "two.layout", "--viewport", "390x844", "--items", "3,2", "--items-after", "4", "--update",
      "delete-section 1; reload-section 0", "--format", "summary",
    ])
    #expect(sections.status == 0, "\(sections.error)")
    #expect(sections.output.contains("elements: 9 (4 insert, 5 delete)"), "\(sections.output)")
  }

  @Test("--update: worked example (c) in JSON, with before/after paths and B3.2 rules; no reference key")
  func update() throws {
    let result = Self.run(Self.gridUpdate + ["delete 0:1; insert 0:4; move 0:6 -> 0:0;", "--progress", "0.5"])
    #expect(result.status == 0, "\(result.error)")
    #expect(!result.output.contains("\"reference\""))
    let output = try JSONDecoder().decode(Output.self, from: Data(result.output.utf8))
    #expect(output.motion == "update" && output.driver == "animated")
    let moved = try #require(output.elements.first { $0.before == [0, 6] })
    #expect(moved.after == [0, 0] && moved.change == "move" && moved.frame.values == [0, 130, 130, 130])
    let deleted = try #require(output.elements.first { $0.change == "delete" })
    #expect(deleted.before == [0, 1] && deleted.after == nil && deleted.alpha == 0.5 && deleted.rule == "B3.2 delete")
    #expect(output.elements.count == 8)
  }

  @Test(
    "bad input: progress outside [0, 1] or NaN, unknown --from values, offsets, lone flags: exit 2",
    arguments: 0..<badInputs.count)
  func badInput(_ index: Int) {
    let (arguments, message) = Self.badInputs[index]
    let result = Self.run(arguments)
    #expect(result.status == 2, "\(arguments)")
    #expect(result.error.hasPrefix(message), "\(arguments): \(result.error)")
    #expect(result.output.isEmpty)
  }
}
