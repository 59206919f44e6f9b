/// A reader for the grammar notation of `Grammar/layout.ebnf` (ISO 14977 flavour).
///
/// Notation: `name = definition ;` defines a rule; `|` separates alternatives, `,` concatenates, `[ … ]` is
/// optional, `{ … }` repeats zero or more times, `( … )` groups, `"…"` and `'…'` are terminals (no escapes: every
/// character between the quotes is part of the terminal), `? … ?` is a special sequence described in words, and
/// `(* … *)` is a comment (comments nest, as in ISO 14977). Exceptions (`-`) and repetition factors (`3 *`) are
/// not used by the grammar and not supported.

/// One EBNF expression.
indirect enum EBNFExpression: Hashable, Sendable, CustomStringConvertible {
  /// `"text"` or `'text'`.
  case terminal(String)
  /// `? words ?`: a terminal described in prose (the words, trimmed).
  case special(String)
  /// A rule name.
  case reference(String)
  /// `a , b , …`
  case sequence([EBNFExpression])
  /// `a | b | …`
  case choice([EBNFExpression])
  /// `[ a ]`
  case optional(EBNFExpression)
  /// `{ a }`
  case repetition(EBNFExpression)
  /// Nothing (an empty alternative).
  case empty

  /// The expression written back in EBNF, for messages.
  var description: String {
    switch self {
    case .terminal(let text): text.contains("\"") ? "'\(text)'" : "\"\(text)\""
    case .special(let words): "? \(words) ?"
    case .reference(let name): name
    case .sequence(let parts): parts.map { $0.isChoice ? "( \($0) )" : "\($0)" }.joined(separator: " , ")
    case .choice(let alternatives): alternatives.map(\.description).joined(separator: " | ")
    case .optional(let body): "[ \(body) ]"
    case .repetition(let body): "{ \(body) }"
    case .empty: "(empty)"
    }
  }

  var isChoice: Bool { if case .choice = self { true } else { false } }

  /// Every rule name the expression mentions.
  var references: [String] {
    switch self {
    case .reference(let name): [name]
    case .sequence(let parts), .choice(let parts): parts.flatMap(\.references)
    case .optional(let body), .repetition(let body): body.references
    case .terminal, .special, .empty: []
    }
  }

  /// Every terminal string the expression mentions.
  var terminals: [String] {
    switch self {
    case .terminal(let text): [text]
    case .sequence(let parts), .choice(let parts): parts.flatMap(\.terminals)
    case .optional(let body), .repetition(let body): body.terminals
    case .reference, .special, .empty: []
    }
  }
}

/// One rule: `name = body ;`.
struct EBNFRule: Sendable {
  let name: String
  let body: EBNFExpression
  /// The 1-based line of the rule's name, for messages.
  let line: Int
}

/// A grammar file: its rules in order and the text of its comments.
struct EBNFGrammar: Sendable {
  var rules: [EBNFRule]
  /// The comments in file order, without their `(*` `*)` delimiters.
  var comments: [String]

  /// The rule named `name`.
  func rule(_ name: String) -> EBNFRule? { rules.first { $0.name == name } }

  struct ReadError: Error, CustomStringConvertible {
    let line: Int
    let message: String
    var description: String { "layout.ebnf:\(line): \(message)" }
  }

  /// Reads a grammar, or throws at the first thing that is not EBNF.
  static func read(_ text: String) throws -> EBNFGrammar {
    var reader = EBNFReader(text: Array(text.unicodeScalars))
    return try reader.readGrammar()
  }
}

/// Recursive descent over the characters of the grammar file.
private struct EBNFReader {
  let text: [Unicode.Scalar]
  var position = 0
  var line = 1
  var comments: [String] = []

  init(text: [Unicode.Scalar]) { self.text = text }

  mutating func readGrammar() throws -> EBNFGrammar {
    var rules: [EBNFRule] = []
    while true {
      skipSpaceAndComments()
      guard position < text.count else { break }
      let ruleLine = line
      guard let name = readName() else { throw error("expected a rule name") }
      try expect("=")
      let body = try readChoice()
      try expect(";")
      rules.append(EBNFRule(name: name, body: body, line: ruleLine))
    }
    return EBNFGrammar(rules: rules, comments: comments)
  }

  // MARK: Expressions

  /// `sequence { "|" sequence }`
  mutating func readChoice() throws -> EBNFExpression {
    var alternatives = [try readSequence()]
    while peek("|") {
      try expect("|")
      alternatives.append(try readSequence())
    }
    return alternatives.count == 1 ? alternatives[0] : .choice(alternatives)
  }

