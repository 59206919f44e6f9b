import LayoutIR
import LayoutLowering
import LayoutSource

/// A field of an IR object that the analysis reads: a property (the last assignment whose guard holds wins, else its
/// `IRDefaults` value) or a list (each entry present where its guard holds).
enum AnalysedField: Int, CaseIterable, Sendable {
  case size, insets, edges, spacing, count, scroll, root, followsInsets, effect
  /// A flow section's item size and spacings (F1), which the page rules read (SE9, SE10).
  case flow, itemSpacing, lineSpacing
  case children, supplementaries, boundaries

  /// Whether the last applicable assignment wins (a property), rather than every applicable entry counting (a list).
  var lastWins: Bool { rawValue < AnalysedField.children.rawValue }

  /// The field in the source map.
  var mapped: MappedField {
    switch self {
    case .size: .size
    case .insets: .insets
    case .edges: .edges
    case .spacing: .spacing
    case .count: .count
    case .scroll: .scroll
    case .root: .root
    case .followsInsets: .followsInsets
    case .effect: .effect
    case .flow: .flow
    case .itemSpacing: .itemSpacing
    case .lineSpacing: .lineSpacing
    case .children: .children
    case .supplementaries: .supplementaries
    case .boundaries: .boundaries
    }
  }
}

/// What a node of the analysis is: an entry of one of the IR layout's tables, or a section's boundary item.
enum NodeKind: Sendable {
  case item, group, supplementary, section, boundary
}

/// One IR layout as the analysis walks it: the lowered layout (`IRLayout`), the source map's spans and names for
/// every place a message points at (`LayoutSpans`), and one number per entity, a node: items, then groups,
/// supplementaries, sections, and each section's boundary items. Variant keys, visits and guard tables are by node.
///
/// A class: the variant space, every variant's model and the analyzer hold it, and a struct of an IR layout and its
/// spans cost a retain and a release per array on every copy, which showed in `layoutc check`'s profile.
final class AnalysedLayout: Sendable {
  let ir: IRLayout
  let spans: LayoutSpans
  /// The first node of the groups, the supplementaries, the sections and the boundary items.
  let groupBase: Int
  let supplementaryBase: Int
  let sectionBase: Int
  let boundaryBase: Int
  /// The first boundary node of each section.
  let boundaryStarts: [Int]
  /// The section and entry of each boundary node (offset by `boundaryBase`).
  let boundaryEntries: [(section: Int, entry: Int)]

  /// The analysis of `document.layouts[l]`, with its spans `map.layouts[l]` (`fits`). Both are read in place by
  /// index and copied once, into the node: taking them as arguments copied each twice (a retain and a release of each
  /// of their arrays per copy, for every layout of every lint).
  init(_ document: IRDocument, _ map: SourceMap, layout l: Int) {
    ir = document.layouts[l]
    spans = map.layouts[l]
    let sections = document.layouts[l].sections
    groupBase = document.layouts[l].items.count
    supplementaryBase = groupBase + document.layouts[l].groups.count
    sectionBase = supplementaryBase + document.layouts[l].supplementaries.count
    boundaryBase = sectionBase + sections.count
    var starts: [Int] = []
    var entries: [(section: Int, entry: Int)] = []
    starts.reserveCapacity(sections.count)
    // By index: iterating copied each section out.
    for s in sections.indices {
      starts.append(boundaryBase + entries.count)
      for e in sections[s].boundaries.entries.indices { entries.append((s, e)) }
    }
    boundaryStarts = starts
    boundaryEntries = entries
    survey = Self.survey(document.layouts[l])
    assert(survey == surveyedByField(), "AnalysedLayout.survey reads other fields than entries(_:of:)")
  }

