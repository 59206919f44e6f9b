import LayoutIR
import LayoutMath
import LayoutRules
import LayoutSource

/// The IR layout as it is in one variant: the last assignment of each property whose guard holds wins, else the
/// property's `IRDefaults` value, and guarded entries exist where their guard holds (UIKit's resolution, as the
/// evaluator applies it, `Documentation/IR.md`). The analysis reads only guards that the variant decides
/// (`VariantSpace.stepLists`), so each read is a lookup.
struct VariantModel {
  let space: VariantSpace
  let variant: Variant

  var layout: AnalysedLayout { space.layout }

  /// Whether an entry with this guard exists in the variant.
  func holds(_ guardNumber: Int?) -> Bool {
    guard let number = guardNumber else { return true }
    return variant.decided[number] ?? space.outcome(number, in: variant)
  }

  /// The guard of entry `index` of a node's field (nil: unconditional).
  func guardNumber(_ field: AnalysedField, of node: Int, _ index: Int) -> Int? {
    guard space.hasGuards else { return nil }
    let slot = VariantSpace.slot(field, of: node)
    // A field without guards has an empty row (`VariantSpace.fieldGuards`).
    return space.fieldGuards[slot].isEmpty ? nil : space.fieldGuards[slot][index]
  }

  /// The winner of a list of assignments the refinement decided (`Variant.winners`), if it did.
  func winner(_ key: Int) -> Int? { variant.winners.isEmpty ? nil : variant.winners[key] }

  /// The index of the assignment of a property (`field.lastWins`) that applies, among `count` assignments; nil
  /// when none does (the default applies).
  func applicable(_ field: AnalysedField, of node: Int, count: Int) -> Int? {
    if count == 0 { return nil }
    if !space.hasGuards { return count - 1 }
    if let winner = winner(VariantSpace.key(field, of: node)) {
      if winner >= 0 { return winner }
      // No guarded assignment after the last unconditional one holds: that one applies.
      return (0..<count).last { guardNumber(field, of: node, $0) == nil }
    }
    return (0..<count).last { holds(guardNumber(field, of: node, $0)) }
  }

  /// The value of a property in this variant: its applicable assignment's, else nil.
  func value<T>(_ property: IRProperty<T>, _ field: AnalysedField, of node: Int) -> T? {
    applicable(field, of: node, count: property.assignments.count).map { property.assignments[$0].value }
  }

  /// The entries of a list present in this variant.
  func entries<T>(_ list: IRList<T>, _ field: AnalysedField, of node: Int) -> [T] {
    if !space.hasGuards { return list.entries.map(\.value) }
    return list.entries.indices.filter { holds(guardNumber(field, of: node, $0)) }.map { list.entries[$0].value }
  }

  /// A node's size (nil: a node the checker gave none, which lowering leaves without assignments).
  func size(_ node: Int) -> IRSize? {
    switch layout.kind(node) {
    case .item: value(layout.item(node).size, .size, of: node)
    case .group: value(layout.group(node).size, .size, of: node)
    case .supplementary: value(layout.supplementary(node).size, .size, of: node)
    case .boundary: value(layout.boundary(node).size, .size, of: node)
    case .section: nil
    }
  }

  /// The property `insets` of a node, and the index of its applicable assignment.
  private func insetsAssignment(_ node: Int) -> (IRInsets, Int)? {
    let property: IRProperty<IRInsets>
    switch layout.kind(node) {
    case .item: property = layout.item(node).insets
    case .group: property = layout.group(node).insets
    case .supplementary: property = layout.supplementary(node).insets
    case .section: property = layout.section(node).insets
    case .boundary: return nil
    }
    return applicable(.insets, of: node, count: property.assignments.count).map { (property.assignments[$0].value, $0) }
  }

  func insets(_ node: Int) -> IRInsets { insetsAssignment(node)?.0 ?? IRDefaults.insets }

