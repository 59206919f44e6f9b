import LayoutEvaluator
import LayoutIR
import LayoutSource

/// Prints an evaluation as JSON, a table or a summary. Output is built in chunks so that millions of elements
/// stream out without one giant string.
struct FramePrinter {
  let layout: IRLayout
  let evaluation: Evaluation
  let request: EvalRequest
  let environment: any DriverEnvironment

  private static let chunk = 1 << 16

  func json(_ elements: [Element]) {
    var out =
      "{\"layout\": \(Self.quoted(layout.name)), \"viewport\": {\"width\": \(Self.number(request.viewport.width)), "
    out += "\"height\": \(Self.number(request.viewport.height))}, \"scale\": \(Self.number(request.scale)), "
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
      if out.utf8.count > Self.chunk {
        environment.write(out, to: .standardOutput)
        out = ""
      }
    }
    out += elements.isEmpty ? "]}\n" : "\n]}\n"
    environment.write(out, to: .standardOutput)
  }

  func table(_ elements: [Element]) {
    let header = ["category", "kind", "section", "item", "x", "y", "width", "height", "z", "pinned"]
    var rows: [[String]] = []
    for element in elements {
      let frame = element.frame
      rows.append([
        // Kinds are strings of the file or the IR: escape sequences and line breaks in them must not reach a terminal.
        "\(element.category)", evaluation.kind(of: element).map(TerminalText.escaped) ?? "-", "\(element.section)",
        "\(element.item)",
        Self.short(frame.x), Self.short(frame.y), Self.short(frame.width), Self.short(frame.height),
        "\(element.zIndex)", element.isPinned ? "yes" : "",
      ])
    }
    var widths = header.map(\.count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { i, cell in
        // Numbers line up on the right, words on the left.
        i >= 2 && i <= 8
          ? String(repeating: " ", count: widths[i] - cell.count) + cell
          : cell + String(repeating: " ", count: widths[i] - cell.count)
      }.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
    }
    var out =
      "layout \(TerminalText.escaped(layout.name)) at \(request.viewport) scale \(Self.short(request.scale)): content "
    out += "\(Self.short(evaluation.contentSize.width)) x \(Self.short(evaluation.contentSize.height))\n\n"
    out += line(header)
    for row in rows {
      out += line(row)
      if out.utf8.count > Self.chunk {
        environment.write(out, to: .standardOutput)
        out = ""
      }
    }
    environment.write(out, to: .standardOutput)
  }

  /// Content size, element counts per category and an FNV-1a checksum over every element's identity and frame
  /// bits, in output order.
  func summary(_ elements: [Element]) {
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
    var out =
      "layout: \(TerminalText.escaped(layout.name))\nviewport: \(request.viewport) scale \(Self.short(request.scale))\n"
    out +=
      "content size: \(Self.number(evaluation.contentSize.width)) x \(Self.number(evaluation.contentSize.height))\n"
    out += "elements: \(elements.count)"
    let parts = ElementCategory.allCases.compactMap { category in counts[category].map { "\($0) \(category)" } }
    out += parts.isEmpty ? "\n" : " (\(parts.joined(separator: ", ")))\n"
    out += "checksum: \(String(hash, radix: 16))\n"
    environment.write(out, to: .standardOutput)
  }

  /// A JSON number: whole values without a fraction, others in Swift's shortest round-trip form.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }

  /// Up to three decimals, for people.
  static func short(_ value: Double) -> String {
    let rounded = abs(value) < 1e15 ? (value * 1000).rounded() / 1000 : value
    return number(rounded)
  }

  static func quoted(_ text: String) -> String { JSONRenderer.quoted(text) }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var s = Substring(self)
    while s.last == " " { s.removeLast() }
    return String(s)
  }
}
