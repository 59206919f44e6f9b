import LayoutSemantics
import LayoutSource

extension LintRule {
  /// `unused-declaration`: a declaration no section reaches, a section style no section applies, or a parameter no
  /// `when` tests.
  public static let unusedDeclaration = LintRule(
    code: DiagnosticCode(
      id: "unused-declaration", phase: .lint, title: "a declaration is never used",
      explanation: """
        An item, group or supplementary that no section reaches in any variant, a section style that no section \
        applies (`style: NAME`, directly or through another style), a parameter that no `when` tests, or a \
        constant (`let`) that no value, condition or constant names, does nothing. Remove it or use it (a fix-it \
        deletes an unused constant). A file without layouts is a shared file that others import: its file-level \
        constants are its exports, so they are never reported there; nor are constants an importing file leaves \
        unused.
        """,
      example: """
        layout A {
          item cell { size: 1w x 1h }
          item spare { size: 1w x 1h }
          section { horizontal { size: 1w x 44; cell } }
        }
        """,
      fixed: """
        layout A {
          item cell { size: 1w x 1h }
          section { horizontal { size: 1w x 44; cell } }
        }
        """),
    defaultSeverity: .warning,
    fileCheck: { program, source, stage, collector in
      UnusedDeclarationRule.check(program, stage: stage, into: &collector)
      UnusedDeclarationRule.checkConstants(program, source: source, stage: stage, into: &collector)
    })
}

/// `unused-declaration`: an item, group or supplementary that no section reaches in any variant, a section style no
/// section applies, or a parameter that no `when` tests. Declarations shared by layouts count as used when any layout
/// uses them.
enum UnusedDeclarationRule {
  static func check(_ program: Program, stage: Int, into collector: inout FindingCollector) {
    // Which declarations each layout reaches; the set of their head spans (a declaration shared by layouts is used
    // when any layout uses it) is built only when some declaration is unreached, so a clean file hashes nothing.
    // One array for every layout's flags, `reachedStart[l]` where layout `l`'s begin (an array per layout was an
    // allocation and a free for every layout of every lint).
    var reachedAll: [Bool] = []
    var reachedStart: [Int] = []
    reachedStart.reserveCapacity(program.layouts.count)
    var reached: [Bool] = []
    var testedParams = Set<Int>()  // span starts of parameters some condition tests
    // Candidates by layout and declaration (or parameter) index: the layout is read in place, not copied out (a
    // retain and a release of each of its arrays, for every layout of every lint).
    var candidates: [(layout: Int, declaration: Int)] = []
    var candidateParams: [(layout: Int, param: Int)] = []
    var seenCandidates = Set<Int>()
    var seenParams = Set<Int>()
    // One stack for every layout (emptied, not reallocated), and entries read by index: copying each layout and
    // entry out retained and released its arrays and conditions.
    var stack: [Int] = []
    for l in program.layouts.indices {
      let declarations = program.layouts[l].declarations
      stack.removeAll(keepingCapacity: true)
      for s in program.layouts[l].sections.indices { stack.append(program.layouts[l].sections[s].value) }
      reached.removeAll(keepingCapacity: true)
      reached.append(contentsOf: repeatElement(false, count: declarations.count))
      // A `supplementaries:` list names supplementary declarations only (the checker refuses anything else), so in a
      // layout without one no assignment needs reading: most layouts, whose assignments, read for nothing, were
      // most of this rule's time.
      var hasSupplementaryDeclarations = false
      for index in declarations.indices where declarations[index].kind == .supplementary {
        hasSupplementaryDeclarations = true
        break
      }
      while let index = stack.popLast() {
        guard !reached[index] else { continue }
        reached[index] = true
        // A style's children, boundaries and backgrounds are merged into each section it applies to, so they are
        // reached from there; one the section replaces (its own root group) is not used through the style.
        if let style = declarations[index].style { stack.append(style) }
        guard declarations[index].kind != .sectionStyle else { continue }
        let children = declarations[index].children
        for c in children.indices { stack.append(children[c].value.declaration) }
        let boundaries = declarations[index].boundaries
        for b in boundaries.indices { stack.append(boundaries[b].value) }
        let backgrounds = declarations[index].backgrounds
        for b in backgrounds.indices { stack.append(backgrounds[b].value) }
        guard hasSupplementaryDeclarations else { continue }
        for k in declarations[index].properties.indices
        where declarations[index].properties[k].property == .supplementaries {
          if case .supplementaries(let list) = declarations[index].properties[k].value { stack += list }
        }
      }
      for index in declarations.indices where !reached[index] {
        let kind = declarations[index].kind
        guard declarations[index].name != nil, kind.isLayoutElement || kind == .supplementary || kind == .sectionStyle,
          seenCandidates.insert(declarations[index].headSpan.start).inserted
        else { continue }
        candidates.append((l, index))
      }
      reachedStart.append(reachedAll.count)
      reachedAll += reached
      let params = program.layouts[l].params
      guard !params.isEmpty else { continue }
      var names = Set<String>()
      Variants.forEachCondition(program.layouts[l]) { condition in
        condition.forEachComparison { if case .param(let name, _, _) = $0 { names.insert(name) } }
      }
      for p in params.indices {
        if names.contains(params[p].name) {
          testedParams.insert(params[p].span.start)
        } else if seenParams.insert(params[p].span.start).inserted {
          candidateParams.append((l, p))
        }
      }
    }
    var used = Set<Int>()  // head span starts of reached declarations
    if !candidates.isEmpty {
      for l in program.layouts.indices {
        let start = reachedStart[l]
        for index in program.layouts[l].declarations.indices where reachedAll[start + index] {
          used.insert(program.layouts[l].declarations[index].headSpan.start)
        }
      }
    }
    let rule = LintRule.unusedDeclaration
    for (l, index) in candidates where !used.contains(program.layouts[l].declarations[index].headSpan.start) {
      let layout = program.layouts[l]
      let declaration = layout.declarations[index]
      let linted = collector.linted(layout)
      let variant = Variants.whole(linted)
      collector.add(
        Occurrence(
          rule: rule, layout: linted, span: declaration.headSpan,
          message: "\(declaration.displayName) is never used", place: variant.place, region: variant.region,
          stage: stage))
    }
    for (l, p) in candidateParams where !testedParams.contains(program.layouts[l].params[p].span.start) {
      let layout = program.layouts[l]
      let param = layout.params[p]
      let linted = collector.linted(layout)
      let variant = Variants.whole(linted)
      collector.add(
        Occurrence(
          rule: rule, layout: linted, span: param.span,
          message: "parameter '\(param.name)' is never tested by a 'when'", place: variant.place,
          region: variant.region, stage: stage))
    }
  }

