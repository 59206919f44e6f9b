import LayoutMath
import LayoutSemantics

/// A list of guarded entries one step of the analysis reads: the assignments of one property (the last that applies
/// wins) or the entries of a list (each present where its guard holds). Only guards that can matter are kept: entries
/// before the last unconditional assignment never win, and unconditional entries need no decision.
struct GuardList: Sendable {
  var guards: [Int]
  var lastWins: Bool
  /// For a `lastWins` list: the index of each guard's entry (in the declaration's `properties` or `children`, or the
  /// layout's `properties`), and the key its winner is kept under in `Variant.winners`.
  var entries: [Int] = []
  var key = 0
}

/// What the analysis of one layout needs to know about its guards, computed once: every guard compiled and numbered
/// (equal conditions share a number), the guard of every entry, the cells of both viewport axes, and for each step
/// of the walk (the sections list, a section, an item or group) the guard lists it reads.
final class VariantSpace: Sendable {
  let layout: LayoutModel
  let range: AnalysedRange
  let widthCells: AxisCells
  let heightCells: AxisCells
  /// The number of values of each parameter.
  let valueCounts: [Int]
  /// The distinct guards of the layout.
  let guards: [Guard]
  /// The guard number of each entry, parallel to the model's arrays (nil: unconditional).
  let layoutPropertyGuards: [Int?]
  let sectionGuards: [Int?]
  let propertyGuards: [[Int?]]
  let childGuards: [[Int?]]
  let boundaryGuards: [[Int?]]
  /// The indices of each property's assignments in each declaration's `properties`, in order.
  let propertyEntries: [[Property: [Int]]]
  /// The indices of the layout's `direction` assignments.
  let directionEntries: [Int]
  /// The guard lists of each step: the sections of the layout; a section's own step (direction, insets, scroll,
  /// boundary items, root groups and what the section reads of them); an item's or group's step (its own
  /// properties and children, and the size and edge spacing of each child, which its fill reads).
  let topLists: [GuardList]
  let sectionLists: [[GuardList]]
  let stepLists: [[GuardList]]

