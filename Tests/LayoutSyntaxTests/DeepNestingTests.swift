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
    #expect(tree.diagnostics.contains { $0.code == .nestingTooDeep })
    // The dump walks iteratively too.
    #expect(!tree.dump().isEmpty)
  }

  @Test func unclosedNestedBlocks() {
    let tree = Self.parse("layout A { " + String(repeating: "item { ", count: Self.depth))
    #expect(tree.diagnostics.contains { $0.code == .nestingTooDeep })
  }

  @Test func nestedParentheses() {
    let text =
      "layout A { section { when " + String(repeating: "(", count: Self.depth) + "width > 1"
      + String(repeating: ")", count: Self.depth) + " { insets: 2 } } }"
    let tree = Self.parse(text)
    #expect(tree.diagnostics.contains { $0.code == .nestingTooDeep })
  }

  @Test func chainedNot() {
    let text =
      "layout A { section { when " + String(repeating: "not ", count: Self.depth) + "width > 1 { insets: 2 } } }"
    let tree = Self.parse(text)
    #expect(tree.diagnostics.contains { $0.code == .nestingTooDeep })
  }

  @Test func nestedInlineSupplementaries() {
    let text =
      "layout A { item a { size: 1w x 1h; supplementaries: "
      + String(repeating: "supplementary \"k\" { supplementaries: ", count: Self.depth)
      + String(repeating: "} ", count: Self.depth) + "} }"
    let tree = Self.parse(text)
    #expect(tree.diagnostics.contains { $0.code == .nestingTooDeep })
  }

  /// The depth of the deepest node, walked with an explicit stack.
  static func height(_ tree: SyntaxTree) -> Int {
    var deepest = 0
    var stack = [(tree.root, 1)]
    while let (node, depth) = stack.popLast() {
      deepest = max(deepest, depth)
      for child in node.childNodes { stack.append((child, depth + 1)) }
    }
    return deepest
  }

  /// Issue 10 §2.1: a chain of one operator is one node whatever its length, so 100,000 terms add no depth.
  @Test(arguments: ["and", "or"]) func longConditionChainIsOneNode(_ op: String) throws {
    let terms = 100_000
    let text =
      "layout A { section { when "
      + Array(repeating: "width > 1", count: terms).joined(separator: " \(op) ") + " { insets: 2 } } }"
    let tree = Self.parse(text)
    #expect(tree.diagnostics.isEmpty)
    let chain = try #require(tree.root.childNodes.first { $0.kind == .layoutDecl }.flatMap(Self.firstChain))
    #expect(chain.childNodes.count == terms)
    #expect(chain.childTokens.count == terms - 1)
    #expect(chain.childTokens.allSatisfy { $0.text == op })
    #expect(Self.height(tree) < 12)
  }

  /// `and` binds tighter: `a and b or c and d or …` is one `or` chain of `and` chains, two levels however long.
  @Test func longMixedChainIsTwoLevels() throws {
    let pairs = 50_000
    let text =
      "layout A { section { when "
      + Array(repeating: "width > 1 and height > 2", count: pairs).joined(separator: " or ") + " { insets: 2 } } }"
    let tree = Self.parse(text)
    #expect(tree.diagnostics.isEmpty)
    let chain = try #require(tree.root.childNodes.first.flatMap(Self.firstChain))
    #expect(chain.childTokens.allSatisfy { $0.text == "or" })
    #expect(chain.childNodes.count == pairs)
    #expect(chain.childNodes.allSatisfy { $0.kind == .binaryCondition && $0.childTokens.map(\.text) == ["and"] })
    #expect(Self.height(tree) < 13)
  }

  /// The first `binaryCondition` in preorder.
  static func firstChain(_ node: SyntaxNode) -> SyntaxNode? {
    var stack = [node]
    while let next = stack.popLast() {
      if next.kind == .binaryCondition { return next }
      stack.append(contentsOf: next.childNodes.reversed())
    }
    return nil
  }

  @Test func longFlatChainsAreFine() {
    // Width is not depth: 100,000 sibling entries parse without any nesting diagnostic.
    let text = "layout A { " + String(repeating: "item { size: 1w x 1h }\n", count: Self.depth) + "}"
    let tree = Self.parse(text)
    #expect(!tree.diagnostics.contains { $0.code == .nestingTooDeep })
  }
}
