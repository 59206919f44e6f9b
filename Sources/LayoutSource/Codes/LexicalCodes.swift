extension DiagnosticCatalog {
  static let lexicalCodes: [DiagnosticCode] = [
    .invalidUTF8, .unexpectedCharacter, .unterminatedString, .malformedNumber, .invalidEscape,
  ]
}

extension DiagnosticCode {
  /// E0101
  public static let invalidUTF8 = DiagnosticCode(
    id: "E0101", phase: .lexical, title: "invalid UTF-8",
    explanation: """
      `.layout` files are UTF-8. A byte sequence that is not valid UTF-8 outside a comment cannot be part of any \
      token. Inside comments such bytes are kept as they are and not reported, so the formatter never changes them.
      """,
    example: "layout A {\n  item cell { size: 1w x 44 }  ⟨FF⟩\n  section { horizontal { size: 1w x 44; cell } }\n}",
    fixed: "layout A {\n  item cell { size: 1w x 44 }\n  section { horizontal { size: 1w x 44; cell } }\n}")

  /// E0102
  public static let unexpectedCharacter = DiagnosticCode(
    id: "E0102", phase: .lexical, title: "unexpected character",
    explanation: """
      A character that starts no token: a stray symbol, a NUL or control byte, a non-ASCII character outside a \
      string or comment (names are ASCII), or a non-breaking space pasted from a web page.
      """,
    example: "layout A {\n  item cell { size: 1w x 44 } @\n  section { horizontal { size: 1w x 44; cell } }\n}",
    fixed: "layout A {\n  item cell { size: 1w x 44 }\n  section { horizontal { size: 1w x 44; cell } }\n}")

  /// E0103
  public static let unterminatedString = DiagnosticCode(
    id: "E0103", phase: .lexical, title: "unterminated string literal",
    explanation: "A string literal (an element kind such as \"section-header\") must close on the line it opens.",
    example:
      "layout A {\n  section {\n    header \"section-header { size: 1w x 44 }\n    horizontal { size: 1w x 44; item { size: 1w x 1h } }\n  }\n}",
    fixed:
      "layout A {\n  section {\n    header \"section-header\" { size: 1w x 44 }\n    horizontal { size: 1w x 44; item { size: 1w x 1h } }\n  }\n}"
  )

  /// E0104
  public static let malformedNumber = DiagnosticCode(
    id: "E0104", phase: .lexical, title: "malformed number",
    explanation: """
      Numbers are points (`120`, `2.5`, `-6`), fractions of the container's width or height (`1/3w`, `0.5h`), or \
      percentages of a supplementary's own size (`30%`). Letters glued to a number (`20px`, `20x20`) make it \
      unreadable; a size needs spaces around its `x`.
      """,
    example: "layout A {\n  item cell { size: 20x20 }\n  section { horizontal { size: 1w x 44; cell } }\n}",
    fixed: "layout A {\n  item cell { size: 20 x 20 }\n  section { horizontal { size: 1w x 44; cell } }\n}")

  /// E0105
  public static let invalidEscape = DiagnosticCode(
    id: "E0105", phase: .lexical, title: "invalid escape sequence",
    explanation: "String literals allow two escapes only: `\\\"` for a quote and `\\\\` for a backslash.",
    example:
      "layout A {\n  section {\n    header \"a\\tb\" { size: 1w x 44 }\n    horizontal { size: 1w x 44; item { size: 1w x 1h } }\n  }\n}",
    fixed:
      "layout A {\n  section {\n    header \"a-b\" { size: 1w x 44 }\n    horizontal { size: 1w x 44; item { size: 1w x 1h } }\n  }\n}"
  )
}
