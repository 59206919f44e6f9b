import Foundation
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
    Positions are UTF-16 unless the client offers UTF-8. Frames that cannot be read are logged on standard error.
    Exits 0 after 'shutdown' and 'exit', 1 when the input ends or 'exit' comes without 'shutdown'.
    See Documentation/Editors.md for editor set-ups.
    """
  let options: [OptionSpec] = [
    OptionSpec("stdio", .flag, help: "Use standard input and output (the only transport; editors pass it)"),
    OptionSpec(
      "documentation-url", .value(placeholder: "URL", choices: [], defaultValue: nil),
      help: """
        Where layoutc's Documentation folder is, for links from diagnostics to their pages (default: the folder \
        beside this executable's clone or installation, as a file URL, when there is one)
        """),
  ]

  func run(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) -> ExitStatus {
    if let extra = arguments.positionals.first { throw UsageError("'lsp' takes no arguments, but got '\(extra)'") }
    let documentation = arguments.value("documentation-url") ?? Self.documentationFolder(in: environment)
    let server = LanguageServer(options: ServerOptions(documentationURL: documentation, version: Driver.version))
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
