import LayoutMath
import LayoutSource

/// The checked model of one file: every layout with its names resolved and its values typed and exact.
///
/// Declarations live in one table per layout and refer to each other by index, so the model has no reference
/// cycles and no deep nesting however the source was written. Variants are kept: every property assignment and
/// every entry carries the `when` condition it was written under (nil when unconditional).
public struct Program: Sendable {
  /// The layouts, in source order.
  public var layouts: [LayoutModel]
  /// Every constant the file declares (`let`), with whether any value or condition names it: constants are
  /// substituted while checking, so this is the only trace of them the model keeps (the `unused-declaration` rule
  /// reads it).
  public var constants: [DeclaredConstant] = []

  /// A layout by name.
  public func layout(named name: String) -> LayoutModel? { layouts.first { $0.name == name } }
}

/// A `let` as declared: where, in which scope, and whether anything uses it.
public struct DeclaredConstant: Sendable {
  /// Its name.
  public var name: String
  /// The span of its name.
  public var nameSpan: SourceSpan
  /// The whole `let name = value`.
  public var span: SourceSpan
  /// The layout it is declared in; nil for a file-level constant.
  public var layout: String?
  /// Whether a value, a condition or another constant names it (in any layout, for a file-level one).
  public var isUsed: Bool
}

/// One `layout` declaration, resolved.
public struct LayoutModel: Sendable {
  /// The layout's name.
  public var name: String
  /// The span of its name.
  public var nameSpan: SourceSpan
  /// Parameters visible in the layout (file-level ones first), with their values.
  public var params: [Param]
  /// Layout properties (`spacing`, `viewport`, `direction`).
  public var properties: [Assignment]
  /// Every declaration the layout can use: file-level ones first, then its own (inline ones included).
  public var declarations: [Declaration]
  /// The layout's sections in order, as indices into `declarations`.
  public var sections: [Guarded<Int>]
}

/// A variant parameter: `param mode: allPhotos | monthSummary = allPhotos`.
public struct Param: Sendable, Hashable {
  /// Its name.
  public var name: String
  /// Its values, in declaration order.
  public var values: [String]
  /// The default value (the first value when none is written).
  public var defaultValue: String
  /// Where it was declared.
  public var span: SourceSpan
}

/// What a declaration declares.
public enum DeclarationKind: String, Sendable, Hashable {
  case item, horizontal, vertical, supplementary, section, header, footer, boundary, background
  /// `section-style name { … }`: entries several sections share; the checker merges it into each section that
  /// names it (`style: name`), so lowering and the tools only ever see the sections.
  case sectionStyle = "section-style"

  /// Whether it is a group (`horizontal` or `vertical`).
  public var isGroup: Bool { self == .horizontal || self == .vertical }
  /// Whether it is a boundary supplementary (`header`, `footer`, `boundary`).
  public var isBoundary: Bool { self == .header || self == .footer || self == .boundary }
  /// Whether it can be a child of a group.
  public var isLayoutElement: Bool { self == .item || isGroup }
}

/// A declaration with its properties and entries.
public struct Declaration: Sendable {
  /// What it is.
  public var kind: DeclarationKind
  /// Its name, if it has one (inline declarations may not).
  public var name: String?
  /// The element kind string of supplementaries, boundary items and backgrounds.
  public var elementKind: String?
  /// The whole declaration.
  public var span: SourceSpan
  /// The keyword (and name, if any): where messages about the declaration point.
  public var headSpan: SourceSpan
  /// Property assignments in source order (later ones win where their conditions hold).
  public var properties: [Assignment]
  /// A group's children, or a section's root group (one applies per variant).
  public var children: [Guarded<Child>]
  /// A section's boundary items (`header`, `footer`, `boundary`), as indices into the layout's declarations.
  public var boundaries: [Guarded<Int>]
  /// A section's background decorations, as indices into the layout's declarations.
  public var backgrounds: [Guarded<Int>]
  /// The section style a section or section style applies (`style: NAME`), as an index into the layout's
  /// declarations. Its entries are merged in already, so nothing reads it for values: it is the only trace of the
  /// use, which the `unused-declaration` rule needs to tell an applied style from one nothing applies.
  public var style: Int? = nil

  /// The last assignment of a property with no condition, if any.
  public func unconditional(_ property: Property) -> Assignment? {
    properties.last { $0.property == property && $0.condition == nil }
  }

  /// How messages name it: `item 'cell'`, `horizontal group`.
  public var displayName: String {
    let noun = kind.isGroup ? "\(kind.rawValue) group" : (kind == .sectionStyle ? "section style" : kind.rawValue)
    if let name { return "\(noun) '\(name)'" }
    if let elementKind { return "\(noun) \"\(elementKind)\"" }
    return noun
  }
}

/// A child slot of a group: a declaration, optionally counted (`pair * 2`).
public struct Child: Sendable, Hashable {
  /// Index of the item or group in the layout's declarations.
  public var declaration: Int
  /// The count of `child * n`: exactly n copies, each 1/n of the group along its axis (UIKit's `subitem:count:`).
  public var count: Int?
  /// Where the child is written.
  public var span: SourceSpan
}

/// A value with the `when` condition it was written under.
public struct Guarded<Value: Sendable>: Sendable {
  /// The condition, or nil when unconditional.
  public var condition: Condition?
  /// The value.
  public var value: Value

  /// Wraps a value and its condition.
  @inlinable public init(condition: Condition?, value: Value) {
    self.condition = condition
    self.value = value
  }
}

/// One `name: value` in a block.
public struct Assignment: Sendable {
  /// Which property.
  public var property: Property
  /// Its typed value.
  public var value: PropertyValue
  /// The `when` condition it is written under, if any.
  public var condition: Condition?
  /// The whole `name: value`.
  public var span: SourceSpan
  /// The value alone.
  public var valueSpan: SourceSpan
}
