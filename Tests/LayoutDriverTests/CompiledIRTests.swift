import Foundation
import LayoutDriver
import LayoutEvaluator
import LayoutIR
import Testing

/// Compiled IR as apps use it: `eval` accepts what `compile` writes, refuses what it cannot load, and the README's
/// library example holds word for word.
@Suite struct CompiledIRTests {
  static func compiledPhotoGrid() -> String {
    let environment = FakeEnvironment(files: ["PhotoGrid.layout": CompileCommandTests.example("PhotoGrid")])
    #expect(environment.run("compile", "PhotoGrid.layout") == 0)
    return environment.standardOutput
  }

  @Test func evalReadsCompiledIRWithTheSameFrames() {
    let fromSource = FakeEnvironment(files: ["PhotoGrid.layout": CompileCommandTests.example("PhotoGrid")])
    let fromIR = FakeEnvironment(files: ["grid.json": Self.compiledPhotoGrid()])
    let arguments = ["--viewport", "390x844", "--items", "7", "--format", "json"]
    #expect(Driver.run(arguments: ["eval", "PhotoGrid.layout"] + arguments, environment: fromSource) == 0)
    #expect(Driver.run(arguments: ["eval", "grid.json"] + arguments, environment: fromIR) == 0)
    #expect(!fromIR.standardOutput.isEmpty && fromIR.standardOutput == fromSource.standardOutput)
  }

  @Test(arguments: [
    ("\"version\" : 1", "\"version\" : 3", "IR version 3 is newer than this evaluator supports (2)"),
    ("\"format\" : \"layoutc-ir\"", "\"format\" : \"other\"", "other"),
    ("\"layouts\" : [", "\"layouts\" : [[", "malformed IR document"),
    (
      "\"version\" : 1,", "\"version\" : 1,\n  \"requires\" : [\"scroll-sync\"],",
      "IR requires feature 'scroll-sync', which this reader does not support"
    ),
  ])
  func evalRefusesIRItCannotLoad(_ original: String, _ replacement: String, _ message: String) {
    let ir = Self.compiledPhotoGrid()
    #expect(ir.contains(original))
    let environment = FakeEnvironment(files: ["bad.json": ir.replacingOccurrences(of: original, with: replacement)])
    #expect(environment.run("eval", "bad.json", "--viewport", "390x844", "--items", "7") == 2)
    #expect(environment.standardOutput.isEmpty)
    #expect(environment.standardError.hasPrefix("error: bad.json: not a loadable layoutc IR document: "))
    #expect(environment.standardError.contains(message))
  }

  /// A document requiring a feature this layoutc does not know is refused by every command that reads IR (exit 2,
  /// nothing written), not evaluated with the feature's keys ignored.
  @Test(arguments: [["eval", "--viewport", "390x844", "--items", "7"], ["compile"], ["compile", "-o", "out.json"]])
  func commandsRefuseIRRequiringAnUnknownFeature(_ command: [String]) {
    let ir = Self.compiledPhotoGrid().replacingOccurrences(
      of: "\"version\" : 1,", with: "\"version\" : 1,\n  \"requires\" : [\"appear-effects\", \"flow-sections\"],")
    let environment = FakeEnvironment(files: ["future.json": ir])
    #expect(Driver.run(arguments: [command[0], "future.json"] + command.dropFirst(), environment: environment) == 2)
    #expect(environment.standardOutput.isEmpty && environment.files["out.json"] == nil)
    #expect(
      environment.standardError.hasPrefix(
        "error: future.json: not a loadable layoutc IR document: IR requires feature 'appear-effects', which this "
          + "reader does not support (it supports: flow-estimated, flow-horizontal, flow-pinning, flow-sections, "
          + "focus-width, motion-effects, page-parallax, paging, scroll-effects, scroll-links)"),
      "\(environment.standardError)")
  }

  /// A layout of flow sections compiles to IR that requires `flow-sections`, and that IR evaluates to the frames of
  /// the source (F1-F5). A document that requires a feature is version 2 (IR.md, "Format and version policy"), so
  /// that readers older than `requires` refuse it rather than misread it.
  @Test func flowSectionsAreRequiredAndEvaluate() throws {
    let source = CompileCommandTests.example("Tags")
    let compiler = FakeEnvironment(files: ["Tags.layout": source])
    #expect(compiler.run("compile", "Tags.layout") == 0)
    let ir = compiler.standardOutput
    #expect(
      ir.hasPrefix(
        "{\n  \"format\" : \"layoutc-ir\",\n  \"version\" : 2,\n  \"requires\" : [\n    \"flow-sections\"\n  ],"))
    let arguments = ["--viewport", "390x844", "--items", "7", "--format", "json"]
    let fromSource = FakeEnvironment(files: ["Tags.layout": source])
    let fromIR = FakeEnvironment(files: ["tags.json": ir])
    #expect(Driver.run(arguments: ["eval", "Tags.layout"] + arguments, environment: fromSource) == 0)
    #expect(Driver.run(arguments: ["eval", "tags.json"] + arguments, environment: fromIR) == 0)
    #expect(!fromIR.standardOutput.isEmpty && fromIR.standardOutput == fromSource.standardOutput)
  }

  /// The snippet of README.md's "In an app or a test", with `data` from `layoutc compile`.
  @Test func readmeLibraryExample() throws {
    let data = Data(Self.compiledPhotoGrid().utf8)
    let document = try IRDocument.load(from: data)
    let grid = document.layout(named: "PhotoGrid")!
    let frames = try Evaluator.evaluate(
      grid, input: EvaluationInput(viewport: Size(width: 390, height: 844), scale: 3, itemCounts: [7]))
    #expect(frames.contentSize == Size(width: 390, height: 438))
    let cell = try #require(frames.frame(of: ElementID(category: .cell, kind: nil, section: 0, item: 3)))
    #expect(cell.x == 18 && abs(cell.y - 550.0 / 3) < 1e-9 && abs(cell.width - 346.0 / 3) < 1e-9)
    let visible = frames.elements(in: Rect(x: 0, y: 0, width: 390, height: 200))
    #expect(visible == frames.allElements().filter { $0.frame.intersects(Rect(x: 0, y: 0, width: 390, height: 200)) })
    #expect(visible.count == 7)  // the header and two rows of three
  }
}
