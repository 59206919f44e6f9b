import LayoutEvaluator
import LayoutIR
import LayoutSource

/// The oracle for the streaming printer: `eval`'s output as it was printed before streaming, from an array holding
/// every element, with strings built element by element. Its formatting code is unchanged from that printer; only
/// the inputs are explicit and the text is returned instead of written. Streaming output must equal it byte for byte.
struct MaterialisedFramePrinter {
  let layoutName: String
  let viewport: Size
  let scale: Double
  let evaluation: Evaluation

  func print(_ elements: [Element], format: String) -> String {
    switch format {
    case "table": return table(elements)
    case "summary": return summary(elements)
    default: return json(elements)
    }
  }

  func json(_ elements: [Element]) -> String {
    var out =
      "{\"layout\": \(Self.quoted(layoutName)), \"viewport\": {\"width\": \(Self.number(viewport.width)), "
    out += "\"height\": \(Self.number(viewport.height))}, \"scale\": \(Self.number(scale)), "
    out += "\"contentSize\": {\"width\": \(Self.number(evaluation.contentSize.width)), "
    out += "\"height\": \(Self.number(evaluation.contentSize.height))}, \"elements\": ["
    for (index, element) in elements.enumerated() {
      out += index == 0 ? "\n  " : ",\n  "
      let kind = evaluation.kind(of: element).map(Self.quoted) ?? "null"
      let frame = element.frame
      out += "{\"category\": \"\(element.category)\", \"kind\": \(kind), \"section\": \(element.section), "
      out += "\"item\": \(element.item), \"frame\": {\"x\": \(Self.number(frame.x)), \"y\": \(Self.number(frame.y)), "
      out += "\"width\": \(Self.number(frame.width)), \"height\": \(Self.number(frame.height))}, "
      out += "\"zIndex\": \(element.zIndex)\(element.isPinned ? ", \"pinned\": true" : "")}"
    }
    out += elements.isEmpty ? "]}\n" : "\n]}\n"
    return out
  }

  func table(_ elements: [Element]) -> String {
    let header = ["category", "kind", "section", "item", "x", "y", "width", "height", "z", "pinned"]
    var rows: [[String]] = []
    for element in elements {
      let frame = element.frame
      rows.append([
        "\(element.category)", evaluation.kind(of: element).map(TerminalText.escaped) ?? "-", "\(element.section)",
        "\(element.item)",
        Self.short(frame.x), Self.short(frame.y), Self.short(frame.width), Self.short(frame.height),
        "\(element.zIndex)", element.isPinned ? "yes" : "",
      ])
    }
    var widths = header.map(\.count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    func line(_ cells: [String]) -> String {
      var text = cells.enumerated().map { i, cell in
        i >= 2 && i <= 8
          ? String(repeating: " ", count: widths[i] - cell.count) + cell
          : cell + String(repeating: " ", count: widths[i] - cell.count)
      }.joined(separator: "  ")
      while text.last == " " { text.removeLast() }
      return text + "\n"
    }
    var out = "layout \(TerminalText.escaped(layoutName)) at \(viewport) scale \(Self.short(scale)): content "
    out += "\(Self.short(evaluation.contentSize.width)) x \(Self.short(evaluation.contentSize.height))\n\n"
    out += line(header)
    for row in rows { out += line(row) }
    return out
  }

  func summary(_ elements: [Element]) -> String {
    var counts: [ElementCategory: Int] = [:]
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: UInt64) {
      var v = value
      for _ in 0..<8 {
        hash = (hash ^ (v & 0xFF)) &* 0x100_0000_01B3
        v >>= 8
      }
    }
    for element in elements {
      counts[element.category, default: 0] += 1
      mix(UInt64(element.category.rawValue))
      mix(UInt64(bitPattern: Int64(element.section)))
      mix(UInt64(bitPattern: Int64(element.item)))
      mix(UInt64(bitPattern: Int64(element.kindIndex ?? -1)))
      mix(element.frame.x.bitPattern)
      mix(element.frame.y.bitPattern)
      mix(element.frame.width.bitPattern)
      mix(element.frame.height.bitPattern)
    }
    var out = "layout: \(TerminalText.escaped(layoutName))\nviewport: \(viewport) scale \(Self.short(scale))\n"
    out +=
      "content size: \(Self.short(evaluation.contentSize.width)) x \(Self.short(evaluation.contentSize.height))\n"
    out += "elements: \(elements.count)"
    let parts = ElementCategory.allCases.compactMap { category in counts[category].map { "\($0) \(category)" } }
    out += parts.isEmpty ? "\n" : " (\(parts.joined(separator: ", ")))\n"
    out += "checksum: \(String(hash, radix: 16))\n"
    return out
  }

  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }

  static func short(_ value: Double) -> String {
    let rounded = abs(value) < 1e15 ? (value * 1000).rounded() / 1000 : value
    return number(rounded)
  }

  static func quoted(_ text: String) -> String { JSONValue.quoted(text) }
}
