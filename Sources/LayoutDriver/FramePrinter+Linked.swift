import LayoutEvaluator
import LayoutIR
import LayoutSource

/// The linked layouts of `eval --offset` (L1, L2; Documentation/Eval.md, "Linked scroll views"): each at the offset
/// the link gives it, with its content inset and the elements visible there. They are few (one viewport each), so
/// they are printed from arrays.
extension FramePrinter {
  /// The elements of a linked layout visible at its offset (S2).
  private func visible(_ view: LinkedView) -> [Element] {
    view.evaluation.elements(at: ScrollPosition(contentOffset: view.offset))
  }

  /// The inset's two sides along the linked layout's scroll axis, named as UIKit's contentInset names them.
  private func insetSides(_ view: LinkedView) -> (String, String) {
    view.layout.scrollDirection == .horizontal ? ("left", "right") : ("top", "bottom")
  }

  /// `, "linked": [...]`, the member after `elements`.
  func linkedJSON() -> String {
    var text = ", \"linked\": ["
    for (index, view) in linked.enumerated() {
      let (first, second) = insetSides(view)
      let inset = Self.number(view.evaluation.contentInset)
      text += index == 0 ? "\n  " : ",\n  "
      text += "{\"layout\": \(Self.quoted(view.layout.name)), \"viewport\": {\"width\": "
      text += "\(Self.number(view.viewport.width)), \"height\": \(Self.number(view.viewport.height))}, "
      text += "\"contentOffset\": {\"x\": \(Self.number(view.offset.x)), \"y\": \(Self.number(view.offset.y))}, "
      text += "\"contentInset\": {\"\(first)\": \(inset), \"\(second)\": \(inset)}, "
      text += "\"contentSize\": {\"width\": \(Self.number(view.evaluation.contentSize.width)), "
      text += "\"height\": \(Self.number(view.evaluation.contentSize.height))}, \"elements\": ["
      let elements = visible(view)
      for (position, element) in elements.enumerated() {
        text += position == 0 ? "\n    " : ",\n    "
        let kind = element.kindIndex.map { Self.quoted(view.evaluation.kinds[$0]) } ?? "null"
        let frame = element.frame
        text += "{\"category\": \"\(element.category)\", \"kind\": \(kind), \"section\": \(element.section), "
        text += "\"item\": \(element.item), \"frame\": {\"x\": \(Self.number(frame.x)), \"y\": "
        text += "\(Self.number(frame.y)), \"width\": \(Self.number(frame.width)), \"height\": "
        text += "\(Self.number(frame.height))}, \"zIndex\": \(element.zIndex)"
        text += element.isPinned ? ", \"pinned\": true}" : "}"
      }
      text += elements.isEmpty ? "]}" : "\n  ]}"
    }
    return text + "\n]"
  }

  /// A section per linked layout after the table: its head line and its visible elements.
  func linkedTable() -> String {
    var text = ""
    for view in linked {
      text += "\nlinked " + linkedHead(view)
      let rows = visible(view).map { element -> [String] in
        let frame = element.frame
        return [
          "\(element.category)",
          element.kindIndex.map { TerminalText.escaped(view.evaluation.kinds[$0]) } ?? "-", "\(element.section)",
          "\(element.item)", Self.short(frame.x), Self.short(frame.y), Self.short(frame.width),
          Self.short(frame.height), "\(element.zIndex)", element.isPinned ? "yes" : "",
        ]
      }
      let header = ["category", "kind", "section", "item", "x", "y", "width", "height", "z", "pinned"]
      var widths = header.map(\.count)
      for row in rows { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) } }
      for row in [header] + rows {
        // Words left-aligned, numbers right-aligned, as the main table; no trailing spaces.
        let cells = row.enumerated().map { column, cell in
          let pad = String(repeating: " ", count: widths[column] - cell.count)
          return column < 2 || column == 9 ? cell + pad : pad + cell
        }
        var line = cells.joined(separator: "  ")
        while line.last == " " { line.removeLast() }
        text += line + "\n"
      }
    }
    return text
  }

  /// One line per linked layout in the summary.
  func linkedSummary() -> String {
    linked.map { "linked " + linkedHead($0) }.joined()
  }

  /// `layout NAME at WxH: content offset X, Y, inset I, content W x H`.
  private func linkedHead(_ view: LinkedView) -> String {
    var text = "layout \(TerminalText.escaped(view.layout.name)) at \(view.viewport): content offset "
    text += "\(Self.short(view.offset.x)), \(Self.short(view.offset.y)), inset "
    text += "\(Self.short(view.evaluation.contentInset)), content \(Self.short(view.evaluation.contentSize.width))"
    return text + " x \(Self.short(view.evaluation.contentSize.height))\n"
  }
}
