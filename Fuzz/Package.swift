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
    // The checks and the libFuzzer entry shared by the targets (outside Sources/, which run.sh walks for targets).
    .target(
      name: "FuzzSupport", dependencies: [.product(name: "LayoutRuntime", package: root)], path: "Support"),
    .executableTarget(
      name: "FuzzPipeline",
      dependencies: [
        "FuzzSupport",
        .product(name: "LayoutCompiler", package: root),
        .product(name: "LayoutRuntime", package: root),
      ],
      // The sanitizers are passed to every module by run.sh (`-Xswiftc`), so coverage reaches the compiler itself.
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
    // What an app loads at run time: untrusted IR bytes through load, encode, reload and evaluate.
    .executableTarget(
      name: "FuzzIRLoad",
      dependencies: ["FuzzSupport", .product(name: "LayoutRuntime", package: root)],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
  ]
)
