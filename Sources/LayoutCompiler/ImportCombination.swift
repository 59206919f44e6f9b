/// The compiled file followed by the shared declarations of the files it imports, as one text the front end checks:
/// imported declarations are lowered as if written in the file, so the IR stays self-contained.
///
/// The compiled file's bytes come first and unchanged, so every span inside it means the same in the combined text;
/// a span past its end lies in an imported declaration, and is mapped back to the `import` that leads there (the
/// only place in the compiled file a message about it can point), with the imported file's line and column in words.
struct ImportCombination: @unchecked Sendable {
  /// An imported declaration's bytes in the combined text.
  struct Segment {
    var start: Int
    var file: Int
    var originalStart: Int
  }

  /// The declarations an imported file shares: what a file may declare outside layouts, imports excepted (section
  /// styles included).
  static let sharedKinds: Set<SyntaxKind> = [
    .itemDecl, .groupDecl, .supplementaryDecl, .paramDecl, .constantDecl, .sectionStyleDecl,
  ]
  /// The most errors of imported files an `import` lists in its notes.
  static let maximumListedErrors = 5

  let rootLength: Int
  let files: [ImportedFile]
  let combined: SourceFile
  private let segments: [Segment]
  /// Imported files with syntax errors: left out of the combined text (their braces could swallow what follows).
  private let brokenFiles: [Int]

  init(source: SourceFile, graph: ImportGraph) {
    rootLength = source.bytes.count
    files = graph.files
    var bytes = source.bytes
    var segments: [Segment] = []
    var broken: [Int] = []
    for (index, file) in graph.files.enumerated() {
      if file.tree.diagnostics.contains(where: { $0.severity == .error }) {
        broken.append(index)
        continue
      }
      for entry in SourceFileSyntax(file.tree.root)?.entries ?? [] where Self.sharedKinds.contains(entry.kind) {
        // A line break first: a trailing `//` comment of what comes before cannot swallow the declaration.
        bytes.append(UInt8(ascii: "\n"))
        segments.append(Segment(start: bytes.count, file: index, originalStart: entry.span.start))
        bytes += file.tree.source.bytes[entry.span.start..<entry.span.end]
      }
    }
    combined = SourceFile(path: source.path, bytes: bytes)
    self.segments = segments
    brokenFiles = broken
  }

  /// The imported file and offset behind a combined offset past the compiled file, if any.
  func origin(of offset: Int) -> (file: ImportedFile, offset: Int)? {
    guard offset >= rootLength, !segments.isEmpty else { return nil }
    var low = 0
    var high = segments.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if segments[middle].start <= offset { low = middle } else { high = middle - 1 }
    }
    let segment = segments[low]
    return (files[segment.file], segment.originalStart + max(0, offset - segment.start))
  }

  /// `Shared.layout:3:6`: a place in an imported file, in words.
  func place(of offset: Int) -> String? {
    guard let (file, original) = origin(of: offset) else { return nil }
    let location = file.tree.source.location(of: original)
    return "\(file.displayPath):\(location.line):\(location.column)"
  }

  /// A span of the combined text as a span of the compiled file: itself, or the `import` behind it.
  func mapped(_ span: SourceSpan) -> SourceSpan {
    guard span.start >= rootLength else { return span }
    return origin(of: span.start)?.file.via ?? SourceSpan(start: rootLength, end: rootLength)
  }

  /// The front end's diagnostics of the combined text as diagnostics of the compiled file: those inside it as they
  /// are (notes pointing into imported files say where in words), a redeclaration in an imported file as a clash at
  /// the import, other errors of imported files gathered at their import, their warnings dropped (checking the
  /// imported file itself reports them where they are).
  func mapped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var kept: [Diagnostic] = []
    var gathered: [SourceSpan: Int] = [:]
    for index in brokenFiles {
      let file = files[index]
      let first = file.tree.diagnostics.first { $0.severity == .error }
      gather(
        first.map { "\(place(in: file, $0.span.start)): \($0.message)" }, file: file, into: &kept,
        gathered: &gathered)
    }
    for diagnostic in diagnostics {
      guard diagnostic.span.start >= rootLength else {
        var copy = diagnostic
        copy.notes = diagnostic.notes.map(mapped)
        kept.append(copy)
        continue
      }
      guard diagnostic.severity == .error, let (file, original) = origin(of: diagnostic.span.start) else { continue }
      let location = place(in: file, original)
      if diagnostic.code == .duplicateDeclaration {
        kept.append(
          .error(
            .importClash, "\(diagnostic.message), in '\(location)'", at: file.via,
            notes: diagnostic.notes.map(mapped)))
      } else {
        gather("\(location): \(diagnostic.message)", file: file, into: &kept, gathered: &gathered)
      }
    }
    return kept
  }

  /// Adds `note` to the E0324 error at `file`'s import, creating it the first time.
  private func gather(
    _ note: String?, file: ImportedFile, into kept: inout [Diagnostic], gathered: inout [SourceSpan: Int]
  ) {
    if let index = gathered[file.via] {
      if let note, kept[index].notes.count < Self.maximumListedErrors { kept[index].notes.append(DiagnosticNote(note)) }
      return
    }
    gathered[file.via] = kept.count
    kept.append(
      .error(
        .importedFileErrors, "imported file '\(file.displayPath)' has errors; check it for all of them",
        at: file.via, notes: note.map { [DiagnosticNote($0)] } ?? []))
  }

  private func place(in file: ImportedFile, _ offset: Int) -> String {
    let location = file.tree.source.location(of: offset)
    return "\(file.displayPath):\(location.line):\(location.column)"
  }

  private func mapped(_ note: DiagnosticNote) -> DiagnosticNote {
    guard let span = note.span, span.start >= rootLength else { return note }
    return DiagnosticNote(note.message + " (\(place(of: span.start) ?? "an imported file"))")
  }
}
