extension SheetWriter {
  /// The sheet's colours, one class per category and mark; the legend shows each with its meaning.
  static let style = """
    <style type="text/css"><![CDATA[
    .sheet{fill:#ffffff}
    text{font-family:Helvetica,Arial,sans-serif;fill:#1b1b1b}
    .heading{font-size:14px;font-weight:bold}
    .caption{font-size:11px;font-weight:bold}
    .note,.legend-text,.finding-caption{font-size:10px}
    .note{fill:#555555}
    .label{font-size:8px}
    .drawn{fill:#fafafa;stroke:#c8c8c8;stroke-width:1}
    .cell{fill:#d6e6ff;stroke:#2f6db5;stroke-width:0.75}
    .supplementary{fill:#ffe9a8;stroke:#a67c00;stroke-width:0.75}
    .boundary{fill:#cdeccf;stroke:#2d7d3a;stroke-width:0.75}
    .decoration{fill:#ececec;stroke:#9a9a9a;stroke-width:0.75}
    .past{fill:#ffffff;fill-opacity:0.6}
    .viewport{fill:none;stroke:#d0021b;stroke-width:1.5;stroke-dasharray:6 3}
    .finding{fill:#ff0000;fill-opacity:0.12;stroke:#e00000;stroke-width:1.5}
    .marker{fill:#e00000}
    .number{font-size:8px;font-weight:bold;fill:#ffffff;text-anchor:middle}
    ]]></style>
    """

  /// About how wide a character of the legend's font is.
  static let legendCharacterWidth = 5.4

  /// What each colour and mark means, in one row; and how wide the row is.
  static func legend(top: Double) -> (svg: String, width: Double) {
    let entries: [(swatch: String, words: String)] = [
      ("cell", "cell (item section:item)"),
      ("supplementary", "item supplementary"),
      ("boundary", "boundary item"),
      ("decoration", "decoration"),
      ("viewport", "viewport"),
      ("past", "after the first screen"),
      ("finding", "lint finding"),
    ]
    var out = "<g class=\"legend\">\n"
    var x = margin
    for entry in entries {
      if entry.swatch == "past" {
        // A faded cell: the overlay is only visible over something.
        out += "<rect class=\"cell\" \(SVGText.box(x: x, y: top, width: 14, height: 12))/>"
      }
      out += "<rect class=\"\(entry.swatch)\" \(SVGText.box(x: x, y: top, width: 14, height: 12))/>"
      out += "<text class=\"legend-text\" x=\"\(SVGText.number(x + 18))\" y=\"\(SVGText.number(top + 10))\">"
      out += "\(SVGText.escaped(entry.words))</text>\n"
      x += 18 + Double(entry.words.count) * legendCharacterWidth + 12
    }
    return (out + "</g>\n", x - 12 + margin)
  }
}
