extension DiagnosticCatalog {
  /// The codes of `import` resolution (the compiler façade's, not the front end's: checking one file alone never
  /// reports them, so they are not part of `frontEnd`; `layoutc explain` lists them with the rest). Each is located
  /// at an `import` line of the file being compiled.
  public static let importCodes: [DiagnosticCode] = [
    .importNotFound, .importCycle, .importClash, .importOutsideRoot, .importedFileErrors, .importLimit,
  ]
}

/// The example every import page starts from: a layout that uses a shared item, importing `path`.
private func importExample(_ path: String) -> String {
  """
  // Feed.layout, beside Shared.layout which declares 'item card { size: 1w x ~80 }'
  import "\(path)"

  layout Feed {
    section { vertical { size: 1w x ~80; card } }
  }
  """
}

private let importFixed = importExample("Shared.layout")

extension DiagnosticCode {
  /// E0320
  public static let importNotFound = DiagnosticCode(
    id: "E0320", phase: .names, title: "imported file not found",
    explanation: """
      An `import` names a file that does not exist or cannot be read. The path is relative to the directory of the \
      file that imports it, with `/` between components. When the missing file is imported by an imported file, \
      the error is at the `import` that leads to it, and names both files.
      """,
    example: importExample("Shard.layout"),
    fixed: importFixed)

  /// E0321
  public static let importCycle = DiagnosticCode(
    id: "E0321", phase: .names, title: "files import each other in a cycle",
    explanation: """
      A file imports itself, directly or through other files. The message names the chain of files. Move what \
      the files share into a file that imports neither.
      """,
    example: importExample("Feed.layout"),
    fixed: importFixed)

  /// E0322
  public static let importClash = DiagnosticCode(
    id: "E0322", phase: .names, title: "a name is declared in two files",
    explanation: """
      A file-level item, group, supplementary, param or constant has the same name as one declared in a file it \
      imports, or two imported files declare the same name. The notes give both places. A layout's own \
      declarations may still shadow a file-level name, imported or not.
      """,
    example: importFixed + "\nitem card { size: 1w x 44 }",
    fixed: importFixed)

  /// E0323
  public static let importOutsideRoot = DiagnosticCode(
    id: "E0323", phase: .names, title: "import outside the project",
    explanation: """
      An `import` leads out of the project: the directory holding `.git` above the importing file, or, when there \
      is none, the directory of the file being compiled. Keeping imports inside the project keeps a compile \
      reproducible wherever the project is checked out.
      """,
    example: importExample("../../../../../Shared.layout"),
    fixed: importFixed)

  /// E0324
  public static let importedFileErrors = DiagnosticCode(
    id: "E0324", phase: .names, title: "an imported file has errors",
    explanation: """
      A file this one imports (directly or not) has errors in the declarations it shares, so this file cannot be \
      compiled either. The error is reported at the `import` that leads to it, with a note giving the first \
      errors with their places; check the imported file itself to see all of them.
      """,
    example: importExample("Broken.layout"),
    fixed: importFixed)

  /// E0325
  public static let importLimit = DiagnosticCode(
    id: "E0325", phase: .names, title: "too many imported files",
    explanation: """
      The files one file imports, directly or not, are bounded in number and in total size, so that any input is \
      compiled in bounded time and memory. Split the design system into fewer, smaller shared files.
      """,
    example: importFixed, fixed: importFixed)
}
