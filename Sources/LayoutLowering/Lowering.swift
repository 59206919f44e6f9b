import LayoutIR
import LayoutMath
import LayoutSemantics
import LayoutSource

/// Lowers a checked program to the IR: names become table indices, values stay exact, `when` conditions become IR
/// guards. Pure; run it only on programs without errors.
public enum Lowering {
  /// The IR document for every layout of a program.
  public static func lower(_ program: Program) -> IRDocument {
    IRDocument(layouts: program.layouts.map(lower))
  }

  /// The IR of one layout. Only declarations reachable from its sections are emitted, so shared file-level
  /// declarations that a layout does not use stay out of its IR.
  public static func lower(_ layout: LayoutModel) -> IRLayout {
    var lowering = LayoutLowerer(layout: layout)
    return lowering.run()
  }

  /// The IR document for every layout of a program, and where each of its entities was declared. The document is
  /// the one `lower(program)` returns.
  public static func lowerWithSourceMap(_ program: Program) -> (document: IRDocument, sourceMap: SourceMap) {
    var layouts: [IRLayout] = []
    var spans: [LayoutSpans] = []
    for layout in program.layouts {
      var lowering = LayoutLowerer(layout: layout)
      layouts.append(lowering.run())
      spans.append(lowering.spans())
    }
    return (IRDocument(layouts: layouts), SourceMap(layouts: spans))
  }
}

/// The state of lowering one layout: the index maps from the model's single declaration table to the IR's
/// per-kind tables.
struct LayoutLowerer {
  let layout: LayoutModel
  var itemIndex: [Int: Int] = [:]
  var groupIndex: [Int: Int] = [:]
  var supplementaryIndex: [Int: Int] = [:]
  var items: [IRItem] = []
  var groups: [IRGroup] = []
  var supplementaries: [IRSupplementary] = []

  init(layout: LayoutModel) { self.layout = layout }

  mutating func run() -> IRLayout {
    assignIndices()
    // Each index map holds declarations of its own kind only (`assignIndices`), so every view below exists.
    for (model, _) in itemIndex.sorted(by: { $0.value < $1.value }) {
      items.append(item(ItemDeclaration(layout.declarations[model])!))
    }
    for (model, _) in groupIndex.sorted(by: { $0.value < $1.value }) {
      groups.append(group(GroupDeclaration(layout.declarations[model])!))
    }
    for (model, _) in supplementaryIndex.sorted(by: { $0.value < $1.value }) {
      supplementaries.append(supplementary(SupplementaryDeclaration(layout.declarations[model])!))
    }
    // Sections are never conditional (the checker keeps them out of `when`), so section indices are stable.
    let sections = layout.sections.map { section(SectionDeclaration(layout.declarations[$0.value])!) }
    var direction = IRDefaults.scrollDirection
    if let value = layout.properties.assignments(of: .direction, \.direction).last?.value.value {
      direction = value == .horizontal ? .horizontal : .vertical
    }
    var viewport: IRViewportRange? = nil
    // The last unconditional range, as the linter proves it: a conditional one cannot define the range it is
    // conditioned on.
    if case .viewport(let range)? = Self.viewportAssignment(layout)?.value {
      viewport = IRViewportRange(
        minWidth: IRNumber(range.minWidth), maxWidth: IRNumber(range.maxWidth), minHeight: IRNumber(range.minHeight),
        maxHeight: IRNumber(range.maxHeight))
    }
    return IRLayout(
      name: layout.name, scrollDirection: direction,
      spacing: points(layout.properties.assignments(of: .spacing, \.spacing)),
      viewport: viewport,
      params: layout.params.map { IRParam(name: $0.name, values: $0.values, defaultValue: $0.defaultValue) },
      items: items, groups: groups, supplementaries: supplementaries, sections: sections)
  }

  /// The declaration spans of what `run()` emitted, parallel to its tables (call it after `run()`), with the spans
  /// of every assignment and entry (`Lowering+Spans.swift`).
  func spans() -> LayoutSpans {
    func sorted(_ indices: [Int: Int]) -> [Declaration] {
      indices.sorted { $0.value < $1.value }.map { layout.declarations[$0.key] }
    }
    let (items, groups, supplementaries) = (sorted(itemIndex), sorted(groupIndex), sorted(supplementaryIndex))
    let sections = layout.sections.map { layout.declarations[$0.value] }
    let boundaries = sections.map { $0.boundaries.map { layout.declarations[$0.value] } }
    let backgrounds = sections.map { $0.backgrounds.map { layout.declarations[$0.value] } }
    var spans = LayoutSpans(
      name: layout.name, nameSpan: layout.nameSpan, items: items.map(\.span), groups: groups.map(\.span),
      supplementaries: supplementaries.map(\.span), sections: sections.map(\.span),
      boundaries: boundaries.map { $0.map(\.span) }, backgrounds: backgrounds.map { $0.map(\.span) })
    spans.itemDeclarations = items.map(declarationSpans)
    spans.groupDeclarations = groups.map(declarationSpans)
    spans.supplementaryDeclarations = supplementaries.map(declarationSpans)
    spans.sectionDeclarations = sections.map(declarationSpans)
    spans.boundaryDeclarations = boundaries.map { $0.map(declarationSpans) }
    spans.backgroundDeclarations = backgrounds.map { $0.map(declarationSpans) }
    spans.fields = layoutFieldSpans()
    return spans
  }

  /// Gives every reachable item, group and supplementary its IR index, in a deterministic breadth-first order.
  private mutating func assignIndices() {
    var queue: [Int] = []
    for section in layout.sections {
      for root in layout.declarations[section.value].children { queue.append(root.value.declaration) }
    }
    var head = 0
    while head < queue.count {
      let index = queue[head]
      head += 1
      let declaration = layout.declarations[index]
      switch declaration.kind {
      case .item:
        guard itemIndex[index] == nil else { continue }
        itemIndex[index] = itemIndex.count
      case .horizontal, .vertical:
        guard groupIndex[index] == nil else { continue }
        groupIndex[index] = groupIndex.count
        queue += declaration.children.map(\.value.declaration)
      case .supplementary:
        guard supplementaryIndex[index] == nil else { continue }
        supplementaryIndex[index] = supplementaryIndex.count
        continue
      default:
        continue
      }
      for list in declaration.assignments(of: .supplementaries, \.supplementaries) { queue += list.value.value }
    }
  }
}
