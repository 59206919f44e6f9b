/// A stable diagnostic code with its `layoutc explain` page.
///
/// Pages are structured rather than free text so that a test can prove each one honest: `example` must
/// trigger the code and `fixed` must not.
public struct DiagnosticCode: Hashable, Sendable {
  /// The code as printed in brackets: `E0301`, or a lint rule id.
  public let id: String
  /// The phase that reports it ("lexical", "syntax", "names", "types", "layout").
  public let phase: String
  /// A few words: "cannot find a name in scope".
  public let title: String
  /// What triggers it and why it matters, as prose.
  public let explanation: String
  /// A `.layout` snippet that triggers the code (see `exampleBytes` for raw bytes).
  public let example: String
  /// The same snippet corrected.
  public let fixed: String

  /// Creates a code definition.
  public init(id: String, phase: String, title: String, explanation: String, example: String, fixed: String) {
    self.id = id
    self.phase = phase
    self.title = title
    self.explanation = explanation
    self.example = example
    self.fixed = fixed
  }

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

/// Every code the compiler can report, for `layoutc explain` and for the corpus test that checks each is reachable.
public enum DiagnosticCatalog {
  /// Registered codes in id order. Phases append their own lists here.
  public static var all: [DiagnosticCode] {
    (lexicalCodes + syntaxCodes + nameCodes + typeCodes + lintCodes).sorted { $0.id < $1.id }
  }

  /// Looks a code up by id, case-insensitively.
  public static func code(_ id: String) -> DiagnosticCode? {
    let wanted = id.uppercased()
    return all.first { $0.id.uppercased() == wanted }
  }
}
