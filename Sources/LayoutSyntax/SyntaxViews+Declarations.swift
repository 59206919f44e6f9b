/// `{ file_entry | ";" }` and the end-of-file token.
public struct SourceFileSyntax: SyntaxView {
  public static let kind = SyntaxKind.sourceFile
  public static let grammar = GrammarMapping(rules: ["file"], accessors: [("entries", ["file_entry"])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// The entries (declarations, stray properties, error nodes), in order; `;` tokens are in `node.children`.
  @inlinable public var entries: [SyntaxNode] { node.childNodes }
}

/// What every declaration with a block shares: `keyword [name] ["kind"] { … }`.
public protocol BlockDeclarationSyntax: SyntaxView {}

extension BlockDeclarationSyntax {
  /// The declaration keyword: `layout`, `item`, `horizontal`, `header`, …
  @inlinable public var keyword: TokenSyntax? { node.firstToken { $0.isDeclarationKeyword } }
  /// The declared name, if written.
  @inlinable public var name: TokenSyntax? { node.token(.identifier) }
  /// The element kind in double quotes (supplementaries, boundaries, backgrounds), if written.
  @inlinable public var elementKind: TokenSyntax? { node.token(.string) }
  /// The `{ … }` block, if the parser found its `{`.
  @inlinable public var body: BlockSyntax? { BlockSyntax(node.child(.block)) }
}

/// `layout Name { … }`
public struct LayoutDeclSyntax: BlockDeclarationSyntax {
  public static let kind = SyntaxKind.layoutDecl
  public static let grammar = GrammarMapping(
    rules: ["layout"], accessors: [("keyword", ["\"layout\""]), ("name", ["identifier"]), ("body", ["\"{\""])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }
}

/// `item [name] { … }`
public struct ItemDeclSyntax: BlockDeclarationSyntax {
  public static let kind = SyntaxKind.itemDecl
  public static let grammar = GrammarMapping(
    rules: ["item"], accessors: [("keyword", ["\"item\""]), ("name", ["identifier"]), ("body", ["\"{\""])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }
}

/// `horizontal|vertical [name] { … }`
public struct GroupDeclSyntax: BlockDeclarationSyntax {
  public static let kind = SyntaxKind.groupDecl
  public static let grammar = GrammarMapping(
    rules: ["group"],
    accessors: [("keyword", ["\"horizontal\"", "\"vertical\""]), ("name", ["identifier"]), ("body", ["\"{\""])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// Whether the group stacks vertically.
  @inlinable public var isVertical: Bool { keyword?.kind == .verticalKeyword }
}

/// `supplementary [name] "kind" { … }`
public struct SupplementaryDeclSyntax: BlockDeclarationSyntax {
  public static let kind = SyntaxKind.supplementaryDecl
  public static let grammar = GrammarMapping(
    rules: ["supplementary"],
    accessors: [
      ("keyword", ["\"supplementary\""]), ("name", ["identifier"]), ("elementKind", ["string"]), ("body", ["\"{\""]),
    ])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }
}

/// `section [name] { … }`
public struct SectionDeclSyntax: BlockDeclarationSyntax {
  public static let kind = SyntaxKind.sectionDecl
  public static let grammar = GrammarMapping(
    rules: ["section"], accessors: [("keyword", ["\"section\""]), ("name", ["identifier"]), ("body", ["\"{\""])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }
}

/// `header|footer|boundary "kind" { … }`
public struct BoundaryDeclSyntax: BlockDeclarationSyntax {
  public static let kind = SyntaxKind.boundaryDecl
  public static let grammar = GrammarMapping(
    rules: ["boundary"],
    accessors: [
      ("keyword", ["\"header\"", "\"footer\"", "\"boundary\""]), ("elementKind", ["string"]), ("body", ["\"{\""]),
    ])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }
}

/// `background "kind" { … }`
public struct BackgroundDeclSyntax: BlockDeclarationSyntax {
  public static let kind = SyntaxKind.backgroundDecl
  public static let grammar = GrammarMapping(
    rules: ["background"],
    accessors: [("keyword", ["\"background\""]), ("elementKind", ["string"]), ("body", ["\"{\""])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }
}

/// Any declaration with a block, whatever its kind: for code that treats them alike (the checker's tables, the
/// formatter's headers).
public struct AnyBlockDeclarationSyntax: BlockDeclarationSyntax {
  /// Nominally `layoutDecl`; `init?(_:)` below accepts every kind with a block.
  public static let kind = SyntaxKind.layoutDecl
  public static let grammar = LayoutDeclSyntax.grammar
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// The view of any declaration node but `param`, or nil.
  public init?(_ node: SyntaxNode) {
    guard node.kind.isDeclaration, node.kind != .paramDecl else { return nil }
    self.node = node
  }

  /// The declaration keyword; for a section style, its contextual word `section-style` (an identifier token).
  @inlinable public var keyword: TokenSyntax? {
    node.kind == .sectionStyleDecl
      ? SectionStyleDeclSyntax(unchecked: node).keyword : node.firstToken { $0.isDeclarationKeyword }
  }
  /// The declared name, if written (a section style's is the identifier after its keyword).
  @inlinable public var name: TokenSyntax? {
    node.kind == .sectionStyleDecl ? SectionStyleDeclSyntax(unchecked: node).name : node.token(.identifier)
  }
}

/// `param name: a | b = a`
public struct ParamDeclSyntax: SyntaxView {
  public static let kind = SyntaxKind.paramDecl
  public static let grammar = GrammarMapping(
    rules: ["param"],
    accessors: [
      ("keyword", ["\"param\""]), ("name", ["identifier"]), ("values", ["identifier"]),
      ("equal", ["\"=\""]), ("defaultValue", ["identifier"]),
    ])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// `param`.
  @inlinable public var keyword: TokenSyntax? { node.token(.paramKeyword) }
  /// The parameter's name: the identifier before the `:`.
  @inlinable public var name: TokenSyntax? { node.tokens(.identifier, after: nil, before: .colon).first }
  /// The values: the identifiers between the `:` and the `=` (or the end).
  @inlinable public var values: [TokenSyntax] { node.tokens(.identifier, after: .colon, before: .equal) }
  /// The `=` before a default, if written.
  @inlinable public var equal: TokenSyntax? { node.token(.equal) }
  /// The default: the identifier after the `=`.
  @inlinable public var defaultValue: TokenSyntax? { node.token(.identifier, after: .equal) }
}

/// `{ entries }`
public struct BlockSyntax: SyntaxView {
  public static let kind = SyntaxKind.block
  public static let grammar = GrammarMapping(
    rules: ["layout", "item", "group", "supplementary", "section", "boundary", "background", "layout_when"],
    accessors: [
      ("leftBrace", ["\"{\""]),
      (
        "entries",
        [
          "layout_entry", "item_entry", "group_entry", "supplementary_entry", "section_entry", "boundary_entry",
          "background_entry",
        ]
      ),
      ("rightBrace", ["\"}\""]),
    ])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// `{`.
  @inlinable public var leftBrace: TokenSyntax? { node.token(.leftBrace) }
  /// `}`, unless the parser recovered from its absence.
  @inlinable public var rightBrace: TokenSyntax? { node.token(.rightBrace) }
  /// The entry nodes (a block nested too deeply holds one error node instead).
  @inlinable public var entries: [SyntaxNode] { node.childNodes }
}

/// `name: value`
public struct PropertySyntax: SyntaxView {
  public static let kind = SyntaxKind.property
  public static let grammar = GrammarMapping(
    rules: ValueSyntax.grammar.rules,
    accessors: [
      ("name", ["\"spacing\"", "\"size\"", "\"insets\"", "\"edges\"", "\"anchor\"", "\"scroll\"", "\"flow\""]),
      ("colon", ["\":\""]), ("value", ValueSyntax.grammar.accessors.flatMap(\.symbols)),
    ])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// The property's name: its one identifier (the value after the `:` is a node of its own).
  @inlinable public var name: TokenSyntax? { node.token(.identifier) }
  /// `:`.
  @inlinable public var colon: TokenSyntax? { node.token(.colon) }
  /// What follows the colon.
  @inlinable public var value: ValueSyntax? { ValueSyntax(node.child(.value)) }
}

/// A bare name used as a child or root group: `cell`.
public struct ReferenceSyntax: SyntaxView {
  public static let kind = SyntaxKind.reference
  public static let grammar = GrammarMapping(
    rules: ["child", "root_group"], accessors: [("name", ["identifier"])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// The name referred to.
  @inlinable public var name: TokenSyntax? { node.token(.identifier) }
}

/// `pair * 2`, `item { … } * 3`.
public struct CountedChildSyntax: SyntaxView {
  public static let kind = SyntaxKind.countedChild
  public static let grammar = GrammarMapping(
    rules: ["child"],
    accessors: [("child", ["identifier", "item", "group"]), ("star", ["\"*\""]), ("count", ["count"])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// What is counted: a reference or an inline declaration (the one child node).
  @inlinable public var child: SyntaxNode? { node.firstNode { $0 == .reference || $0.isDeclaration } }
  /// `*`.
  @inlinable public var star: TokenSyntax? { node.token(.star) }
  /// The count, if written.
  @inlinable public var count: TokenSyntax? { node.token(.number) }
}

/// `when condition { … }`
public struct WhenClauseSyntax: SyntaxView {
  public static let kind = SyntaxKind.whenClause
  public static let grammar = GrammarMapping(
    rules: [
      "layout_when", "item_entry", "group_entry", "supplementary_entry", "section_entry", "boundary_entry",
      "background_entry",
    ],
    accessors: [("keyword", ["\"when\""]), ("condition", ["condition"]), ("body", ["\"{\""])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// `when`.
  @inlinable public var keyword: TokenSyntax? { node.token(.whenKeyword) }
  /// The condition, unless it is missing or was skipped as an error (too deep).
  @inlinable public var condition: ConditionSyntax? { node.firstNode { $0 != .block }.flatMap(ConditionSyntax.init) }
  /// The block, if the parser found its `{`.
  @inlinable public var body: BlockSyntax? { BlockSyntax(node.child(.block)) }
}
