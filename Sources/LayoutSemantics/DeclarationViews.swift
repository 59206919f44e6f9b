import LayoutMath
import LayoutSource

/// A value with the place in the source where it was written.
public struct Located<Value: Sendable>: Sendable {
  /// The value.
  public var value: Value
  /// The text it was read from (for a property, the value after the colon).
  public var span: SourceSpan

  /// Wraps a value and its place.
  @inlinable public init(_ value: Value, at span: SourceSpan) {
    self.value = value
    self.span = span
  }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

extension Sequence where Element == Assignment {
  /// Every assignment of `property`, in source order, with its payload taken out of its case (`payload` is one of
  /// `PropertyValue`'s typed accessors, such as `\.size`), its condition and where its value was written.
  ///
  /// The checker reads each property into the one case the property table gives its value kind
  /// (`PropertyTableTests`), so an assignment whose payload does not match is a checker bug; it is skipped rather
  /// than trapping a tool that reads a model built by hand.
  @inlinable public func assignments<Payload: Sendable>(
    of property: Property, _ payload: (PropertyValue) -> Payload?
  ) -> [Guarded<Located<Payload>>] {
    compactMap { assignment in
      guard assignment.property == property, let value = payload(assignment.value) else { return nil }
      return Guarded(condition: assignment.condition, value: Located(value, at: assignment.valueSpan))
    }
  }
}

extension Declaration {
  /// The declaration's assignments of `property`, typed (see `Sequence.assignments(of:_:)`).
  @inlinable public func assignments<Payload: Sendable>(
    of property: Property, _ payload: (PropertyValue) -> Payload?
  ) -> [Guarded<Located<Payload>>] {
    properties.assignments(of: property, payload)
  }
}

/// Typed views of the model, one per declaration kind: each property the property table allows on the kind, as the
/// assignments written (`[Guarded<Located<T>>]`: later ones win where their conditions hold; none: the table's
/// default). What lowering, hover and completion read instead of matching `PropertyValue` cases themselves.
public struct ItemDeclaration: Sendable {
  /// The declaration viewed.
  public let declaration: Declaration

  init(unchecked declaration: Declaration) { self.declaration = declaration }

  /// Views `declaration` as an item; nil when it is not one.
  public init?(_ declaration: Declaration) {
    guard declaration.kind == .item else { return nil }
    self.declaration = declaration
  }

  public var size: [Guarded<Located<LayoutSize>>] { declaration.assignments(of: .size) { $0.size } }
  public var insets: [Guarded<Located<Insets>>] { declaration.assignments(of: .insets) { $0.insets } }
  public var edges: [Guarded<Located<EdgeSpacing>>] { declaration.assignments(of: .edges) { $0.edges } }
  /// Indices of the supplementary declarations listed, per `supplementaries:` assignment.
  public var supplementaries: [Guarded<Located<[Int]>>] {
    declaration.assignments(of: .supplementaries) { $0.supplementaries }
  }
  /// Scroll-driven decorative effects on the item's cells (SE rules); they win over the section's.
  public var effect: [Guarded<Located<ScrollEffect>>] { declaration.assignments(of: .effect) { $0.scrollEffect } }
}

/// A `horizontal` or `vertical` group (see ``ItemDeclaration``).
public struct GroupDeclaration: Sendable {
  /// The declaration viewed.
  public let declaration: Declaration

  init(unchecked declaration: Declaration) { self.declaration = declaration }

  /// Views `declaration` as a group; nil when it is not one.
  public init?(_ declaration: Declaration) {
    guard declaration.kind.isGroup else { return nil }
    self.declaration = declaration
  }

