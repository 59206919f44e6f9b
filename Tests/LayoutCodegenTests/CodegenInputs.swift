import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutTestSupport

/// The `.layout` files the generator is tested on: every Example and every construct fixture, each with its
/// compilation and what `SwiftGenerator` made of it.
struct CodegenInput: CustomStringConvertible, Sendable {
  /// Where the file is, and where its golden goes (`Goldens/Examples/Photos.swift`).
  let url: URL
  let golden: URL
  let compilation: Compilation
  let result: Result<GeneratedSwift, GenerationFailure>

  var description: String { url.lastPathComponent }

  /// Every Example, then every fixture (not the unmappable ones, which `MappingTests` reads), sorted by path.
  static let all: [CodegenInput] = {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let examples = Fixtures.files(in: "Examples", withExtension: "layout")
    let fixtures = Fixtures.files(in: "Tests/LayoutCodegenTests/Fixtures", withExtension: "layout")
      .filter { !$0.path.contains("/Unmappable/") }
    return [("Examples", examples), ("Fixtures", fixtures)].flatMap { folder, urls in
      urls.map { url in
        let compilation = Compilation(path: url.lastPathComponent, bytes: Fixtures.bytes(url))
        let name = url.deletingPathExtension().lastPathComponent
        let result = SwiftGenerator.generate(compilation, access: .public)
        let golden = here.appendingPathComponent("Goldens/\(folder)/\(name)")
          .appendingPathExtension((try? result.get()) == nil ? "diagnostics" : "swift")
        return CodegenInput(url: url, golden: golden, compilation: compilation, result: result)
      }
    }
  }()

  /// The inputs that generate Swift.
  static var generated: [(input: CodegenInput, swift: GeneratedSwift)] {
    all.compactMap { input in (try? input.result.get()).map { (input, $0) } }
  }

  /// What the golden holds: the Swift file, or the diagnostics that stopped it.
  var goldenText: String {
    switch result {
    case .success(let swift): return SwiftGenerator.file([swift])
    case .failure(let failure):
      return DiagnosticFormat.human.render(
        [FileDiagnostics(source: compilation.source, diagnostics: failure.diagnostics)], colors: false)
    }
  }
}
