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
/// (equal large conditions share a number), the guard of every entry, the cells of both viewport axes, and for each step
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
  /// Whether any entry of the layout has a guard. Without one, the tables below are empty and every step reads
  /// nothing: the layout is analysed as one variant at the cost of the walk alone.
  let hasGuards: Bool
  /// The guard number of each entry, parallel to the model's arrays (nil: unconditional).
  let layoutPropertyGuards: [Int?]
  let sectionGuards: [Int?]
  let propertyGuards: [[Int?]]
  let childGuards: [[Int?]]
  let boundaryGuards: [[Int?]]
  /// For declarations with many assignments (a long run of `when` blocks), the indices of each property's
  /// assignments, so reading one property does not scan them all.
  let propertyIndex: [Int: [Property: [Int]]]
  /// The guard lists of each step: the sections of the layout; a section's own step (direction, insets, scroll,
  /// boundary items, root groups and what the section reads of them); an item's or group's step (its own
  /// properties and children, and the size and edge spacing of each child, which its fill reads).
  let topLists: [GuardList]
  let sectionLists: [[GuardList]]
  let stepLists: [[GuardList]]

  init(_ layout: LayoutModel) {
    self.layout = layout
    range = AnalysedRange(layout)
    valueCounts = layout.params.map(\.values.count)
    guard Self.readsGuards(layout) else {
      // Most layouts: one variant, nothing to build.
      widthCells = AxisCells(low: range.minWidth, high: range.maxWidth, thresholds: [])
      heightCells = AxisCells(low: range.minHeight, high: range.maxHeight, thresholds: [])
      hasGuards = false
      (guards, layoutPropertyGuards, sectionGuards) = ([], [], [])
      (propertyGuards, childGuards, boundaryGuards) = ([], [], [])
      propertyIndex = [:]
      topLists = []
      sectionLists = [[GuardList]](repeating: [], count: layout.declarations.count)
      stepLists = sectionLists
      return
    }

    // Every guard compiled once, its thresholds numbered as met (positions among the cells come after, when all are
    // known). Parameters and values are numbered too; the first parameter of a name wins (the checker rejects
    // duplicates), and few parameters are looked up in place, many through a table.
    let params = layout.params
    var paramIndex: [String: Int] = [:]
    if params.count > 8 {
      for (i, param) in params.enumerated() where paramIndex[param.name] == nil { paramIndex[param.name] = i }
    }
    var widths: [Rational] = []
    var heights: [Rational] = []
    func atom(_ comparison: Condition) -> Guard.Node {
      switch comparison {
      case .param(let name, let equals, let value):
        guard let p = params.count > 8 ? paramIndex[name] : params.firstIndex(where: { $0.name == name }),
          let v = params[p].values.firstIndex(of: value)
        else { return .constant(!equals) }
        return .atom(.param(p, value: v, equals: equals))
      case .viewport(let axis, let op, let value):
        if axis == .width {
          widths.append(value)
          return .atom(.viewport(axis, op, position: widths.count - 1))
        }
        heights.append(value)
        return .atom(.viewport(axis, op, position: heights.count - 1))
      default:
        return .constant(true)
      }
    }
    var guards: [Guard] = []
    func number(_ condition: Condition?) -> Int? {
      guard let condition else { return nil }
      guards.append(Guard.compile(condition, atom: atom))
      return guards.count - 1
    }
    var layoutPropertyGuards = layout.properties.map { number($0.condition) }
    var sectionGuards = layout.sections.map { number($0.condition) }
    var propertyGuards: [[Int?]] = []
    var childGuards: [[Int?]] = []
    var boundaryGuards: [[Int?]] = []
    var propertyIndex: [Int: [Property: [Int]]] = [:]
    for d in layout.declarations.indices {
      let declaration = layout.declarations[d]
      if declaration.properties.count > 16 {
        var index: [Property: [Int]] = [:]
        for (i, assignment) in declaration.properties.enumerated() { index[assignment.property, default: []].append(i) }
        propertyIndex[d] = index
      }
      propertyGuards.append(declaration.properties.map { number($0.condition) })
      childGuards.append(declaration.children.map { number($0.condition) })
      boundaryGuards.append(declaration.boundaries.map { number($0.condition) })
    }
    let widthCells = AxisCells(low: range.minWidth, high: range.maxWidth, thresholds: widths)
    let heightCells = AxisCells(low: range.minHeight, high: range.maxHeight, thresholds: heights)
    self.widthCells = widthCells
    self.heightCells = heightCells
    hasGuards = true
    // Threshold numbers become positions among the cells.
    for g in guards.indices {
      for n in guards[g].nodes.indices {
        if case .atom(.viewport(let axis, let op, let number)) = guards[g].nodes[n] {
          let position =
            axis == .width ? widthCells.position(of: widths[number]) : heightCells.position(of: heights[number])
          guards[g].nodes[n] = .atom(.viewport(axis, op, position: position))
        }
      }
    }
    // Equal large guards share a number, so what is decided about one is known for all (a long `when` shared by a
    // block's entries is decided once). Small ones cost less to decide again than to compare.
    var numbers: [Guard: Int] = [:]
    var canonical = Array(guards.indices)
    for g in guards.indices where guards[g].nodes.count > 16 {
      if let known = numbers[guards[g]] { canonical[g] = known } else { numbers[guards[g]] = g }
    }
    if canonical.indices.contains(where: { canonical[$0] != $0 }) {
      func renumber(_ list: inout [Int?]) { for i in list.indices { list[i] = list[i].map { canonical[$0] } } }
      renumber(&layoutPropertyGuards)
      renumber(&sectionGuards)
      for d in propertyGuards.indices {
        renumber(&propertyGuards[d])
        renumber(&childGuards[d])
        renumber(&boundaryGuards[d])
      }
    }
    self.guards = guards
    self.layoutPropertyGuards = layoutPropertyGuards
    self.sectionGuards = sectionGuards
    self.propertyGuards = propertyGuards
    self.childGuards = childGuards
    self.boundaryGuards = boundaryGuards
    self.propertyIndex = propertyIndex

    // The guard lists of each step. Most entries have no guard: nothing is built for those.
    func decision(_ guards: [Int?], key: Int, where matches: (Int) -> Bool) -> GuardList? {
      var kept: [Int] = []
      var indices: [Int] = []
      for i in guards.indices.reversed() where matches(i) {
        guard let g = guards[i] else { break }  // an unconditional assignment hides the ones before it
        kept.append(g)
        indices.append(i)
      }
      if kept.isEmpty { return nil }
      return GuardList(guards: kept.reversed(), lastWins: true, entries: indices.reversed(), key: key)
    }
    func add(_ p: Property, of d: Int, to lists: inout [GuardList]) {
      let properties = layout.declarations[d].properties
      if let list = decision(propertyGuards[d], key: Self.key(p, of: d), where: { properties[$0].property == p }) {
        lists.append(list)
      }
    }
    func addEach(_ guards: [Int?], to lists: inout [GuardList]) {
      let kept = guards.compactMap { $0 }
      if !kept.isEmpty { lists.append(GuardList(guards: kept, lastWins: false)) }
    }
    func unique(_ indices: [Int]) -> [Int] {
      var seen: [Int] = []
      for i in indices where !seen.contains(i) { seen.append(i) }
      return seen
    }
    var topLists: [GuardList] = []
    addEach(sectionGuards, to: &topLists)
    self.topLists = topLists
    var sectionLists: [[GuardList]] = []
    var stepLists: [[GuardList]] = []
    for d in layout.declarations.indices {
      let declaration = layout.declarations[d]
      var lists: [GuardList] = []
      if declaration.kind == .section {
        let properties = layout.properties
        if let list = decision(
          layoutPropertyGuards, key: Self.directionKey, where: { properties[$0].property == .direction })
        {
          lists.append(list)
        }
        add(.insets, of: d, to: &lists)
        add(.scroll, of: d, to: &lists)
        addEach(boundaryGuards[d], to: &lists)
        for b in unique(declaration.boundaries.map(\.value)) {
          for p in [Property.size, .followsInsets, .insets] { add(p, of: b, to: &lists) }
        }
        if let list = decision(childGuards[d], key: Self.rootKey(of: d), where: { _ in true }) { lists.append(list) }
        for r in unique(declaration.children.map(\.value.declaration)) {
          add(.edges, of: r, to: &lists)
          add(.size, of: r, to: &lists)
        }
        sectionLists.append(lists)
        stepLists.append([])
        continue
      }
      sectionLists.append([])
      add(.insets, of: d, to: &lists)
      add(.size, of: d, to: &lists)
      if declaration.kind.isGroup {
        add(.spacing, of: d, to: &lists)
        addEach(childGuards[d], to: &lists)
        for c in unique(declaration.children.map(\.value.declaration)) {
          add(.size, of: c, to: &lists)
          add(.edges, of: c, to: &lists)
        }
      } else {
        add(.supplementaries, of: d, to: &lists)
        var supplementaries: [Int] = []
        for assignment in declaration.properties where assignment.property == .supplementaries {
          if case .supplementaries(let list) = assignment.value { supplementaries += list }
        }
        for s in unique(supplementaries) {
          add(.size, of: s, to: &lists)
          add(.insets, of: s, to: &lists)
        }
      }
      stepLists.append(lists)
    }
    self.sectionLists = sectionLists
    self.stepLists = stepLists
  }

  /// Whether an entry the analysis reads has a guard (backgrounds are not analysed).
  private static func readsGuards(_ layout: LayoutModel) -> Bool {
    if layout.properties.contains(where: { $0.condition != nil }) { return true }
    if layout.sections.contains(where: { $0.condition != nil }) { return true }
    for d in layout.declarations.indices {
      if layout.declarations[d].properties.contains(where: { $0.condition != nil })
        || layout.declarations[d].children.contains(where: { $0.condition != nil })
        || layout.declarations[d].boundaries.contains(where: { $0.condition != nil })
      {
        return true
      }
    }
    return false
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
  /// parameter's tested value apart from its other values, or the cells on each side of (and at) the median threshold
  /// of the first axis it tests. In each part at least one more atom is decided.
  func parts(of variant: Variant, splitting residual: Guard) -> [Variant] {
    let atoms = residual.atoms
    if let atom = atoms.first(where: { if case .param = $0 { true } else { false } }) {
      return parts(of: variant, deciding: atom)
    }
    guard case .viewport(let axis, _, _)? = atoms.first else { return [variant] }
    var comparisons: [GuardAtom] = []
    for atom in atoms {
      if case .viewport(let a, _, _) = atom, a == axis { comparisons.append(atom) }
    }
    comparisons.sort {
      guard case .viewport(_, _, let x) = $0, case .viewport(_, _, let y) = $1 else { return false }
      return x < y
    }
    return parts(of: variant, deciding: comparisons[comparisons.count / 2])
  }

  /// The parts of `variant` in each of which `atom` is decided (it is open in `variant`): the tested value of a
  /// parameter and its other values (the part holding the default first), or the cells below and from a threshold,
  /// up to and above it, or below, at and above it.
  func parts(of variant: Variant, deciding atom: GuardAtom) -> [Variant] {
    switch atom {
    case .param(let p, let value, _):
      var rest = variant.values(of: p) ?? ValueSet(all: valueCounts[p])
      rest.remove(value)
      let single = ValueSet(only: value, of: valueCounts[p])
      let defaultValue = layout.params[p].values.firstIndex(of: layout.params[p].defaultValue) ?? 0
      let ordered = rest.contains(defaultValue) ? [rest, single] : [single, rest]
      return ordered.map { variant.restricting(p, to: $0) }
    case .viewport(let axis, let op, let position):
      let range = axis == .width ? variant.widths : variant.heights
      let pieces: [ClosedRange<Int>]
      switch op {
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
  }

  /// A guard's value in `variant`, read where the analysis did not decide it beforehand: then it is taken at one
  /// point of the variant (its first part each time the guard is not decided), which only a missing guard list can
  /// cause (`stepLists`), and debug builds stop there.
  func outcome(_ number: Int, in variant: Variant) -> Bool {
    if let value = quickDecide(guards[number], in: variant) { return value }
    if let value = guards[number].evaluate({ decide($0, in: variant) }) { return value }
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
