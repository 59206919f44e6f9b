/// The phase of the compiler that reports a code; its raw value is how `layoutc explain` and SARIF print it.
public enum DiagnosticPhase: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The lexer (E01xx).
  case lexical
  /// The parser (E02xx).
  case syntax
  /// Name resolution in the checker (E03xx).
  case names
  /// Property values and structure in the checker (E04xx).
  case types
  /// The linter and its suppression comments (kebab-case rule ids).
  case lint
  /// Code generation (`layoutc generate`, E05xx): a checked layout that a target API cannot express faithfully.
  case generate
  /// The project configuration file, `.layoutc.toml` (E06xx): its syntax, keys and values.
  case config

  /// The printed spelling: the raw value.
  public var description: String { rawValue }
}

/// A stable diagnostic code with its `layoutc explain` page.
///
/// Pages are structured rather than free text so that a test can prove each one honest: `example` must
/// trigger the code and `fixed` must not.
public struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible {
  /// The code as printed in brackets: `E0301`, or a lint rule id.
  public let id: String
  /// The phase that reports it.
  public let phase: DiagnosticPhase
  /// A few words: "cannot find a name in scope".
  public let title: String
  /// What triggers it and why it matters, as prose.
  public let explanation: String
  /// A `.layout` snippet that triggers the code (see `exampleBytes` for raw bytes).
  public let example: String
  /// The same snippet corrected.
  public let fixed: String

  /// Creates a code definition.
  public init(id: String, phase: DiagnosticPhase, title: String, explanation: String, example: String, fixed: String) {
    self.id = id
    self.phase = phase
    self.title = title
    self.explanation = explanation
    self.example = example
    self.fixed = fixed
  }

  /// The id, so that a code interpolated into text reads as it is printed in brackets.
  public var description: String { id }

  /// The bytes of `example`: a `⟨FF⟩` in the text stands for the raw byte 0xFF, so a page can show input that
  /// is not valid UTF-8 (which a Swift string cannot hold).
  public var exampleBytes: [UInt8] { DiagnosticCode.decodeByteEscapes(example) }

  static func decodeByteEscapes(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "⟨") {
      bytes += Array(rest[..<open].utf8)
      let afterOpen = rest.index(after: open)
      if let close = rest[afterOpen...].firstIndex(of: "⟩"), let byte = UInt8(rest[afterOpen..<close], radix: 16) {
        bytes.append(byte)
        rest = rest[rest.index(after: close)...]
      } else {
        bytes += Array("⟨".utf8)
        rest = rest[afterOpen...]
      }
    }
    return bytes + Array(rest.utf8)
  }

  public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A set of codes with their pages, for `layoutc explain`, `layoutc rules`, SARIF's rule list and the tests that
/// prove every page honest.
///
/// This module knows the front end's codes only (`frontEnd`); the linter registers its rules on top of them
/// (`DiagnosticCatalog.complete` in `LayoutLint`), because the rules live with their checks in a module that depends
/// on this one.
public struct DiagnosticCatalog: Sendable {
  /// The codes in id order (`E0101` … `E0412`, then kebab-case rule ids).
  public let codes: [DiagnosticCode]

  /// A catalog of these codes, sorted by id.
  public init(_ codes: [DiagnosticCode]) {
    self.codes = codes.sorted { $0.id < $1.id }
  }

  /// This catalog with `more` codes added (a code already present is kept once).
  public func adding(_ more: [DiagnosticCode]) -> DiagnosticCatalog {
    var seen = Set(codes.map(\.id))
    return DiagnosticCatalog(codes + more.filter { seen.insert($0.id).inserted })
  }

  /// Looks a code up by id, case-insensitively.
  public func code(_ id: String) -> DiagnosticCode? {
    let wanted = id.uppercased()
    return codes.first { $0.id.uppercased() == wanted }
  }

  /// The front end's codes: the lexer's, the parser's and the checker's.
  public static let frontEnd = DiagnosticCatalog(lexicalCodes + syntaxCodes + nameCodes + typeCodes)
}
