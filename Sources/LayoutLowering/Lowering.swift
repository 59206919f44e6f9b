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
    layouts.reserveCapacity(program.layouts.count)
    spans.reserveCapacity(program.layouts.count)
    // By index: iterating copied each layout out once more before the lowerer took its own copy.
    for index in program.layouts.indices {
      var lowering = LayoutLowerer(layout: program.layouts[index])
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
  /// Each model declaration's index in its kind's IR table, by model index (-1: not emitted). An array, not a
  /// dictionary: lowering runs on every `layoutc check`, and hashing showed in its profile.
  var irIndex: [Int32]
  /// The model indices of the emitted items, groups and supplementaries, in IR order.
  var itemOrder: [Int] = []
  var groupOrder: [Int] = []
  var supplementaryOrder: [Int] = []
  var items: [IRItem] = []
  var groups: [IRGroup] = []
  var supplementaries: [IRSupplementary] = []

  init(layout: LayoutModel) {
    self.layout = layout
    irIndex = Array(repeating: -1, count: layout.declarations.count)
  }

  /// The IR index of an emitted declaration (`assignIndices` emitted every declaration lowering refers to).
  func index(of declaration: Int) -> Int { Int(irIndex[declaration]) }

  mutating func run() -> IRLayout {
    assignIndices()
    // Each index map holds declarations of its own kind only (`assignIndices`), so every view below exists.
    items.reserveCapacity(itemOrder.count)
    groups.reserveCapacity(groupOrder.count)
    supplementaries.reserveCapacity(supplementaryOrder.count)
    for model in itemOrder { items.append(item(model)) }
    for model in groupOrder { groups.append(group(model)) }
    for model in supplementaryOrder { supplementaries.append(supplementary(model)) }
    // Sections are never conditional (the checker keeps them out of `when`), so section indices are stable.
    let sections = layout.sections.map { section($0.value) }
    var direction = IRDefaults.scrollDirection
    if let value = guarded(layout.properties, .direction, { $0.direction }).last?.0 {
      direction = value == .horizontal ? .horizontal : .vertical
    }
    let paging = guarded(layout.properties, .paging, { $0.boolean }).last?.0 ?? IRDefaults.layoutPaging
    var viewport: IRViewportRange? = nil
    // The last unconditional range, as the linter proves it: a conditional one cannot define the range it is
    // conditioned on.
    if case .viewport(let range)? = Self.viewportAssignment(layout)?.value {
      viewport = IRViewportRange(
        minWidth: IRNumber(range.minWidth), maxWidth: IRNumber(range.maxWidth), minHeight: IRNumber(range.minHeight),
        maxHeight: IRNumber(range.maxHeight))
    }
    var result = IRLayout(
      name: layout.name, scrollDirection: direction,
      spacing: points(layout.properties, .spacing),
      viewport: viewport,
      params: layout.params.map { IRParam(name: $0.name, values: $0.values, defaultValue: $0.defaultValue) },
      items: items, groups: groups, supplementaries: supplementaries, sections: sections)
    result.paging = paging
    result.follows = layout.properties.last { $0.property == .follows }?.value.layoutName
    return result
  }

  /// The declaration spans of what `run()` emitted, parallel to its tables (call it after `run()`), with the spans
  /// of every assignment and entry (`Lowering+Spans.swift`).
  func spans() -> LayoutSpans {
    // Every declaration's field spans go into one array for the layout, sliced once it is complete: a slice taken
    // while the array still grew would make the next append copy it. `marks` holds each declaration's model index
    // and where its spans end, in the order the tables are filled below.
    var entries: [FieldSpan] = []
    var marks: [(model: Int, end: Int)] = []
    var boundaryCount = 0
    var backgroundCount = 0
    for section in layout.sections {
      boundaryCount += layout.declarations[section.value].boundaries.count
      backgroundCount += layout.declarations[section.value].backgrounds.count
    }
    marks.reserveCapacity(
      itemOrder.count + groupOrder.count + supplementaryOrder.count + layout.sections.count + boundaryCount
        + backgroundCount)
    // About one span per assignment and child (`appendFieldSpans`); more grow the array geometrically.
    var estimate = 0
    for model in itemOrder { estimate += layout.declarations[model].properties.count }
    for model in groupOrder {
      estimate += layout.declarations[model].properties.count + layout.declarations[model].children.count
    }
    for section in layout.sections {
      estimate +=
        layout.declarations[section.value].properties.count + 3 * layout.declarations[section.value].children.count
    }
    entries.reserveCapacity(estimate)
    func collect(_ model: Int) {
      appendFieldSpans(of: model, to: &entries)
      marks.append((model, entries.count))
    }
    for model in itemOrder { collect(model) }
    for model in groupOrder { collect(model) }
    for model in supplementaryOrder { collect(model) }
    for section in layout.sections { collect(section.value) }
    for section in layout.sections {
      for boundary in layout.declarations[section.value].boundaries { collect(boundary.value) }
    }
    for section in layout.sections {
      for background in layout.declarations[section.value].backgrounds { collect(background.value) }
    }

    var next = 0
    var start = 0
    func made() -> DeclarationSpans {
      let (model, end) = marks[next]
      defer {
        next += 1
        start = end
      }
      return declarationSpans(model, entries: entries[start..<end])
    }
    func made(_ count: Int) -> [DeclarationSpans] {
      var result: [DeclarationSpans] = []
      result.reserveCapacity(count)
      for _ in 0..<count { result.append(made()) }
      return result
    }
    var result = LayoutSpans(name: layout.name, nameSpan: layout.nameSpan)
    result.itemDeclarations = made(itemOrder.count)
    result.groupDeclarations = made(groupOrder.count)
    result.supplementaryDeclarations = made(supplementaryOrder.count)
    result.sectionDeclarations = made(layout.sections.count)
    result.boundaryDeclarations = layout.sections.map { made(layout.declarations[$0.value].boundaries.count) }
    result.backgroundDeclarations = layout.sections.map { made(layout.declarations[$0.value].backgrounds.count) }
    result.fields = layoutFieldSpans()
    return result
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
      guard irIndex[index] < 0 else { continue }
      // Read in place, not as a copy of the declaration (its arrays' retains and releases showed in profiles).
      switch layout.declarations[index].kind {
      case .item:
        irIndex[index] = Int32(itemOrder.count)
        itemOrder.append(index)
      case .horizontal, .vertical:
        irIndex[index] = Int32(groupOrder.count)
        groupOrder.append(index)
        for child in layout.declarations[index].children { queue.append(child.value.declaration) }
      case .supplementary:
        irIndex[index] = Int32(supplementaryOrder.count)
        supplementaryOrder.append(index)
        continue
      default:
        continue
      }
      let properties = layout.declarations[index].properties
      // Only `supplementaries:` holds a supplementary list (the checker reads each property into its table's case).
      for position in properties.indices where properties[position].property == .supplementaries {
        if case .supplementaries(let list) = properties[position].value { queue += list }
      }
    }
  }
}
