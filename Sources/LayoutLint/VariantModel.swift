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

  /// The guards of a declaration's property assignments, children and boundary items, and of the layout's
  /// properties (nil: unconditional).
  func propertyGuard(_ index: Int, _ entry: Int) -> Int? { space.hasGuards ? space.propertyGuards[index][entry] : nil }
  func childGuard(_ index: Int, _ entry: Int) -> Int? { space.hasGuards ? space.childGuards[index][entry] : nil }
  func boundaryGuard(_ index: Int, _ entry: Int) -> Int? { space.hasGuards ? space.boundaryGuards[index][entry] : nil }
  func layoutPropertyGuard(_ entry: Int) -> Int? { space.hasGuards ? space.layoutPropertyGuards[entry] : nil }

  /// The winner of a list of assignments the refinement decided (`Variant.winners`), if it did.
  func winner(_ key: Int) -> Int? { variant.winners.isEmpty ? nil : variant.winners[key] }

  /// The assignment of `property` that applies, if any.
  func assignment(_ property: Property, of index: Int) -> Assignment? {
    let properties = space.layout.declarations[index].properties
    if let winner = winner(VariantSpace.key(property, of: index)) {
      if winner >= 0 { return properties[winner] }
      // No guarded assignment after the last unconditional one holds: that one applies.
      let entries = space.propertyIndex[index]?[property] ?? Array(properties.indices)
      return entries.last { properties[$0].property == property && propertyGuard(index, $0) == nil }
        .map { properties[$0] }
    }
    if let entries = space.propertyIndex.isEmpty ? nil : space.propertyIndex[index] {
      for i in (entries[property] ?? []).reversed() where holds(propertyGuard(index, i)) { return properties[i] }
      return nil
    }
    for i in properties.indices.reversed() where properties[i].property == property {
      if holds(propertyGuard(index, i)) { return properties[i] }
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
    let properties = layout.properties
    let decided = winner(VariantSpace.directionKey)
    for i in properties.indices.reversed() where properties[i].property == .direction {
      let applies =
        switch decided {
        case let winner? where winner >= 0: i == winner
        case .some: layoutPropertyGuard(i) == nil
        case nil: holds(layoutPropertyGuard(i))
        }
      guard applies else { continue }
      if case .direction(let direction) = properties[i].value { return direction }
      return .vertical
    }
    return .vertical
  }

  /// A group's children in this variant.
  func children(_ index: Int) -> [Child] {
    let entries = declaration(index).children
    return entries.indices.filter { holds(childGuard(index, $0)) }.map { entries[$0].value }
  }

  /// A section's root group in this variant: the last one whose guard holds.
  func root(_ section: Int) -> Child? {
    let entries = declaration(section).children
    if let winner = winner(VariantSpace.rootKey(of: section)) {
      if winner >= 0 { return entries[winner].value }
      return entries.indices.last { childGuard(section, $0) == nil }.map { entries[$0].value }
    }
    return entries.indices.last { holds(childGuard(section, $0)) }.map { entries[$0].value }
  }

  /// The sections of the layout in this variant.
  var sections: [Int] {
    layout.sections.indices.filter { !space.hasGuards || holds(space.sectionGuards[$0]) }
      .map { layout.sections[$0].value }
  }

  func boundaries(_ section: Int) -> [Int] {
    let entries = declaration(section).boundaries
    return entries.indices.filter { holds(boundaryGuard(section, $0)) }.map { entries[$0].value }
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
