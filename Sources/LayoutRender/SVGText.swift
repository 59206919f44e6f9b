/// The few pieces of SVG text the sheet is made of, written by hand so the output is byte-for-byte deterministic.
enum SVGText {
  /// `text` safe inside an XML element or a double-quoted attribute.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      // XML 1.0 forbids most control characters even as references; a layout name cannot hold them, a path might.
      case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t": result += "?"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A coordinate on the sheet: at most 3 decimals, no trailing zeros, never `-0` (`97.5`, `16`, `0.167`).
  static func number(_ value: Double) -> String {
    // Frames stay within 1e15 points (the evaluator's limit); past that the thousandths below would not fit an
    // Int64, and Swift's own spelling is still an SVG number.
    guard value.isFinite, abs(value) < 1e15 else { return value.isFinite ? "\(value)" : "0" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(format3: rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// `x="…" y="…" width="…" height="…"` for a rect already in sheet coordinates.
  static func box(x: Double, y: Double, width: Double, height: Double) -> String {
    "x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\""
  }

  /// A label cut to what fits in `width` sheet units at the label font (about 4.6 units a character), with `…`.
  static func fitted(_ label: String, width: Double) -> String? {
    let room = Int(width / 4.6)
    guard room >= 3 else { return nil }
    if label.count <= room { return label }
    return String(label.prefix(room - 1)) + "…"
  }
}

extension String {
  /// Three decimals, without Foundation's locale-dependent formatting: the integer part, a dot, three digits.
  fileprivate init(format3 value: Double) {
    let thousandths = Int64((abs(value) * 1000).rounded())
    let sign = value < 0 && thousandths != 0 ? "-" : ""
    let fraction = String(thousandths % 1000)
    self = "\(sign)\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }
}
