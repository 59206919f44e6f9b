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
    let generated = AppKitCodegenTests.generated.map { (input: $0.input.input, swift: $0.swift) }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-appkit-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // One program: AppKit refuses the layouts whose type names collide in the UIKit round trip (ScrollingAlbum's).
    var tally = RoundTripTests.Tally()
    try RoundTripTests.roundTrip(generated, in: folder, tally: &tally, importing: "AppKit") {
      try Self.build(main: $0, sources: $1, in: $2)
    }
    #expect(tally.files == generated.count)
    // The figures of the run, like the UIKit round trip's line.
    print(
      "AppKit round trip: \(tally.files) generated files compiled, \(tally.layouts) layouts, \(tally.choices) "
        + "parameter combinations, \(tally.recorded) recorded layouts, \(tally.frames) frames compared")
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
