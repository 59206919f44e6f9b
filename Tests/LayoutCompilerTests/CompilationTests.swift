import LayoutCompiler
import Testing

/// The façade end to end, importing `LayoutCompiler` alone: text in; diagnostics, IR and frames out.
@Suite struct CompilationTests {
  static let photos = """
    layout Photos {
      item photo { size: 1/3w x 1/3w }
      horizontal row { size: 1w x 1/3w; photo * 3 }
      section { row }
    }

    """

  @Test func cleanFileLowersAndEvaluates() throws {
    let compilation = Compilation(path: "Photos.layout", text: Self.photos)
    #expect(compilation.diagnostics.isEmpty)
    #expect(!compilation.hasErrors)
    let ir = try #require(compilation.ir)
    #expect(ir.layouts.map(\.name) == ["Photos"])
    let evaluation = try compilation.evaluate(
      input: EvaluationInput(viewport: Size(width: 300, height: 600), scale: 2, itemCounts: [6]))
    #expect(evaluation.contentSize == Size(width: 300, height: 200))
  }
}