  init(_ layout: LayoutModel) {
    self.layout = layout
    range = AnalysedRange(layout)
    var widths: [Rational] = []
    var heights: [Rational] = []
    Variants.forEachCondition(layout) { condition in
      Guard.forEachComparison(condition) {
        if case .viewport(let axis, _, let value) = $0 {
          if axis == .width { widths.append(value) } else { heights.append(value) }
        }
      }
    }
    let widthCells = AxisCells(low: range.minWidth, high: range.maxWidth, thresholds: widths)
    let heightCells = AxisCells(low: range.minHeight, high: range.maxHeight, thresholds: heights)
    self.widthCells = widthCells
    self.heightCells = heightCells
    valueCounts = layout.params.map(\.values.count)

    // Parameter and value numbers; the first parameter of a name wins (the checker rejects duplicates).
    var paramIndex: [String: Int] = [:]
    var valueIndex: [[String: Int]] = []
    for (i, param) in layout.params.enumerated() {
      if paramIndex[param.name] == nil { paramIndex[param.name] = i }
      var values: [String: Int] = [:]
      for (k, value) in param.values.enumerated() where values[value] == nil { values[value] = k }
      valueIndex.append(values)
    }
    func atom(_ comparison: Condition) -> Guard.Node {
      switch comparison {
      case .param(let name, let equals, let value):
        guard let p = paramIndex[name], let v = valueIndex[p][value] else { return .constant(!equals) }
        return .atom(.param(p, value: v, equals: equals))
      case .viewport(let axis, let op, let value):
        let cells = axis == .width ? widthCells : heightCells
        return .atom(.viewport(axis, op, position: cells.position(of: value)))
      default:
        return .constant(true)
      }
    }
    var guards: [Guard] = []
    var numbers: [Guard: Int] = [:]
    func number(_ condition: Condition?) -> Int? {
      guard let condition else { return nil }
      let compiled = Guard.compile(condition, atom: atom)
      if let known = numbers[compiled] { return known }
      guards.append(compiled)
      numbers[compiled] = guards.count - 1
      return guards.count - 1
    }
    layoutPropertyGuards = layout.properties.map { number($0.condition) }
    sectionGuards = layout.sections.map { number($0.condition) }
    var propertyGuards: [[Int?]] = []
    var childGuards: [[Int?]] = []
    var boundaryGuards: [[Int?]] = []
    var propertyEntries: [[Property: [Int]]] = []
    for d in layout.declarations.indices {
      let declaration = layout.declarations[d]
      propertyGuards.append(declaration.properties.map { number($0.condition) })
      childGuards.append(declaration.children.map { number($0.condition) })
      boundaryGuards.append(declaration.boundaries.map { number($0.condition) })
      var entries: [Property: [Int]] = [:]
      for (i, assignment) in declaration.properties.enumerated() { entries[assignment.property, default: []].append(i) }
      propertyEntries.append(entries)
    }
    self.guards = guards
    self.propertyGuards = propertyGuards
    self.childGuards = childGuards
    self.boundaryGuards = boundaryGuards
    self.propertyEntries = propertyEntries
    directionEntries = layout.properties.indices.filter { layout.properties[$0].property == .direction }

    // The guard lists of each step.
    func decision(_ entries: [Int], _ guards: [Int?], key: Int) -> GuardList? {
      var kept: [Int] = []
      var indices: [Int] = []
      for i in entries.reversed() {
        guard let g = guards[i] else { break }  // an unconditional assignment hides the ones before it
        kept.append(g)
        indices.append(i)
      }
      if kept.isEmpty { return nil }
      return GuardList(guards: kept.reversed(), lastWins: true, entries: indices.reversed(), key: key)
    }
    func property(_ p: Property, of d: Int) -> GuardList? {
      decision(propertyEntries[d][p] ?? [], propertyGuards[d], key: Self.key(p, of: d))
    }
    func each(_ guards: [Int?]) -> GuardList? {
      let kept = guards.compactMap { $0 }
      return kept.isEmpty ? nil : GuardList(guards: kept, lastWins: false)
    }
    func unique(_ indices: [Int]) -> [Int] {
      var seen = Set<Int>()
      return indices.filter { seen.insert($0).inserted }
    }
    topLists = [each(sectionGuards)].compactMap { $0 }
    var sectionLists: [[GuardList]] = []
    var stepLists: [[GuardList]] = []
    for d in layout.declarations.indices {
      let declaration = layout.declarations[d]
      var lists: [GuardList?] = []
      if declaration.kind == .section {
        lists.append(decision(directionEntries, layoutPropertyGuards, key: Self.directionKey))
        lists += [property(.insets, of: d), property(.scroll, of: d), each(boundaryGuards[d])]
        for b in unique(declaration.boundaries.map(\.value)) {
          lists += [property(.size, of: b), property(.followsInsets, of: b), property(.insets, of: b)]
        }
        lists.append(decision(Array(declaration.children.indices), childGuards[d], key: Self.rootKey(of: d)))
        for r in unique(declaration.children.map(\.value.declaration)) {
          lists += [property(.edges, of: r), property(.size, of: r)]
        }
        sectionLists.append(lists.compactMap { $0 })
        stepLists.append([])
        continue
      }
      sectionLists.append([])
      lists += [property(.insets, of: d), property(.size, of: d)]
      if declaration.kind.isGroup {
        lists += [property(.spacing, of: d), each(childGuards[d])]
        for c in unique(declaration.children.map(\.value.declaration)) {
          lists += [property(.size, of: c), property(.edges, of: c)]
        }
      } else {
        lists.append(property(.supplementaries, of: d))
        var supplementaries: [Int] = []
        for i in propertyEntries[d][.supplementaries] ?? [] {
          if case .supplementaries(let list) = declaration.properties[i].value { supplementaries += list }
        }
        for s in unique(supplementaries) { lists += [property(.size, of: s), property(.insets, of: s)] }
      }
      stepLists.append(lists.compactMap { $0 })
    }
    self.sectionLists = sectionLists
    self.stepLists = stepLists
  }

  /// Where `Variant.winners` keeps the winning assignment of a property of a declaration, a section's root group and
  /// the layout's direction.
  static func key(_ property: Property, of declaration: Int) -> Int {
    declaration * 32 + (Property.allCases.firstIndex(of: property) ?? 0)
  }
  static func rootKey(of section: Int) -> Int { section * 32 + 31 }
  static let directionKey = -1

  /// Every case of the layout: no parameter restricted, every viewport of the range.
  var whole: Variant {
    Variant(widths: widthCells.all, heights: heightCells.all, region: region(widthCells.all, heightCells.all))
  }

  /// The closed rectangle of a range of width cells by a range of height cells.
  func region(_ widths: ClosedRange<Int>, _ heights: ClosedRange<Int>) -> ViewportRegion {
    ViewportRegion(
      minWidth: widthCells.low(widths.lowerBound), maxWidth: widthCells.high(widths.upperBound),
      minHeight: heightCells.low(heights.lowerBound), maxHeight: heightCells.high(heights.upperBound))
  }

