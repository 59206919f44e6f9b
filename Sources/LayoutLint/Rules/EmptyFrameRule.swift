import LayoutIR
import LayoutMath
import LayoutRules
import LayoutSource

extension LintRule {
  /// `empty-frame`: a frame (an item's, a supplementary's, a boundary item's) that its insets leave empty or
  /// negative, or a group with no room for its children (R4.1, R9.5, R3.6, R5.1).
  public static let emptyFrame = LintRule(
    code: DiagnosticCode(
      id: "empty-frame", phase: .lint, title: "a frame is empty or negative",
      explanation: """
        An item's frame is its slot less its insets (R4.1); a supplementary's is its size less its insets (R9.5); \
        a group's children get its size less its insets (R3.3, R5.1). Where the insets are as large as the slot, \
        UIKit produces an empty frame, or a flipped one when they are larger. The message gives the sub-range of \
        viewports where it happens. \(LintRule.defaultRangeText)
        """,
      example: """
        layout A {
          item cell { size: 1/10w x 1h; insets: 0 20 }
          section { horizontal { size: 1w x 44; cell } }
        }
        """,
      fixed: """
        layout A {
          item cell { size: 1/10w x 1h; insets: 0 2 }
          section { horizontal { size: 1w x 44; cell } }
        }
        """),
    defaultSeverity: .warning)
}

/// The checks of `empty-frame`, called where the frame analyses (`FrameAnalysis.swift`, `GroupAnalysis.swift`)
/// resolve a frame.
extension Analyzer {
  /// Reports where a frame's width or height is zero or negative.
  mutating func checkEmpty(
    _ index: Int, owner: FrameOwner, width: Extent, height: Extent, slotWidth: Extent,
    slotHeight: Extent, insets: IRInsets, region: ViewportRegion
  ) {
    // Each axis in turn, not a loop over an array of them: that array was allocated for every frame.
    checkEmpty(index, owner: owner, axis: .x, frame: width, slot: slotWidth, insets: insets, region: region)
    checkEmpty(index, owner: owner, axis: .y, frame: height, slot: slotHeight, insets: insets, region: region)
  }

  private mutating func checkEmpty(
    _ index: Int, owner: FrameOwner, axis: Axis, frame: Extent, slot: Extent, insets: IRInsets,
    region: ViewportRegion
  ) {
    guard let form = frame.form, let empty = whereNotPositive(form, in: region) else { return }
    let value = quote(form, in: empty)
    let what =
      switch owner {
      case .item: "frame of \(model.named(index, as: "item"))"
      case .supplementary: "frame of \(model.named(index, as: "supplementary"))"
      case .boundary: model.displayName(index)
      }
    var message = "\(what) is \(value.value) \(axis == .x ? "wide" : "high") at \(value.viewport)"
    if let slotForm = slot.form, insets.sum(axis) != .zero {
      message += " (\(quote(slotForm, in: empty).value) less \(insets.sum(axis).points) of insets)"
    }
    report(.emptyFrame, at: model.insetsSpan(index), message, in: empty)
  }

  /// Reports where a group has no room for its children: `what` (its size, or its size less its insets along its
  /// axis) is zero or negative (R5.1).
  mutating func checkRoom(
    _ index: Int, _ measure: RoomMeasure, axis: Axis, _ form: LinearForm, in room: ViewportRegion
  ) {
    guard let empty = whereNotPositive(form, in: room) else { return }
    let value = quote(form, in: empty)
    report(
      .emptyFrame, at: model.insetsSpan(index),
      "\(model.groupName(index)) has no room for its children: \(measure.phrase(axis)) is \(value.value) at "
        + "\(value.viewport)",
      in: empty)
  }
}

/// Whose frame `checkEmpty` checks, named in words only for a finding: the name was built for every frame of every
/// variant, and showed in `layoutc check`'s profile.
enum FrameOwner {
  /// An item: "frame of item 'cell'".
  case item
  /// A supplementary: "frame of the supplementary "badge"".
  case supplementary
  /// A boundary item, by its display name: "header".
  case boundary
}

/// What `checkRoom` measures of a group, in the order the analysis checks them: named in words only for a finding
/// (the words were built for every group of every variant, and showed in `layoutc check`'s profile).
enum RoomMeasure: CaseIterable {
  /// Its size along its axis less its insets.
  case alongLessInsets
  case width, height

  func phrase(_ axis: Axis) -> String {
    switch self {
    case .alongLessInsets: "its \(axis.noun) less its insets"
    case .width: "its width"
    case .height: "its height"
    }
  }
}
