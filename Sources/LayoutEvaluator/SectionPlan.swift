/// Everything needed to produce the frames of one section without touching the IR again.
///
/// A fixed section keeps ONE solution of its root group (R6.1) and places group g at `g * stride` along its axis
/// (R6.2); a section whose estimated items were measured keeps explicit elements per group instance (R12.5).
struct SectionPlan: Sendable {
  var index: Int32
  /// The axis groups repeat along (the layout axis, or across it for orthogonal sections, R8.1).
  var axis: Axis
  /// The layout's scroll axis.
  var layoutAxis: Axis
  var itemCount: Int
  /// Section start and extent along the layout axis (R6.5, R7.1).
  var origin: Double
  var extent: Double

  // Closed form (R6.2).
  /// Elements of group 0 in content coordinates, unrounded (R2.3 is applied by `roundFrames` and `along`).
  var solution: ContiguousArray<SolvedElement> = []
  /// N_g.
  var leafCount = 0
  /// X_g + interGroupSpacing.
  var stride = 0.0
  var groupCount = 0
  /// Leaves present in the last group (N_g when it is full, R6.3).
  var lastGroupLeaves = 0
  /// Nearest and farthest element edge of group 0 along `axis` (for rect queries).
  var near = 0.0
  var far = 0.0
  /// Solution index of each leaf's cell.
  var cellIndex: [Int32] = []
  /// Group supplementaries per group instance, by kind.
  var groupSupplementaryCounts: [Int32: Int32] = [:]
  /// Item offsets (`ordinal`) of the solution entries in a partial last group: group supplementaries are counted among
  /// the present ones only (R9.7), so an absent nested group's supplementary leaves no gap.
  var lastGroupOrdinals: [Int32] = []

  // Filled in by `roundFrames` (R2.3), the evaluation's last step.
  /// Group 0's elements as finished `Element`s, frames rounded (item = the ordinal; the along origin is replaced per
  /// group instance), and their item strides: producing an element copies a template and patches two fields.
  var templates: [Element] = []
  var itemStrides: [Int32] = []
  /// The unrounded origin along `axis` of each group-0 element: instance g's is rounded from origin + g * stride.
  var alongOrigins: [Double] = []
  /// When every along origin of group 0 and the stride are whole device pixels: the origins in pixels (`K_e`) and the
  /// stride in pixels (`S`); the rounded origin of element e in group g = `(K_e + g * S) / scale`, exactly.
  var pixelAlong: [Double] = []
  var pixelStride = 0.0

  /// Group-by-group layout (R12.5), when measured sizes apply.
  var explicit: ExplicitSection?

  var boundaries: [Element] = []
  var decorations: [Element] = []
  /// R11.2: other elements get at least z-index 1 when the section has a decoration.
  var promote = false

  /// Frames this plan keeps in memory (counted against `Evaluator.storedFrameLimit`).
  var storedFrameCount: Int {
    (explicit?.elements.count ?? 0) + solution.count + boundaries.count + decorations.count
  }

  /// Number of cells and supplementaries laid out in groups.
  var groupElementCount: Int {
    if let explicit { return explicit.elements.count }
    guard groupCount > 0 else { return 0 }
    let partial = solution.reduce(0) { $0 + (isPresent($1, leaves: lastGroupLeaves) ? 1 : 0) }
    return solution.count * (groupCount - 1) + partial
  }

  /// R6.3: the partial last group shows the first k leaves (and the supplementaries of groups that have one).
  @inline(__always) func isPresent(_ element: SolvedElement, leaves: Int) -> Bool {
    Int(element.leaf) < leaves
  }
}

/// The elements of a section solved group by group, with prefix extents for binary search (R12.5).
struct ExplicitSection: Sendable {
  /// The elements group by group (unrounded until `SectionPlan.roundFrames`, R2.3).
  var elements: ContiguousArray<Element>
  /// Index into `elements` of each group's first element, plus a final end index.
  var groupStart: [Int]
  /// First item index of each group.
  var groupFirstItem: [Int]
  /// Running maximum of the groups' far edges, and running minimum (from the end) of their near edges.
  var prefixFar: [Double]
  var suffixNear: [Double]
}
