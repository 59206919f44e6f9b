import LayoutSource

/// A field of an IR object whose assignments or entries the source map locates: `size` is `IRItem.size` (and the
/// `size` of groups, supplementaries and boundary items), `children` is `IRGroup.children`, `root` is
/// `IRSection.root`, and so on.
public enum MappedField: Int, Hashable, Sendable, CaseIterable {
  case size, insets, edges, spacing, supplementaries, children, count, anchor, itemAnchor, zIndex
  case root, scroll, alignment, offset, extends, pinned, followsInsets, flow, itemSpacing, lineSpacing
  /// A section's `boundaries` and `backgrounds` entries: each entry's whole declaration (`LayoutSpans.boundaries`).
  case boundaries, backgrounds
  /// Layout-level fields: `IRLayout.scrollDirection` and `IRLayout.viewport` (one span each, when written).
  case direction, viewport
  /// The declared effects (`IRItem.appear`, `IRItem.disappear` and the same keys elsewhere, E4.1).
  case appear, disappear
  /// `IRItem.effect` and `IRSection.effect`: scroll-driven effects.
  case effect
  /// A flow section's `IRSection.itemAppear` and `IRSection.itemDisappear` (E4.1).
  case itemAppear, itemDisappear
  /// Layout-level `IRLayout.paging` and `IRLayout.follows` (the value of the assignment), for the generator's E0501.
  case paging, follows
}

/// The declaration behind one IR table entry (an item, group, supplementary, section, boundary item or
/// background), as messages name it and point into it. Plain data beside the IR: the IR keeps only a declared name,
/// for messages (`IRItem.name`), and no span.
public struct DeclarationSpans: Hashable, Sendable {
  /// Its declared name (nil for an inline declaration).
  public var name: String?
  /// How messages name it: `horizontal group 'row'`, `item`, `supplementary "badge"`, `header` (made when asked
  /// for: lowering makes one of these per declaration, and messages name few of them).
  public var displayName: String {
    if let name { return "\(noun) '\(name)'" }
    if let elementKind { return "\(noun) \"\(elementKind)\"" }
    return noun
  }
  /// What it is, as `displayName` starts: `item`, `horizontal group`, `header`.
  public var noun: String
  /// The element kind of a supplementary, boundary item or background (`"badge"`).
  public var elementKind: String?
  /// The whole declaration (`item photo { … }`, an inline `horizontal { … }`, `header { … }`): its text starts with
  /// the declaration's keyword.
  public var span: SourceSpan
  /// Its keyword and name: where messages about the declaration as a whole point.
  public var head: SourceSpan
  /// For each field the IR object has, the span of each of its assignments or entries, parallel to the IR's
  /// (`fields[.size]![i]` is the `size` value behind `IRItem.size.assignments[i]`; `fields[.children]![i]` the child
  /// reference behind `IRGroup.children.entries[i]`, `cell * 3`). A field the declaration does not write is absent.
  ///
  /// Where lowering builds one IR entry out of several assignments, the entry points at the one that decides it: an
  /// anchor at its edges, a supplementary at the `supplementaries` value that lists it, an alignment the source
  /// left out at the declaration's head.
  public var fields: [MappedField: [SourceSpan]] {
    var fields: [MappedField: [SourceSpan]] = [:]
    for entry in entries { fields[entry.field, default: []].append(entry.span) }
    return fields
  }

  /// Every span with its field, each field's in the IR's order. A slice of one array that lowering fills for the
  /// whole layout, so that a layout's declarations cost one allocation between them (and releasing the source map
  /// one free): an array per declaration was a fifth of the source map's allocations.
  private var entries: ArraySlice<FieldSpan>

  /// Creates the spans of one declaration.
  public init(
    name: String?, noun: String, elementKind: String?, span: SourceSpan, head: SourceSpan,
    fields: [MappedField: [SourceSpan]]
  ) {
    var entries: [FieldSpan] = []
    for field in MappedField.allCases {
      for span in fields[field] ?? [] { entries.append(FieldSpan(field: field, span: span)) }
    }
    self.init(name: name, noun: noun, elementKind: elementKind, span: span, head: head, entries: entries[...])
  }

  init(
    name: String?, noun: String, elementKind: String?, span: SourceSpan, head: SourceSpan,
    entries: ArraySlice<FieldSpan>
  ) {
    self.name = name
    self.noun = noun
    self.elementKind = elementKind
    self.span = span
    self.head = head
    self.entries = entries
  }

  /// The spans of a field's assignments or entries, parallel to the IR's (empty when the field is not written).
  public func spans(of field: MappedField) -> [SourceSpan] {
    entries.compactMap { $0.field == field ? $0.span : nil }
  }

  /// The span of assignment or entry `index` of `field`, or nil when there is none.
  public func span(of field: MappedField, at index: Int) -> SourceSpan? {
    var remaining = index
    for entry in entries where entry.field == field {
      if remaining == 0 { return entry.span }
      remaining -= 1
    }
    return nil
  }
}

/// One span of a declaration and the field it belongs to (`DeclarationSpans.entries`).
struct FieldSpan: Hashable, Sendable {
  var field: MappedField
  var span: SourceSpan
}
