/// One line per diagnostic and one per note, for editors, `grep` and quick scanning.
///
/// A note without a location of its own is reported at its diagnostic's location, so every line starts with
/// `path:line:col:`. Fix-its are not shown (the human and JSON formats carry them).
public enum ConciseRenderer {
  /// Renders every diagnostic of every file, one line each, each ending in a newline.
  public static func render(_ files: [FileDiagnostics], colors: Bool = false) -> String {
    let palette = Palette(isEnabled: colors)
    var output = ""
    for file in files {
      for diagnostic in file.diagnostics {
        output += line(for: diagnostic, in: file.source, palette: palette)
      }
      if file.omitted.total > 0 { output += HumanRenderer.omittedLine(for: file, palette: palette) + "\n" }
    }
    return output
  }

  /// The line for one diagnostic, followed by one line per note.
  public static func render(_ diagnostic: Diagnostic, in source: SourceFile, colors: Bool = false) -> String {
    line(for: diagnostic, in: source, palette: Palette(isEnabled: colors))
  }

  static func line(for diagnostic: Diagnostic, in source: SourceFile, palette: Palette) -> String {
    var output =
      HumanRenderer.header(
        source: source, offset: diagnostic.span.start, severity: diagnostic.severity.rawValue,
        style: palette.style(for: diagnostic.severity),
        message: "\(diagnostic.displayMessage.singleLine) [\(diagnostic.code.id.singleLine)]", palette: palette) + "\n"
    for note in diagnostic.notes {
      output +=
        HumanRenderer.header(
          source: source, offset: note.span?.start ?? diagnostic.span.start, severity: "note", style: .note,
          message: note.message.singleLine, palette: palette) + "\n"
    }
    return output
  }
}
