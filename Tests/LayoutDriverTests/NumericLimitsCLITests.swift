import Foundation
import LayoutDriver
import LayoutEvaluator
import LayoutTestSupport
import Testing

/// Issue 10 §2.3–§2.5 end to end: generated sources that once crashed or mislabelled, the frame limit through check,
/// compile and eval, and evaluations refused before they print.
@Suite struct NumericLimitsCLITests {
  struct Output: Decodable {
    struct Element: Decodable {
      var category: String
      var kind: String?
      var section: Int
      var item: Int
    }
    var elements: [Element]
  }

  /// `layoutc eval` on `source` (named `gen.layout`); returns the exit status, standard output and standard error.
  func eval(_ source: String, _ arguments: [String]) -> (status: Int32, output: String, error: String) {
    let environment = FakeEnvironment(files: ["gen.layout": source])
    let status = Driver.run(arguments: ["eval", "gen.layout"] + arguments, environment: environment)
    return (status, environment.standardOutput, environment.standardError)
  }

  /// §2.3: 32,769 sections, each with a header of its own kind; every section gets an item. Kinds were indexed with
  /// 16 bits: the 32,769th kind became negative and `eval` crashed.
  @Test func thirtyTwoThousandSectionsWithHeaders() throws {
    let count = 32_769
    var source = "layout Many {\n  item cell { size: 1w x 44 }\n"
    for index in 0..<count {
      source += "  section { header \"h\(index)\" { size: 1w x 20 }; vertical { size: 1w x 44; cell } }\n"
    }
    source += "}\n"
    let items = Array(repeating: "1", count: count).joined(separator: ",")
    let result = eval(source, ["--viewport", "390x844", "--items", items])
    #expect(result.status == 0, "\(result.error.prefix(300))")
    let output = try JSONDecoder().decode(Output.self, from: Data(result.output.utf8))
    let headers = output.elements.filter { $0.category == "boundary" }
    #expect(headers.count == count)
    #expect(headers.allSatisfy { $0.kind == "h\($0.section)" && $0.item == 0 })
    #expect(output.elements.filter { $0.category == "cell" }.map(\.section) == Array(0..<count))
  }

  /// §2.3: 65,536 kinds (and one more) in one section: the 65,536th was labelled as the first.
  @Test func sixtyFiveThousandKinds() throws {
    let kinds = 65_537
    var source = "layout Kinds {\n  item cell { size: 1w x 44 }\n  section {\n"
    for index in 0..<kinds { source += "    header \"k\(index)\" { size: 1w x 20 }\n" }
    source += "    vertical { size: 1w x 44; cell }\n  }\n}\n"
    let result = eval(source, ["--viewport", "390x844", "--items", "1"])
    #expect(result.status == 0, "\(result.error.prefix(300))")
    let output = try JSONDecoder().decode(Output.self, from: Data(result.output.utf8))
    let labels = output.elements.filter { $0.category == "boundary" }.compactMap(\.kind)
    #expect(labels == (0..<kinds).map { "k\($0)" })
    let summary = eval(source, ["--viewport", "390x844", "--items", "1", "--format", "summary"])
    #expect(summary.output.contains("elements: 65538 (1 cell, 65537 boundary)"))
  }

