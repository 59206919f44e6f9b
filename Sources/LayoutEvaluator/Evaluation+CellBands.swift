/// Where a closed-form section's cells lie along its axis (R6.2), for callers that bound frames derived from two
/// evaluations without producing them (the rect query of a transition, `LayoutMotion`).
///
/// Item i lies in group instance g = i / `cellsPerGroup`, and every element of instance g (its cells and their
/// supplementaries) lies within [`near` + g × `stride`, `far` + g × `stride`] along the axis, up to a pixel of
/// rounding (R2.3).
public struct CellBand: Sendable, Hashable {
  /// Whether the groups repeat vertically (along y).
  public let isVertical: Bool
  /// Leaves (cells) per group instance.
  public let cellsPerGroup: Int
  /// The distance between two consecutive instances.
  public let stride: Double
  /// The nearest and farthest element edge of instance 0, in content coordinates.
  public let near: Double
  public let far: Double
  /// How many items the section shows.
  public let itemCount: Int
}

extension Evaluation {
  /// The band of a section placed in closed form whose group supplementaries, if any, do not need it (they are
  /// numbered per group, R9.7, not per item); `nil` for other sections, which keep their frames.
  public func cellBand(section: Int) -> CellBand? {
    guard sections.indices.contains(section), case .closedForm(let placement) = sections[section].content,
      placement.leafCount > 0, !placement.solution.contains(where: \.isGroupSupplementary)
    else { return nil }
    let full = max(0, placement.groupCount - (placement.partialLast ? 1 : 0)) * placement.leafCount
    let items = full + (placement.partialLast ? placement.lastGroupLeaves : 0)
    return CellBand(
      isVertical: placement.axis == .y, cellsPerGroup: placement.leafCount, stride: placement.stride,
      near: placement.near, far: placement.far, itemCount: items)
  }
}
