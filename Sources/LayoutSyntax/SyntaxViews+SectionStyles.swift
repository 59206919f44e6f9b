/// `section-style card { insets: 16; background "card" { … } }`: what several sections share, declared once and
/// applied with `style: card` (Grammar/README.md, "Section styles"). `section-style` is a contextual word (one
/// identifier token), like `let` and `import`.
public struct SectionStyleDeclSyntax: BlockDeclarationSyntax {
  public static let kind = SyntaxKind.sectionStyleDecl
  public static let grammar = GrammarMapping(
    rules: ["section_style"],
    accessors: [("keyword", ["\"section-style\""]), ("name", ["identifier"]), ("body", ["\"{\""])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// `section-style` (an identifier token: the word is contextual, not reserved).
  @inlinable public var keyword: TokenSyntax? { node.token(.identifier) }
  /// The style's name: the identifier after `section-style`.
  @inlinable public var name: TokenSyntax? { node.token(.identifier, after: .identifier) }
}

extension TokenSyntax {
  /// Whether this is the contextual word `section-style` (an identifier token).
  @inlinable public var isSectionStyleKeyword: Bool { kind == .identifier && text == "section-style" }
}
