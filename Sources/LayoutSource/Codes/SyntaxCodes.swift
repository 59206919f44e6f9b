extension DiagnosticCatalog {
  static let syntaxCodes: [DiagnosticCode] = [
    .expectedToken, .unexpectedToken, .missingSeparator, .unclosedBlock, .nestingTooDeep, .reservedWord,
  ]
}

extension DiagnosticCode {
  /// E0201
  public static let expectedToken = DiagnosticCode(
    id: "E0201", phase: .syntax, title: "expected a token",
    explanation: """
      The parser needed something that is not there: a name after `layout`, a `{` to open a block, a value after \
      a property's `:`, a count after `*`. It reports the spot and carries on, so one file shows all its errors.
      """,
    example: "layout A {\n  item cell { size: }\n  section { horizontal { size: 1w x 44; cell } }\n}",
    fixed: "layout A {\n  item cell { size: 1w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}")

  /// E0202
  public static let unexpectedToken = DiagnosticCode(
    id: "E0202", phase: .syntax, title: "unexpected token",
    explanation: "A token that cannot appear where it is, such as a `}` with no block to close.",
    example: "layout A {\n  item cell { size: 1w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}\n}",
    fixed: "layout A {\n  item cell { size: 1w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}")

  /// E0203
  public static let missingSeparator = DiagnosticCode(
    id: "E0203", phase: .syntax, title: "missing separator between entries",
    explanation: """
      Entries of a block (properties, children, declarations) are separated by line breaks or by `;`. Two entries \
      on one line need a `;` between them.
      """,
    example: "layout A {\n  item cell { size: 1w x 1h insets: 2 }\n  section { horizontal { size: 1w x 44; cell } }\n}",
    fixed: "layout A {\n  item cell { size: 1w x 1h; insets: 2 }\n  section { horizontal { size: 1w x 44; cell } }\n}")

  /// E0204
  public static let unclosedBlock = DiagnosticCode(
    id: "E0204", phase: .syntax, title: "unclosed block",
    explanation: "A `{` without its `}`. The note points at the `{` that is still open.",
    example: "layout A {\n  item cell { size: 1w x 1h\n  section { horizontal { size: 1w x 44; cell } }\n}",
    fixed: "layout A {\n  item cell { size: 1w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}")

  /// E0205
  public static let nestingTooDeep = DiagnosticCode(
    id: "E0205", phase: .syntax, title: "nesting too deep",
    explanation: """
      Blocks or conditions nested more than 128 levels deep. No real layout comes near this; the limit keeps the \
      compiler from running out of stack on generated or corrupted input. The nested part is skipped as one unit.
      """,
    example:
      "layout A {\n  section { vertical { size: 1w x 1h; \(String(repeating: "vertical { size: 1w x 1h; ", count: 130))"
      + "item { size: 1w x 1h }\(String(repeating: " }", count: 130)) } }\n}",
    fixed: "layout A {\n  section { vertical { size: 1w x 1h; vertical { size: 1w x 1h; item { size: 1w x 1h } } } }\n}"
  )

  /// E0206
  public static let reservedWord = DiagnosticCode(
    id: "E0206", phase: .syntax, title: "reserved word used as a name",
    explanation: """
      `layout`, `item`, `horizontal`, `vertical`, `supplementary`, `section`, `param`, `when`, `header`, `footer`, \
      `boundary` and `background` start declarations and cannot name one.
      """,
    example: "layout A {\n  item header { size: 1w x 44 }\n  section { horizontal { size: 1w x 44; header } }\n}",
    fixed: "layout A {\n  item title { size: 1w x 44 }\n  section { horizontal { size: 1w x 44; title } }\n}")
}
