import Foundation
import LayoutIR

/// `layoutc compile FILE [--layout NAME] [-o OUT]`: the versioned JSON IR that apps load at run time.
struct CompileCommand: Command {
  let name = "compile"
  let summary = "Compile a .layout file to the layoutc IR (versioned JSON)."
  let synopsis = "compile [options] FILE | -"
  let discussion = """
    Checks FILE and, when it has no errors, writes its IR: names resolved, fractions exact, parameters and 'when'
    conditions kept. Without --layout every layout of the file is written. The document starts with its format
    name and version ("format": "layoutc-ir", "version": 1), then the features it requires, if any; a document
    that requires a feature is version 2, so that readers older than the list refuse it. Documentation/IR.md
    describes it. OUT is replaced atomically (through a symbolic link, keeping its permissions) and may not be FILE
    itself.

    Exit status: 0 written, 1 the file has errors (nothing is written), 2 could not run.
    """
  let options: [OptionSpec] = [
    OptionSpec("layout", .value(placeholder: "NAME"), help: "Compile only this layout"),
    OptionSpec("output", .value(placeholder: "OUT"), short: "o", help: "Write to OUT instead of standard output ('-')"),
    OptionSpec(
      "source-locations", .flag,
      help: "Keep each declaration's LINE:COLUMN in the IR (optional key 'sourceLocations'; frames unchanged)"),
    OptionSpec("stdin-filepath", .value(placeholder: "NAME"), help: "The path shown in diagnostics for standard input"),
    .errorLimit,
  ]

  func run(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) -> ExitStatus {
    let path = try singleInputPath(arguments, command: "compile")
    let limit = try ErrorLimit.parse(arguments)
    let output = arguments.value("output") ?? "-"
    // However the two paths are spelt (`./F`, a link, a hard link), writing the IR over the source would lose it.
    if path != "-", output != "-", let input = environment.identity(ofPath: path),
      environment.identity(ofPath: output) == input
    {
      throw UsageError("the output \(quoted(output)) is the input file \(quoted(path)); choose another path for -o")
    }
    var document: IRDocument
    switch CompiledInput.loadWithSource(
      path, stdinName: arguments.value("stdin-filepath"), limit: limit, in: environment)
    {
    case .failure(let stop): return stop.status
    case .success(let compiled):
      // An IR document given as input keeps whatever locations it has.
      document =
        arguments.flag("source-locations")
        ? compiled.compilation?.irWithSourceLocations ?? compiled.document : compiled.document
    }
    if let name = arguments.value("layout") {
      document.layouts = [try CompiledInput.layout(in: document, named: name, path: path)]
    }
    let bytes: [UInt8]
    do {
      bytes = Array(try document.encoded(prettyPrinted: true)) + [0x0A]
    } catch {
      environment.error("error: internal error: could not encode the IR: \(error)")
      return .failure
    }
    // What layoutc writes, layoutc must read back: an IR past the input cap is refused here, not when it is loaded.
    guard bytes.count <= Driver.maximumInputSize else {
      environment.error(
        "error: the IR of \(quoted(path)) would be \(bytes.count >> 20) MiB, more than the \(Driver.maximumInputSize >> 20) MiB layoutc reads from one input; compile fewer layouts (--layout NAME) or split the file"
      )
      return .failure
    }
    if output == "-" {
      environment.write(String(decoding: bytes, as: UTF8.self), to: .standardOutput)
      return .success
    }
    do throws(FileError) {
      try environment.writeFile(atPath: output, bytes: bytes)
    } catch {
      environment.error("error: cannot write \(quoted(output)): \(error.reason)")
      return .failure
    }
    return .success
  }
}
