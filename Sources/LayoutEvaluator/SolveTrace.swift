/// What a group solve did, recorded for one element's derivation (`Evaluator.derivation`): the solver's own values,
/// taken where it computes them, so the derivation never recomputes a rule.
///
/// A solve records its item pieces and groups depth first, each group after its children, and a rejected fit
/// candidate or the first spacing pass (R5.3) is taken back with the recorder's `discard(from:)`: what is left is
/// exactly the solution the evaluation keeps, in the order of its elements.
enum SolveStep {
  /// An item laid out (R4.1): what its size resolved against, its slot, the insets that applied and its frame in
  /// the slot; then each of its supplementaries (R9.3).
  case item(ItemTrace)
  /// A group solved (R5): its size, insets, the container its children resolved against, and where each accepted
  /// child went; `children` is how many steps before it (in solve order) are its children.
  case group(GroupTrace)
}

/// An item piece, as `GroupSolver.itemPiece` computed it.
struct ItemTrace {
  var item: Int
  var container: Size
  var dimensions: ResolvedLayoutSize
  var slot: Size
  var insets: ResolvedInsets
  var frame: Rect
  var supplementaries: [AnchoredTrace]
}

/// A supplementary anchored to a container rect (R9.2, R9.5).
struct AnchoredTrace {
  var supplementary: Int
  var container: Rect
  var size: Size
  var frame: Rect
}

/// A group, as `GroupSolver.solve` computed it.
struct GroupTrace {
  var group: Int
  var dimensions: ResolvedLayoutSize
  var size: Size
  var insets: ResolvedInsets
  /// What the children resolved against: the group less its insets (R3.3), or R5.3's reduced container.
  var childContainer: Size
  var secondPass: Bool
  /// The origin of each accepted child in the group (R5.5, R5.6).
  var origins: [Point]
  var children: Int
  var supplementaries: [AnchoredTrace]
}

extension MessageRecorder {
  /// Whether the recorder keeps `SolveStep`s; a constant false for the evaluation's recorder, so the specialised
  /// solver builds no step at all.
  static var isTracing: Bool { false }
  func trace(_ step: SolveStep) {}
}

/// The recorder of a derivation: keeps the solve's steps (and takes back discarded ones). It records messages too
/// (`isRecording`), which also keeps every solve out of the memo, so each solve is traced.
final class SolveTrace: MessageRecorder {
  static var isRecording: Bool { true }
  static var isTracing: Bool { true }
  private(set) var steps: [SolveStep] = []
  var mark: Int { steps.count }
  func record(_ message: RuntimeMessage) {}
  func trace(_ step: SolveStep) { steps.append(step) }
  func discard(from mark: Int) { steps.removeSubrange(mark...) }

  /// The solution as a tree: the last step is the root group, each group's children before it.
  func tree() -> TraceNode? {
    var stack: [TraceNode] = []
    for step in steps {
      switch step {
      case .item(let item): stack.append(.item(item))
      case .group(let group):
        guard stack.count >= group.children else { return nil }
        let children = Array(stack.suffix(group.children))
        stack.removeLast(group.children)
        stack.append(.group(group, children))
      }
    }
    return stack.count == 1 ? stack[0] : nil
  }
}

/// A solved piece with its children, as the trace recorded it.
indirect enum TraceNode {
  case item(ItemTrace)
  case group(GroupTrace, [TraceNode])

  /// How many elements the piece holds, in the solver's order: a cell then its supplementaries; a group's
  /// children's elements, then its own supplementaries.
  var elementCount: Int {
    switch self {
    case .item(let item): 1 + item.supplementaries.count
    case .group(let group, let children): children.reduce(group.supplementaries.count) { $0 + $1.elementCount }
    }
  }
}