  /// `primary { "," primary }`
  mutating func readSequence() throws -> EBNFExpression {
    var parts = [try readPrimary()]
    while peek(",") {
      try expect(",")
      parts.append(try readPrimary())
    }
    let nonEmpty = parts.filter { $0 != .empty }
    if nonEmpty.isEmpty { return .empty }
    return nonEmpty.count == 1 ? nonEmpty[0] : .sequence(nonEmpty)
  }

  mutating func readPrimary() throws -> EBNFExpression {
    skipSpaceAndComments()
    guard position < text.count else { throw error("unexpected end of grammar") }
    let c = text[position]
    switch c {
    case "[", "{", "(":
      let close: Unicode.Scalar = c == "[" ? "]" : (c == "{" ? "}" : ")")
      try expect(c)
      let body = try readChoice()
      try expect(close)
      return c == "[" ? .optional(body) : (c == "{" ? .repetition(body) : body)
    case "\"", "'":
      return .terminal(try readDelimited(by: c, what: "terminal"))
    case "?":
      let words = try readDelimited(by: "?", what: "special sequence")
      return .special(trimmingSpaces(words))
    default:
      if let name = readName() { return .reference(name) }
      return .empty  // an empty alternative: `a | ;` or `[ ]`
    }
  }

  /// The characters up to the closing delimiter, which must come before the end of the line.
  mutating func readDelimited(by delimiter: Unicode.Scalar, what: String) throws -> String {
    position += 1
    var scalars = String.UnicodeScalarView()
    while position < text.count && text[position] != delimiter {
      if text[position] == "\n" { throw error("unterminated \(what)") }
      scalars.append(text[position])
      position += 1
    }
    guard position < text.count else { throw error("unterminated \(what)") }
    position += 1
    if delimiter != "?" && scalars.isEmpty { throw error("empty terminal") }
    return String(scalars)
  }

  // MARK: Names, punctuation, comments

  /// A meta identifier: a letter, then letters, digits and underscores.
  mutating func readName() -> String? {
    skipSpaceAndComments()
    guard position < text.count, text[position].properties.isAlphabetic, text[position].isASCII else { return nil }
    var scalars = String.UnicodeScalarView()
    while position < text.count,
      text[position].isASCII
        && (text[position].properties.isAlphabetic || ("0"..."9").contains(text[position])
          || text[position] == "_")
    {
      scalars.append(text[position])
      position += 1
    }
    return String(scalars)
  }

  mutating func peek(_ symbol: Unicode.Scalar) -> Bool {
    skipSpaceAndComments()
    return position < text.count && text[position] == symbol
  }

  mutating func expect(_ symbol: Unicode.Scalar) throws {
    guard peek(symbol) else {
      let found = position < text.count ? "'\(text[position])'" : "the end"
      throw error("expected '\(symbol)', found \(found)")
    }
    position += 1
  }

  mutating func skipSpaceAndComments() {
    while position < text.count {
      if text[position] == "\n" {
        line += 1
        position += 1
      } else if text[position].properties.isWhitespace {
        position += 1
      } else if startsComment(at: position) {
        readComment()
      } else {
        return
      }
    }
  }

  func startsComment(at i: Int) -> Bool { i + 1 < text.count && text[i] == "(" && text[i + 1] == "*" }
  func endsComment(at i: Int) -> Bool { i + 1 < text.count && text[i] == "*" && text[i + 1] == ")" }

  /// `(* … *)`, nested comments included; records the text between the outermost delimiters.
  mutating func readComment() {
    let start = position + 2
    var depth = 0
    repeat {
      if startsComment(at: position) {
        depth += 1
        position += 2
      } else if endsComment(at: position) {
        depth -= 1
        position += 2
      } else {
        if text[position] == "\n" { line += 1 }
        position += 1
      }
    } while depth > 0 && position < text.count
    var body = String.UnicodeScalarView()
    body.append(contentsOf: text[start..<max(start, position - (depth == 0 ? 2 : 0))])
    comments.append(String(body))
  }

  func error(_ message: String) -> EBNFGrammar.ReadError { EBNFGrammar.ReadError(line: line, message: message) }
}

/// `text` without leading and trailing spaces.
private func trimmingSpaces(_ text: String) -> String {
  var s = Substring(text)
  while s.first == " " { s.removeFirst() }
  while s.last == " " { s.removeLast() }
  return String(s)
}
