/// What `SectionBuilder.build` computed for the section of the element a derivation explains: the section's
/// container and root size, the solve's steps, where the content and group 0 start, and the section-level elements
/// before rounding. Filled by the builder itself (the values are the ones it places elements with); nil when
/// evaluating, so `evaluate` pays one nil test per section.
final class SectionTrace {
  /// The section traced.
  let section: Int
  var frame: SectionBuilder.Frame?
  var solve: SolveTrace?
  /// A flow section's lines and lengths (set by `buildFlow` instead of the above).
  var flow: FlowTrace?
  /// A section solved group by group from measured sizes (R12.5): where each group starts and how to solve one again
  /// with its steps recorded.
  var regroup: RegroupTrace?
  /// The section's start along the layout axis (R7.1) and the room extending boundary items take before it (R10.4).
  var origin = 0.0
  var extensionBefore = 0.0
  var extent = 0.0
  /// Where the content starts (R6.5) and where group 0 is placed (R5.7), in content coordinates.
  var contentOrigin = Point(x: 0, y: 0)
  var groupOrigin: Point?
  /// R6.2: the distance between group instances.
  var stride = 0.0
  /// Boundary frames relative to the section origin before the extension shift, and what each size resolved
  /// against, in the resolved section's boundary order.
  var boundaries: [Rect] = []
  var boundaryContainers: [Size] = []
  /// Decorations then boundary items, unrounded, as the plan holds them before R2.3.
  var elements: [Element] = []

  init(section: Int) { self.section = section }
}

/// The sections one evaluation traces (`Evaluator.derivations`): one evaluation explains any number of elements.
final class EvaluationTrace {
  private(set) var sections: [Int: SectionTrace] = [:]

  init(sections: some Sequence<Int>) {
    for section in sections { self.sections[section] = SectionTrace(section: section) }
  }

  /// The record of section `index`, if it is traced.
  subscript(section index: Int) -> SectionTrace? { sections[index] }
}

/// What `SectionBuilder.build` keeps of a section solved group by group (R12.5): each group's first item and origin
/// (relative to the content origin), and the solve of the group starting at an item, made again with a recorder by
/// the very solver and inputs the evaluation used.
struct RegroupTrace {
  let firstItems: [Int]
  let origins: [Point]
  let solve: (_ firstItem: Int) throws -> (steps: SolveTrace, piece: Piece)
}
