/// The tokens (and inline declarations) after a property's colon.
public struct ValueSyntax: SyntaxView {
  public static let kind = SyntaxKind.value
  public static let grammar = GrammarMapping(
    rules: [
      "layout_property", "size_property", "insets_property", "edges_property", "group_spacing_property",
      "section_spacing_property", "supplementaries_property", "anchor_property", "item_anchor_property",
      "offset_property", "item_offset_property", "z_property", "alignment_property", "boundary_offset_property",
      "flag_property", "flow_property", "flow_spacing_property", "scroll_property", "size_side_property",
      "style_property",
      "effect_property", "scroll_effect_property",
    ],
    accessors: [("elements", ["dimension", "extent", "points", "side", "spacing", "edges", "supplementary"])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// The value's parts in order: tokens and nodes, commas included.
  @inlinable public var elements: SyntaxChildren { node.children }
}

/// `~44`: an estimated dimension (a plain dimension, `1/3w`, is a number token).
public struct DimensionSyntax: SyntaxView {
  public static let kind = SyntaxKind.dimension
  public static let grammar = GrammarMapping(
    rules: ["dimension"], accessors: [("tilde", ["\"~\""]), ("number", ["number"])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// The `~`.
  @inlinable public var tilde: TokenSyntax? { node.token(.tilde) }
  /// The number; nil after a `~` with no number, which the checker reports.
  @inlinable public var number: TokenSyntax? { node.token(.number) }
}

/// `320...1366`: a minimum and a maximum.
public struct ExtentSyntax: SyntaxView {
  public static let kind = SyntaxKind.extent
  public static let grammar = GrammarMapping(
    rules: ["extent"], accessors: [("lower", ["number"]), ("ellipsis", ["\"...\""]), ("upper", ["number"])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// The number before the `...`.
  @inlinable public var lower: TokenSyntax? { node.token(.number) }
  /// `...`.
  @inlinable public var ellipsis: TokenSyntax? { node.token(.ellipsis) }
  /// The number after the `...`.
  @inlinable public var upper: TokenSyntax? { node.token(.number, after: .ellipsis) }
}

/// `W x H`: `1/3w x ~44` (a size), `320...1366 x 480` (a viewport), `100 x 32` (a flow's item size).
public struct SizeValueSyntax: SyntaxView {
  public static let kind = SyntaxKind.sizeValue
  public static let grammar = GrammarMapping(
    rules: ["size_property", "layout_property", "flow_property"],
    accessors: [
      ("width", ["dimension", "extent", "points"]), ("cross", ["\"x\""]),
      ("height", ["dimension", "extent", "points"]),
    ])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// The operand before the `x`: a number token, or a dimension (`~44`) or extent node.
  @inlinable public var width: SyntaxElement? { operand(afterCross: false) }
  /// The word `x`.
  @inlinable public var cross: TokenSyntax? { node.token(.identifier) }
  /// The operand after the `x`.
  @inlinable public var height: SyntaxElement? { operand(afterCross: true) }

  @inlinable func operand(afterCross: Bool) -> SyntaxElement? {
    var seenCross = false
    for element in node.children {
      if element.token?.kind == .identifier {
        seenCross = true
      } else if seenCross == afterCross {
        return element
      }
    }
    return nil
  }
}

/// `>=0`: a flexible minimum spacing.
public struct FlexibleSpacingSyntax: SyntaxView {
  public static let kind = SyntaxKind.flexibleSpacing
  public static let grammar = GrammarMapping(
    rules: ["spacing"], accessors: [("greaterEqual", ["\">=\""]), ("number", ["number"])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// `>=`.
  @inlinable public var greaterEqual: TokenSyntax? { node.token(.greaterEqual) }
  /// The minimum; nil after a `>=` with no number, which the checker reports.
  @inlinable public var number: TokenSyntax? { node.token(.number) }
}

/// `top 8`, `leading >=0`: a side and its amount (in insets and edges).
public struct SideValueSyntax: SyntaxView {
  public static let kind = SyntaxKind.sideValue
  public static let grammar = GrammarMapping(
    rules: ["insets_property", "edges_property"], accessors: [("side", ["side"]), ("amount", ["points", "spacing"])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// The side's word (the checker decides whether it names a side).
  @inlinable public var side: TokenSyntax? { node.token(.identifier) }
  /// The amount after it: a number, or a dimension, extent or flexible-spacing node.
  @inlinable public var amount: SyntaxElement? {
    for element in node.children where element.token?.kind != .identifier { return element }
    return nil
  }
}
