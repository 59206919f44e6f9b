import Foundation
import LayoutSource
import LayoutSyntax
import LayoutTestSupport

/// `Grammar/layout.ebnf`, compiled for the two layers it describes.
///
/// - The token layer: the productions reachable from `file`, over the tokens of `Lexer.tokenize` (trivia
///   ignored). A quoted terminal matches a token whose text is exactly that string (`"layout"`, `"{"`, `"x"`,
///   `"group-paging"`); `identifier`, `number` and `string` are token classes, matched by token kind.
/// - The character layer: the productions of those three token classes (and what they use), over the characters of
///   one token's text; special sequences (`? 0-9 ?`) are read as character classes.
struct LayoutGrammar: Sendable {
  /// The rules that are single tokens at the token layer.
  static let tokenClasses = ["identifier", "number", "string"]
  /// The start symbol of the token layer.
  static let start = "file"

  let ebnf: EBNFGrammar
  let syntax: BNF
  /// One character-level grammar per token class.
  let lexical: [String: BNF]

  /// The grammar of this repository, read once.
  static let shared: Result<LayoutGrammar, any Error> = Result(catching: {
    let url = Fixtures.repositoryRoot().appendingPathComponent("Grammar/layout.ebnf")
    return try LayoutGrammar(text: String(decoding: try Data(contentsOf: url), as: UTF8.self))
  })

  static func load() throws -> LayoutGrammar { try shared.get() }

  init(text: String) throws {
    ebnf = try EBNFGrammar.read(text)
    syntax = try BNF(ebnf, start: Self.start, tokenClasses: Set(Self.tokenClasses))
    var lexical: [String: BNF] = [:]
    for name in Self.tokenClasses { lexical[name] = try BNF(ebnf, start: name, characterLevel: true) }
    self.lexical = lexical
  }

  /// Runs the token-level recognizer from `file` over a lexed file.
  func derive(_ file: LexedFile) -> EarleyChart {
    EarleyChart(grammar: syntax, start: syntax.nonterminal(Self.start)!, length: file.tokens.count) { terminal, j in
      let token = file.tokens[j]
      switch terminal {
      case .literal(let text): return token.text == text && token.kind != .string
      case .tokenClass("identifier"): return token.kind == .identifier
      case .tokenClass("number"): return token.kind == .number
      case .tokenClass("string"): return token.kind == .string
      case .tokenClass, .characters: return false
      }
    }
  }

  /// Whether the character-level grammar of `tokenClass` derives `text`; the chart too, for coverage.
  func lexicalChart(_ tokenClass: String, _ text: String) -> EarleyChart {
    let grammar = lexical[tokenClass]!
    let scalars = Array(text.unicodeScalars)
    return EarleyChart(grammar: grammar, start: grammar.nonterminal(tokenClass)!, length: scalars.count) { t, j in
      switch t {
      case .literal(let c): return c.unicodeScalars.first == scalars[j]
      case .characters(let set): return set.contains(scalars[j])
      case .tokenClass: return false
      }
    }
  }

  /// The reserved words as the grammar's comments list them: the words after "Reserved words:" up to the
  /// first full stop.
  var reservedWords: [String] {
    let commentary = ebnf.comments.joined(separator: " ")
    guard let range = commentary.range(of: "Reserved words:") else { return [] }
    let list = commentary[range.upperBound...].prefix { $0 != "." }
    return list.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," }).map(String.init)
  }

  /// A message for a file the grammar does not derive: where the recognizer stopped and what it expected there.
  func failure(_ chart: EarleyChart, in file: LexedFile) -> String {
    let stop = chart.furthestPosition
    let expected = chart.expectedTerminals(at: stop).joined(separator: ", ")
    guard stop < file.tokens.count else { return "\(file.name): unexpected end of file; expected \(expected)" }
    let token = file.tokens[stop]
    return "\(file.name):\(token.line): not derivable from '\(Self.start)' at '\(token.text)'; expected \(expected)"
  }
}

/// A `.layout` file as tokens (trivia and the end-of-file token dropped).
struct LexedFile: Sendable {
  struct Token: Sendable {
    let kind: TokenKind
    let text: String
    let line: Int
    /// Whether a lexer diagnostic covers the token (its text need not follow the lexical grammar).
    let hasDiagnostic: Bool
  }

  let name: String
  let tokens: [Token]
  let diagnostics: [String]

  /// Reads and lexes a file given relative to the repository root.
  init(relativePath: String) throws {
    let url = Fixtures.repositoryRoot().appendingPathComponent(relativePath)
    self.init(name: relativePath, bytes: Array(try Data(contentsOf: url)))
  }

  init(name: String, bytes: [UInt8]) {
    let lexer = Lexer.tokenize(bytes)
    var lineStarts = [0]
    for (i, byte) in bytes.enumerated()
    where byte == 0x0A || (byte == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) {
      lineStarts.append(i + 1)
    }
    let spans = lexer.diagnostics.map { $0.span }
    self.name = name
    self.diagnostics = lexer.diagnostics.map { $0.message }
    self.tokens = lexer.tokens.filter { $0.kind != .endOfFile }.map { token in
      let (start, end) = (Int(token.start), Int(token.end))
      let line = lineStarts.lastIndex { $0 <= start }! + 1
      let covered = spans.contains { $0.start < max(end, start + 1) && start < max($0.end, $0.start + 1) }
      return Token(
        kind: token.kind, text: String(decoding: bytes[start..<end], as: UTF8.self), line: line, hasDiagnostic: covered)
    }
  }
}

/// The files the tests read, as paths relative to the repository root.
enum GrammarCorpus {
  static let folder = "Tests/LayoutSyntaxTests/Grammar"

  static let examples = paths(in: "Examples")
  static let valid = paths(in: "\(folder)/Valid")
  static let invalid = paths(in: "\(folder)/Invalid")
  /// Every `.layout` file in the repository's tests and examples, for the lexical check.
  static let everything = Array(Set(examples + valid + invalid + paths(in: "Tests"))).sorted()

  static func paths(in folder: String) -> [String] {
    let root = Fixtures.repositoryRoot().path + "/"
    return Fixtures.files(in: folder, withExtension: "layout").map { String($0.path.dropFirst(root.count)) }
  }
}
