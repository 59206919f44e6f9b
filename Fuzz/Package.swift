// swift-tools-version: 6.0
// Coverage-guided fuzzing of the whole pipeline with libFuzzer. A nested package, so the root `swift build` never
// sees it. Run: `Fuzz/run.sh [seconds]` (see Fuzz/README.md).
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "FuzzLayoutc",
  dependencies: [.package(path: "..")],
  targets: [
    .executableTarget(
      name: "FuzzPipeline",
      dependencies: [
        .product(name: "LayoutCompiler", package: root),
        .product(name: "LayoutRuntime", package: root),
      ],
      // The sanitizers are passed to every module by run.sh (`-Xswiftc`), so coverage reaches the compiler itself.
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
    // What an app loads at run time: untrusted IR bytes through load, encode, reload and evaluate.
    .executableTarget(
      name: "FuzzIRLoad",
      dependencies: [.product(name: "LayoutRuntime", package: root)],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
  ]
)
