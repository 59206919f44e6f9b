/// The tokens (and inline declarations) after a property's colon.
public struct ValueSyntax: SyntaxView {
  public static let kind = SyntaxKind.value
  public static let grammar = GrammarMapping(
    rules: [
      "layout_property", "size_property", "insets_property", "edges_property", "group_spacing_property",
      "section_spacing_property", "supplementaries_property", "anchor_property", "item_anchor_property",
      "offset_property", "item_offset_property", "z_property", "alignment_property", "boundary_offset_property",
      "flag_property", "flow_property", "flow_spacing_property", "scroll_property",
    ],
    accessors: [("elements", ["dimension", "extent", "points", "side", "spacing", "edges", "supplementary"])])
  public let node: SyntaxNode
  public init(unchecked node: SyntaxNode) { self.node = node }

  /// The value's parts in order: tokens and nodes, commas included.
  public var elements: SyntaxChildren { node.children }
}
