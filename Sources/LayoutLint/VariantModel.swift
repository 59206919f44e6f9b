import LayoutMath
import LayoutSemantics
import LayoutSource

/// The model of one layout as it is in one variant: the last applicable assignment of each property wins, and guarded
/// entries exist where their guard holds (Grammar/README.md, "Parameters and `when`"). The analysis reads only guards
/// that the variant decides (`VariantSpace.stepLists`), so each read is a lookup.
struct VariantModel {
  let space: VariantSpace
  let variant: Variant

  var layout: LayoutModel { space.layout }

  func declaration(_ index: Int) -> Declaration { space.layout.declarations[index] }

  /// Whether an entry with this guard exists in the variant.
  func holds(_ guardNumber: Int?) -> Bool {
    guard let number = guardNumber else { return true }
    return variant.decided[number] ?? space.outcome(number, in: variant)
  }

  /// The assignment of `property` that applies, if any.
  func assignment(_ property: Property, of index: Int) -> Assignment? {
    guard let entries = space.propertyEntries[index][property] else { return nil }
    if let winner = variant.winners[VariantSpace.key(property, of: index)] {
      if winner >= 0 { return declaration(index).properties[winner] }
      // No guarded assignment after the last unconditional one holds: that one applies.
      return entries.last { space.propertyGuards[index][$0] == nil }.map { declaration(index).properties[$0] }
    }
    for i in entries.reversed() where holds(space.propertyGuards[index][i]) {
      return space.layout.declarations[index].properties[i]
    }
    return nil
  }

  func size(_ index: Int) -> Size? {
    if case .size(let size)? = assignment(.size, of: index)?.value { return size }
    return nil
  }

  func insets(_ index: Int) -> Insets {
    if case .insets(let insets)? = assignment(.insets, of: index)?.value { return insets }
    return .zero
  }

  func edges(_ index: Int) -> EdgeSpacing? {
    if case .edges(let edges)? = assignment(.edges, of: index)?.value { return edges }
    return nil
  }

  /// Both edge spacings of a declaration along `axis`, fixed and flexible ones at their minimum (R5.2).
  func edgeTotal(_ index: Int, _ axis: Axis) -> Rational { edges(index)?.total(axis) ?? .zero }

  /// A group's spacing in points (flexible spacing counts at its minimum, R5.2).
  func spacing(_ index: Int) -> Rational {
    if case .spacing(let spacing)? = assignment(.spacing, of: index)?.value { return spacing.value }
    return .zero
  }

  func supplementaries(_ index: Int) -> [Int] {
    if case .supplementaries(let list)? = assignment(.supplementaries, of: index)?.value { return list }
    return []
  }

  func scroll(_ section: Int) -> ScrollBehavior {
    if case .scroll(let behavior)? = assignment(.scroll, of: section)?.value { return behavior }
    return .none
  }

  func followsInsets(_ boundary: Int) -> Bool {
    if case .boolean(let value)? = assignment(.followsInsets, of: boundary)?.value { return value }
    return true
  }

  /// The layout's scroll direction.
  var direction: ScrollDirection {
    var entries = space.directionEntries[...]
    if let winner = variant.winners[VariantSpace.directionKey] {
      entries = entries.filter { winner >= 0 ? $0 == winner : space.layoutPropertyGuards[$0] == nil }[...]
    }
    for i in entries.reversed() where holds(space.layoutPropertyGuards[i]) {
      if case .direction(let direction) = layout.properties[i].value { return direction }
      return .vertical
    }
    return .vertical
  }

  /// A group's children in this variant.
  func children(_ index: Int) -> [Child] {
    let entries = declaration(index).children
    return entries.indices.filter { holds(space.childGuards[index][$0]) }.map { entries[$0].value }
  }

  /// A section's root group in this variant: the last one whose guard holds.
  func root(_ section: Int) -> Child? {
    let entries = declaration(section).children
    if let winner = variant.winners[VariantSpace.rootKey(of: section)] {
      if winner >= 0 { return entries[winner].value }
      return entries.indices.last { space.childGuards[section][$0] == nil }.map { entries[$0].value }
    }
    return entries.indices.last { holds(space.childGuards[section][$0]) }.map { entries[$0].value }
  }

  /// The sections of the layout in this variant.
  var sections: [Int] {
    layout.sections.indices.filter { holds(space.sectionGuards[$0]) }.map { layout.sections[$0].value }
  }

  func boundaries(_ section: Int) -> [Int] {
    let entries = declaration(section).boundaries
    return entries.indices.filter { holds(space.boundaryGuards[section][$0]) }.map { entries[$0].value }
  }

  /// Where messages about a declaration's size point: its `size` value, else its head.
  func sizeSpan(_ index: Int) -> Span { assignment(.size, of: index)?.valueSpan ?? declaration(index).headSpan }

  /// Where messages about a declaration's insets point: its `insets` value, else its size, else its head.
  func insetsSpan(_ index: Int) -> Span { assignment(.insets, of: index)?.valueSpan ?? sizeSpan(index) }

  /// How messages name a group: `group 'row'`, or `the horizontal group` for an unnamed one.
  func groupName(_ index: Int) -> String {
    let d = declaration(index)
    if let name = d.name { return "group '\(name)'" }
    return "the \(d.displayName)"
  }

  /// How messages name a declaration: `'cell'`, or `the horizontal group` for an unnamed one.
  func name(_ index: Int) -> String {
    let d = declaration(index)
    if let name = d.name { return "'\(name)'" }
    return "the \(d.displayName)"
  }

  /// `item 'cell'` for a named declaration, `the item` (or `the supplementary "kind"`) for an unnamed one.
  func named(_ index: Int, as noun: String) -> String {
    let d = declaration(index)
    if let name = d.name { return "\(noun) '\(name)'" }
    return "the \(d.displayName)"
  }
}

/// Axes of a group (semantics notation: the group's axis A and the cross axis).
enum Axis: Sendable {
  case x, y
  var other: Axis { self == .x ? .y : .x }
  var noun: String { self == .x ? "width" : "height" }
}

extension Dimension {
  /// Whether it is a fraction of the container along `axis` (R5.3: "depends on the container along A").
  func refers(to axis: Axis) -> Bool {
    switch self {
    case .fractionalWidth: axis == .x
    case .fractionalHeight: axis == .y
    case .absolute, .estimated: false
    }
  }
}

extension Size {
  subscript(axis: Axis) -> Dimension {
    get { axis == .x ? width : height }
    set { if axis == .x { width = newValue } else { height = newValue } }
  }
}

extension Insets {
  /// Leading + trailing (x) or top + bottom (y).
  func sum(_ axis: Axis) -> Rational { axis == .x ? leading + trailing : top + bottom }
}

extension EdgeSpacing {
  /// Both edge spacings along `axis`, fixed and flexible ones at their minimum (R5.2).
  func total(_ axis: Axis) -> Rational {
    let (a, b) = axis == .x ? (leading, trailing) : (top, bottom)
    return (a?.value ?? .zero) + (b?.value ?? .zero)
  }
}
