// From an evaluated element back to the text it came from: `Evaluation.origin(of:)` names the IR declaration, the
// source map turns that into a span. This is what lets a tool say "this cell came from item 'photo' at line 4".

extension Compilation {
  /// The span of the declaration an evaluated element came from (`evaluation.origin(of:)`), in layout `layout` (the
  /// only one when nil), or nil when the file has errors or the origin does not belong to that layout.
  ///
  /// `input` must be the one the element was evaluated with: which boundary item or background a section shows can
  /// depend on `when` conditions over the parameters and the viewport, and the origin of those counts in the list
  /// after the conditions are applied. Cells and supplementaries map to their item, group or supplementary
  /// declaration; a flow section's cells (declared by the section's `flow`) map to the section.
  public func declarationSpan(of origin: ElementOrigin, layout name: String? = nil, input: EvaluationInput)
    -> SourceSpan?
  {
    guard let layout = try? layout(named: name), let map = sourceMap,
      let index = ir?.layouts.firstIndex(where: { $0.name == layout.name })
    else { return nil }
    let spans = map.layouts[index]
    switch origin {
    case .item(let item, _):
      return spans.span(ofItem: item)
    case .itemSupplementary(_, let supplementary, _, _), .groupSupplementary(_, let supplementary, _, _):
      return spans.span(ofSupplementary: supplementary)
    case .flowItem(let section):
      return spans.span(ofSection: section)
    case .boundary(let kind, let section):
      guard layout.sections.indices.contains(section) else { return nil }
      let holds = Self.conditions(of: layout, input: input)
      let entries = layout.sections[section].boundaries.entries
      guard let entry = entries.indices.first(where: { entries[$0].value.kind == kind && holds(entries[$0].when) })
      else { return nil }
      return spans.span(ofBoundary: entry, inSection: section)
    case .background(_, let section, let shown):
      guard layout.sections.indices.contains(section) else { return nil }
      let holds = Self.conditions(of: layout, input: input)
      let entries = layout.sections[section].backgrounds.entries.indices.filter {
        holds(layout.sections[section].backgrounds.entries[$0].when)
      }
      guard entries.indices.contains(shown) else { return nil }
      return spans.span(ofBackground: entries[shown], inSection: section)
    }
  }

  /// The span of the declaration `element` (an element of `evaluation`) came from; see
  /// the overload that takes an `ElementOrigin`.
  public func declarationSpan(
    of element: Element, in evaluation: Evaluation, layout name: String? = nil, input: EvaluationInput
  ) -> SourceSpan? {
    guard let origin = evaluation.origin(of: element) else { return nil }
    return declarationSpan(of: origin, layout: name, input: input)
  }

  /// The whole `layout Name { … }` declaration of layout `name`, or nil when the file has no such layout. (The checked
  /// model keeps the layout's name span; the tree gives the declaration around it.)
  public func layoutDeclarationSpan(named name: String) -> SourceSpan? {
    guard let layout = checked.program.layout(named: name) else { return nil }
    var node = tree.node(atOffset: layout.nameSpan.start)
    while let current = node, current.kind != .layoutDecl { node = current.parent }
    return node?.span ?? layout.nameSpan
  }

  /// Whether an IR guard holds for `input`, reading parameters as the evaluator does (unset ones take their default).
  static func conditions(of layout: IRLayout, input: EvaluationInput) -> (IRCondition?) -> Bool {
    var params: [String: String] = [:]
    for param in layout.params { params[param.name] = param.defaultValue }
    params.merge(input.params) { _, given in given }
    return { condition in
      condition?.holds(
        params: params, viewportWidth: input.viewport.width, viewportHeight: input.viewport.height) ?? true
    }
  }
}
