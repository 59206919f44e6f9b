import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutTestSupport
import Testing

/// `generate swift --framework appkit`: the Swift for AppKit of every Example and construct fixture against its
/// golden (`Goldens/AppKit/`, rewritten by `LAYOUTC_UPDATE_GOLDEN=1 swift test --filter AppKitCodegenTests`), and
/// E0501 for what AppKit cannot express exactly (`Fixtures/Unmappable/AppKit/*.layout`, inline expectations).
@Suite struct AppKitCodegenTests {
  /// One input generated for AppKit: the file of a `CodegenInput` and where its AppKit golden goes.
  struct Input: CustomStringConvertible, Sendable {
    let input: CodegenInput
    var description: String { input.description }

    /// What `SwiftGenerator` makes of the file for AppKit, now (never kept: see `CodegenInput`).
    var result: Result<GeneratedSwift, GenerationFailure> {
      SwiftGenerator.generate(input.compilation, access: .public, framework: .appkit)
    }

    /// `Goldens/AppKit/Examples/Photos.swift`, or `.diagnostics` for a file AppKit refuses.
    var golden: URL {
      let uikit = input.golden.deletingPathExtension()
      let folder = uikit.deletingLastPathComponent()
      let generates = (try? result.get()) != nil
      return folder.deletingLastPathComponent().appendingPathComponent("AppKit")
        .appendingPathComponent(folder.lastPathComponent).appendingPathComponent(uikit.lastPathComponent)
        .appendingPathExtension(generates ? "swift" : "diagnostics")
    }

    var goldenText: String {
      let compilation = input.compilation
      switch SwiftGenerator.generate(compilation, access: .public, framework: .appkit) {
      case .success(let swift): return SwiftGenerator.file([swift])
      case .failure(let failure):
        return DiagnosticFormat.human.render(
          [FileDiagnostics(source: compilation.source, diagnostics: failure.diagnostics)], colors: false)
      }
    }
  }

  static let inputs = CodegenInput.all.map(Input.init)

  /// The inputs that generate for AppKit.
  static var generated: [(input: Input, swift: GeneratedSwift)] {
    inputs.compactMap { input in (try? input.result.get()).map { (input, $0) } }
  }

  static let unmappable = Fixtures.files(
    in: "Tests/LayoutCodegenTests/Fixtures/Unmappable/AppKit", withExtension: "layout")

  /// The Examples' AppKit files, as a reader would look them up; a fixture's AppKit file is its UIKit golden with the
  /// framework's words swapped (`differsFromUIKitInFrameworkNamesOnly`), so it is not kept twice.
  static var examples: [Input] {
    inputs.filter { $0.input.golden.deletingLastPathComponent().lastPathComponent == "Examples" }
  }

  @Test(arguments: examples)
  func matchesGolden(_ input: Input) {
    if let difference = Golden.check(input.goldenText, against: input.golden) { Issue.record("\(difference)") }
  }

  /// The AppKit file differs from the UIKit one in the guard, the import, the availability and two class names only:
  /// the emitter is shared.
  @Test(arguments: generated.map(\.input))
  func differsFromUIKitInFrameworkNamesOnly(_ input: Input) throws {
    let appKit = SwiftGenerator.file([try input.result.get()])
    let uiKit = SwiftGenerator.file([try input.input.result.get()])
    let renamed =
      appKit
      .replacingOccurrences(
        of: "#if canImport(AppKit) && !targetEnvironment(macCatalyst)", with: "#if canImport(UIKit) && !os(watchOS)"
      )
      .replacingOccurrences(of: "import AppKit", with: "import UIKit")
      .replacingOccurrences(of: "@available(macOS 10.15, *)", with: "@available(iOS 13.0, tvOS 13.0, *)")
      .replacingOccurrences(of: "@available(macOS 13.0, *)", with: "@available(iOS 16.0, tvOS 16.0, *)")
      .replacingOccurrences(of: "NSCollectionViewCompositional", with: "UICollectionViewCompositional")
      .replacingOccurrences(of: "AppKit", with: "UIKit")
    #expect(renamed == uiKit)
  }

  /// Which inputs AppKit refuses (UIKit refuses none of them): the flow layouts, the layouts with scroll or
  /// appear/disappear effects, and main-view paging.
  @Test func refusedInputs() {
    let failing = Self.inputs.filter { (try? $0.result.get()) == nil }.map(\.description)
    #expect(
      failing == [
        "AnimatedList.layout", "CardCarousel.layout", "ScrollingAlbum.layout", "Tags.layout",
        "flow-estimated.layout", "flow-focus-width.layout", "flow-horizontal.layout", "flow-parallax.layout",
        "flow-sections.layout", "flow-vertical.layout", "follows.layout", "item-effects.layout",
        "motion-effects.layout", "motion-elements.layout", "paging.layout", "scroll-effects.layout",
      ])
  }

  @Test(arguments: unmappable)
  func reportedWhereDeclared(_ url: URL) throws {
    let compilation = Compilation(path: url.lastPathComponent, bytes: Fixtures.bytes(url))
    #expect(!compilation.hasErrors, "\(compilation.diagnostics.map(\.message))")
    // Each fixture generates for UIKit: what it holds is refused for AppKit alone.
    #expect(throws: Never.self) { try SwiftGenerator.generate(compilation, access: .internal).get() }
    let failure = try #require(throws: GenerationFailure.self) {
      try SwiftGenerator.generate(compilation, access: .internal, framework: .appkit).get()
    }
    #expect(failure.diagnostics.allSatisfy { $0.code == .noSwiftMapping && $0.message.contains("AppKit") })
    let mismatches = InlineExpectations.mismatches(failure.diagnostics, in: compilation.source)
    #expect(mismatches.isEmpty, "\(mismatches)")
  }
}
