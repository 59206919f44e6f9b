import LayoutIR
import LayoutSemantics
import LayoutSource

/// The source map's spans of assignments and entries, built in the same order as the IR's (`Lowering+Declarations`,
/// `Guards.swift`), so each array is parallel to the IR property or list it locates.
extension LayoutLowerer {
  /// The single-valued properties whose IR assignments are the model's, one for one.
  private static let plainFields: [(Property, MappedField)] = [
    (.size, .size), (.insets, .insets), (.edges, .edges), (.spacing, .spacing), (.z, .zIndex), (.scroll, .scroll),
    (.offset, .offset), (.extends, .extends), (.pinned, .pinned), (.followsInsets, .followsInsets),
    (.flow, .flow), (.itemSpacing, .itemSpacing), (.lineSpacing, .lineSpacing),
  ]

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
    return fields
  }

  func declarationSpans(_ declaration: Declaration) -> DeclarationSpans {
    var fields: [MappedField: [SourceSpan]] = [:]
    func set(_ field: MappedField, _ spans: [SourceSpan]) { if !spans.isEmpty { fields[field] = spans } }
    let properties = declaration.properties
    for (property, field) in Self.plainFields {
      set(field, properties.filter { $0.property == property }.map(\.valueSpan))
    }
    // A supplementary list lowers to one guarded entry per supplementary of each list (`supplementaryList`).
    let lists: [((SourceSpan, Int), IRCondition?)] = properties.compactMap { assignment in
      guard case .supplementaries(let list) = assignment.value else { return nil }
      return ((assignment.valueSpan, list.count), Self.marker(assignment.condition))
    }
    set(
      .supplementaries,
      Guards.exclusive(lists).flatMap { entry, _ in entry.map { Array(repeating: $0.0, count: $0.1) } ?? [] })
    set(.anchor, anchorSpans(properties, edges: .anchor, offset: .offset))
    set(.itemAnchor, anchorSpans(properties, edges: .itemAnchor, offset: .itemOffset))
    if declaration.kind.isBoundary {
      // `boundary` inserts the kind's alignment first when the source gives none unconditionally.
      let alignment = properties.filter { $0.property == .alignment }
      let spans = alignment.map(\.valueSpan)
      let fallback = alignment.first?.condition != nil || alignment.isEmpty
      set(.alignment, fallback ? [declaration.headSpan] + spans : spans)
    }
    if declaration.kind.isGroup {
      set(.children, declaration.children.map(\.value.span))
      set(.count, declaration.children.filter { $0.value.count != nil }.map(\.value.span))
    } else if declaration.kind == .section {
      set(.root, declaration.children.map(\.value.span))
      set(.boundaries, declaration.boundaries.map { layout.declarations[$0.value].span })
      set(.backgrounds, declaration.backgrounds.map { layout.declarations[$0.value].span })
    }
    return DeclarationSpans(
      name: declaration.name, displayName: declaration.displayName, head: declaration.headSpan, fields: fields)
  }

  /// An anchor's IR assignments are every applicable pair of its edges and offset (`anchors`); each points at its
  /// edges.
  private func anchorSpans(_ properties: [Assignment], edges: Property, offset: Property) -> [SourceSpan] {
    let edgeSets = properties.filter { $0.property == edges }.map { ($0.valueSpan, Self.marker($0.condition)) }
    if edgeSets.isEmpty { return [] }
    let offsets = properties.filter { $0.property == offset }.map { ($0.valueSpan, Self.marker($0.condition)) }
    let offsetCount = Guards.exclusive(offsets).count
    return Guards.exclusive(edgeSets).flatMap { span, _ in span.map { Array(repeating: $0, count: offsetCount) } ?? [] }
  }
}
