import LayoutRules

extension DerivationWriter {
  /// A flow section's cell, header or footer (F4–F9, F13), from the lines `buildFlow` recorded; nil for what the
  /// flow builder does not make from its lines (a background).
  mutating func flowElement(_ element: Element, _ flow: FlowTrace) -> Rect? {
    let lines = flow.lines
    let along = lines.axis
    let alongName = along == .x ? "x" : "y"
    let acrossName = along == .x ? "y" : "x"
    let section = DerivationSource(.section(section))
    switch element.category {
    case .cell:
      let rows = lines.rows
      let n = rows.perRow
      let w = rows.itemLength
      step(
        "F4",
        "available length across (\(acrossName)): the viewport's \(DerivationText.number(viewport[along.other])) "
          + "less the section's insets -> \(DerivationText.number(rows.available)) from "
          + DerivationText.number(rows.start), DerivationSource(.section(self.section), .insets))
      step(
        "F5",
        "items of \(DerivationText.number(w)) with at least \(DerivationText.number(flow.itemSpacing)) between: "
          + "\(n) to a line; item \(element.item) is item \(element.item % n) of line \(element.item / n)", section)
      let position = rows.position(element.item % n)
      if n == 1 {
        step(
          "F6",
          "one item a line is centred: \(DerivationText.number(rows.start)) + "
            + "(\(DerivationText.number(rows.available)) - \(DerivationText.number(w))) / 2 -> "
            + "\(acrossName) \(DerivationText.number(position))", section)
      } else {
        step(
          "F6",
          "a full line is justified: gap (\(DerivationText.number(rows.available)) - \(n) x "
            + "\(DerivationText.number(w))) / \(n - 1) = \(DerivationText.number(rows.fullSpacing)); item "
            + "\(element.item % n) starts at \(acrossName) \(DerivationText.number(position))"
            + (element.item / n == rows.rowCount - 1 ? " (F7: the last line keeps the columns above)" : ""), section)
      }
      let row = element.item / n
      step(
        "F9",
        "line \(row) starts at \(alongName) \(DerivationText.number(lines.rowOrigin(row))): the section's start "
          + "\(DerivationText.number(flow.origin)), header \(DerivationText.number(flow.headerLength)), inset "
          + "\(DerivationText.number(flow.insetStart)), then \(row) x (\(DerivationText.number(lines.rowLength)) + "
          + "line spacing \(DerivationText.number(lines.lineSpacing)))", section)
      let frame = lines.frame(ofItem: element.item)
      step("F8", "the item on its line -> \(DerivationText.rect(frame))", section)
      return frame
    case .boundary:
      let header = layout.sections[self.section].boundaries.contains {
        $0.kind == element.kindStorage && BoundaryPlacement.edges($0.alignment).contains(.top)
      }
      let length = header ? flow.headerLength : flow.footerLength
      let position = header ? flow.origin : flow.origin + flow.extent - length
      let frame = FlowLines.boundaryFrame(along, at: position, length: length, viewport: viewport)
      step(
        "F13",
        (header ? "the header starts the section" : "the footer ends the section") + ": "
          + "\(DerivationText.number(length)) long at \(alongName) \(DerivationText.number(position)), across the whole "
          + "viewport from 0 (the section's insets do not apply) -> \(DerivationText.rect(frame))",
        DerivationSource(.boundary(section: self.section, kind: layout.kinds[Int(element.kindStorage)]), .size))
      return frame
    case .supplementary, .decoration:
      step("R11.1", "flow section: the background covers the section's band", section)
      return nil
    }
  }
}