  /// An atom's value in the whole variant, or nil when it differs within it.
  func decide(_ atom: GuardAtom, in variant: Variant) -> Bool? {
    switch atom {
    case .param(let p, let value, let equals):
      guard let values = variant.values(of: p) else { return valueCounts[p] == 1 ? equals : nil }
      if !values.contains(value) { return !equals }
      return values.count == 1 ? equals : nil
    case .viewport(let axis, let op, let position):
      return AxisCells.decide(op, position: position, over: axis == .width ? variant.widths : variant.heights)
    }
  }

  /// The value of a guard of one comparison (or a constant) in `variant`, without building anything; nil when it is
  /// open there or larger.
  func quickDecide(_ guardToDecide: Guard, in variant: Variant) -> Bool? {
    guard guardToDecide.nodes.count == 1 else { return nil }
    switch guardToDecide.nodes[0] {
    case .atom(let atom): return decide(atom, in: variant)
    case .constant(let value): return value
    default: return nil
    }
  }

  /// The parts of `variant` split along an atom of `residual` (a guard none of whose atoms is decided in it): a
  /// parameter's tested value apart from its other values, or the cells below, at and above the median threshold of
  /// the first axis it tests. In each part at least one more atom is decided.
  func parts(of variant: Variant, splitting residual: Guard) -> [Variant] {
    let atoms = residual.atoms
    for atom in atoms {
      guard case .param(let p, let value, _) = atom else { continue }
      let all = variant.values(of: p) ?? ValueSet(all: valueCounts[p])
      var rest = all
      rest.remove(value)
      let single = ValueSet(only: value, of: valueCounts[p])
      // The part holding the default value first, as the old order of combinations had it.
      let defaultValue = layout.params[p].values.firstIndex(of: layout.params[p].defaultValue) ?? 0
      let ordered = rest.contains(defaultValue) ? [rest, single] : [single, rest]
      return ordered.map { variant.restricting(p, to: $0) }
    }
    guard case .viewport(let axis, _, _)? = atoms.first else { return [variant] }
    // The median comparison of that axis: on each side of its threshold, it is decided.
    var comparisons: [(op: Comparison, position: Int)] = []
    for atom in atoms {
      if case .viewport(let a, let op, let position) = atom, a == axis { comparisons.append((op, position)) }
    }
    comparisons.sort { $0.position < $1.position }
    let (op, position) = comparisons[comparisons.count / 2]
    let range = axis == .width ? variant.widths : variant.heights
    let pieces: [ClosedRange<Int>]
    switch op {
    // Below and from the threshold, or up to and above it: two parts.
    case .less, .greaterOrEqual: pieces = AxisCells.split(range, before: position)
    case .lessOrEqual, .greater: pieces = AxisCells.split(range, before: position + 1)
    case .equal, .notEqual: pieces = AxisCells.split(range, at: position)
    }
    return pieces.map { part in
      var copy = variant
      if axis == .width { copy.widths = part } else { copy.heights = part }
      return copy  // its region is set when the refinement is done (`VariantRefiner.refine`)
    }
  }

  /// A guard's value in `variant`, read where the analysis did not decide it beforehand: then it is taken at one
  /// point of the variant (its first part each time the guard is not decided), which only a missing guard list can
  /// cause (`stepLists`), and debug builds stop there.
  func outcome(_ number: Int, in variant: Variant) -> Bool {
    if let value = quickDecide(guards[number], in: variant) { return value }
    var work = 0
    var part = variant
    var residual = guards[number]
    var first = true
    while true {
      residual = residual.simplified(work: &work) { decide($0, in: part) }
      if let value = residual.constant { return value }
      if first { assertionFailure("guard \(number) read in a variant that does not decide it") }
      first = false
      part = parts(of: part, splitting: residual)[0]
    }
  }

  /// How many parameters and width and height thresholds the guards of `lists` read (for messages).
  func reads(_ lists: [GuardList]) -> (params: Int, widths: Int, heights: Int) {
    var params = Set<Int>()
    var widths = Set<Int>()
    var heights = Set<Int>()
    for list in lists {
      for g in list.guards {
        for atom in guards[g].atoms {
          switch atom {
          case .param(let p, _, _): params.insert(p)
          case .viewport(let axis, _, let position):
            if axis == .width { widths.insert(position) } else { heights.insert(position) }
          }
        }
      }
    }
    return (params.count, widths.count, heights.count)
  }
}
