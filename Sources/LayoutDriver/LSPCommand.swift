import Foundation
import LayoutCompiler
import LayoutConfig
import LayoutLint
import LayoutServer

/// `layoutc lsp`: the language server, speaking LSP over standard input and output until the client says `exit`.
struct LSPCommand: Command {
  let name = "lsp"
  let operands = CommandOperands.none
  let summary = "Run the language server (LSP over standard input and output) for editors."
  let synopsis = "lsp [--stdio] [--documentation-url URL]"
  let discussion = """
    Speaks the Language Server Protocol (JSON-RPC with Content-Length framing) on standard input and output, for
    an editor to start: diagnostics as you type (the same as 'layoutc check'), formatting, outline, folding, go to
    definition, references, rename, hover (with resolved sizes), completion, semantic tokens and quick fixes.
    Positions are UTF-16 unless the client offers UTF-8. Each file is checked with the settings of the nearest
    .layoutc.toml, as 'check' reads them (--config, --no-config); a client that watches files is asked to report
    changes to config files, and the open documents are then checked again. Frames that cannot be read are logged
    on standard error.
    Exits 0 after 'shutdown' and 'exit', 1 when the input ends or 'exit' comes without 'shutdown'.
    See Documentation/Editors.md for editor set-ups.
    """
  let options: [OptionSpec] =
    [
      OptionSpec("stdio", .flag, help: "Use standard input and output (the only transport; editors pass it)"),
      OptionSpec(
        "documentation-url", .value(placeholder: "URL", choices: [], defaultValue: nil),
        help: """
          Where layoutc's Documentation folder is, for links from diagnostics to their pages (default: the folder \
          beside this executable's clone or installation, as a file URL, when there is one)
          """),
    ] + OptionSpec.configOptions

  func run(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) -> ExitStatus {
    if let extra = arguments.positionals.first { throw UsageError("'lsp' takes no arguments, but got '\(extra)'") }
    let documentation = arguments.value("documentation-url") ?? Self.documentationFolder(in: environment)
    let project = try ConfigSettingsSource(arguments, in: environment)
    let server = LanguageServer(
      options: ServerOptions(documentationURL: documentation, version: Driver.version), project: project)
    let status = ServerConnection.run(
      server, read: { environment.readStandardInputChunk() },
      write: { environment.write($0, to: .standardOutput) }, log: { environment.error($0) })
    return status == 0 ? .success : .problems
  }

  /// The `file:` URL of the documentation that came with this executable: a clone's `Documentation` folder (the
  /// executable is under `.build/…/debug` or `release`) or an installation's `share/doc/layoutc` (the executable in
  /// `bin`), found by looking for `Codes.md` in the folders above the executable. Nil when there is none.
  static func documentationFolder(in environment: any DriverEnvironment) -> String? {
    guard let executable = environment.executablePath() else { return nil }
    var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
    for _ in 0..<5 {
      for candidate in ["Documentation", "share/doc/layoutc"] {
        let documentation = folder.appendingPathComponent(candidate, isDirectory: true)
        if environment.kind(ofPath: documentation.appendingPathComponent("Codes.md").path) == .file {
          return documentation.absoluteString
        }
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }
}

/// The language server's project settings: the config files above each document, read through a `ProjectContext`
/// as `check` reads them, and read afresh when the client reports that one changed.
final class ConfigSettingsSource: ProjectSettingsSource {
  private let arguments: ParsedArguments
  private let environment: any DriverEnvironment
  private var context: ProjectContext

  init(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) {
    self.arguments = arguments
    self.environment = environment
    context = try ProjectContext.make(arguments, in: environment)
  }

  func settings(forPath path: String) -> (lint: LintSettings, problems: [String]) {
    let settings = context.settings(forFile: path).settings
    let invalid = context.invalid.map { file in
      let first = file.diagnostics.first.map { ": " + $0.message } ?? ""
      return "\(file.source.path) has errors\(first); documents are checked with the default settings"
    }
    return (settings.lintSettings, context.problems + invalid)
  }

  func imports(of source: SourceFile) -> ImportGraph { DriverImportLoader.imports(of: source, in: environment) }

  func reload() {
    // The arguments were accepted when the server started, and the only failure is a --config file that is gone;
    // the next settings then report it as a problem.
    context = (try? ProjectContext.make(arguments, in: environment)) ?? context
  }
}
