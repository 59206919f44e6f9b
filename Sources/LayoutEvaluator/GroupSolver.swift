import LayoutMath
import LayoutRules

/// An element of a solved group, relative to the solved group's origin.
struct SolvedElement: Sendable {
  var frame: Rect
  var category: ElementCategory
  var kind: Int32
  /// The leaf (item) index within the solution: the cell's own index for cells and item supplementaries, the first
  /// leaf of the host group for group supplementaries.
  var leaf: Int32
  /// Closed form of the element's index in the section: `g * itemStride + ordinal` for group instance g. For cells and
  /// item supplementaries that is `g * N_g + leaf`; for group supplementaries the stride is their count per group of
  /// that kind and the ordinal their rank among them (R9.7). Filled in when a section is planned.
  var ordinal: Int32 = 0
  var itemStride: Int32 = 0
  var zIndex: Int32
  var isGroupSupplementary = false
  /// The declaration the element came from (provenance; the closed form's side table is the solution itself).
  var source: SourceRef
}

/// A solved child of a group: its slot size, edge spacing and laid-out contents (R4.1, R5.8).
struct Piece: Sendable {
  var size: Size
  var edges: ResolvedEdgeSpacing
  var dimensions: ResolvedLayoutSize
  var leafCount: Int
  var elements: [SolvedElement]

  /// R5.3: whether either dimension is a fraction of the container along `axis`.
  func depends(on axis: Axis) -> Bool { dimensions.width.refers(to: axis) || dimensions.height.refers(to: axis) }
}

/// Measured sizes by absolute item index: cells (kind -1) and item supplementaries (R12.2).
typealias MeasuredLookup = (ElementCategory, Int32, Int) -> Size?

/// Memoised nested-group solutions. A rejected fit candidate or a second spacing pass would otherwise solve the same
/// nested group again at every level, which is exponential in the nesting depth. A solution depends only on the
/// group, its resolved size and count rewrite, and (when measured sizes apply inside it) its first item index.
final class SolveCache {
  struct Key: Hashable {
    var group: Int
    var width: Double
    var height: Double
    var count: Int
    var leaf: Int
  }

  var pieces: [Key: Piece] = [:]
  /// Frames held by `pieces`; past `cachedFrameLimit` new solutions are not kept (a measured section solves every
  /// group instance at its own item index, which would otherwise grow the memo with the item count).
  var cachedFrames = 0
  static let cachedFrameLimit = 4_000_000
  /// Group solves so far; bounded so that no IR can make an evaluation run away.
  var solves = 0
  static let solveLimit = 2_000_000
}

/// How large one solved group may grow.
enum SolveLimits {
  /// A solved group holds at most this many children and frames (its own and its nested groups' cells and
  /// supplementaries): the limit the checker (E0411) and `IRDocument.load` apply to one run of children, enforced here
  /// where cyclic filling repeats children. Checked before the frames are gathered, so nothing larger is allocated.
  static let children = LayoutLimits.framesPerGroup
  static let elements = LayoutLimits.framesPerGroup
}

/// Solves groups (R5): cyclic filling with the -0.25 tolerance, count groups, the two-pass spacing rule,
/// flexible distribution, edge spacing and cross-axis placement, nested groups depth first.
///
/// Generic over where UIKit's runtime messages go: `evaluate` solves with `NoMessages`, whose `isRecording` is a
/// constant false, so the specialised solver has no recording in it at all; `Evaluator.runtimeMessages` uses a
/// `MessageLog`.
struct GroupSolver<Recorder: MessageRecorder> {
  let layout: ResolvedLayout
  let grid: PixelGrid
  /// Absolute item index of leaf 0 (the group-by-group solver of R12.5 solves each group instance at its own base).
  let itemBase: Int
  let measured: MeasuredLookup?
  let cache: SolveCache
  let recorder: Recorder

  /// Solves a child (item or group) whose dimensions resolve against a container of effective size `container`.
  func piece(_ child: ResolvedChild, in container: Size, leaf: Int, countRewrite: (Axis, Int)? = nil) throws -> Piece {
    switch child {
    case .item(let index):
      var dimensions = layout.items[index].size
      if let (axis, count) = countRewrite {
        dimensions[axis] = .fraction(numerator: 1, denominator: Double(count), of: axis)
      }
      return itemPiece(index, dimensions, in: container, leaf: leaf)
    case .group(let index):
      var dimensions = layout.groups[index].size
      if let (axis, count) = countRewrite {
        dimensions[axis] = .fraction(numerator: 1, denominator: Double(count), of: axis)
      }
      let size = dimensions.resolve(in: container, grid: grid)
      let dependsOnLeaf = measured != nil && layout.groupHasEstimate[index]
      let key = SolveCache.Key(
        group: index, width: size.width, height: size.height, count: countRewrite?.1 ?? 0,
        leaf: dependsOnLeaf ? itemBase + leaf : -1)
      // While recording runtime messages every solve counts, so nothing is served from the memo.
      if !Recorder.isRecording, let cached = cache.pieces[key] { return cached }
      let piece = try solve(group: index, dimensions: dimensions, size: size, leaf: leaf)
      if cache.cachedFrames + piece.elements.count <= SolveCache.cachedFrameLimit {
        cache.cachedFrames += piece.elements.count
        cache.pieces[key] = piece
      }
      return piece
    }
  }

