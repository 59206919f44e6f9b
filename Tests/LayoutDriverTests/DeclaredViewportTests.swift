import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDriver

/// `eval` and `render` without `--viewport`: a layout declaring one size (`viewport: 375 x 500`) is evaluated at it,
/// exactly as with the flag; a range or no declaration still needs the flag, and the message says which; a given
/// `--viewport` always wins. IR input keeps the declared range, so the same holds for `eval layout.json`.
@Suite struct DeclaredViewportTests {
  /// The example `name` with `viewport: DECLARATION` as its first property.
  static func example(_ name: String, declaring declaration: String) -> String {
    CompileCommandTests.example(name).replacingOccurrences(
      of: "layout \(name) {\n", with: "layout \(name) {\n  viewport: \(declaration)\n")
  }

  /// PhotoGrid and Contacts declaring one size, PhotoGrid declaring a range, and PhotoGrid as declared in IR.
  static func environment() -> FakeEnvironment {
    let environment = FakeEnvironment(files: [
      "single.layout": example("PhotoGrid", declaring: "375 x 500"),
      "range.layout": example("PhotoGrid", declaring: "320...1366 x 480...1366"),
      "contacts.layout": example("Contacts", declaring: "375 x 500"),
      "none.layout": CompileCommandTests.example("PhotoGrid"),
    ])
    let compiler = FakeEnvironment(files: ["single.layout": example("PhotoGrid", declaring: "375 x 500")])
    #expect(compiler.run("compile", "single.layout") == 0, "\(compiler.standardError)")
    environment.files["single.json"] = Array(compiler.standardOutput.utf8)
    return environment
  }

  /// Standard output of a run that must succeed quietly.
  static func output(_ arguments: [String]) -> String {
    let environment = environment()
    #expect(Driver.run(arguments: arguments, environment: environment) == 0, "\(arguments)")
    #expect(environment.standardError.isEmpty, "\(arguments): \(environment.standardError)")
    return environment.standardOutput
  }

  /// Command lines that, without `--viewport`, must print what they print with `--viewport 375x500`.
  static let declaredSizeRuns: [[String]] = [
    ["eval", "single.layout", "--items", "7"],
    ["eval", "single.layout", "--items", "7", "--format", "table"],
    ["eval", "single.json", "--items", "7", "--format", "summary"],
    ["eval", "single.layout", "--items", "7", "--why", "cell:0:4"],
    ["eval", "single.layout", "--items", "7", "--offset", "0,100", "--format", "table"],
    ["eval", "contacts.layout", "--items", "5", "--from", "style=list", "--to", "style=grid", "--format", "table"],
    ["render", "single.layout"],
    ["render", "contacts.layout", "--from", "style=list", "--to", "style=grid", "--frames", "3"],
  ]

  @Test(arguments: declaredSizeRuns)
  func aSingleDeclaredSizeStandsInForTheFlag(_ arguments: [String]) {
    let defaulted = Self.output(arguments)
    #expect(!defaulted.isEmpty)
    #expect(defaulted == Self.output(arguments + ["--viewport", "375x500"]))
  }

  @Test func theOutputHeadingShowsTheDeclaredSize() {
    #expect(
      Self.output(["eval", "single.layout", "--items", "7", "--format", "table"]).hasPrefix(
        "layout PhotoGrid at 375x500 "))
  }

  @Test func aGivenViewportWins() {
    let given = Self.output(["eval", "single.layout", "--items", "7", "--viewport", "390x844", "--format", "table"])
    #expect(given.hasPrefix("layout PhotoGrid at 390x844 "))
    #expect(
      given == Self.output(["eval", "none.layout", "--items", "7", "--viewport", "390x844", "--format", "table"]))
    #expect(RenderCommandTests.captions(["PhotoGrid", "--viewport", "320x568"]) == ["320x568"])
  }

  @Test func devicesAloneDrawNoDeclaredColumn() {
    let environment = Self.environment()
    #expect(environment.run("render", "single.layout", "--devices") == 0)
    #expect(!environment.standardOutput.contains(">375x500<"))
    #expect(environment.standardOutput.contains(">iPhone SE, portrait (375x667)<"))
  }

  /// Without `--viewport`, a range or no declaration exits 2 and says what the layout declares.
  static let refusals: [(arguments: [String], message: String)] = [
    (
      ["eval", "range.layout", "--items", "7"],
      "missing --viewport WxH: layout 'PhotoGrid' declares a range, 'viewport: 320...1366 x 480...1366', not one "
        + "size; give the collection view's size, such as 320x480"
    ),
    (
      ["eval", "range.layout", "--items", "7", "--why", "cell:0:0"],
      "missing --viewport WxH: layout 'PhotoGrid' declares a range"
    ),
    (
      ["render", "range.layout"],
      "missing --viewport WxH or --devices: layout 'PhotoGrid' declares a range, 'viewport: 320...1366 x "
        + "480...1366', not one size; give the collection view's size, such as 320x480"
    ),
    (["eval", "none.layout", "--items", "7"], "missing --viewport WxH (the collection view's size, such as 390x844)"),
    (["render", "none.layout"], "missing --viewport WxH or --devices (the collection view's size, such as 390x844)"),
  ]

  @Test(arguments: refusals.indices)
  func withoutOneDeclaredSizeTheFlagIsNeeded(_ index: Int) {
    let (arguments, message) = Self.refusals[index]
    let environment = Self.environment()
    #expect(Driver.run(arguments: arguments, environment: environment) == 2)
    #expect(environment.standardOutput.isEmpty)
    #expect(environment.standardError.hasPrefix("error: \(message)"), "\(environment.standardError)")
  }

  @Test func anIRDeclarationOutsideEvalsRangeIsRefused() throws {
    let environment = Self.environment()
    let ir = String(decoding: try #require(environment.files["single.json"]), as: UTF8.self)
    let huge = ir.replacingOccurrences(of: "\"maxWidth\" : 375", with: "\"maxWidth\" : 2000000")
      .replacingOccurrences(of: "\"minWidth\" : 375", with: "\"minWidth\" : 2000000")
    #expect(huge != ir)
    environment.files["huge.json"] = Array(huge.utf8)
    #expect(environment.run("eval", "huge.json", "--items", "7") == 2)
    #expect(
      environment.standardError.hasPrefix(
        "error: missing --viewport WxH: layout 'PhotoGrid' declares 'viewport: 2000000 x 500', outside the range"),
      "\(environment.standardError)")
  }
}
