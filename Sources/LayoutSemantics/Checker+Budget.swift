import LayoutMath
import LayoutSource
import LayoutSyntax

/// The compiled size of a file (E0412): how much the IR of its layouts holds, counted before anything is compiled.
///
/// Three things make a compiled layout larger than its source, and each is multiplied, not added:
/// - file-level declarations belong to every layout, so each layout's model and IR hold them again;
/// - every entry under `when` carries its whole condition (its own and the enclosing ones), so a long condition over
///   many entries is copied once per entry;
/// - a property assigned under several conditions is lowered to exclusive guards (each assignment holds and no later
///   one does): a `supplementaries:` list repeats the later conditions for each of its entries, and an anchor pairs
///   every `anchor` assignment with every `offset` one.
///
/// The checker counts one unit per declaration a layout holds, per assignment and entry, and per condition node
/// lowering writes, saturating, and stops at `LayoutLimits.compiledSize(sourceBytes:)`: the linter, lowering and the IR then work
/// on a model whose size is bounded, whatever the input. The counts are upper bounds of what lowering writes
/// (`CompiledSizeTests` compares them with the IR of generated layouts).
extension Checker {
  /// The node count of a `when` clause's own condition (0 when it has errors), read once per clause.
  func conditionTerms(of clause: SyntaxNode) -> Int {
    if let known = conditionTermCache[clause.id] { return known }
    let terms = readCondition(of: clause)?.nodeCount ?? 0
    conditionTermCache[clause.id] = terms
    return terms
  }

  /// LayoutSize units of the entries written under `when`, by the entry's first byte (0 when unconditional).
  private func terms(at span: SourceSpan) -> Int { guardTerms.isEmpty ? 0 : guardTerms[span.start] ?? 0 }

  /// What declaration `index` of the table adds to the compiled size of every layout that holds it.
  ///
  /// Its lists are read in place by index: copying the declaration (or each conditional entry) out retained and
  /// released each of its arrays.
  func compiledSize(of index: Int) -> Int {
    let properties = declarations[index].properties
    let children = declarations[index].children
    let boundaries = declarations[index].boundaries
    let backgrounds = declarations[index].backgrounds
    // One unit per declaration, assignment and entry, counted without a walk; only the entries under `when` are
    // looked up for their condition's size (this runs for every declaration of every file).
    var total = 1 + properties.count + children.count + boundaries.count + backgrounds.count
    func add(_ amount: Int) { total = LayoutLimits.frames(total, plus: amount) }
    if !foldedSizeTerms.isEmpty, let folded = foldedSizeTerms[declarations[index].span.start] { add(folded) }
    guard !guardTerms.isEmpty else { return total }
    var anyConditional = false
    for i in properties.indices where properties[i].condition != nil {
      anyConditional = true
      add(terms(at: properties[i].span))
    }
    for i in children.indices where children[i].condition != nil { add(terms(at: children[i].value.span)) }
    for i in boundaries.indices where boundaries[i].condition != nil && boundaries[i].value < declarations.count {
      add(terms(at: declarations[boundaries[i].value].span))
    }
    for i in backgrounds.indices where backgrounds[i].condition != nil && backgrounds[i].value < declarations.count {
      add(terms(at: declarations[backgrounds[i].value].span))
    }
    // Exclusive guards only arise where some assignment is conditional; most declarations have none.
    guard anyConditional else { return total }
    let declaration = declarations[index]
    add(exclusiveListSize(declaration))
    if declaration.kind == .supplementary {
      add(anchorSize(declaration, edges: .anchor, offset: .offset))
      add(anchorSize(declaration, edges: .itemAnchor, offset: .itemOffset))
    }
    return total
  }

  /// The guards of the assignments of one property as lowering makes them exclusive: assignment i holds and none
  /// after it does (a `not` and the later condition each). Assignments before the last unconditional one drop out;
  /// the last element is the case where none applies. Returns each surviving assignment's guard size.
  private func exclusiveGuards(_ assignments: [Assignment]) -> (sizes: [Int], none: Int) {
    let start = assignments.lastIndex { $0.condition == nil } ?? 0
    var sizes: [Int] = []
    var later = 0  // the `not`s of the later conditions, and their nodes
    for assignment in assignments[start...].reversed() {
      let own = assignment.condition == nil ? 0 : terms(at: assignment.span)
      sizes.append(LayoutLimits.frames(1, plus: LayoutLimits.frames(own, plus: later)))
      if assignment.condition != nil { later = LayoutLimits.frames(later, plus: own + 2) }
    }
    let unconditional = assignments.last { $0.condition == nil } != nil
    return (sizes.reversed(), unconditional ? 0 : later)
  }

  /// `supplementaries:` lists under several conditions: each entry of a list carries the list's exclusive guard.
  private func exclusiveListSize(_ declaration: Declaration) -> Int {
    let lists = declaration.properties.filter { $0.property == .supplementaries }
    guard lists.count > 1 || lists.first?.condition != nil else { return 0 }
    let guards = exclusiveGuards(lists).sizes
    let start = lists.count - guards.count
    var total = 0
    for (offset, size) in guards.enumerated() {
      guard case .supplementaries(let list) = lists[start + offset].value else { continue }
      total = LayoutLimits.frames(total, plus: LayoutLimits.frames(list.count, times: size))
    }
    return total
  }

