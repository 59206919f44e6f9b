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
    ("\"version\" : 1", "\"version\" : 2", "IR version 2 is newer than this evaluator supports (1)"),
    ("\"format\" : \"layoutc-ir\"", "\"format\" : \"other\"", "other"),
    ("\"layouts\" : [", "\"layouts\" : [[", "malformed IR document"),
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
