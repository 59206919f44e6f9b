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
      "UIKit.swift", "NSCollectionLayout.swift", "UIKit+Layout.swift", "UIKit+VisibleItems.swift",
      "UIKit+Updates.swift", "UIKit+FlowLayout.swift",
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
    return recordingLoops(layout: layout, api: api, viewports: viewports) { name in
      "Recorder.layout(made, name: \(name), sections: \(layout.sections.count), width: size.0, height: size.1)"
    }
  }

  /// The shape every recording program shares: `layout` in a scope of its own, a loop over the cases of each of its
  /// parameters, `made` from one choice of them, and a loop over `viewports` appending one recording each (named
  /// `layout|name=value,…|viewport index`, as `RoundTripTests.label` reads it back). Loop variables are numbered
  /// (`v0`, `v1`, …), since labels may be Swift keywords. What differs between the programs comes in: `prelude`,
  /// lines at the top of the scope (indented by four); `perChoice`, a line after `made`, given the loop variables;
  /// `recording`, the recorder call as one expression, given the recording's name as a string literal.
  static func recordingLoops(
    layout: IRLayout, api: GeneratedLayout, viewports: [(width: Double, height: Double)], prelude: String = "",
    perChoice: (_ values: [String]) -> String? = { _ in nil },
    recording: (_ name: String) -> String
  ) -> String {
    var text = "  do {\n" + prelude
    var indent = "    "
    for (index, parameter) in api.parameters.enumerated() {
      text += "\(indent)for v\(index) in \(api.type).\(parameter.type).allCases {\n"
      indent += "  "
    }
    let values = api.parameters.indices.map { "v\($0)" }
    let arguments = zip(api.parameters, values).map { "\($0.label): \($1)" }.joined(separator: ", ")
    let label = zip(api.parameters, values).map { "\($0.name)=\\(\($1).rawValue)" }.joined(separator: ",")
    text += "\(indent)let made = \(api.type).make(\(arguments))\n"
    if let line = perChoice(values) { text += "\(indent)\(line)\n" }
    let sizes = viewports.map { "(\($0.width), \($0.height))" }.joined(separator: ", ")
    text += "\(indent)for (index, size) in [\(sizes)].enumerated() {\n"
    let name = "\"\(layout.name)|\(label)|\\(index)\""
    text += "\(indent)  layouts.append(try \(recording(name)))\n"
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