  /// An anchor is lowered as every pair of an `anchor` assignment and an `offset` assignment (or none), each pair
  /// guarded by both exclusive guards.
  private func anchorSize(_ declaration: Declaration, edges: Property, offset: Property) -> Int {
    let edgeAssignments = declaration.properties.filter { $0.property == edges }
    let offsetAssignments = declaration.properties.filter { $0.property == offset }
    guard !edgeAssignments.isEmpty else { return 0 }
    let edgeGuards = exclusiveGuards(edgeAssignments).sizes
    let offsetGuards = exclusiveGuards(offsetAssignments)
    let offsetSizes =
      offsetGuards.sizes + (offsetGuards.none > 0 || offsetAssignments.isEmpty ? [offsetGuards.none] : [])
    let edgeTotal = edgeGuards.reduce(0) { LayoutLimits.frames($0, plus: $1) }
    let offsetTotal = offsetSizes.reduce(0) { LayoutLimits.frames($0, plus: $1) }
    // Σ over pairs of (edge guard + offset guard + the `and` joining them + the anchor itself).
    return LayoutLimits.frames(
      LayoutLimits.frames(
        LayoutLimits.frames(edgeTotal, times: offsetSizes.count),
        plus: LayoutLimits.frames(offsetTotal, times: edgeGuards.count)),
      plus: LayoutLimits.frames(2, times: LayoutLimits.frames(edgeGuards.count, times: offsetSizes.count)))
  }

  /// What a layout adds beyond the file-level declarations: its own declarations, sections and properties, and the
  /// costliest of its own declarations (for the message).
  func compiledSize(ofLayoutFrom first: Int, sections: [Guarded<Int>], properties: [Assignment]) -> (
    total: Int, costliest: (declaration: Declaration, size: Int)?
  ) {
    var total = 0
    var costliest: (declaration: Declaration, size: Int)?
    // By index, borrowing each declaration: iterating a slice would copy every one (a retain per array it holds),
    // which cost more than the count itself.
    var costliestIndex = -1
    var costliestSize = 1
    for index in first..<declarations.count {
      let size = compiledSize(of: index)
      total = LayoutLimits.frames(total, plus: size)
      if size > costliestSize { (costliestIndex, costliestSize) = (index, size) }
    }
    if costliestIndex >= 0 { costliest = (declarations[costliestIndex], costliestSize) }
    for section in sections where section.value < declarations.count {
      total = LayoutLimits.frames(total, plus: 1 + terms(at: declarations[section.value].span))
    }
    for property in properties { total = LayoutLimits.frames(total, plus: 1 + terms(at: property.span)) }
    return (total, costliest)
  }

  /// Adds `amount` to the file's compiled size; when that passes `LayoutLimits.compiledSize(sourceBytes:)`, reports E0412 at
  /// `span`, blaming `what` and pointing at the costliest declaration, and returns false: the caller stops checking.
  func spendCompiledSize(
    _ amount: Int, at span: SourceSpan, what: String, costliest: (declaration: Declaration, size: Int)?,
    sharedCount: Int
  ) -> Bool {
    let limit = LayoutLimits.compiledSize(sourceBytes: tree.source.bytes.count)
    compiledSize = LayoutLimits.frames(compiledSize, plus: amount)
    guard compiledSize > limit else { return true }
    var notes: [DiagnosticNote] = []
    if let (declaration, size) = costliest, size >= LayoutLimits.compiledSizeAllowance / 100 {
      notes.append(
        DiagnosticNote(
          "\(declaration.displayName) alone adds \(size) (each entry under 'when' repeats its whole condition)",
          at: declaration.headSpan))
    }
    if sharedCount > 0 {
      notes.append(DiagnosticNote("each layout holds the file's \(sharedCount) file-level declarations again"))
    }
    notes.append(DiagnosticNote("the layouts after this point are not checked"))
    let total = compiledSize == .max ? "more than \(Int.max)" : "\(compiledSize)"
    report(
      .error(
        .compiledSizeTooLarge,
        "\(what) brings the file's compiled size to \(total) declarations, entries and condition terms; a file of \(tree.source.bytes.count) bytes compiles to at most \(limit) (500000 and one per byte)",
        at: span, notes: notes))
    return false
  }
}

extension Condition {
  /// How many nodes the condition has: one per comparison, `and`, `or` and `not`. The recursion follows only the
  /// nesting the checker bounds (`Checker.maximumConditionDepth`); a chain is counted in a loop.
  public var nodeCount: Int {
    switch self {
    case .param, .viewport: 1
    case .and(let parts), .or(let parts): parts.reduce(1) { LayoutLimits.frames($0, plus: $1.nodeCount) }
    case .not(let inner): 1 + inner.nodeCount
    }
  }
}
