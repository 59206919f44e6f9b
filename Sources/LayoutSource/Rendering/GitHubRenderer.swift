/// GitHub Actions workflow commands: each diagnostic becomes an annotation on the pull request's diff.
///
/// `::error file=PATH,line=L,col=C,endLine=L2,endColumn=C2,title=CODE::message`; warnings use `::warning`,
/// notes `::notice`. Columns are 1-based UTF-8 bytes; `endLine`/`endColumn` name the last byte of the span
/// (inclusive), or the start for an empty span. Notes and fix-its are appended to the message as extra lines,
/// which GitHub shows in the annotation.
public enum GitHubRenderer {
  /// Renders one command line per diagnostic, each ending in a newline.
  public static func render(_ files: [FileDiagnostics]) -> String {
    var output = ""
    for file in files {
      for diagnostic in file.diagnostics { output += command(for: diagnostic, in: file.source) + "\n" }
      if file.omitted.total > 0 {
        output +=
          "::notice file=\(escapeProperty(file.source.path)),title=error-limit::"
          + escapeData(HumanRenderer.omittedMessage(for: file)) + "\n"
      }
    }
    return output
  }

  static func command(for diagnostic: Diagnostic, in source: SourceFile) -> String {
    let start = source.location(of: diagnostic.span.start)
    let end = diagnostic.span.length > 0 ? source.location(of: diagnostic.span.end - 1) : start
    let kind: String =
      switch diagnostic.severity {
      case .error: "error"
      case .warning: "warning"
      case .note: "notice"
      }
    var message = diagnostic.displayMessage
    for note in diagnostic.notes {
      let place = note.span.map { " (line \(source.location(of: $0.start).line))" } ?? ""
      message += "\nnote: \(note.message)\(place)"
    }
    for fixIt in diagnostic.fixIts { message += "\nhelp: \(fixIt.message)" }
    let properties = [
      "file=\(escapeProperty(source.path))", "line=\(start.line)", "col=\(start.column)",
      "endLine=\(end.line)", "endColumn=\(end.column)", "title=\(escapeProperty(diagnostic.code.id))",
    ]
    return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(message))"
  }

  /// Escapes a message as the runner unescapes it: `%`, CR and LF. Other control characters, which the runner
  /// cannot carry and its log would pass to a terminal, become visible stand-ins as in every format for people.
  static func escapeData(_ text: String) -> String {
    text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"]).singleLine
  }

  /// Escapes a property value: as data, plus `:` and `,`, which delimit properties.
  static func escapeProperty(_ text: String) -> String {
    text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"]).singleLine
  }
}

extension String {
  /// Replaces single scalars in one pass, so an escape's own `%` is never escaped again.
  fileprivate func replacingAll(_ table: [Unicode.Scalar: String]) -> String {
    var result = ""
    for scalar in unicodeScalars {
      if let replacement = table[scalar] { result += replacement } else { result.unicodeScalars.append(scalar) }
    }
    return result
  }
}
