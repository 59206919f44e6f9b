// A derivation step names an IR declaration and property (`DerivationSource`); the source map turns it into the
// span of the assignment that held for the input, so `--why` can say which line each number comes from.

extension Compilation {
  /// The span of the assignment a derivation step read (the last one whose `when` holds for `input`), the
  /// declaration's head when the property was not written (its default applied), or nil when the file has errors or
  /// the layout has no such declaration.
  public func span(of source: DerivationSource, layout name: String? = nil, input: EvaluationInput) -> SourceSpan? {
    guard let layout = try? layout(named: name), let map = sourceMap,
      let index = ir?.layouts.firstIndex(where: { $0.name == layout.name })
    else { return nil }
    let spans = map.layouts[index]
    let holds = Self.conditions(of: layout, input: input)
    func whens<Value>(_ property: IRProperty<Value>) -> [IRCondition?] { property.assignments.map(\.when) }
    func pick(_ declaration: DeclarationSpans?, _ whole: SourceSpan?, _ guards: [IRCondition?]) -> SourceSpan? {
      guard let declaration else { return whole }
      guard let property = source.property, let holding = guards.indices.last(where: { holds(guards[$0]) }),
        let span = declaration.span(of: Self.field(property), at: holding)
      else { return source.property == nil ? whole : declaration.head }
      return span
    }
    func element<Element>(_ array: [Element], _ index: Int) -> Element? {
      array.indices.contains(index) ? array[index] : nil
    }
    switch source.declaration {
    case .item(let item):
      guard let ir = element(layout.items, item) else { return nil }
      let guards: [IRCondition?] =
        switch source.property {
        case .size: whens(ir.size)
        case .insets: whens(ir.insets)
        case .edges: whens(ir.edges)
        default: []
        }
      return pick(element(spans.itemDeclarations, item), spans.span(ofItem: item), guards)
    case .group(let group):
      guard let ir = element(layout.groups, group) else { return nil }
      let guards: [IRCondition?] =
        switch source.property {
        case .size: whens(ir.size)
        case .insets: whens(ir.insets)
        case .edges: whens(ir.edges)
        case .spacing: whens(ir.spacing)
        case .count: whens(ir.count)
        default: []
        }
      return pick(element(spans.groupDeclarations, group), spans.span(ofGroup: group), guards)
    case .supplementary(let supplementary):
      guard let ir = element(layout.supplementaries, supplementary) else { return nil }
      let guards: [IRCondition?] =
        switch source.property {
        case .size: whens(ir.size)
        case .anchor: whens(ir.anchor)
        case .itemAnchor: whens(ir.itemAnchor)
        case .insets: whens(ir.insets)
        default: []
        }
      return pick(
        element(spans.supplementaryDeclarations, supplementary), spans.span(ofSupplementary: supplementary), guards)
    case .section(let section):
      guard let ir = element(layout.sections, section) else { return nil }
      let guards: [IRCondition?] =
        switch source.property {
        case .insets: whens(ir.insets)
        case .spacing: whens(ir.spacing)
        case .scroll: whens(ir.scroll)
        default: []
        }
      return pick(element(spans.sectionDeclarations, section), spans.span(ofSection: section), guards)
    case .boundary(let section, let kind):
      guard let ir = element(layout.sections, section) else { return nil }
      let entries = ir.boundaries.entries
      guard let entry = entries.indices.first(where: { entries[$0].value.kind == kind && holds(entries[$0].when) })
      else { return nil }
      let boundary = entries[entry].value
      let guards: [IRCondition?] =
        switch source.property {
        case .size: whens(boundary.size)
        case .alignment: whens(boundary.alignment)
        case .offset: whens(boundary.offset)
        default: []
        }
      let declarations = element(spans.boundaryDeclarations, section).flatMap { element($0, entry) }
      return pick(declarations, spans.span(ofBoundary: entry, inSection: section), guards)
    case .background(let section, let shown):
      guard let ir = element(layout.sections, section) else { return nil }
      let entries = ir.backgrounds.entries.indices.filter { holds(ir.backgrounds.entries[$0].when) }
      guard let entry = element(entries, shown) else { return nil }
      let guards = source.property == .insets ? whens(ir.backgrounds.entries[entry].value.insets) : []
      let declarations = element(spans.backgroundDeclarations, section).flatMap { element($0, entry) }
      return pick(declarations, spans.span(ofBackground: entry, inSection: section), guards)
    case .layout:
      return spans.nameSpan
    }
  }

  /// The source map's field for a derivation's property.
  private static func field(_ property: DerivationSource.Property) -> MappedField {
    switch property {
    case .size: .size
    case .insets: .insets
    case .edges: .edges
    case .spacing: .spacing
    case .count: .count
    case .anchor: .anchor
    case .itemAnchor: .itemAnchor
    case .offset: .offset
    case .alignment: .alignment
    case .scroll: .scroll
    case .direction: .direction
    }
  }
}
