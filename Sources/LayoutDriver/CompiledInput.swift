import Foundation
import LayoutCompiler
import LayoutIR
import LayoutSemantics
import LayoutSource

/// The first steps `compile` and `eval` share: read one file (or standard input), check it, print its
/// diagnostics, and lower it to the IR when it has no errors.
enum CompiledInput {
  /// The IR of `path`, or the exit status to stop with (1: the file has errors, 2: it could not be read). At most
  /// `limit` diagnostics are printed (`nil`: all).
  static func load(
    _ path: String, stdinName: String?, limit: Int? = ErrorLimit.standard, in environment: any DriverEnvironment
  ) -> Result<IRDocument, StopStatus> {
    loadWithSource(path, stdinName: stdinName, limit: limit, in: environment).map(\.document)
  }

  /// `load`, keeping the compilation when the input was a `.layout` file (nil for an IR document), so that an
  /// evaluated element can be traced back to its source (`eval --why`).
  static func loadWithSource(
    _ path: String, stdinName: String?, limit: Int? = ErrorLimit.standard, in environment: any DriverEnvironment
  ) -> Result<(document: IRDocument, compilation: Compilation?), StopStatus> {
    let source: SourceFile
    switch read(path, stdinName: stdinName, in: environment) {
    case .failure(let stop): return .failure(stop)
    case .success(let read): source = read
    }
    // An IR document (what `compile` writes and apps ship) is loaded as it is, so apps' files can be evaluated
    // and checked for loadability from the command line.
    if source.bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) == UInt8(ascii: "{") {
      do {
        return .success((try IRDocument.load(from: Data(source.bytes)), nil))
      } catch {
        environment.error(
          "error: \(TerminalText.escaped(source.path)): not a loadable layoutc IR document: "
            + TerminalText.escaped("\(error)"))
        return .failure(StopStatus(.failure))
      }
    }
    switch checked(
      Compilation(source: source, imports: DriverImportLoader.imports(of: source, in: environment)), limit: limit,
      in: environment)
    {
    case .failure(let stop): return .failure(stop)
    case .success(let compilation): return .success((compilation.ir!, compilation))
    }
  }

  /// The source of `path` (`-`: standard input), or exit status 2 after saying why it could not be read.
  static func read(_ path: String, stdinName: String?, in environment: any DriverEnvironment) -> Result<
    SourceFile, StopStatus
  > {
    do throws(FileError) {
      if path == "-" {
        return .success(
          SourceFile(path: stdinName ?? CheckCommand.standardInputName, bytes: try environment.read(.standardInput)))
      }
      return .success(SourceFile(path: path, bytes: try environment.read(.file(path))))
    } catch {
      environment.error("error: cannot read \(quoted(path)): \(error.reason)")
      return .failure(StopStatus(.failure))
    }
  }

  /// `compilation` when it has an IR; else exit status 1 after printing its diagnostics (at most `limit`).
  static func checked(_ compilation: Compilation, limit: Int?, in environment: any DriverEnvironment) -> Result<
    Compilation, StopStatus
  > {
    // `compile` and `eval` report the front end's diagnostics only: linting is `check`'s job.
    let checked = compilation.checked
    let file = FileDiagnostics(
      source: checked.source, diagnostics: checked.diagnostics, omitted: checked.droppedDiagnostics
    ).limited(to: limit)
    if !file.diagnostics.isEmpty || file.omitted.total > 0 {
      let colors = environment.isTerminal(.standardError) && (environment.variable("NO_COLOR") ?? "").isEmpty
      environment.write(DiagnosticFormat.human.render([file], colors: colors), to: .standardError)
    }
    guard compilation.ir != nil else {
      environment.write("\n" + DiagnosticSummary([file]).line + "\n", to: .standardError)
      return .failure(StopStatus(.problems))
    }
    return .success(compilation)
  }

  /// Exit status 2 after saying that `document` (read from `path`) has no layout for `command` to work on: an empty
  /// file, or one with only comments or parameters. Nil when it has a layout.
  static func refuseEmpty(
    _ document: IRDocument, path: String, stdinName: String?, command: String, in environment: any DriverEnvironment
  ) -> StopStatus? {
    guard document.layouts.isEmpty else { return nil }
    let shown = path == "-" ? (stdinName.map(quoted) ?? "standard input") : quoted(path)
    environment.error("error: \(shown) declares no layout, so there is nothing to \(command)")
    return StopStatus(.failure)
  }

  /// The layout to work on: the one named, or the only one in the file.
  static func layout(in document: IRDocument, named name: String?, path: String) throws(UsageError) -> IRLayout {
    let names = document.layouts.map(\.name)
    if let name {
      guard let layout = document.layout(named: name) else {
        throw UsageError(
          "no layout named '\(name)' in '\(path)'; it has \(Suggestions.list(names, conjunction: "and"))",
          suggestions: Suggestions.closeMatches(to: name, in: names))
      }
      return layout
    }
    guard document.layouts.count == 1 else {
      throw UsageError(
        "'\(path)' has \(names.count) layouts (\(names.joined(separator: ", "))); choose one with --layout NAME")
    }
    return document.layouts[0]
  }
}

/// The one input path of `compile` and `eval`, read the way `check` reads its paths: `--stdin-filepath` alone
/// means standard input, and it cannot name standard input when `-` is not given.
func singleInputPath(_ arguments: ParsedArguments, command: String) throws(UsageError) -> String {
  var paths = arguments.positionals
  let stdinName = arguments.value("stdin-filepath")
  if paths.isEmpty, stdinName != nil { paths = ["-"] }
  guard paths.count == 1, let path = paths.first else {
    throw UsageError(paths.isEmpty ? "no input file" : "\(command) takes one file")
  }
  if stdinName != nil, path != "-" {
    throw UsageError("'--stdin-filepath' names standard input, but the input is '\(path)', not '-'")
  }
  return path
}

/// An exit status carried as an error through `Result`.
struct StopStatus: Error {
  let status: ExitStatus
  init(_ status: ExitStatus) { self.status = status }
}
