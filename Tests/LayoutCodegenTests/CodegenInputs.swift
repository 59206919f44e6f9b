import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutTestSupport

/// The `.layout` files the generator is tested on: every Example and every construct fixture, with where each golden
/// goes.
///
/// An input keeps its file, not its compilation: `compilation` and `result` are made afresh on each access. The inputs
/// live in a static (and in the test plan) until the process exits, and a model or IR kept that long shows as leaked
/// under LeakSanitizer, which cannot follow the tagged pointers of Swift's indirect enum payloads (`Condition`,
/// `IRCondition`).
struct CodegenInput: CustomStringConvertible, Sendable {
  /// Where the file is, and where its golden goes (`Goldens/Examples/Photos.swift`).
  let url: URL
  let golden: URL

  var description: String { url.lastPathComponent }

  /// The file's compilation, made now.
  var compilation: Compilation { Compilation(path: url.lastPathComponent, bytes: Fixtures.bytes(url)) }

  /// What `SwiftGenerator` makes of the file, now.
  var result: Result<GeneratedSwift, GenerationFailure> { SwiftGenerator.generate(compilation, access: .public) }

  /// Every Example, then every fixture (not the unmappable ones, which `MappingTests` reads), sorted by path.
  static let all: [CodegenInput] = {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    // The design system's files take part in imports, which these single-file inputs do not resolve
    // (ImportCommandTests compiles them with their imports).
    let examples = Fixtures.files(in: "Examples", withExtension: "layout").filter {
      !$0.path.contains("/DesignSystem/")
    }
    let fixtures = Fixtures.files(in: "Tests/LayoutCodegenTests/Fixtures", withExtension: "layout")
      .filter { !$0.path.contains("/Unmappable/") }
    return [("Examples", examples), ("Fixtures", fixtures)].flatMap { folder, urls in
      urls.map { url in
        let name = url.deletingPathExtension().lastPathComponent
        let generates = (try? CodegenInput(url: url, golden: url).result.get()) != nil
        let golden = here.appendingPathComponent("Goldens/\(folder)/\(name)")
          .appendingPathExtension(generates ? "swift" : "diagnostics")
        return CodegenInput(url: url, golden: golden)
      }
    }
  }()

  /// The inputs that generate Swift.
  static var generated: [(input: CodegenInput, swift: GeneratedSwift)] {
    all.compactMap { input in (try? input.result.get()).map { (input, $0) } }
  }

  /// What the golden holds: the Swift file, or the diagnostics that stopped it.
  var goldenText: String {
    let compilation = self.compilation
    switch SwiftGenerator.generate(compilation, access: .public) {
    case .success(let swift): return SwiftGenerator.file([swift])
    case .failure(let failure):
      return DiagnosticFormat.human.render(
        [FileDiagnostics(source: compilation.source, diagnostics: failure.diagnostics)], colors: false)
    }
  }
}
