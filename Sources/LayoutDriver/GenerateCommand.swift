import LayoutCodegen
import LayoutCompiler
import LayoutSource

/// `layoutc generate swift PATH… [-o FILE|DIR] [--access public|internal] [--framework uikit|appkit]`: Swift that
/// builds each layout with UIKit's (or AppKit's) compositional layout API.
struct GenerateCommand: Command {
  let name = "generate"
  let summary = "Generate Swift that builds each layout with UIKit's compositional layout API."
  let synopsis = "generate swift [options] PATH..."
  let discussion = """
    Writes one Swift type per layout (PhotosLayout for 'layout Photos'): an enum per parameter, the element
    kinds as constants and make(...), which returns a UICollectionViewCompositionalLayout whose section
    provider decides 'when' conditions on width and height from the collection view's size. Documentation/
    Codegen.md shows an example. Directories are searched recursively for .layout files.

    Without -o the Swift of every input goes to standard output as one file. -o FILE writes them all to FILE;
    -o DIR (an existing directory, or a path ending in '/') writes NAME.swift for each NAME.layout. Files are
    replaced atomically. Nothing is written unless every input checks without errors and every construct has
    an exact UIKit equivalent (E0501 names the ones that do not, such as a layout's paging).

    --framework appkit writes the same types for macOS: make(...) returns an NSCollectionViewCompositionalLayout,
    under '#if canImport(AppKit) && !targetEnvironment(macCatalyst)'. Flow sections, scroll effects and
    appear/disappear effects have no exact AppKit output and are E0501 there.

    Exit status: 0 written, 1 an input has errors (nothing is written), 2 could not run (usage, unreadable
    inputs, an output that cannot be written).
    """
  let options: [OptionSpec] = [
    OptionSpec(
      "output", .value(placeholder: "FILE|DIR"), short: "o", help: "Write to FILE, or one file per input in DIR"),
    OptionSpec(
      "access", .value(placeholder: "LEVEL", choices: SwiftAccess.allCases.map(\.rawValue), defaultValue: "internal"),
      help: "The access level of the generated types"),
    OptionSpec(
      "framework",
      .value(placeholder: "NAME", choices: SwiftFramework.allCases.map(\.rawValue), defaultValue: "uikit"),
      help: "The UI framework the layouts are built with: uikit (iOS, tvOS, Mac Catalyst) or appkit (macOS)"),
    .errorLimit,
  ]

  func run(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) -> ExitStatus {
    var paths = arguments.positionals
    guard let language = paths.first else {
      throw UsageError("no target language; use 'layoutc generate swift PATH...'")
    }
    guard language == "swift" else {
      throw UsageError("unknown target language '\(language)'; layoutc generates 'swift'", suggestions: ["swift"])
    }
    paths.removeFirst()
    guard !paths.isEmpty else { throw UsageError("no input files; give .layout files or directories") }
    if paths.contains("-") { throw UsageError("generate reads files, not standard input: each needs a name") }
    let access = arguments.value("access").flatMap(SwiftAccess.init(rawValue:)) ?? .internal
    let framework = arguments.value("framework").flatMap(SwiftFramework.init(rawValue:)) ?? .uikit
    let limit = try ErrorLimit.parse(arguments)

    let inputs = InputFiles(paths: paths, in: environment)
    for problem in inputs.problems { environment.error("error: \(problem)") }
    guard inputs.problems.isEmpty else { return .failure }
    var generated: [(path: String, swift: GeneratedSwift)] = []
    var failed: [FileDiagnostics] = []
    for case .file(let path) in inputs.sources {
      let bytes: [UInt8]
      do throws(FileError) {
        bytes = try environment.read(.file(path))
      } catch {
        environment.error("error: cannot read \(quoted(path)): \(error.reason)")
        return .failure
      }
      let source = SourceFile(path: path, bytes: bytes)
      let compilation = Compilation(
        source: source, imports: DriverImportLoader.imports(of: source, in: environment))
      switch SwiftGenerator.generate(compilation, access: access, framework: framework) {
      case .success(let swift): generated.append((path, swift))
      case .failure(let failure):
        let omitted = compilation.hasErrors ? compilation.dropped : DiagnosticCounts()
        failed.append(FileDiagnostics(source: compilation.source, diagnostics: failure.diagnostics, omitted: omitted))
      }
    }
    guard failed.isEmpty else {
      let files = failed.map { $0.limited(to: limit) }
      let colors = environment.isTerminal(.standardError) && (environment.variable("NO_COLOR") ?? "").isEmpty
      environment.write(DiagnosticFormat.human.render(files, colors: colors), to: .standardError)
      environment.write("\n" + DiagnosticSummary(files).line + "\n", to: .standardError)
      return .problems
    }
    // The types of all inputs land in one module: two layouts named alike would not compile together.
    var owners: [String: String] = [:]
    for (path, swift) in generated {
      for layout in swift.layouts {
        if let other = owners.updateValue(path, forKey: layout.type) {
          environment.error(
            "error: \(quoted(other)) and \(quoted(path)) both have a layout that becomes '\(layout.type)'; rename one")
          return .problems
        }
      }
    }
    return write(generated, to: arguments.value("output"), in: environment)
  }

  /// Writes the Swift where `-o` says; every target is checked before the first is written.
  private func write(
    _ generated: [(path: String, swift: GeneratedSwift)], to output: String?, in environment: any DriverEnvironment
  ) -> ExitStatus {
    guard let output, output != "-" else {
      environment.write(SwiftGenerator.file(generated.map(\.swift)), to: .standardOutput)
      return .success
    }
    var files: [(path: String, text: String)]
    if output.hasSuffix("/") || environment.kind(ofPath: output) == .directory {
      let directory = output.hasSuffix("/") ? output : output + "/"
      guard environment.kind(ofPath: directory) == .directory else {
        environment.error(
          "error: the output directory \(quoted(directory)) does not exist; create it, or give -o a file name")
        return .failure
      }
      files = generated.map { input in
        let name = SwiftGenerator.fileName(input.path)
        let base = name.hasSuffix(".layout") ? String(name.dropLast(".layout".count)) : name
        return (directory + base + ".swift", SwiftGenerator.file([input.swift]))
      }
      var seen: [String: String] = [:]
      for (file, input) in zip(files, generated) {
        if let other = seen.updateValue(input.path, forKey: file.path) {
          environment.error(
            "error: \(quoted(other)) and \(quoted(input.path)) would both be written to \(quoted(file.path)); "
              + "generate them into different directories or into one file")
          return .failure
        }
      }
    } else {
      files = [(output, SwiftGenerator.file(generated.map(\.swift)))]
    }
    // However the paths are spelt, writing Swift over a `.layout` file would lose it.
    let inputs = Set(generated.compactMap { environment.identity(ofPath: $0.path) })
    for file in files {
      if let identity = environment.identity(ofPath: file.path), inputs.contains(identity) {
        environment.error("error: the output \(quoted(file.path)) is one of the inputs; choose another path for -o")
        return .failure
      }
    }
    for file in files {
      do throws(FileError) {
        try environment.writeFile(atPath: file.path, bytes: Array(file.text.utf8))
      } catch {
        environment.error("error: cannot write \(quoted(file.path)): \(error.reason)")
        return .failure
      }
    }
    return .success
  }
}
