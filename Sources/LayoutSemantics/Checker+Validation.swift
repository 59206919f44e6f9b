import LayoutMath
import LayoutSource

extension Checker {
  /// Whole-declaration rules: required properties and entries, counts, duplicate kinds, cycles, depth.
  func validateDeclarations(from start: Int) {
    guard start < declarations.count else { return }
    // Fields are read in place by index, and a declaration is copied out only for the rarer kinds below: a copy
    // retains and releases each of its arrays and strings, which showed for the items and groups of large files.
    for index in start..<declarations.count {
      let kind = declarations[index].kind
      // A declaration with an error inside already has its diagnostic: "needs a size" after a bad size is noise.
      let quiet = hasDiagnostic(in: declarations[index].span)
      if !quiet {
        for property in PropertyTable.requiredByOwnerBit[PropertyOwner(kind).bit.trailingZeroBitCount] {
          requireUnconditional(property, on: index)
        }
      }
      if !quiet && kind == .supplementary {
        let declaration = declarations[index]
        if declaration.elementKind == nil {
          report(
            .error(
              .missingRequirement, "\(declaration.displayName) needs an element kind, such as \"badge\"",
              at: declaration.headSpan))
        }
        if let offset = declaration.properties.first(where: { $0.property == .itemOffset }),
          !declaration.properties.contains(where: { $0.property == .itemAnchor })
        {
          report(.error(.missingRequirement, "'item-offset' needs an 'item-anchor'", at: offset.span))
        }
      }
      if kind.isGroup {
        let children = declarations[index].children
        if !quiet && children.isEmpty {
          report(
            .error(
              .missingRequirement, "\(declarations[index].displayName) has no children; add an item or a group",
              at: declarations[index].headSpan))
        }
        if children.count > 1, let counted = children.first(where: { $0.value.count != nil }) {
          report(
            .error(
              .countNotAlone, "a counted child must be the group's only child", at: counted.value.span,
              notes: [DiagnosticNote("\(declarations[index].displayName) has \(children.count) children")]))
        }
      }
      if kind == .section { validateSection(declarations[index], quiet: quiet) }
    }
    checkGroupGraph(from: start)
  }

  /// Whether any lexical, syntax or semantic diagnostic so far starts inside `span`: a binary search in the sorted
  /// starts of each (it scanned every diagnostic for every declaration, quadratic in a damaged file).
  func hasDiagnostic(in span: SourceSpan) -> Bool {
    if diagnostics.isEmpty && tree.diagnostics.isEmpty { return false }
    func startsInside(_ starts: [Int]) -> Bool {
      let index = Checker.firstIndex(notBelow: span.start, in: starts)
      guard index < starts.count else { return false }
      return span.contains(starts[index])
    }
    return startsInside(treeDiagnosticStarts) || startsInside(diagnosticStarts)
  }