  /// Whether `map.layouts[l]` is the source map of `document.layouts[l]`: one entry for each of its items, groups,
  /// supplementaries, sections and boundary items.
  static func fits(_ document: IRDocument, _ map: SourceMap, layout l: Int) -> Bool {
    // Read in place through the document and the map: taking the layout and its spans as arguments copied both out
    // (a retain and a release of each of their arrays, for every layout of every lint).
    map.layouts[l].name == document.layouts[l].name
      && map.layouts[l].itemDeclarations.count == document.layouts[l].items.count
      && map.layouts[l].groupDeclarations.count == document.layouts[l].groups.count
      && map.layouts[l].supplementaryDeclarations.count == document.layouts[l].supplementaries.count
      && map.layouts[l].sectionDeclarations.count == document.layouts[l].sections.count
      && map.layouts[l].boundaryDeclarations.count == document.layouts[l].sections.count
      // By index: mapping both sides to arrays allocated two per layout, on every lint.
      && map.layouts[l].boundaryDeclarations.indices.allSatisfy {
        map.layouts[l].boundaryDeclarations[$0].count == document.layouts[l].sections[$0].boundaries.entries.count
      }
  }

  /// How many nodes there are.
  var nodeCount: Int { boundaryBase + boundaryEntries.count }

  func kind(_ node: Int) -> NodeKind {
    if node < groupBase { return .item }
    if node < supplementaryBase { return .group }
    if node < sectionBase { return .supplementary }
    if node < boundaryBase { return .section }
    return .boundary
  }

  func node(of child: IRChildRef) -> Int {
    switch child {
    case .item(let i): i
    case .group(let g): groupBase + g
    }
  }
  func groupNode(_ group: Int) -> Int { groupBase + group }
  func supplementaryNode(_ supplementary: Int) -> Int { supplementaryBase + supplementary }
  func sectionNode(_ section: Int) -> Int { sectionBase + section }
  func boundaryNode(section: Int, entry: Int) -> Int { boundaryStarts[section] + entry }

  /// The IR objects behind a node (call only for a node of that kind).
  func item(_ node: Int) -> IRItem { ir.items[node] }
  func group(_ node: Int) -> IRGroup { ir.groups[node - groupBase] }
  func supplementary(_ node: Int) -> IRSupplementary { ir.supplementaries[node - supplementaryBase] }
  func section(_ node: Int) -> IRSection { ir.sections[node - sectionBase] }
  func boundary(_ node: Int) -> IRBoundary {
    let (s, e) = boundaryEntries[node - boundaryBase]
    return ir.sections[s].boundaries.entries[e].value
  }

  /// The assignments or entries of a field of a node (nil where the node's kind has no such field, or the analysis
  /// does not read it there). An IR property or list fits an existential's inline buffer: asking allocates nothing.
  func entries(_ field: AnalysedField, of node: Int) -> (any GuardedEntries)? {
    switch (kind(node), field) {
    case (.item, .size): item(node).size
    case (.item, .insets): item(node).insets
    case (.item, .edges): item(node).edges
    case (.item, .supplementaries): item(node).supplementaries
    case (.item, .effect): item(node).effect
    case (.group, .size): group(node).size
    case (.group, .insets): group(node).insets
    case (.group, .edges): group(node).edges
    case (.group, .spacing): group(node).spacing
    case (.group, .count): group(node).count
    case (.group, .children): group(node).children
    case (.supplementary, .size): supplementary(node).size
    case (.supplementary, .insets): supplementary(node).insets
    case (.section, .insets): section(node).insets
    case (.section, .scroll): section(node).scroll
    case (.section, .root): section(node).root
    case (.section, .boundaries): section(node).boundaries
    case (.section, .effect): section(node).effect
    case (.section, .flow): section(node).flow?.itemSize
    case (.section, .itemSpacing): section(node).flow?.itemSpacing
    case (.section, .lineSpacing): section(node).flow?.lineSpacing
    case (.boundary, .size): boundary(node).size
    case (.boundary, .followsInsets): boundary(node).followsInsets
    default: nil
    }
  }

  /// The source map's entry for a node: its name, head and the spans of its assignments.
  func declaration(_ node: Int) -> DeclarationSpans {
    switch kind(node) {
    case .item: return spans.itemDeclarations[node]
    case .group: return spans.groupDeclarations[node - groupBase]
    case .supplementary: return spans.supplementaryDeclarations[node - supplementaryBase]
    case .section: return spans.sectionDeclarations[node - sectionBase]
    case .boundary:
      let (s, e) = boundaryEntries[node - boundaryBase]
      return spans.boundaryDeclarations[s][e]
    }
  }