  /// R4.1, R4.2, R12.2: the slot is the resolved size; the frame is the slot inset by the effective insets.
  func itemPiece(_ index: Int, _ dimensions: ResolvedLayoutSize, in container: Size, leaf: Int) -> Piece {
    let item = layout.items[index]
    let measuredSize = measured?(.cell, -1, itemBase + leaf)
    let slot = dimensions.resolve(in: container, grid: grid, measured: measuredSize)
    let insets = effectiveInsets(item.insets, dimensions)
    let frame = Rect(
      x: insets.leading, y: insets.top, width: abs(slot.width - insets.sum(.x)),
      height: abs(slot.height - insets.sum(.y)))
    if Recorder.isRecording, slot.width - insets.sum(.x) <= 0 || slot.height - insets.sum(.y) <= 0 {
      recorder.record(RuntimeMessage(.emptyFrame, element: "item \(index)"))
    }
    var elements = [SolvedElement(frame: frame, category: .cell, kind: -1, leaf: 0, zIndex: 0, source: .item(index))]
    var anchored: [AnchoredTrace] = []
    for supplementaryIndex in item.supplementaries {
      let supplementary = layout.supplementaries[supplementaryIndex]
      let size = supplementary.size.resolve(
        in: Size(width: frame.width, height: frame.height), grid: grid,
        measured: measured?(.supplementary, supplementary.kind, itemBase + leaf))
      let supplementaryFrame = anchoredFrame(supplementary, size: size, container: frame)
      if Recorder.isTracing {
        anchored.append(
          AnchoredTrace(supplementary: supplementaryIndex, container: frame, size: size, frame: supplementaryFrame))
      }
      elements.append(
        SolvedElement(
          frame: supplementaryFrame, category: .supplementary, kind: supplementary.kind, leaf: 0,
          zIndex: supplementary.zIndex, source: .item(index, supplementary: supplementaryIndex)))
    }
    if Recorder.isTracing {
      recorder.trace(
        .item(
          ItemTrace(
            item: index, container: container, dimensions: dimensions, slot: slot, insets: insets, frame: frame,
            supplementaries: anchored)))
    }
    return Piece(size: slot, edges: item.edges, dimensions: dimensions, leafCount: 1, elements: elements)
  }

  /// R9.2 + R9.5: anchors a supplementary of `size` to `container`, then applies its own insets.
  func anchoredFrame(_ supplementary: ResolvedSupplementary, size: Size, container: Rect) -> Rect {
    let a = supplementary.anchor.unit
    let b = supplementary.itemAnchor?.unit ?? a
    let offset = supplementary.anchor.offsetPoints(for: size)
    let itemOffset = supplementary.itemAnchor?.offsetPoints(for: size) ?? Point(x: 0, y: 0)
    let x = container.x + a.x * container.width - b.x * size.width + offset.x + itemOffset.x
    let y = container.y + a.y * container.height - b.y * size.height + offset.y + itemOffset.y
    let insets = effectiveInsets(supplementary.insets, supplementary.size)
    return Rect(
      x: x + insets.leading, y: y + insets.top, width: abs(size.width - insets.sum(.x)),
      height: abs(size.height - insets.sum(.y)))
  }

  /// R4.2: insets along an estimated axis are ignored.
  func effectiveInsets(_ insets: ResolvedInsets, _ dimensions: ResolvedLayoutSize) -> ResolvedInsets {
    var result = insets
    if dimensions.width.isEstimated { (result.leading, result.trailing) = (0, 0) }
    if dimensions.height.isEstimated { (result.top, result.bottom) = (0, 0) }
    return result
  }

  /// U1 / R3.7: a group inset in (0, 0.5) is a fraction of the group's size; R4.2 for estimated axes.
  func groupInsets(_ insets: ResolvedInsets, _ dimensions: ResolvedLayoutSize, size: Size) -> ResolvedInsets {
    func value(_ v: Double, _ extent: Double) -> Double { v > 0 && v < 0.5 ? v * extent : v }
    return effectiveInsets(
      ResolvedInsets(
        top: value(insets.top, size.height), leading: value(insets.leading, size.width),
        bottom: value(insets.bottom, size.height), trailing: value(insets.trailing, size.width)), dimensions)
  }
}
