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
      help: "Where layoutc's Documentation folder is served, for links from lint diagnostics to their rule pages"),
  ]

  func run(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) -> ExitStatus {
    if let extra = arguments.positionals.first { throw UsageError("'lsp' takes no arguments, but got '\(extra)'") }
    let server = LanguageServer(
      options: ServerOptions(documentationURL: arguments.value("documentation-url"), version: Driver.version))
    let status = ServerConnection.run(
      server, read: { environment.readStandardInputChunk() },
      write: { environment.write($0, to: .standardOutput) }, log: { environment.error($0) })
    return status == 0 ? .success : .problems
  }
}