  /// §2.5: the example of the issue, `child * 10000` in a group repeated 10,000 times, is E0411 in `check` and in
  /// `eval` (exit 1, nothing printed), instead of 10^8 frames in memory.
  @Test func nestedCountsAreALocatedError() {
    let source = """
      layout Nested {
        item cell { size: 1/10000w x 1h }
        horizontal row { size: 1w x 10; cell * 10000 }
        section { vertical { size: 1w x 100000; row * 10000 } }
      }

      """
    let environment = FakeEnvironment(files: ["nested.layout": source])
    #expect(environment.run("check", "nested.layout") == 1)
    #expect(
      environment.standardError.hasPrefix(
        "nested.layout:4:43: error: vertical group would hold 100000000 frames: 10000 copies of horizontal group 'row', which holds 10000; a group holds at most 100000 [E0411]"
      ), "\(environment.standardError)")
    let result = eval(source, ["--viewport", "390x844", "--items", "1"])
    #expect(result.status == 1 && result.output.isEmpty && result.error.contains("[E0411]"))
  }

  /// §2.5: a file at exactly the limit checks clean, compiles, loads and evaluates; the IR of a file over the
  /// limit (written by hand) is refused by `eval` with `load`'s message and exit 2.
  @Test func frameLimitThroughCompile() throws {
    // 1,000 cells with a badge each under `when`, 50 copies: 100,000 frames counting the guarded badge.
    let source = """
      layout Edge {
        param badges: on | off = on
        supplementary badge "badge" { size: 8 x 8; anchor: top trailing }
        item cell { size: 1/1000w x 1h; when badges == on { supplementaries: badge } }
        horizontal row { size: 1w x 10; cell * 1000 }
        section { vertical { size: 1w x 500; row * 50 } }
      }

      """
    let environment = FakeEnvironment(files: ["edge.layout": source])
    #expect(environment.run("check", "edge.layout") == 0, "\(environment.standardError)")
    #expect(environment.run("compile", "edge.layout") == 0)
    let ir = environment.standardOutput
    let evaluated = FakeEnvironment(files: ["edge.json": ir])
    #expect(
      evaluated.run("eval", "edge.json", "--viewport", "390x844", "--items", "50000", "--format", "summary") == 0,
      "\(evaluated.standardError)")
    #expect(evaluated.standardOutput.contains("elements: 100000 (50000 cell, 50000 supplementary)"))
    // One more copy in the IR: load refuses it.
    let over = ir.replacingOccurrences(of: #""count" : 50"#, with: #""count" : 51"#)
    #expect(over != ir)
    let refused = FakeEnvironment(files: ["over.json": over])
    #expect(refused.run("eval", "over.json", "--viewport", "390x844", "--items", "1") == 2)
    #expect(
      refused.standardError.contains("holds 102000 frames in one run of its children; a group holds at most 100000"))
    // A count of 10^7 in an IR file, once accepted.
    let huge = ir.replacingOccurrences(of: #""count" : 50"#, with: #""count" : 10000000"#)
    let hugeEnvironment = FakeEnvironment(files: ["huge.json": huge])
    #expect(hugeEnvironment.run("eval", "huge.json", "--viewport", "390x844", "--items", "1") == 2)
    #expect(hugeEnvironment.standardError.contains("has count 10000000; a count is from 1 to 10000"))
  }

  /// §2.4: more frames than eval produces is refused from the closed form, before anything is printed.
  @Test func frameLimitOfOneEvaluation() {
    var source = "layout Sections {\n  item cell { size: 1w x 44 }\n"
    for _ in 0..<11 { source += "  section { vertical { size: 1w x 44; cell } }\n" }
    source += "}\n"
    let eleven = Array(repeating: "10000000", count: 11).joined(separator: ",")
    let result = eval(source, ["--viewport", "390x844", "--items", eleven, "--format", "summary"])
    #expect(result.status == 2 && result.output.isEmpty)
    #expect(
      result.error == "error: the evaluation has 110000000 frames; eval produces at most 100000000 (lower --items)\n")
    let ten = Array(repeating: "10000000", count: 10).joined(separator: ",") + ",0"
    let fits = eval(source, ["--viewport", "390x844", "--items", ten, "--format", "summary", "--rect", "0,0,390,844"])
    #expect(fits.status == 0, "\(fits.error)")
  }

  /// §2.4: the largest viewport and item count evaluate to finite numbers in every format.
  @Test func edgesOfTheRangesStayFinite() {
    let source = CompileCommandTests.example("PhotoGrid")
    for format in ["json", "table", "summary"] {
      let result = eval(source, ["--viewport", "1000000x1000000", "--items", "7", "--scale", "10", "--format", format])
      #expect(result.status == 0, "\(result.error)")
      for bad in ["inf", "nan", "NaN"] { #expect(!result.output.contains(bad), "\(format)") }
    }
    let tiny = eval(source, ["--viewport", "0.001x0.001", "--items", "7", "--scale", "0.1", "--format", "json"])
    #expect(tiny.status == 0 && !tiny.output.contains("nan") && !tiny.output.contains("inf"))
  }

  /// §2.4: a fraction too fine for the checker is an error with its place, not a vanished inset.
  @Test func fineFractionIsNotDropped() {
    let source = """
      layout A {
        item cell { size: 1w x 1h; insets: 4/99999999999999999999 }
        section { horizontal { size: 1w x 44; cell } }
      }

      """
    let environment = FakeEnvironment(files: ["a.layout": source])
    #expect(environment.run("check", "a.layout") == 1)
    #expect(
      environment.standardError.hasPrefix(
        "a.layout:2:38: error: number '4/99999999999999999999' is too fine: a fraction's denominator is at most 1000000 [E0407]"
      ))
  }

  /// §2.4: fractions compounded through 31 nested groups (denominators near 10^6 at every level) overflow 64-bit
  /// exact arithmetic in the linter's analysis, which then gives up on that part; nothing crashes, check and eval
  /// answer, and the frames are finite.
  @Test func compoundedFractionsNeverTrap() {
    var source = "layout Deep {\n  item cell { size: 999999/1000000w x 999999/1000000h; insets: 1/999999 }\n"
    var previous = "cell"
    for level in 0..<31 {
      let axis = level % 2 == 0 ? "horizontal" : "vertical"
      source +=
        "  \(axis) g\(level) { size: 999999/1000000w x 999997/1000000h; spacing: 1/999983; \(previous)\(level < 3 ? " * 2" : "") }\n"
      previous = "g\(level)"
    }
    source += "  section { \(previous) }\n}\n"
    let environment = FakeEnvironment(files: ["deep.layout": source])
    #expect(environment.run("check", "deep.layout") == 0, "\(environment.standardError.prefix(500))")
    let result = eval(source, ["--viewport", "390x844", "--items", "20", "--format", "json"])
    #expect(result.status == 0, "\(result.error)")
    let output = try? JSONDecoder().decode(Output.self, from: Data(result.output.utf8))
    #expect(output?.elements.map(\.item) == Array(0..<20))
    #expect(!result.output.contains("inf") && !result.output.contains("nan"))
  }
}
