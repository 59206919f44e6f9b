import LayoutMath
import LayoutRules
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

  /// The value of `property` on a declaration in this variant: the applicable assignment's, else the property
  /// table's default for the declaration's kind (nil: required and missing, or no value unless written).
  func value(_ property: Property, of index: Int) -> PropertyValue? {
    assignment(property, of: index)?.value ?? property.defaultValue(on: declaration(index).kind)
  }

  /// `value(_:of:)` for a property the table gives a default on this declaration's kind; `extract` takes the
  /// payload out of the value's case. The checker reads each property into one case, and a test ties the table's
  /// defaults to the same cases, so a miss is a table error, not an input the linter can meet.
  func resolved<Payload>(_ property: Property, of index: Int, _ extract: (PropertyValue) -> Payload?) -> Payload {
    guard let value = value(property, of: index), let payload = extract(value) else {
      preconditionFailure("'\(property.rawValue)' has no default on \(declaration(index).kind) in the property table")
    }
    return payload
  }

  func size(_ index: Int) -> LayoutSize? {
    if case .size(let size)? = value(.size, of: index) { return size }
    return nil
  }

  func insets(_ index: Int) -> Insets {
    resolved(.insets, of: index) { if case .insets(let v) = $0 { v } else { nil } }
  }

  /// A declaration's edge spacing; a declaration that sets none has the table's default, no spaced edge.
  func edges(_ index: Int) -> EdgeSpacing? {
    if case .edges(let edges)? = value(.edges, of: index) { return edges }
    return nil
  }

  /// Both edge spacings of a declaration along `axis`, fixed and flexible ones at their minimum (R5.2).
  func edgeTotal(_ index: Int, _ axis: Axis) -> Rational { edges(index)?.total(axis) ?? .zero }

  /// A group's spacing in points (flexible spacing counts at its minimum, R5.2).
  func spacing(_ index: Int) -> Rational {
    resolved(.spacing, of: index) { if case .spacing(let v) = $0 { v.value } else { nil } }
  }

  func supplementaries(_ index: Int) -> [Int] {
    resolved(.supplementaries, of: index) { if case .supplementaries(let v) = $0 { v } else { nil } }
  }

  func scroll(_ section: Int) -> ScrollBehavior {
    resolved(.scroll, of: section) { if case .scroll(let v) = $0 { v } else { nil } }
  }

  func followsInsets(_ boundary: Int) -> Bool {
    resolved(.followsInsets, of: boundary) { if case .boolean(let v) = $0 { v } else { nil } }
  }

  /// The layout's scroll direction: its applicable `direction`, else the property table's default.
  var direction: ScrollDirection {
    let properties = layout.properties
    let decided = winner(VariantSpace.directionKey)
    let applicable = properties.indices.reversed().first { i in
      guard properties[i].property == .direction else { return false }
      return switch decided {
      case let winner? where winner >= 0: i == winner
      case .some: layoutPropertyGuard(i) == nil
      case nil: holds(layoutPropertyGuard(i))
      }
    }
    let value = applicable.map { properties[$0].value } ?? Property.direction.defaultValue(on: nil)
    guard case .direction(let direction)? = value else {
      preconditionFailure("'direction' has no default on a layout in the property table")
    }
    return direction
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
  func sizeSpan(_ index: Int) -> SourceSpan { assignment(.size, of: index)?.valueSpan ?? declaration(index).headSpan }

  /// Where messages about a declaration's insets point: its `insets` value, else its size, else its head.
  func insetsSpan(_ index: Int) -> SourceSpan { assignment(.insets, of: index)?.valueSpan ?? sizeSpan(index) }

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

extension Axis {
  /// The dimension an axis measures, as messages name it.
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

extension LayoutSize {
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
