import LayoutCompiler
import Testing

/// `Compilation.frameSizes`: the sizes a declaration's frames resolve to, traced through the source map (what an
/// editor's hover shows).
@Suite struct FrameSizeTests {
  static let text = """
    layout Sizes {
      supplementary badge "badge" { size: 20 x 20; anchor: top trailing }
      item photo { size: 1/3w x 1h; supplementaries: badge }
      item banner { size: 1w x 50 }
      item spare { size: 1w x 10 }
      horizontal row { size: 1w x 1/3w; photo * 3 }
      section { vertical { size: 1w x 1w; banner; row } }
    }

    """

  /// The span of the declaration in the first layout's block whose first tokens are `head` ("item photo").
  static func span(of head: String, in compilation: Compilation) throws -> SourceSpan {
    let words = head.split(separator: " ").map(String.init)
    let block = try #require(compilation.tree.root.childNodes.first?.child(.block))
    return try #require(block.childNodes.first { Array($0.tokens.prefix(words.count).map(\.text)) == words }).span
  }

  @Test func itemsAndSupplementariesResolveAtAViewport() throws {
    let compilation = Compilation(path: "Sizes.layout", text: Self.text)
    #expect(compilation.diagnostics.filter { $0.severity == .error }.isEmpty)
    let input = EvaluationInput(viewport: Size(width: 390, height: 844), itemCounts: [8])
    func sizes(_ head: String) throws -> [Size] {
      compilation.frameSizes(ofDeclaration: try Self.span(of: head, in: compilation), layout: "Sizes", input: input)
    }
    #expect(try sizes("item photo") == [Size(width: 130, height: 130)])
    #expect(try sizes("item banner") == [Size(width: 390, height: 50)])
    #expect(try sizes("supplementary badge") == [Size(width: 20, height: 20)])
    // An unused item and a group (which has no frame of its own) have no sizes.
    #expect(try sizes("item spare").isEmpty)
    #expect(try sizes("horizontal row").isEmpty)
  }

  @Test func aFileWithErrorsHasNoSizes() throws {
    let compilation = Compilation(path: "Broken.layout", text: "layout B { item x { size: 1w x 44 }; section { y } }\n")
    let span = try Self.span(of: "item x", in: compilation)
    let input = EvaluationInput(viewport: Size(width: 390, height: 844), itemCounts: [1])
    #expect(compilation.frameSizes(ofDeclaration: span, layout: "B", input: input).isEmpty)
  }
}