  /// A node's edge spacing, and the index of its applicable assignment.
  private func edgesAssignment(_ node: Int) -> (IREdgeSpacing, Int)? {
    let property: IRProperty<IREdgeSpacing>
    switch layout.kind(node) {
    case .item: property = layout.item(node).edges
    case .group: property = layout.group(node).edges
    default: return nil
    }
    return applicable(.edges, of: node, count: property.assignments.count).map { (property.assignments[$0].value, $0) }
  }

  /// A node's edge spacing; a node that sets none has the default, no spaced edge.
  func edges(_ node: Int) -> IREdgeSpacing { edgesAssignment(node)?.0 ?? IRDefaults.edges }

  /// Both edge spacings of a node along `axis`, fixed and flexible ones at their minimum (R5.2).
  func edgeTotal(_ node: Int, _ axis: Axis) -> Rational { edges(node).total(axis) }

  /// A group's spacing in points (flexible spacing counts at its minimum, R5.2).
  func spacing(_ group: Int) -> Rational {
    (value(layout.group(group).spacing, .spacing, of: group) ?? IRDefaults.groupSpacing).value.value
  }

  /// A group's count (R5.4), if one applies.
  func count(_ group: Int) -> Int? { value(layout.group(group).count, .count, of: group) }

  /// The supplementaries of an item in this variant, as nodes.
  func supplementaries(_ item: Int) -> [Int] {
    entries(layout.item(item).supplementaries, .supplementaries, of: item).map(layout.supplementaryNode)
  }

  func scroll(_ section: Int) -> IRScrollBehavior {
    value(layout.section(section).scroll, .scroll, of: section) ?? IRDefaults.scroll
  }

  func followsInsets(_ boundary: Int) -> Bool {
    value(layout.boundary(boundary).followsInsets, .followsInsets, of: boundary) ?? IRDefaults.followsInsets
  }

  /// The scroll effect of an item or a section in this variant (SE1), if one applies.
  func effect(_ node: Int) -> IRScrollEffect? {
    switch layout.kind(node) {
    case .item: value(layout.item(node).effect, .effect, of: node)
    case .section: value(layout.section(node).effect, .effect, of: node)
    default: nil
    }
  }

  /// The layout's scroll direction (never guarded in the IR).
  var direction: IRAxis { layout.ir.scrollDirection }

  /// A group's children in this variant: each one's node and where it is written.
  func children(_ group: Int) -> [ChildSlot] {
    let entries = layout.group(group).children.entries
    let present =
      space.hasGuards ? entries.indices.filter { holds(guardNumber(.children, of: group, $0)) } : Array(entries.indices)
    return present.map {
      ChildSlot(node: layout.node(of: entries[$0].value), owner: group, field: .children, entry: $0)
    }
  }

  /// A section's root group in this variant: the last one whose guard holds.
  func root(_ section: Int) -> ChildSlot? {
    let root = layout.section(section).root
    guard let i = applicable(.root, of: section, count: root.assignments.count) else { return nil }
    return ChildSlot(node: layout.groupNode(root.assignments[i].value), owner: section, field: .root, entry: i)
  }

  /// The sections of the layout (never guarded in the IR), as nodes.
  var sections: [Int] { layout.ir.sections.indices.map(layout.sectionNode) }

  /// A section's boundary items in this variant, as nodes.
  func boundaries(_ section: Int) -> [Int] {
    let entries = layout.section(section).boundaries.entries
    let s = section - layout.sectionBase
    return entries.indices.filter { holds(guardNumber(.boundaries, of: section, $0)) }.map {
      layout.boundaryNode(section: s, entry: $0)
    }
  }

  /// Where a child reference is written (`cell * 3`), else its owner's head.
  func span(of child: ChildSlot) -> SourceSpan {
    layout.span(of: child.field, at: child.entry, of: child.owner) ?? layout.head(child.owner)
  }

  /// Where the applicable `size` of a node was written, if it was.
  func sizeValueSpan(_ node: Int) -> SourceSpan? {
    let count: Int
    switch layout.kind(node) {
    case .item: count = layout.item(node).size.assignments.count
    case .group: count = layout.group(node).size.assignments.count
    case .supplementary: count = layout.supplementary(node).size.assignments.count
    case .boundary: count = layout.boundary(node).size.assignments.count
    case .section: return nil
    }
    return applicable(.size, of: node, count: count).flatMap { layout.span(of: .size, at: $0, of: node) }
  }