  /// The axis its children are laid out along: x for `horizontal`, y for `vertical`.
  public var isVertical: Bool { declaration.kind == .vertical }
  public var size: [Guarded<Located<LayoutSize>>] { declaration.assignments(of: .size) { $0.size } }
  public var insets: [Guarded<Located<Insets>>] { declaration.assignments(of: .insets) { $0.insets } }
  public var edges: [Guarded<Located<EdgeSpacing>>] { declaration.assignments(of: .edges) { $0.edges } }
  public var spacing: [Guarded<Located<Spacing>>] { declaration.assignments(of: .spacing) { $0.spacing } }
  public var supplementaries: [Guarded<Located<[Int]>>] {
    declaration.assignments(of: .supplementaries) { $0.supplementaries }
  }
  /// The children, in source order, each with the condition it is written under.
  public var children: [Guarded<Child>] { declaration.children }
}

/// An anchored `supplementary "kind"` (see ``ItemDeclaration``).
public struct SupplementaryDeclaration: Sendable {
  /// The declaration viewed.
  public let declaration: Declaration

  init(unchecked declaration: Declaration) { self.declaration = declaration }

  /// Views `declaration` as a supplementary; nil when it is not one.
  public init?(_ declaration: Declaration) {
    guard declaration.kind == .supplementary else { return nil }
    self.declaration = declaration
  }

  public var size: [Guarded<Located<LayoutSize>>] { declaration.assignments(of: .size) { $0.size } }
  public var insets: [Guarded<Located<Insets>>] { declaration.assignments(of: .insets) { $0.insets } }
  /// The edges of the container it is anchored to (empty: centred).
  public var anchor: [Guarded<Located<Set<Edge>>>] { declaration.assignments(of: .anchor) { $0.edgeSet } }
  public var offset: [Guarded<Located<Offset>>] { declaration.assignments(of: .offset) { $0.offset } }
  /// The edges of the item's own frame it is anchored to, when it is anchored to the item.
  public var itemAnchor: [Guarded<Located<Set<Edge>>>] { declaration.assignments(of: .itemAnchor) { $0.edgeSet } }
  public var itemOffset: [Guarded<Located<Offset>>] { declaration.assignments(of: .itemOffset) { $0.offset } }
  public var z: [Guarded<Located<Int>>] { declaration.assignments(of: .z) { $0.integer } }
}

/// A `section` (see ``ItemDeclaration``).
public struct SectionDeclaration: Sendable {
  /// The declaration viewed.
  public let declaration: Declaration

  init(unchecked declaration: Declaration) { self.declaration = declaration }

  /// Views `declaration` as a section; nil when it is not one.
  public init?(_ declaration: Declaration) {
    guard declaration.kind == .section else { return nil }
    self.declaration = declaration
  }

  /// The root group entries (one applies per variant: the last whose condition holds).
  public var roots: [Guarded<Child>] { declaration.children }
  public var insets: [Guarded<Located<Insets>>] { declaration.assignments(of: .insets) { $0.insets } }
  /// Spacing between the section's groups (`interGroupSpacing`); never flexible.
  public var spacing: [Guarded<Located<Spacing>>] { declaration.assignments(of: .spacing) { $0.spacing } }
  public var scroll: [Guarded<Located<ScrollBehavior>>] { declaration.assignments(of: .scroll) { $0.scroll } }
  /// A flow section's item size (absolute in both dimensions).
  public var flowItemSize: [Guarded<Located<LayoutSize>>] { declaration.assignments(of: .flow) { $0.size } }
  public var itemSpacing: [Guarded<Located<Spacing>>] { declaration.assignments(of: .itemSpacing) { $0.spacing } }
  public var lineSpacing: [Guarded<Located<Spacing>>] { declaration.assignments(of: .lineSpacing) { $0.spacing } }
  /// Scroll-driven decorative effects on every cell of the section (SE rules).
  public var effect: [Guarded<Located<ScrollEffect>>] { declaration.assignments(of: .effect) { $0.scrollEffect } }
  /// Boundary items and backgrounds, as indices into the layout's declarations.
  public var boundaries: [Guarded<Int>] { declaration.boundaries }
  public var backgrounds: [Guarded<Int>] { declaration.backgrounds }
}

/// A `header`, `footer` or `boundary` item of a section (see ``ItemDeclaration``).
public struct BoundaryDeclaration: Sendable {
  /// The declaration viewed.
  public let declaration: Declaration

  init(unchecked declaration: Declaration) { self.declaration = declaration }

  /// Views `declaration` as a boundary item; nil when it is not one.
  public init?(_ declaration: Declaration) {
    guard declaration.kind.isBoundary else { return nil }
    self.declaration = declaration
  }

