/// Where one input comes from.
enum InputSource: Hashable {
  /// A file on disk, by the path shown in diagnostics.
  case file(String)
  /// Standard input (`-`).
  case standardInput
}

/// The inputs named on a command line, with directories expanded, and the paths that could not be used.
struct InputFiles {
  /// Inputs in the order they are checked and printed.
  var sources: [InputSource] = []
  /// `cannot read 'x': reason` problems found while expanding (these make the run exit with 2).
  var problems: [String] = []

  /// Expands `paths`: `-` is standard input, a directory is walked recursively for `*.layout` files (hidden
  /// directories such as `.build` and `.git` skipped, paths sorted), and a file is taken whatever its extension,
  /// since the user named it. A path given twice is used once.
  init(paths: [String], in environment: any DriverEnvironment) {
    var seen: Set<InputSource> = []
    for path in paths {
      var found: [InputSource] = []
      if path == "-" {
        found = [.standardInput]
      } else {
        switch environment.kind(ofPath: path) {
        case nil:
          problems.append("cannot read '\(path)': no such file or directory")
        case .file?, .other?:
          found = [.file(path)]
        case .directory?:
          var layoutFiles: [String] = []
          walk(path, into: &layoutFiles, in: environment)
          // Byte order, not locale order: the same tree gives the same output on every machine.
          found = layoutFiles.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map(InputSource.file)
        }
      }
      for source in found where seen.insert(source).inserted { sources.append(source) }
    }
  }

  private mutating func walk(_ directory: String, into files: inout [String], in environment: any DriverEnvironment) {
    let entries: [(name: String, kind: FileKind)]
    do {
      entries = try environment.contentsOfDirectory(atPath: directory)
    } catch {
      problems.append("cannot read '\(directory)': \(error.reason)")
      return
    }
    for entry in entries {
      let path = directory.hasSuffix("/") ? directory + entry.name : directory + "/" + entry.name
      switch entry.kind {
      case .directory where !entry.name.hasPrefix("."):
        walk(path, into: &files, in: environment)
      case .file where entry.name.hasSuffix(".layout") && entry.name != ".layout":
        files.append(path)
      default:
        continue
      }
    }
  }
}