  /// Constants nothing names. A file-level constant is reported only in a file with layouts (one without is a shared
  /// file, whose constants are for its importers); the finding sits in the constant's layout, or the first one.
  static func checkConstants(
    _ program: Program, source: SourceFile, stage: Int, into collector: inout FindingCollector
  ) {
    guard let first = program.layouts.first else { return }
    let rule = LintRule.unusedDeclaration
    for constant in program.constants where !constant.isUsed {
      let layout = constant.layout.flatMap(program.layout(named:)) ?? first
      let linted = collector.linted(layout)
      let variant = Variants.whole(linted)
      let deletion = lineDeletion(of: constant.span, in: source)
      collector.add(
        Occurrence(
          rule: rule, layout: linted, span: constant.nameSpan,
          message: "constant '\(constant.name)' is never used",
          fixIts: [
            FixIt(message: "remove constant '\(constant.name)'", edits: [TextEdit(span: deletion, replacement: "")])
          ],
          place: variant.place, region: variant.region, stage: stage))
    }
  }

  /// `span`, widened to its whole line (indentation and line break) when nothing else is written on that line, so
  /// deleting it leaves no blank line behind.
  static func lineDeletion(of span: SourceSpan, in source: SourceFile) -> SourceSpan {
    let bytes = source.bytes
    // A span the file does not hold (a caller's source that is not the checked one) is left as it is.
    guard span.start >= 0, span.start <= span.end, span.end <= bytes.count else { return span }
    var start = span.start
    while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
    guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return span }
    var end = span.end
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
    guard end == bytes.count || bytes[end] == UInt8(ascii: "\n") else { return span }
    return SourceSpan(start: start, end: min(end + 1, bytes.count))
  }
}
