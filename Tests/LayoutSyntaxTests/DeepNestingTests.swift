import LayoutSource
import LayoutSyntax
import Testing

/// Inputs nested 100,000 levels deep get a diagnostic, not a stack overflow, and still print back exactly.
@Suite struct DeepNestingTests {
  static let depth = 100_000

  static func parse(_ text: String) -> SyntaxTree {
    let tree = Parser.parse(SourceFile(path: "deep", text: text))
    var printed: [UInt8] = []
    tree.write(to: &printed)
    #expect(printed == Array(text.utf8))
    return tree
  }

  @Test func nestedBlocks() {
    let text =
      "layout A { section { " + String(repeating: "vertical { ", count: Self.depth)
      + String(repeating: "} ", count: Self.depth) + "} }"
    let tree = Self.parse(text)
    #expect(tree.diagnostics.contains { $0.code == DiagnosticCode.nestingTooDeep.id })
    // The dump walks iteratively too.
    #expect(!tree.dump().isEmpty)
  }

  @Test func unclosedNestedBlocks() {
    let tree = Self.parse("layout A { " + String(repeating: "item { ", count: Self.depth))
    #expect(tree.diagnostics.contains { $0.code == DiagnosticCode.nestingTooDeep.id })
  }

  @Test func nestedParentheses() {
    let text =
      "layout A { section { when " + String(repeating: "(", count: Self.depth) + "width > 1"
      + String(repeating: ")", count: Self.depth) + " { insets: 2 } } }"
    let tree = Self.parse(text)
    #expect(tree.diagnostics.contains { $0.code == DiagnosticCode.nestingTooDeep.id })
  }

  @Test func chainedNot() {
    let text =
      "layout A { section { when " + String(repeating: "not ", count: Self.depth) + "width > 1 { insets: 2 } } }"
    let tree = Self.parse(text)
    #expect(tree.diagnostics.contains { $0.code == DiagnosticCode.nestingTooDeep.id })
  }

  @Test func nestedInlineSupplementaries() {
    let text =
      "layout A { item a { size: 1w x 1h; supplementaries: "
      + String(repeating: "supplementary \"k\" { supplementaries: ", count: Self.depth)
      + String(repeating: "} ", count: Self.depth) + "} }"
    let tree = Self.parse(text)
    #expect(tree.diagnostics.contains { $0.code == DiagnosticCode.nestingTooDeep.id })
  }

  @Test func longFlatChainsAreFine() {
    // Width is not depth: 100,000 sibling entries parse without any nesting diagnostic.
    let text = "layout A { " + String(repeating: "item { size: 1w x 1h }\n", count: Self.depth) + "}"
    let tree = Self.parse(text)
    #expect(!tree.diagnostics.contains { $0.code == DiagnosticCode.nestingTooDeep.id })
  }
}
