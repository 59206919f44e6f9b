import LayoutSource

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
  /// since the user named it. A path given twice is used once. A pipe, device or socket is refused (it could block
  /// or never end; standard input is `-`), and an entry the walk cannot name because its name is not UTF-8 is
  /// reported, never skipped in silence.
  ///
  /// `skip` decides, for each entry a directory walk meets (by its path and whether it is a directory), whether the
  /// walk leaves it out (`exclude` and `.gitignore`); a path named on the command line is always taken, as ruff and
  /// SwiftLint take one.
  init(
    paths: [String], in environment: any DriverEnvironment, skip: ((_ path: String, _ isDirectory: Bool) -> Bool)? = nil
  ) {
    self.skip = skip
    var seen: Set<InputSource> = []
    for path in paths {
      var found: [InputSource] = []
      if path == "-" {
        found = [.standardInput]
      } else {
        switch environment.kind(ofPath: path) {
        case nil:
          problems.append("cannot read \(quoted(path)): no such file or directory")
        case .file?:
          found = [.file(path)]
        case .other?, .invalidName?:
          problems.append("cannot read \(quoted(path)): \(FileError.notRegular.reason)")
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

  private let skip: ((String, Bool) -> Bool)?

  private mutating func walk(_ directory: String, into files: inout [String], in environment: any DriverEnvironment) {
    let entries: [(name: String, kind: FileKind)]
    do {
      entries = try environment.contentsOfDirectory(atPath: directory)
    } catch {
      problems.append("cannot read \(quoted(directory)): \(error.reason)")
      return
    }
    for entry in entries {
      // `.` walks to `a.layout`, not `./a.layout`, as `find`-free tools (gofmt, swift-format) name them.
      let path =
        directory == "." ? entry.name : directory.hasSuffix("/") ? directory + entry.name : directory + "/" + entry.name
      let isLayout = entry.name.hasSuffix(".layout") && entry.name != ".layout"
      switch entry.kind {
      case .directory where !entry.name.hasPrefix("."):
        if skip?(path, true) == true { continue }
        walk(path, into: &files, in: environment)
      case .file where isLayout:
        if skip?(path, false) == true { continue }
        files.append(path)
      case .other where isLayout:
        // A pipe, a device or a broken link named like a layout file: reading it says exactly what is wrong.
        files.append(path)
      case .invalidName(let isDirectory) where isLayout || (isDirectory && !entry.name.hasPrefix(".")):
        problems.append(
          "cannot read \(quoted(path)): its name is not valid UTF-8, so layoutc cannot open it; rename it")
      default:
        continue
      }
    }
  }
}

/// A path or name for a message, in single quotes, with control characters made visible (a file name may hold
/// an escape sequence or a line break).
func quoted(_ path: String) -> String { "'" + TerminalText.escaped(path) + "'" }

extension DriverEnvironment {
  /// The bytes of one input, within ``Driver/maximumInputSize`` whatever the environment.
  func read(_ input: InputSource) throws(FileError) -> [UInt8] {
    let bytes: [UInt8]
    switch input {
    case .standardInput: bytes = try readStandardInput()
    case .file(let path): bytes = try readFile(atPath: path)
    }
    guard bytes.count <= Driver.maximumInputSize else { throw .tooLarge }
    return bytes
  }
}

extension OptionSpec {
  /// `--error-limit N`, for every command that prints diagnostics.
  static let errorLimit = OptionSpec(
    "error-limit", .value(placeholder: "N", defaultValue: String(ErrorLimit.standard)),
    help: "Print at most N errors and warnings per file (0: all); the rest are counted")
}

/// How many diagnostics of one file are printed.
///
/// Default 1,000 per file. clang stops at 20 because C++ errors cascade; layoutc's recovery keeps a file's
/// errors independent, so a real file is always reported in full, while a damaged or generated one (a binary fed
/// by mistake, a thousand-error line) prints a bounded report in bounded time instead of millions of lines. The
/// limit changes what is printed, never the summary's counts or the exit status.
enum ErrorLimit {
  static let standard = 1_000

  /// The limit of `--error-limit` (`nil`: no limit).
  static func parse(_ arguments: ParsedArguments) throws(UsageError) -> Int? {
    guard let text = arguments.value("error-limit") else { return standard }
    guard let limit = Int(text), limit >= 0 else {
      throw UsageError(
        "invalid --error-limit '\(text)'; expected a whole number of diagnostics per file, such as 100, or 0 for no limit"
      )
    }
    return limit == 0 ? nil : limit
  }
}
