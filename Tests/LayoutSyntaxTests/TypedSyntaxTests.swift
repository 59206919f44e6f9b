import LayoutSource
import LayoutSyntax
import Testing

/// The typed views find each part by its role, also in trees the parser recovered, and handles outlive every other
/// owner of their tree.
@Suite struct TypedSyntaxTests {
  static func parse(_ text: String) -> SyntaxTree {
    Parser.parse(SourceFile(path: "test.layout", bytes: Array(text.utf8)))
  }

  /// The first node of a view's kind, depth first.
  static func first<View: SyntaxView>(_: View.Type, in tree: SyntaxTree) -> View? {
    var stack = [tree.root]
    while let node = stack.popLast() {
      if let view = View(node) { return view }
      stack.append(contentsOf: node.childNodes.reversed())
    }
    return nil
  }

  @Test func declarationsAndProperties() throws {
    let tree = Self.parse("layout Grid {\n  section { horizontal pair { spacing: >=8 } }\n}\n")
    let layout = try #require(Self.first(LayoutDeclSyntax.self, in: tree))
    #expect(layout.keyword?.kind == .layoutKeyword)
    #expect(layout.name?.text == "Grid")
    #expect(layout.body?.entries.count == 1)
    let group = try #require(Self.first(GroupDeclSyntax.self, in: tree))
    #expect(group.name?.text == "pair" && !group.isVertical)
    let property = try #require(Self.first(PropertySyntax.self, in: tree))
    #expect(property.name?.text == "spacing")
    let spacing = try #require(Self.first(FlexibleSpacingSyntax.self, in: tree))
    #expect(spacing.number?.text == "8")
    #expect(ItemDeclSyntax(layout.node) == nil)
  }

  @Test func comparisonParts() throws {
    let tree = Self.parse("layout L { when width >= 700 and mode != b { spacing: 2 } }")
    let chain = try #require(Self.first(BinaryConditionSyntax.self, in: tree))
    #expect(chain.isAnd && chain.operands.count == 2)
    let comparison = try #require(Self.first(ComparisonSyntax.self, in: tree))
    #expect(comparison.lhs?.text == "width" && comparison.op?.text == ">=" && comparison.rhs?.text == "700")
    #expect(comparison.isComplete)
    // Recovered: `=` is no operator, so there is no right-hand side either.
    let broken = try #require(Self.first(ComparisonSyntax.self, in: Self.parse("layout L { when mode = b {} }")))
    #expect(broken.lhs?.text == "mode" && broken.op == nil && broken.rhs == nil && !broken.isComplete)
  }

  @Test func paramRoles() throws {
    let param = try #require(Self.first(ParamDeclSyntax.self, in: Self.parse("param mode: a | b = b\n")))
    #expect(param.name?.text == "mode")
    #expect(param.values.map(\.text) == ["a", "b"])
    #expect(param.defaultValue?.text == "b")
    let missing = try #require(Self.first(ParamDeclSyntax.self, in: Self.parse("param mode: a | b =\n")))
    #expect(missing.values.map(\.text) == ["a", "b"] && missing.equal != nil && missing.defaultValue == nil)
  }

  @Test func valueShapes() throws {
    let tree = Self.parse(
      "item { size: 1/3w x ~44; insets: top 8, leading 16 }\nlayout L { viewport: 320...1366 x 480 }\n")
    let size = try #require(Self.first(SizeValueSyntax.self, in: tree))
    #expect(size.width?.token?.text == "1/3w")
    let estimate = try #require(size.height?.node.flatMap(DimensionSyntax.init))
    #expect(estimate.tilde != nil && estimate.number?.text == "44")
    let side = try #require(Self.first(SideValueSyntax.self, in: tree))
    #expect(side.side?.text == "top" && side.amount?.token?.text == "8")
    let extent = try #require(Self.first(ExtentSyntax.self, in: tree))
    #expect(extent.lower?.text == "320" && extent.upper?.text == "1366")
    // A shape the grammar does not know stays tokens of the value; nothing is reported.
    let odd = Self.parse("item { size: 1w x }")
    #expect(Self.first(SizeValueSyntax.self, in: odd) == nil && odd.diagnostics.isEmpty)
    // An estimate without its number is a dimension missing a part, for the checker to report.
    let bare = Self.parse("item { size: 1w x ~ }")
    #expect(Self.first(SizeValueSyntax.self, in: bare) != nil && bare.diagnostics.isEmpty)
    #expect(Self.first(DimensionSyntax.self, in: bare)?.number == nil)
  }

  /// A handle is all a caller needs to keep: the tree it came from stays alive as long as the handle does.
  @Test func handlesKeepTheirTreeAlive() throws {
    weak var weakTree: SyntaxTree?
    var kept: (node: SyntaxNode, token: TokenSyntax)?
    do {
      let tree = Self.parse("layout Kept { spacing: 8 }")
      weakTree = tree
      let property = try #require(Self.first(PropertySyntax.self, in: tree))
      kept = (property.node, try #require(property.name))
    }
    #expect(weakTree != nil)
    #expect(kept?.node.kind == .property && kept?.token.text == "spacing")
    kept = nil
    #expect(weakTree == nil)
  }
}
