import LayoutIR
import LayoutPrinting

/// A call `name(argument, argument)`: flat when it fits in the line, else broken after the parenthesis with the
/// arguments filling the lines below, the closing parenthesis after the last one (how `swift format` breaks calls
/// with its default configuration, so the generated file is already formatted).
struct SwiftCall {
  /// What is called: `NSCollectionLayoutSize`, `NSCollectionLayoutGroup.horizontal`.
  var name: String
  /// The arguments with their labels.
  var arguments: [Doc]

  /// A call whose arguments are plain text.
  init(_ name: String, _ arguments: [String]) {
    self.name = name
    self.arguments = arguments.map(Doc.text)
  }

  /// A call whose arguments may themselves break.
  init(_ name: String, docs arguments: [Doc]) {
    self.name = name
    self.arguments = arguments
  }

  /// The call as a document.
  var doc: Doc {
    guard !arguments.isEmpty else { return .text("\(name)()") }
    return .group(.concat([.text("\(name)("), .nest(2, .concat(filled(closing: ")")))]))
  }

  /// The arguments after a break, each on the line before it when it fits; `closing` ends the last.
  private func filled(closing: String) -> [Doc] {
    // The first argument and its separator are spliced into the parts, the others into their groups, rather than
    // each made a sequence of its own: the same document to print, one array fewer per argument.
    var parts: [Doc] = [.softline]
    parts.reserveCapacity(arguments.count + 2)
    for (index, argument) in arguments.enumerated() {
      let separator = Doc.text(index == arguments.count - 1 ? closing : ",")
      if index == 0 {
        parts.append(argument)
        parts.append(separator)
      } else {
        parts.append(.group(.concat([.line, argument, separator])))
      }
    }
    return parts
  }

  /// A declaration `func name(parameters) -> Result {`: when broken, the closing parenthesis starts the line after
  /// the parameters, as `swift format` writes signatures.
  func signature(_ rest: String) -> Doc {
    guard !arguments.isEmpty else { return .text("\(name)()\(rest)") }
    return .group(.concat([.text("\(name)("), .nest(2, .concat(filled(closing: ""))), .softline, .text(")\(rest)")]))
  }
}

/// Statements and declarations as documents, one per line, in the 2-space indentation `swift format` uses.
enum SwiftCode {
  /// The column limit of `swift format`'s default configuration.
  static let lineWidth = 100
  /// One level of indentation.
  static let indent = 2

  /// `text` on a line of its own.
  static func line(_ text: String) -> Doc { .textLine(text) }

  /// `doc` on a line of its own.
  static func line(_ doc: Doc) -> Doc { .concat([doc, .hardline]) }

  /// `opening {`, the body one level in, `}`.
  static func block(_ opening: String, _ body: [Doc], closing: String = "}") -> Doc {
    .concat([.text("\(opening) {"), indented(body), line(closing)])
  }

  /// `switch subject {`, each `case …:` at the switch's own indentation and its body one level in, `}`.
  static func switchBlock(_ subject: String, _ cases: [(label: String, body: [Doc])]) -> Doc {
    let labelled = cases.map { label, body in Doc.concat([.text(label), indented(body)]) }
    return .concat([
      .text("switch \(subject) {"), .hardline, .join(labelled, separator: .hardline), .hardline, line("}"),
    ])
  }

  /// `text`'s lines, each on a line of its own and an empty one a blank line; the text ends with its last newline.
  /// For the fixed parts of a generated file, whose documents are built once per process (`static let`): splitting
  /// their text for every file was a fifth of the emitter's time.
  static func lines(_ text: String) -> Doc {
    var lines: [Doc] = []
    for line in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
      lines.append(line.isEmpty ? .blankline : SwiftCode.line(String(decoding: line, as: UTF8.self)))
    }
    return .concat(lines)
  }

  /// `template` with each placeholder replaced by its value, in one pass over the bytes: where several placeholders
  /// start at the same place, the first listed wins (list `ALONG_LENGTH` before `ALONG`), and a value is never read
  /// for placeholders. Placeholders start with an ASCII capital letter. Foundation's `replacingOccurrences`, a pass
  /// over UTF-16 per placeholder, was most of the time of writing a file with a scroll link.
  static func spelled(_ template: String, _ substitutions: [(placeholder: String, value: String)]) -> String {
    let pairs = substitutions.map { (Array($0.placeholder.utf8), Array($0.value.utf8)) }
    let bytes = Array(template.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 8)
    var i = 0
    next: while i < bytes.count {
      if bytes[i] >= UInt8(ascii: "A"), bytes[i] <= UInt8(ascii: "Z") {
        for (placeholder, value) in pairs
        where bytes.count - i >= placeholder.count && bytes[i..<(i + placeholder.count)].elementsEqual(placeholder) {
          out.append(contentsOf: value)
          i += placeholder.count
          continue next
        }
      }
      out.append(bytes[i])
      i += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// A line break, then `lines` one level in: the body of a block.
  static func indented(_ lines: [Doc]) -> Doc {
    // Built in one array: `[.hardline] + lines` made two, and every block, case and branch has a body.
    var parts: [Doc] = []
    parts.reserveCapacity(lines.count + 1)
    parts.append(.hardline)
    parts.append(contentsOf: lines)
    return .nest(indent, .concat(parts))
  }

  /// `/// text` lines.
  static func documentation(_ lines: [String]) -> Doc { .concat(lines.map { line("/// \($0)") }) }

  /// `if condition { body } else if … { … } else { … }` from branches in order; a nil condition is the final `else`.
  static func ifChain(_ branches: [(condition: String?, body: [Doc])]) -> Doc {
    var parts: [Doc] = []
    for (index, branch) in branches.enumerated() {
      let keyword = branch.condition.map { (index == 0 ? "if " : "} else if ") + $0 } ?? "} else"
      parts.append(.text("\(keyword) {"))
      parts.append(indented(branch.body))
      parts.append(.hardline)
    }
    parts.append(line("}"))
    return .concat(parts)
  }

  /// Prints documents as source text.
  static func render(_ doc: Doc) -> String {
    var printer = Printer(source: [], width: lineWidth, newline: [0x0A])
    return String(decoding: printer.print(doc), as: UTF8.self)
  }
}

/// A fixed part of a generated file spelled for each access level and scroll axis (`PageParallaxLayout`,
/// `FocusWidthLayout`): the four documents are built once, when first used, since splitting the text into lines is
/// most of what writing such a part costs.
struct AxisTemplate: Sendable {
  private let documents: [Doc]

  /// `spell` gives the text for an access level and whether the layout scrolls horizontally.
  init(_ spell: (SwiftAccess, _ horizontal: Bool) -> String) {
    documents = [(SwiftAccess.public, true), (.public, false), (.internal, true), (.internal, false)].map {
      SwiftCode.lines(spell($0.0, $0.1))
    }
  }

  /// The document for `access` and the scroll `direction`.
  func doc(access: SwiftAccess, direction: IRAxis) -> Doc {
    documents[(access == .public ? 0 : 2) + (direction == .horizontal ? 0 : 1)]
  }
}
