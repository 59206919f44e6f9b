import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutTestSupport
import Testing

/// The Swift generated for AppKit compiles against AppKit's API and means the same layout, as `RoundTripTests` proves
/// for UIKit: every input that generates for AppKit is compiled with `swiftc` against the stand-in AppKit of
/// `AppKitSurface/` (a module named `AppKit` in a temporary directory) and the UIKit round trip's recorder (built with
/// `-D LAYOUTC_APPKIT_SURFACE`, so one recorder reads both frameworks' objects back into the IR); the program makes each
/// layout for every choice of parameters at the same sampled container sizes, and each recorded layout must evaluate
/// to exactly the frames of the original IR, at scales 2 and 3 and several item counts.
@Suite struct AppKitRoundTripTests {
  @Test func generatedSwiftBuildsTheFramesOfTheIR() throws {
    let generated = AppKitCodegenTests.generated
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-appkit-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    var originals: [String: (layout: IRLayout, viewports: [(width: Double, height: Double)])] = [:]
    var main = "import AppKit\n\nvar layouts: [[String: Any]] = []\ndo {\n"
    var sources: [String] = []
    var choiceCount = 0
    for (input, swift) in generated {
      let file = folder.appendingPathComponent(input.input.url.deletingPathExtension().lastPathComponent + ".swift")
      try SwiftGenerator.file([swift]).write(to: file, atomically: true, encoding: .utf8)
      sources.append(file.path)
      let document = try #require(input.input.compilation.ir)
      for (layout, api) in zip(document.layouts, swift.layouts) {
        let viewports = try RoundTripTests.viewports(of: layout)
        originals[layout.name] = (layout, viewports)
        choiceCount += RoundTripTests.choices(of: layout).count
        main += RoundTripProgram.loops(layout: layout, api: api, viewports: viewports)
      }
    }
    main += "  try Recorder.print(layouts)\n} catch {\n  fatalError(\"\\(error)\")\n}\n"
    let mainFile = folder.appendingPathComponent("main.swift")
    try main.write(to: mainFile, atomically: true, encoding: .utf8)

    let program = try Self.build(main: mainFile, sources: sources, in: folder)
    let outcome = try BuiltTool.run(program, [])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let recorded = try IRDocument.load(from: Data(outcome.standardOutput))

    var comparedFrames = 0
    for layout in recorded.layouts {
      // The name the program gave it: "Layout|param=value,…|viewport index".
      let parts = layout.name.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      let original = try #require(originals[parts[0]])
      let params = Dictionary(
        uniqueKeysWithValues: parts[1].split(separator: ",").map { pair in
          let halves = pair.split(separator: "=", maxSplits: 1).map(String.init)
          return (halves[0], halves[1])
        })
      let viewport = original.viewports[Int(parts[2])!]
      let size = Size(width: viewport.width, height: viewport.height)
      for scale in [2.0, 3.0] {
        for count in [1, 7, 30] {
          let counts = Array(repeating: count, count: original.layout.sections.count)
          let expected = try Evaluator.evaluate(
            original.layout, input: EvaluationInput(viewport: size, scale: scale, params: params, itemCounts: counts))
          let actual = try Evaluator.evaluate(
            layout, input: EvaluationInput(viewport: size, scale: scale, itemCounts: counts))
          let want = RoundTripProgram.observed(expected)
          let got = RoundTripProgram.observed(actual)
          if expected.contentSize != actual.contentSize || want != got {
            let sizes = "content size \(expected.contentSize) vs \(actual.contentSize)"
            Issue.record(
              "\(layout.name) @\(scale)x, \(count) items: \(sizes); \(RoundTripProgram.firstDifference(want, got))")
          }
          comparedFrames += want.count
        }
      }
    }
    let expectedLayouts = originals.values.reduce(0) {
      $0 + RoundTripTests.choices(of: $1.layout).count * $1.viewports.count
    }
    #expect(recorded.layouts.count == expectedLayouts)
    // The figures of the run, like the UIKit round trip's line.
    print(
      "AppKit round trip: \(sources.count) generated files compiled, \(originals.count) layouts, \(choiceCount) "
        + "parameter combinations, \(recorded.layouts.count) recorded layouts, \(comparedFrames) frames compared")
  }

  /// Compiles the stand-in AppKit as a module named `AppKit` in `folder`, then `main` with the shared recorder and
  /// `sources` against it; returns the program.
  static func build(main: URL, sources: [String], in folder: URL) throws -> URL {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    guard let swiftc = RoundTripProgram.swiftc else {
      throw RoundTripProgram.StepFailed(description: "no swiftc on PATH: the round trip needs the toolchain")
    }
    // The items and groups are declared alike by both frameworks: one file, UIKit's stand-in's, serves both.
    let module =
      [
        "AppKitSurface/AppKit.swift", "UIKitSurface/NSCollectionLayout.swift",
        "AppKitSurface/AppKit+Layout.swift",
      ]
      .map { here.appendingPathComponent($0).path }
    try RoundTripProgram.run(
      swiftc,
      [
        "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", "AppKit",
        "-emit-module-path", folder.appendingPathComponent("AppKit.swiftmodule").path,
        "-o", folder.appendingPathComponent("libAppKit.a").path,
      ] + module, in: folder)
    // The recorder's framework-neutral part: the rest of it reads UIKit-only objects (flow, visible items, updates).
    let recorder = ["Recorder.swift", "Recorder+Values.swift"].map {
      here.appendingPathComponent("UIKitSurface/\($0)").path
    }
    let program = folder.appendingPathComponent("roundtrip-appkit")
    try RoundTripProgram.run(
      swiftc,
      ["-D", "LAYOUTC_APPKIT_SURFACE", "-I", folder.path, "-L", folder.path, "-lAppKit", "-o", program.path, main.path]
        + recorder + sources,
      in: folder)
    return program
  }
}
