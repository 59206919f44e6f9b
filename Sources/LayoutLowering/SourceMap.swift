import LayoutSource

/// Where each entity of a lowered IR document was declared: for every IR layout, the source span of the declaration
/// behind each of its table entries, in arrays parallel to the IR's.
///
/// Plain data, kept beside the IR rather than in it (the IR JSON does not change): tools that hold the source, such
/// as the compiler façade, the linter or an editor server, turn an IR index or an evaluated element's origin into a
/// place in the file. Spans are whole declarations (`item photo { … }`, an inline `horizontal { … }`, `header { … }`),
/// so a span's text starts with its declaration's keyword. Beside each span, ``DeclarationSpans`` gives the
/// declaration's name and head and the span of every property assignment and list entry, parallel to the IR's, so
/// the linter (which reads the IR) points where a message about that value belongs.
public struct SourceMap: Hashable, Sendable {
  /// One entry per IR layout, in the document's order.
  public var layouts: [LayoutSpans]

  /// Creates a source map.
  public init(layouts: [LayoutSpans]) { self.layouts = layouts }

  /// The spans of the layout named `name`, if the document has it.
  public func layout(named name: String) -> LayoutSpans? { layouts.first { $0.name == name } }
}

/// The declaration spans behind one IR layout (``SourceMap``): each array is parallel to the `IRLayout` array of
/// the same name.
public struct LayoutSpans: Hashable, Sendable {
  /// The layout's name, as in `IRLayout.name`.
  public var name: String
  /// The span of the layout's name (the checked model keeps no wider span for a layout).
  public var nameSpan: SourceSpan
  /// The name, head, whole span and assignment spans of `IRLayout.items[i]`, at `[i]`.
  public var itemDeclarations: [DeclarationSpans] = []
  /// The same for `IRLayout.groups[i]`.
  public var groupDeclarations: [DeclarationSpans] = []
  /// The same for `IRLayout.supplementaries[i]`.
  public var supplementaryDeclarations: [DeclarationSpans] = []
  /// The same for `IRLayout.sections[i]` (its `root` entries are the root group references).
  public var sectionDeclarations: [DeclarationSpans] = []
  /// The same for `IRLayout.sections[s].boundaries.entries[i]`, at `[s][i]`.
  public var boundaryDeclarations: [[DeclarationSpans]] = []
  /// The same for `IRLayout.sections[s].backgrounds.entries[i]`, at `[s][i]`.
  public var backgroundDeclarations: [[DeclarationSpans]] = []
  /// The layout's own assignments: `spacing` parallel to `IRLayout.spacing.assignments`; `direction` and `viewport`
  /// the one value lowering kept.
  public var fields: [MappedField: [SourceSpan]] = [:]

  // The whole declarations' spans are read from the declarations (`DeclarationSpans.span`) rather than kept in arrays
  // of their own beside them: lowering runs on every `layoutc check`, and those arrays were a third of the source
  // map's allocations. The arrays below are made when asked for.

  /// `IRLayout.items[i]` was declared at `items[i]`.
  public var items: [SourceSpan] { itemDeclarations.map(\.span) }
  /// `IRLayout.groups[i]` was declared at `groups[i]`.
  public var groups: [SourceSpan] { groupDeclarations.map(\.span) }
  /// `IRLayout.supplementaries[i]` was declared at `supplementaries[i]`.
  public var supplementaries: [SourceSpan] { supplementaryDeclarations.map(\.span) }
  /// `IRLayout.sections[i]` was declared at `sections[i]`.
  public var sections: [SourceSpan] { sectionDeclarations.map(\.span) }
  /// `IRLayout.sections[s].boundaries.entries[i]` was declared at `boundaries[s][i]`.
  public var boundaries: [[SourceSpan]] { boundaryDeclarations.map { $0.map(\.span) } }
  /// `IRLayout.sections[s].backgrounds.entries[i]` was declared at `backgrounds[s][i]`.
  public var backgrounds: [[SourceSpan]] { backgroundDeclarations.map { $0.map(\.span) } }

  /// Creates the spans of one layout; its declarations are set one table at a time.
  public init(name: String, nameSpan: SourceSpan) {
    self.name = name
    self.nameSpan = nameSpan
  }

  /// The declaration of item `index`, or nil when the layout has no such item.
  public func span(ofItem index: Int) -> SourceSpan? {
    itemDeclarations.indices.contains(index) ? itemDeclarations[index].span : nil
  }
  /// The declaration of group `index`, or nil when the layout has no such group.
  public func span(ofGroup index: Int) -> SourceSpan? {
    groupDeclarations.indices.contains(index) ? groupDeclarations[index].span : nil
  }
  /// The declaration of supplementary `index`, or nil when the layout has no such supplementary.
  public func span(ofSupplementary index: Int) -> SourceSpan? {
    supplementaryDeclarations.indices.contains(index) ? supplementaryDeclarations[index].span : nil
  }
  /// The declaration of section `index`, or nil when the layout has no such section.
  public func span(ofSection index: Int) -> SourceSpan? {
    sectionDeclarations.indices.contains(index) ? sectionDeclarations[index].span : nil
  }
  /// The declaration of boundary entry `entry` of section `section`, or nil when there is none.
  public func span(ofBoundary entry: Int, inSection section: Int) -> SourceSpan? {
    guard boundaryDeclarations.indices.contains(section), boundaryDeclarations[section].indices.contains(entry)
    else { return nil }
    return boundaryDeclarations[section][entry].span
  }
  /// The declaration of background entry `entry` of section `section`, or nil when there is none.
  public func span(ofBackground entry: Int, inSection section: Int) -> SourceSpan? {
    guard backgroundDeclarations.indices.contains(section), backgroundDeclarations[section].indices.contains(entry)
    else { return nil }
    return backgroundDeclarations[section][entry].span
  }
}
