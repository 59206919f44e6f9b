import LayoutRules

/// Where a flow section's lines lie along the scroll axis and where each item lands on its line (F6–F9, F13): the
/// one place the frames of a flow section are made, for placing them (`buildFlow`) and for explaining one of them
/// (`eval --why`).
struct FlowLines: Sendable {
  /// How the items fall into rows and where each starts across the axis (F5–F7).
  let rows: FlowRows
  /// The scroll axis.
  let axis: Axis
  /// Where the first line starts along the axis: the section's start, its header and its leading inset (F9).
  let start: Double
  /// A line's length along the axis (F8: every item is alike, so the item's length).
  let rowLength: Double
  /// `minimumLineSpacing`, between lines only (F9).
  let lineSpacing: Double
  /// An item's length across the axis.
  let thickness: Double

  /// F9: line `row` starts after the lines before it, each followed by the line spacing.
  func rowOrigin(_ row: Int) -> Double { start + Double(row) * (rowLength + lineSpacing) }

  /// The frame of item `item` before rounding: on line `item / perRow`, at its position in the line (F6, F7).
  func frame(ofItem item: Int) -> Rect {
    let row = item / rows.perRow
    return Rect(
      axis, along: rowOrigin(row), across: rows.position(item - row * rows.perRow), length: rowLength,
      thickness: thickness)
  }

  /// F13: a header or footer spans the viewport across the axis, from 0 (the section's insets do not apply).
  static func boundaryFrame(_ axis: Axis, at position: Double, length: Double, viewport: Size) -> Rect {
    Rect(axis, along: position, across: 0, length: length, thickness: viewport[axis.other])
  }
}

/// What `buildFlow` computed for a traced flow section (`SectionTrace.flow`): its lines and the lengths around them.
struct FlowTrace {
  let lines: FlowLines
  let itemSpacing: Double
  /// The section's start along the axis (R7.1), its header's and footer's lengths (0 without), its leading inset
  /// along the axis, and its whole extent (F12).
  let origin: Double
  var headerLength: Double
  var footerLength: Double
  let insetStart: Double
  var extent: Double
}
