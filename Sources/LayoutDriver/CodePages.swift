import LayoutSource

/// `Documentation/Codes.md`: every diagnostic code of the checker and the generators with its page, one heading per
/// code so that a link can point at it (`Codes.md#e0301`). A golden test keeps the file equal to `reference`; the
/// language server links each diagnostic to its heading (lint rules have theirs in `Rules.md`).
///
/// The pages are the ones `layoutc explain CODE` prints, including what layoutc reports on the example *now*, so
/// the reference cannot drift from the compiler either.
enum CodePages {
  /// The anchor GitHub and most Markdown renderers give the heading `## E0301`: the heading text in lower case.
  static func anchor(of code: DiagnosticCode) -> String { code.id.lowercased() }

  /// The codes with a page here: everything `explain` knows except the lint rules, which `Rules.md` documents.
  static var codes: [DiagnosticCode] { DiagnosticCatalog.explained.codes.filter { $0.phase != .lint } }

  /// The whole of `Documentation/Codes.md`.
  static var reference: String {
    var text = """
      # Diagnostic codes

      <!-- Generated from the diagnostic catalog (Sources/LayoutSource, Sources/LayoutSemantics,
      Sources/LayoutCodegen); do not edit. After changing a code, run
      LAYOUTC_UPDATE_GOLDEN=1 swift test --filter CodeReferenceTests. -->

      Every code the checker and the code generators report, with what triggers it, an example, what `layoutc` reports
      on the example (computed when this page was generated) and the example corrected. `layoutc explain CODE` prints
      the same page; the language server links each diagnostic here. Lint rules (kebab-case ids) have their pages in
      [`Rules.md`](Rules.md). In an example, `⟨XX⟩` stands for the raw byte 0xXX.

      | code | phase | title |
      |---|---|---|

      """
    for code in codes {
      text += "| [`\(code.id)`](#\(anchor(of: code))) | \(code.phase.rawValue) | \(code.title) |\n"
    }
    for code in codes { text += "\n" + page(for: code) }
    return text
  }

  /// One code's section.
  static func page(for code: DiagnosticCode) -> String {
    let reported = ExplainCommand.report(on: code)
    let report = reported.isEmpty ? "(nothing)\n" : reported
    let language = code.phase == .config ? "toml" : "layout"
    return """
      ## \(code.id)

      **\(code.title).** Phase: \(code.phase.rawValue).

      \(code.explanation)

      Triggers it:

      ```\(language)
      \(block(code.example))```

      `layoutc check` reports:

      ```
      \(block(report))```

      Fixed:

      ```\(language)
      \(block(code.fixed))```

      """
  }

  /// Text as the body of a fenced block: ending in exactly one line break.
  private static func block(_ text: String) -> String {
    var body = Substring(text)
    while body.last == "\n" { body = body.dropLast() }
    return body + "\n"
  }
}