  public var size: [Guarded<Located<LayoutSize>>] { declaration.assignments(of: .size) { $0.size } }
  public var alignment: [Guarded<Located<Set<Edge>>>] { declaration.assignments(of: .alignment) { $0.edgeSet } }
  public var offset: [Guarded<Located<Offset>>] { declaration.assignments(of: .offset) { $0.offset } }
  public var extends: [Guarded<Located<Bool>>] { declaration.assignments(of: .extends) { $0.boolean } }
  public var pinned: [Guarded<Located<Bool>>] { declaration.assignments(of: .pinned) { $0.boolean } }
  public var followsInsets: [Guarded<Located<Bool>>] { declaration.assignments(of: .followsInsets) { $0.boolean } }
  public var z: [Guarded<Located<Int>>] { declaration.assignments(of: .z) { $0.integer } }
}

/// A section's `background "kind"` decoration (see ``ItemDeclaration``).
public struct BackgroundDeclaration: Sendable {
  /// The declaration viewed.
  public let declaration: Declaration

  init(unchecked declaration: Declaration) { self.declaration = declaration }

  /// Views `declaration` as a background; nil when it is not one.
  public init?(_ declaration: Declaration) {
    guard declaration.kind == .background else { return nil }
    self.declaration = declaration
  }

  public var insets: [Guarded<Located<Insets>>] { declaration.assignments(of: .insets) { $0.insets } }
  public var z: [Guarded<Located<Int>>] { declaration.assignments(of: .z) { $0.integer } }
}

/// A declaration seen through the typed view of its kind: what a tool switches over instead of `DeclarationKind`.
public enum DeclarationView: Sendable {
  case item(ItemDeclaration)
  case group(GroupDeclaration)
  case supplementary(SupplementaryDeclaration)
  case section(SectionDeclaration)
  case boundary(BoundaryDeclaration)
  case background(BackgroundDeclaration)

  /// The view of `declaration`'s kind.
  public init(_ declaration: Declaration) {
    switch declaration.kind {
    case .item: self = .item(ItemDeclaration(unchecked: declaration))
    case .horizontal, .vertical: self = .group(GroupDeclaration(unchecked: declaration))
    case .supplementary: self = .supplementary(SupplementaryDeclaration(unchecked: declaration))
    case .section, .sectionStyle: self = .section(SectionDeclaration(unchecked: declaration))
    case .header, .footer, .boundary: self = .boundary(BoundaryDeclaration(unchecked: declaration))
    case .background: self = .background(BackgroundDeclaration(unchecked: declaration))
    }
  }
}

extension PropertyValue {
  /// The payload of a `.size` value, else nil; and so on for each case below.
  public var size: LayoutSize? { if case .size(let v) = self { v } else { nil } }
  public var insets: Insets? { if case .insets(let v) = self { v } else { nil } }
  public var edges: EdgeSpacing? { if case .edges(let v) = self { v } else { nil } }
  public var spacing: Spacing? { if case .spacing(let v) = self { v } else { nil } }
  public var supplementaries: [Int]? { if case .supplementaries(let v) = self { v } else { nil } }
  public var edgeSet: Set<Edge>? { if case .edgeSet(let v) = self { v } else { nil } }
  public var offset: Offset? { if case .offset(let v) = self { v } else { nil } }
  public var integer: Int? { if case .integer(let v) = self { v } else { nil } }
  public var boolean: Bool? { if case .boolean(let v) = self { v } else { nil } }
  public var scroll: ScrollBehavior? { if case .scroll(let v) = self { v } else { nil } }
  public var direction: ScrollDirection? { if case .direction(let v) = self { v } else { nil } }
  public var viewport: ViewportRange? { if case .viewport(let v) = self { v } else { nil } }
  public var dimension: Dimension? { if case .dimension(let v) = self { v } else { nil } }
  public var effect: ElementEffect? { if case .effect(let v) = self { v } else { nil } }
  public var scrollEffect: ScrollEffect? { if case .scrollEffect(let v) = self { v } else { nil } }
  public var layoutName: String? { if case .layoutName(let v) = self { v } else { nil } }
}
