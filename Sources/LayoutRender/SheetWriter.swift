import LayoutCompiler

/// Lays the columns out on one sheet and writes them as SVG 1.1: a title and a legend on top, the columns side by
/// side below their captions, the findings' captions at the bottom.
///
/// Every coordinate is on the sheet: a column's element at content point (x, y) is drawn at
/// `origin + (x - drawn.x, y - drawn.y) * zoom`, and each column's group states its origin, zoom and drawn rect as
/// `data-` attributes, so a reader (the structural test) can check every frame.
struct SheetWriter {
  var title: String
  var columns: [ColumnDrawing]
  var findings: [Diagnostic]

  static let margin = 16.0
  static let gap = 24.0
  static let columnsTop = 76.0
  /// From a column's top to its drawing: the caption and the note below it.
  static let captionHeight = 34.0
  static let findingLine = 16.0
  /// About how wide a character of the caption and finding fonts is, to size the sheet around its text.
  static let characterWidth = 6.4

  func svg() -> String {
    let zoom = LayoutSheet.zoom
    var origins: [Double] = []
    var x = Self.margin
    for column in columns {
      origins.append(x)
      let captionWidth = Double(column.caption.count) * Self.characterWidth
      x += max(column.drawnRect.width * zoom, captionWidth) + Self.gap
    }
    let tallest = columns.map { $0.drawnRect.height * zoom }.max() ?? 0
    let listed = findingCaptions()
    let findingsTop = Self.columnsTop + Self.captionHeight + tallest + 28
    let longest = ([title] + listed).map { Double($0.count) * Self.characterWidth }.max() ?? 0
    let legend = Self.legend(top: 40)
    let width = (max(x - Self.gap + Self.margin, longest + 2 * Self.margin, legend.width)).rounded(.up)
    let height = (findingsTop + Double(listed.count) * Self.findingLine + Self.margin).rounded(.up)

    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(SVGText.number(width))" \
      height="\(SVGText.number(height))" viewBox="0 0 \(SVGText.number(width)) \(SVGText.number(height))">
      <title>\(SVGText.escaped(title))</title>
      \(Self.style)
      <rect class="sheet" x="0" y="0" width="\(SVGText.number(width))" height="\(SVGText.number(height))"/>
      <text class="heading" x="\(SVGText.number(Self.margin))" y="26">\(SVGText.escaped(title))</text>

      """
    out += legend.svg
    for (index, column) in columns.enumerated() {
      out += self.column(column, index: index, originX: origins[index])
    }
    if !listed.isEmpty {
      out += "<g class=\"findings\">\n"
      for (line, caption) in listed.enumerated() {
        let y = findingsTop + Double(line) * Self.findingLine
        out += "<text class=\"finding-caption\" x=\"\(SVGText.number(Self.margin))\" y=\"\(SVGText.number(y))\">"
        out += "\(SVGText.escaped(caption))</text>\n"
      }
      out += "</g>\n"
    }
    return out + "</svg>\n"
  }

  /// One line per finding that holds in some column: `1 [empty-frame] message (columns 1, 2)`.
  func findingCaptions() -> [String] {
    findings.indices.compactMap { offset in
      let number = offset + 1
      let shownIn = columns.indices.filter { columns[$0].findings.contains { $0.number == number } }
      guard !shownIn.isEmpty else { return nil }
      let columnWords =
        shownIn.count == columns.count
        ? (columns.count == 1 ? "" : " (every column)")
        : " (column\(shownIn.count == 1 ? "" : "s") \(shownIn.map { String($0 + 1) }.joined(separator: ", ")))"
      return "\(number) [\(findings[offset].code.id)] \(findings[offset].message)\(columnWords)"
    }
  }

  func column(_ column: ColumnDrawing, index: Int, originX: Double) -> String {
    let zoom = LayoutSheet.zoom
    let originY = Self.columnsTop + Self.captionHeight
    let drawn = column.drawnRect
    // An empty frame can be flipped (negative); SVG forbids negative sizes, so it is drawn empty, and its title
    // keeps the frame as evaluated.
    func place(_ rect: Rect) -> String {
      SVGText.box(
        x: originX + (rect.x - drawn.x) * zoom, y: originY + (rect.y - drawn.y) * zoom,
        width: max(0, rect.width) * zoom, height: max(0, rect.height) * zoom)
    }
    let drawnText = [drawn.x, drawn.y, drawn.width, drawn.height].map(SVGText.number).joined(separator: ",")
    var out = """
      <g class="column" data-column="\(index + 1)" data-origin-x="\(SVGText.number(originX))" \
      data-origin-y="\(SVGText.number(originY))" data-zoom="\(SVGText.number(zoom))" data-drawn="\(drawnText)">
      <text class="caption" x="\(SVGText.number(originX))" y="\(SVGText.number(Self.columnsTop + 12))">\
      \(SVGText.escaped(column.caption))</text>
      <text class="note" x="\(SVGText.number(originX))" y="\(SVGText.number(Self.columnsTop + 26))">\
      \(SVGText.escaped(note(column)))</text>
      <defs><clipPath id="column-\(index + 1)"><rect \(place(drawn))/></clipPath></defs>
      <g clip-path="url(#column-\(index + 1))">
      <rect class="drawn" \(place(drawn))/>

      """
    for shape in column.shapes {
      let frame = shape.frame
      var about = "\(shape.label): \(shape.id.category) at \(frame), z \(shape.zIndex)"
      if shape.alpha != 1 { about += ", alpha \(SVGText.number(shape.alpha))" }
      if shape.isPinned { about += ", pinned (frame at rest)" }
      if !shape.findings.isEmpty { about += "; finding \(shape.findings.map(String.init).joined(separator: ", "))" }
      // The derivation after the exact frame, one step a line (`eval --why`; a tooltip where the SVG is inline).
      for step in shape.why { about += "\n" + step }
      // A fading element is drawn with its alpha (M1.5); at rest every alpha is 1 and no attribute is written.
      let opacity = shape.alpha == 1 ? "" : " opacity=\"\(SVGText.number(shape.alpha))\""
      let only = shape.isOnlyBefore ? " data-only=\"before\"" : ""
      out +=
        "<rect class=\"\(shape.id.category)\" data-element=\"\(SVGText.escaped(Self.key(shape.id)))\"\(only)\(opacity) "
      out += "\(place(frame))><title>\(SVGText.escaped(about))</title></rect>\n"
      if frame.height * zoom >= 11, let text = SVGText.fitted(shape.label, width: frame.width * zoom - 4) {
        let x = originX + (frame.x - drawn.x) * zoom + 2
        let y = originY + (frame.y - drawn.y) * zoom + 9
        out += "<text class=\"label\" x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(y))\"\(opacity)>"
        out += "\(SVGText.escaped(text))</text>\n"
      }
    }
    // Past the first screen: what a user sees only after scrolling, faded so the first screen stands out.
    let screen =
      column.scrollsVertically
      ? Rect(
        x: drawn.x, y: drawn.y + column.viewport.height, width: drawn.width,
        height: drawn.height - column.viewport.height)
      : Rect(
        x: drawn.x + column.viewport.width, y: drawn.y, width: drawn.width - column.viewport.width, height: drawn.height
      )
    if screen.width > 0, screen.height > 0 { out += "<rect class=\"past\" \(place(screen))/>\n" }
    for finding in column.findings {
      for mark in finding.marks {
        out += "<rect class=\"finding\" \(place(mark))><title>\(finding.number) [\(SVGText.escaped(finding.rule))] "
        out += "\(SVGText.escaped(finding.message))</title></rect>\n"
      }
      // One numbered marker a finding, on its first mark and inside the column, so many marks stay readable.
      if let mark = finding.marks.first {
        let cx = originX + max(0, min(mark.x - drawn.x, drawn.width)) * zoom + 6
        let cy = originY + max(0, min(mark.y - drawn.y, drawn.height)) * zoom + 6
        out += "<circle class=\"marker\" cx=\"\(SVGText.number(cx))\" cy=\"\(SVGText.number(cy))\" r=\"6\"/>"
        out += "<text class=\"number\" x=\"\(SVGText.number(cx))\" y=\"\(SVGText.number(cy + 3))\">"
        out += "\(finding.number)</text>\n"
      }
    }
    let viewport = Rect(
      x: column.viewportOrigin.x, y: column.viewportOrigin.y, width: column.viewport.width,
      height: column.viewport.height)
    out += "</g>\n<rect class=\"viewport\" \(place(viewport))><title>viewport \(column.viewport)</title></rect>\n"
    return out + "</g>\n"
  }

  /// `content 390x1234 at scale 3`, and what was left out.
  func note(_ column: ColumnDrawing) -> String {
    var text = "content \(column.contentSize) at scale \(SVGText.number(column.scale))"
    if column.omitted > 0 { text += ", \(column.omitted) more elements not drawn" }
    return text
  }

  /// `cell:0:4`, `boundary:section-header:0:0`: an element's id as one attribute value.
  static func key(_ id: ElementID) -> String {
    [id.category.description, id.kind, String(id.section), String(id.item)].compactMap { $0 }.joined(separator: ":")
  }
}