  /// Where messages about a node as a whole point: its declaration's head. Read in place: `declaration(node).head`
  /// copied the declaration's spans out (retaining its strings and array) for one span.
  func head(_ node: Int) -> SourceSpan {
    switch kind(node) {
    case .item: return spans.itemDeclarations[node].head
    case .group: return spans.groupDeclarations[node - groupBase].head
    case .supplementary: return spans.supplementaryDeclarations[node - supplementaryBase].head
    case .section: return spans.sectionDeclarations[node - sectionBase].head
    case .boundary:
      let (s, e) = boundaryEntries[node - boundaryBase]
      return spans.boundaryDeclarations[s][e].head
    }
  }

  /// How many assignments and entries the analysis reads, and whether any of them has a guard (one pass, at the
  /// start of each layout's analysis).
  let survey: (entries: Int, guarded: Bool)

  /// `survey`, read from the IR objects directly: the fields of `entries(_:of:)`, which debug builds check it against
  /// (asking `entries` for every field of every node goes through an existential per field, too slow for every
  /// layout of every file).
  private static func survey(_ ir: IRLayout) -> (entries: Int, guarded: Bool) {
    var count = 0
    var guarded = false
    func tally<T>(_ property: IRProperty<T>) {
      count += property.assignments.count
      if !guarded { guarded = property.assignments.contains { $0.when != nil } }
    }
    func tally<T>(_ list: IRList<T>) {
      count += list.entries.count
      if !guarded { guarded = list.entries.contains { $0.when != nil } }
    }
    for item in ir.items {
      tally(item.size)
      tally(item.insets)
      tally(item.edges)
      tally(item.supplementaries)
      tally(item.effect)
    }
    for group in ir.groups {
      tally(group.size)
      tally(group.insets)
      tally(group.edges)
      tally(group.spacing)
      tally(group.count)
      tally(group.children)
    }
    for supplementary in ir.supplementaries {
      tally(supplementary.size)
      tally(supplementary.insets)
    }
    for section in ir.sections {
      tally(section.insets)
      tally(section.scroll)
      tally(section.root)
      tally(section.boundaries)
      tally(section.effect)
      if let flow = section.flow {
        tally(flow.itemSize)
        tally(flow.itemSpacing)
        tally(flow.lineSpacing)
      }
      for boundary in section.boundaries.entries {
        tally(boundary.value.size)
        tally(boundary.value.followsInsets)
      }
    }
    return (count, guarded)
  }

  /// `survey` through `entries(_:of:)`, for the debug check.
  private func surveyedByField() -> (entries: Int, guarded: Bool) {
    var count = 0
    var guarded = false
    for node in 0..<nodeCount {
      for field in AnalysedField.allCases {
        guard let entries = entries(field, of: node) else { continue }
        count += entries.count
        guarded = guarded || entries.isGuarded
      }
    }
    return (count, guarded)
  }

  /// Where the entry `index` of `field` of a node was written (a `size` value, a child reference), if it was.
  func span(of field: AnalysedField, at index: Int, of node: Int) -> SourceSpan? {
    declaration(node).span(of: field.mapped, at: index)
  }
}

/// The guarded assignments of an IR property or entries of an IR list, as the variant analysis reads them.
protocol GuardedEntries {
  /// How many there are.
  var count: Int { get }
  /// The guard of entry `index` (nil: unconditional).
  func condition(at index: Int) -> IRCondition?
}

extension GuardedEntries {
  /// Whether some entry has a guard.
  var isGuarded: Bool { (0..<count).contains { condition(at: $0) != nil } }
}

extension IRProperty: GuardedEntries {
  var count: Int { assignments.count }
  func condition(at index: Int) -> IRCondition? { assignments[index].when }
}

extension IRList: GuardedEntries {
  var count: Int { entries.count }
  func condition(at index: Int) -> IRCondition? { entries[index].when }
}