  /// Where the applicable `insets` of a node were written, if they were.
  func insetsValueSpan(_ node: Int) -> SourceSpan? {
    insetsAssignment(node).flatMap { layout.span(of: .insets, at: $0.1, of: node) }
  }

  /// Where the applicable `edges` of a node were written, if they were.
  func edgesValueSpan(_ node: Int) -> SourceSpan? {
    edgesAssignment(node).flatMap { layout.span(of: .edges, at: $0.1, of: node) }
  }

  /// Where messages about a node's size point: its `size` value, else its head.
  func sizeSpan(_ node: Int) -> SourceSpan { sizeValueSpan(node) ?? layout.head(node) }

  /// Where messages about a node's insets point: its `insets` value, else its size, else its head.
  func insetsSpan(_ node: Int) -> SourceSpan { insetsValueSpan(node) ?? sizeSpan(node) }

  /// How messages name a group: `group 'row'`, or `the horizontal group` for an unnamed one.
  func groupName(_ node: Int) -> String {
    let d = layout.declaration(node)
    if let name = d.name { return "group '\(name)'" }
    return "the \(d.displayName)"
  }

  /// How messages name a node: `'cell'`, or `the horizontal group` for an unnamed one.
  func name(_ node: Int) -> String {
    let d = layout.declaration(node)
    if let name = d.name { return "'\(name)'" }
    return "the \(d.displayName)"
  }

  /// `item 'cell'` for a named node, `the item` (or `the supplementary "kind"`) for an unnamed one.
  func named(_ node: Int, as noun: String) -> String {
    let d = layout.declaration(node)
    if let name = d.name { return "\(noun) '\(name)'" }
    return "the \(d.displayName)"
  }

  /// How messages name a node with its kind: `horizontal group 'row'`, `header`.
  func displayName(_ node: Int) -> String { layout.declaration(node).displayName }

  /// The axis a group lays its children along.
  func axis(_ group: Int) -> Axis { layout.group(group).axis == .horizontal ? .x : .y }
}

/// A child of a group, or a section's root group, in a variant: the node it refers to, and the entry that refers to
/// it (`owner`'s `children` or `root`), whose span (`cell * 3`) messages about the child's place in its group point
/// at (`VariantModel.span(of:)`, looked up only when a message is made).
struct ChildSlot {
  var node: Int
  var owner: Int
  var field: AnalysedField
  var entry: Int
}

extension Axis {
  /// The dimension an axis measures, as messages name it.
  var noun: String { self == .x ? "width" : "height" }
}

extension IRDimension {
  /// Whether it is a fraction of the container along `axis` (R5.3: "depends on the container along A").
  func refers(to axis: Axis) -> Bool {
    switch self {
    case .fractionalWidth: axis == .x
    case .fractionalHeight: axis == .y
    case .absolute, .estimated: false
    }
  }
}

extension IRSize {
  subscript(axis: Axis) -> IRDimension {
    get { axis == .x ? width : height }
    set { if axis == .x { width = newValue } else { height = newValue } }
  }
}

extension IRInsets {
  /// Leading + trailing (x) or top + bottom (y).
  func sum(_ axis: Axis) -> Rational { axis == .x ? leading.value + trailing.value : top.value + bottom.value }
}

extension IREdgeSpacing {
  /// Both edge spacings along `axis`, fixed and flexible ones at their minimum (R5.2).
  func total(_ axis: Axis) -> Rational {
    let (a, b) = axis == .x ? (leading, trailing) : (top, bottom)
    return (a?.value.value ?? .zero) + (b?.value.value ?? .zero)
  }
}

extension IRDimension {
  /// The dimension as the language writes it (`100`, `~44`, `1/2w`), for messages.
  var written: String {
    switch self {
    case .absolute(let v): "\(v.value)"
    case .estimated(let v): "~\(v.value)"
    case .fractionalWidth(let f): "\(f.value)w"
    case .fractionalHeight(let f): "\(f.value)h"
    }
  }
}
