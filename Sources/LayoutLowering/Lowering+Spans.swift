import LayoutIR
import LayoutSemantics
import LayoutSource

/// The source map's spans of assignments and entries, built in the same order as the IR's (`Lowering+Declarations`,
/// `Guards.swift`), so each array is parallel to the IR property or list it locates.
extension LayoutLowerer {
  /// The layout's `viewport` assignment that lowering keeps: the last unconditional one.
  static func viewportAssignment(_ layout: LayoutModel) -> Assignment? {
    layout.properties.last { $0.property == .viewport && $0.condition == nil }
  }

  /// `Guards.exclusive` decides which assignments survive from whether each has a guard, not from what it says: a
  /// placeholder stands for a guard here, where only the count of entries matters.
  private static func marker(_ condition: Condition?) -> IRCondition? { condition == nil ? nil : .and([]) }

  func layoutFieldSpans() -> [MappedField: [SourceSpan]] {
    var fields: [MappedField: [SourceSpan]] = [:]
    let spacing = layout.properties.filter { $0.property == .spacing }.map(\.valueSpan)
    if !spacing.isEmpty { fields[.spacing] = spacing }
    if let direction = layout.properties.last(where: { $0.property == .direction }) {
      fields[.direction] = [direction.valueSpan]
    }
    if let viewport = Self.viewportAssignment(layout) { fields[.viewport] = [viewport.valueSpan] }
    for field in [MappedField.paging, .follows] {
      let property: Property = field == .paging ? .paging : .follows
      if let assignment = layout.properties.last(where: { $0.property == property }) {
        fields[field] = [assignment.valueSpan]
      }
    }
    return fields
  }

  /// Appends the spans of declaration `index`'s assignments and entries, each field's in the IR's order (its fields
  /// read in place: copying the declaration out retains its arrays).
  func appendFieldSpans(of index: Int, to entries: inout [FieldSpan]) {
    let properties = layout.declarations[index].properties
    let children = layout.declarations[index].children
    func add(_ field: MappedField, _ span: SourceSpan) { entries.append(FieldSpan(field: field, span: span)) }
    func add(_ field: MappedField, _ spans: [SourceSpan]) { for span in spans { add(field, span) } }
    let kind = layout.declarations[index].kind
    // One pass for the properties lowered one assignment for one; the others are rebuilt below, where present.
    // By index, so that no assignment is copied (and its value retained) to read its property and span.
    var combined = false
    for position in properties.indices {
      let assignment = (property: properties[position].property, valueSpan: properties[position].valueSpan)
      switch assignment.property {
      case .size: add(.size, assignment.valueSpan)
      case .insets: add(.insets, assignment.valueSpan)
      case .edges: add(.edges, assignment.valueSpan)
      case .spacing: add(.spacing, assignment.valueSpan)
      case .z: add(.zIndex, assignment.valueSpan)
      case .scroll: add(.scroll, assignment.valueSpan)
      case .extends: add(.extends, assignment.valueSpan)
      case .pinned: add(.pinned, assignment.valueSpan)
      case .followsInsets: add(.followsInsets, assignment.valueSpan)
      case .flow: add(.flow, assignment.valueSpan)
      case .itemSpacing: add(.itemSpacing, assignment.valueSpan)
      case .lineSpacing: add(.lineSpacing, assignment.valueSpan)
      case .appear: add(.appear, assignment.valueSpan)
      case .disappear: add(.disappear, assignment.valueSpan)
      case .effect: add(.effect, assignment.valueSpan)
      case .itemAppear: add(.itemAppear, assignment.valueSpan)
      case .itemDisappear: add(.itemDisappear, assignment.valueSpan)
      case .offset where kind.isBoundary: add(.offset, assignment.valueSpan)
      case .supplementaries, .anchor, .itemAnchor, .alignment: combined = true
      case .offset, .itemOffset, .viewport, .direction, .paging, .follows: break
      // Folded into `size` by the checker (Grammar/README.md, "Partial overrides"); a model built by hand may still hold them.
      case .width, .height: break
      }
    }
    if combined {
      // A supplementary list lowers to one guarded entry per supplementary of each list (`supplementaryList`).
      let lists: [((SourceSpan, Int), IRCondition?)] = properties.compactMap { assignment in
        guard case .supplementaries(let list) = assignment.value else { return nil }
        return ((assignment.valueSpan, list.count), Self.marker(assignment.condition))
      }
      if !lists.isEmpty {
        for (entry, _) in Guards.exclusive(lists) {
          if let (span, count) = entry { add(.supplementaries, Array(repeating: span, count: count)) }
        }
      }
      add(.anchor, anchorSpans(properties, edges: .anchor, offset: .offset))
      add(.itemAnchor, anchorSpans(properties, edges: .itemAnchor, offset: .itemOffset))
    }
    if kind.isBoundary {
      // `boundary` inserts the kind's alignment first when the source gives none unconditionally (`boundary`).
      // By index, as above: filtering copied each alignment assignment out.
      let first = properties.firstIndex { $0.property == .alignment }
      if first.map({ properties[$0].condition != nil }) ?? true { add(.alignment, layout.declarations[index].headSpan) }
      for position in properties.indices where properties[position].property == .alignment {
        add(.alignment, properties[position].valueSpan)
      }
    }
    if kind.isGroup {
      for child in children { add(.children, child.value.span) }
      for child in children where child.value.count != nil { add(.count, child.value.span) }
    } else if kind == .section {
      for child in children { add(.root, child.value.span) }
      for boundary in layout.declarations[index].boundaries {
        add(.boundaries, layout.declarations[boundary.value].span)
      }
      for background in layout.declarations[index].backgrounds {
        add(.backgrounds, layout.declarations[background.value].span)
      }
    }
  }

  /// The spans of declaration `index`, whose assignments and entries `appendFieldSpans` gave as `entries`.
  func declarationSpans(_ index: Int, entries: ArraySlice<FieldSpan>) -> DeclarationSpans {
    let kind = layout.declarations[index].kind
    // The noun of `Declaration.displayName`, without building the name (`DeclarationSpans.displayName` does).
    let noun =
      switch kind {
      case .horizontal: "horizontal group"
      case .vertical: "vertical group"
      default: kind.rawValue
      }
    return DeclarationSpans(
      name: layout.declarations[index].name, noun: noun, elementKind: layout.declarations[index].elementKind,
      span: layout.declarations[index].span, head: layout.declarations[index].headSpan, entries: entries)
  }

  /// An anchor's IR assignments are every applicable pair of its edges and offset (`anchors`); each points at its
  /// edges.
  private func anchorSpans(_ properties: [Assignment], edges: Property, offset: Property) -> [SourceSpan] {
    // By index: filtering copied each assignment out (retaining its value) to read two fields.
    func marked(_ property: Property) -> [(SourceSpan, IRCondition?)] {
      var result: [(SourceSpan, IRCondition?)] = []
      for position in properties.indices where properties[position].property == property {
        result.append((properties[position].valueSpan, Self.marker(properties[position].condition)))
      }
      return result
    }
    let edgeSets = marked(edges)
    if edgeSets.isEmpty { return [] }
    let offsets = marked(offset)
    let offsetCount = Guards.exclusive(offsets).count
    return Guards.exclusive(edgeSets).flatMap { span, _ in span.map { Array(repeating: $0, count: offsetCount) } ?? [] }
  }
}