  /// The first index of `sorted` whose value is at least `value` (`sorted.count` when none is).
  static func firstIndex(notBelow value: Int, in sorted: [Int]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Reports a missing unconditional `property` on declaration `index` (`Declaration.unconditional`, read by index
  /// without copying an assignment).
  private func requireUnconditional(_ property: Property, on index: Int) {
    let properties = declarations[index].properties
    var onlyConditional = false
    for position in properties.indices where properties[position].property == property {
      if properties[position].condition == nil { return }
      onlyConditional = true
    }
    let declaration = declarations[index]
    let message =
      onlyConditional
      ? "\(declaration.displayName) sets '\(property.rawValue)' only under 'when'; give it a value outside 'when' too"
      : "\(declaration.displayName) needs \(property == .anchor || property == .alignment ? "an" : "a") '\(property.rawValue)'"
    report(.error(.missingRequirement, message, at: declaration.headSpan))
  }

  private func validateSection(_ section: Declaration, quiet: Bool) {
    let roots = section.children
    if section.isFlowSection {
      validateFlowSection(section, quiet: quiet)
    } else {
      reportFlowProperties(in: section)
      if roots.isEmpty && !quiet {
        report(
          .error(
            .missingRequirement,
            "section has no root group; add a horizontal or vertical group, or a 'flow: WIDTH x HEIGHT'",
            at: section.headSpan))
      }
      // The unconditional roots by position, counted without building an array of them (one per section).
      var unconditional: (count: Int, first: Int, second: Int) = (0, -1, -1)
      for position in roots.indices where roots[position].condition == nil {
        if unconditional.count == 0 { unconditional.first = position }
        if unconditional.count == 1 { unconditional.second = position }
        unconditional.count += 1
      }
      if unconditional.count > 1 {
        report(
          .error(
            .multipleRoots, "a section has one root group; this section has \(unconditional.count)",
            at: roots[unconditional.second].value.span,
            notes: [DiagnosticNote("the first root group", at: roots[unconditional.first].value.span)]))
      }
    }
    // UIKit throws on duplicate supplementary element kinds within a section (R7.4).
    var kinds: [String: (SourceSpan, String)] = [:]
    for boundary in section.boundaries {
      let declaration = declarations[boundary.value]
      guard let kind = declaration.elementKind else { continue }
      let key = kind + "|" + (boundary.condition?.description ?? "")
      if let (previous, _) = kinds[key] {
        report(
          .error(
            .duplicateElementKind, "element kind \"\(kind)\" is used twice in this section", at: declaration.headSpan,
            notes: [DiagnosticNote("first used here", at: previous)]))
      } else {
        kinds[key] = (declaration.headSpan, kind)
      }
    }
  }

  /// Cycles and nesting depth among groups, iteratively (a chain of thousands of groups must not overflow).
  private func checkGroupGraph(from start: Int) {
    enum Mark { case unvisited, active, done }
    var mark = [Mark](repeating: .unvisited, count: declarations.count)
    var depth = [Int](repeating: 1, count: declarations.count)
    var frames = [Int](repeating: 0, count: declarations.count)
    var reportedDepth = false
    // Stack of (group, next child position), one for every walk (emptied, not reallocated per root group).
    var stack: [(Int, Int)] = []
    for root in start..<declarations.count where declarations[root].kind.isGroup && mark[root] == .unvisited {
      stack.removeAll(keepingCapacity: true)
      stack.append((root, 0))
      mark[root] = .active
      while let (node, position) = stack.last {
        let children = declarations[node].children
        if position < children.count {
          stack[stack.count - 1].1 += 1
          let child = children[position].value.declaration
          guard declarations[child].kind.isGroup else { continue }
          switch mark[child] {
          case .unvisited:
            mark[child] = .active
            stack.append((child, 0))
          case .active:
            let cycleStart = stack.firstIndex { $0.0 == child } ?? 0
            let path =
              stack[cycleStart...].map { declarations[$0.0].name ?? "(inline)" } + [
                declarations[child].name ?? "(inline)"
              ]
            report(
              .error(
                .cycle, "\(declarations[child].displayName) contains itself: \(path.joined(separator: " → "))",
                at: children[position].value.span))
            // Cut the edge so the walk (and everything after the checker) sees no cycle.
            declarations[node].children.remove(at: position)
            stack[stack.count - 1].1 -= 1
          case .done:
            depth[node] = max(depth[node], depth[child] + 1)
          }
        } else {
          stack.removeLast()
          mark[node] = .done
          // Children are done (cycles are cut above), so their frame counts are known.
          frames[node] = groupFrames(node, frames: frames)
          if let parent = stack.last?.0 { depth[parent] = max(depth[parent], depth[node] + 1) }
          if depth[node] > Checker.maximumGroupDepth && !reportedDepth {
            reportedDepth = true
            report(
              .error(
                .nestingTooDeepSemantic,
                "\(declarations[node].displayName) nests groups \(depth[node]) levels deep; the limit is \(Checker.maximumGroupDepth)",
                at: declarations[node].headSpan))
          }
        }
      }
    }
  }

  /// Frames one instance of group `index` holds over one run of its children, counts multiplied (saturating), and
  /// E0411 when that passes `LayoutLimits.framesPerGroup` because of this group (a child over the limit already has
  /// its own error). Every child and every `supplementaries:` list counts, whatever its `when`: an upper bound of
  /// any variant, and never below what lowering puts in the IR, so a file that checks clean loads.
  private func groupFrames(_ index: Int, frames: [Int]) -> Int {
    let limit = LayoutLimits.framesPerGroup
    let own = supplementaryFrames(of: index)
    var total = own
    var childOverLimit = false
    var counted: (child: Child, frames: Int)?
    // By index: the children are plain values, and the targets' kinds and lists are read in place (copying each
    // target out retained all of its arrays, for every child of every group).
    let children = declarations[index].children
    for position in children.indices {
      let child = children[position].value
      let one =
        declarations[child.declaration].kind.isGroup
        ? frames[child.declaration] : LayoutLimits.frames(1, plus: supplementaryFrames(of: child.declaration))
      childOverLimit = childOverLimit || one > limit
      if child.count != nil { counted = (child, one) }
      total = LayoutLimits.frames(total, plus: LayoutLimits.frames(one, times: child.count ?? 1))
    }
    guard total > limit, !childOverLimit else { return total }
    let group = declarations[index]
    let amount = total == .max ? "more than \(Int.max)" : "\(total)"
    if let (child, one) = counted, let count = child.count {
      let target = declarations[child.declaration]
      report(
        .error(
          .tooManyFrames,
          "\(group.displayName) would hold \(amount) frames: \(count) copies of \(target.displayName), which holds \(one)\(own > 0 ? ", and \(own) supplementar\(own == 1 ? "y" : "ies") of its own" : ""); a group holds at most \(limit)",
          at: child.span, notes: [DiagnosticNote("\(target.displayName) declared here", at: target.headSpan)]))
    } else {
      report(
        .error(
          .tooManyFrames,
          "\(group.displayName) would hold \(amount) frames in one run of its children; a group holds at most \(limit)",
          at: group.headSpan))
    }
    return total
  }

  /// The supplementaries declaration `index` lists, over all its `supplementaries:` assignments (read by index: only
  /// those assignments' values are looked into).
  private func supplementaryFrames(of index: Int) -> Int {
    let properties = declarations[index].properties
    var total = 0
    for position in properties.indices where properties[position].property == .supplementaries {
      if case .supplementaries(let list) = properties[position].value {
        total = LayoutLimits.frames(total, plus: list.count)
      }
    }
    return total
  }
}
