import LayoutMath
import LayoutSource

/// Partial size overrides (Grammar/README.md, "Partial overrides"): `width:` and `height:` set one side of the size in force.
///
/// Each side is decided on its own: the side of a variant is the one written by the last assignment that holds and
/// sets that side, a `size` setting both. The checker folds the sides back into whole `size` assignments, so the
/// model, lowering, the IR, the linter and the evaluator only ever see sizes and keep their "last holding assignment
/// wins" reading: every width assignment is paired with every height assignment, in order (width first, then
/// height), each pair guarded by both conditions. Among the pairs that hold, the last is the one made of the last
/// holding width and the last holding height, which is the size the sides ask for.
extension Checker {
  /// The most pairs one declaration's sides may fold into: a handful of overrides make a handful of pairs, and the
  /// bound keeps a file of thousands of overrides from asking for millions of sizes.
  static let maximumFoldedSizes = 1024

  /// Replaces the `width:` and `height:` assignments of declaration `index` with the `size` assignments they mean.
  func foldSizeSides(_ index: Int) {
    let properties = declarations[index].properties
    guard properties.contains(where: { $0.property == .width || $0.property == .height }) else { return }
    var widths: [Side] = []
    var heights: [Side] = []
    for position in properties.indices {
      let assignment = properties[position]
      switch assignment.value {
      case .size(let size) where assignment.property == .size:
        widths.append(Side(dimension: size.width, assignment: position))
        heights.append(Side(dimension: size.height, assignment: position))
      case .dimension(let dimension) where assignment.property == .width:
        widths.append(Side(dimension: dimension, assignment: position))
      case .dimension(let dimension) where assignment.property == .height:
        heights.append(Side(dimension: dimension, assignment: position))
      default: break
      }
    }
    // A side written before the last unconditional one never applies.
    func live(_ sides: [Side]) -> ArraySlice<Side> {
      let last = sides.lastIndex { properties[$0.assignment].condition == nil } ?? sides.startIndex
      return sides[last...]
    }
    let liveWidths = live(widths)
    let liveHeights = live(heights)
    var kept = properties.filter { $0.property != .size && $0.property != .width && $0.property != .height }
    let pairs = liveWidths.count * liveHeights.count
    guard pairs <= Self.maximumFoldedSizes else {
      report(
        .error(
          .compiledSizeTooLarge,
          "the 'width' and 'height' overrides of \(declarations[index].displayName) make \(pairs) sizes; "
            + "the limit is \(Self.maximumFoldedSizes): write whole 'size' values under fewer conditions",
          at: declarations[index].headSpan))
      // Keep the whole sizes alone, so the declaration still has the size it needs and no second error follows.
      declarations[index].properties = properties.filter { $0.property != .width && $0.property != .height }
      return
    }
    var addedTerms = 0
    for width in liveWidths {
      for height in liveHeights {
        let widthAssignment = properties[width.assignment]
        let heightAssignment = properties[height.assignment]
        // The pair is reported at the later of its two assignments: the override, when one side is an override.
        let later = width.assignment > height.assignment ? widthAssignment : heightAssignment
        let condition: Condition?
        if width.assignment == height.assignment {
          condition = widthAssignment.condition
        } else {
          condition = Self.both(widthAssignment.condition, heightAssignment.condition)
          // Lowering copies the earlier assignment's condition into this pair too (see `Checker+Budget.swift`).
          let earlier = width.assignment > height.assignment ? heightAssignment : widthAssignment
          addedTerms = LayoutLimits.frames(addedTerms, plus: earlier.condition?.nodeCount ?? 0)
        }
        kept.append(
          Assignment(
            property: .size, value: .size(LayoutSize(width: width.dimension, height: height.dimension)),
            condition: condition, span: later.span, valueSpan: later.valueSpan))
      }
    }
    declarations[index].properties = kept
    if addedTerms > 0 { foldedSizeTerms[declarations[index].span.start] = addedTerms }
  }

  /// `a and b`, as one flat chain (the parts of either `and` are kept whole); nil when neither has a condition.
  static func both(_ a: Condition?, _ b: Condition?) -> Condition? {
    guard let a else { return b }
    guard let b, b != a else { return a }
    var parts: [Condition] = []
    for part in [a, b] {
      if case .and(let inner) = part { parts += inner } else { parts.append(part) }
    }
    return .and(parts)
  }
}

/// One side of a size as written: its dimension and the index of the assignment that wrote it.
private struct Side {
  var dimension: Dimension
  var assignment: Int
}
