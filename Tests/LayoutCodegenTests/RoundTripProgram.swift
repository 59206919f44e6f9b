import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutTestSupport

/// The pieces of `RoundTripTests`: the recording program's loops, the compiler, and what is compared.
enum RoundTripProgram {
  /// The toolchain's `swiftc`, from `PATH` (where `swift test` found the toolchain that builds this package).
  static var swiftc: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Runs a compiler step, failing with its output when it fails.
  static func run(_ tool: URL, _ arguments: [String], in folder: URL) throws {
    let outcome = try BuiltTool.run(tool, arguments, in: folder)
    guard outcome.status == 0 else {
      throw StepFailed(description: "\(tool.lastPathComponent) failed:\n\(outcome.standardError)\(outcome.text)")
    }
  }

  /// Compiles the stand-in UIKit as a module named `UIKit` in `folder`, then `main` with the recorder and `sources`
  /// against it; returns the program.
  static func build(main: URL, sources: [String], in folder: URL) throws -> URL {
    let surface = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("UIKitSurface")
    guard let swiftc else { throw StepFailed(description: "no swiftc on PATH: the round trip needs the toolchain") }
    let module = [
      "UIKit.swift", "UIKit+Layout.swift", "UIKit+VisibleItems.swift", "UIKit+Updates.swift", "UIKit+FlowLayout.swift",
    ]
    try run(
      swiftc,
      [
        "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", "UIKit",
        "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
        "-o", folder.appendingPathComponent("libUIKit.a").path,
      ] + module.map { surface.appendingPathComponent($0).path }, in: folder)
    let program = folder.appendingPathComponent("roundtrip")
    let recorder = [
      "Recorder.swift", "Recorder+Values.swift", "Recorder+VisibleItems.swift", "Recorder+Updates.swift",
      "Recorder+Flow.swift",
    ]
    try run(
      swiftc,
      ["-I", folder.path, "-L", folder.path, "-lUIKit", "-o", program.path, main.path]
        + recorder.map { surface.appendingPathComponent($0).path } + sources,
      in: folder)
    return program
  }

  struct StepFailed: Error, CustomStringConvertible {
    var description: String
  }

  /// `main.swift` lines that make `layout` for every choice of parameters and record it at every viewport.
  static func loops(layout: IRLayout, api: GeneratedLayout, viewports: [(width: Double, height: Double)]) -> String {
    if let metrics = api.flowMetrics {
      return FlowRoundTripProgram.loops(layout: layout, api: api, metrics: metrics, viewports: viewports)
    }
    // Each layout in a scope of its own; loop variables are numbered, since labels may be Swift keywords.
    var text = "  do {\n"
    var indent = "    "
    for (index, parameter) in api.parameters.enumerated() {
      text += "\(indent)for v\(index) in \(api.type).\(parameter.type).allCases {\n"
      indent += "  "
    }
    let arguments = api.parameters.enumerated().map { "\($0.element.label): v\($0.offset)" }.joined(separator: ", ")
    let label = api.parameters.enumerated().map { "\($0.element.name)=\\(v\($0.offset).rawValue)" }
      .joined(separator: ",")
    text += "\(indent)let made = \(api.type).make(\(arguments))\n"
    let sizes = viewports.map { "(\($0.width), \($0.height))" }.joined(separator: ", ")
    text += "\(indent)for (index, size) in [\(sizes)].enumerated() {\n"
    text += "\(indent)  layouts.append(\n"
    text += "\(indent)    try Recorder.layout(\n"
    text += "\(indent)      made, name: \"\(layout.name)|\(label)|\\(index)\", sections: \(layout.sections.count),\n"
    text += "\(indent)      width: size.0, height: size.1))\n"
    text += "\(indent)}\n"
    for _ in api.parameters {
      indent.removeLast(2)
      text += "\(indent)}\n"
    }
    return text + "  }\n"
  }

  /// One element as compared: which it is, where, its z index and whether it is pinned.
  struct Observed: Equatable, CustomStringConvertible {
    var id: ElementID
    var frame: Rect
    var zIndex: Int
    var isPinned: Bool

    var description: String { "\(id) \(frame) z \(zIndex)\(isPinned ? " pinned" : "")" }
  }

  static func observed(_ evaluation: Evaluation) -> [Observed] {
    evaluation.allElements().map {
      Observed(id: evaluation.id(of: $0), frame: $0.frame, zIndex: $0.zIndex, isPinned: $0.isPinned)
    }
  }

  static func firstDifference(_ expected: [Observed], _ actual: [Observed]) -> String {
    for index in 0..<max(expected.count, actual.count) {
      let want = index < expected.count ? expected[index].description : "nothing"
      let got = index < actual.count ? actual[index].description : "nothing"
      if want != got { return "element \(index): expected \(want), got \(got)" }
    }
    return "none"
  }
}
