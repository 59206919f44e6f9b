import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutTestSupport
import Testing

/// How the round trips of generated subclasses and handlers (scroll effects, motion, page parallax) run their
/// program: every generated input with a layout of interest is written out, `main.swift` is one piece of Swift per such
/// layout, and the whole is compiled with the stand-in UIKit (`RoundTripProgram.build`) and run. Each test keeps only
/// its piece of program and its reading of the output.
enum SubclassProgram {
  /// What a run gives back: how many inputs took part, and what the program printed and exited with.
  struct Run {
    var inputs: Int
    var outcome: BuiltTool.Outcome
  }

  /// Compiles and runs the program for the layouts `wanted` picks, `main.swift` holding `opening`, the `piece` of
  /// each such layout (given its IR and generated API), then `closing`. `tag` names the temporary folder.
  static func run(
    tag: String,
    opening: String = "",
    closing: String = "",
    where wanted: (IRLayout) -> Bool,
    piece: (IRLayout, GeneratedLayout) throws -> String
  ) throws -> Run {
    let inputs = CodegenInput.generated.filter { input, _ in
      (input.compilation.ir?.layouts ?? []).contains(where: wanted)
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-\(tag)-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    var main = "import UIKit\n\n" + opening
    var sources: [String] = []
    for (input, swift) in inputs {
      let file = folder.appendingPathComponent(input.url.deletingPathExtension().lastPathComponent + ".swift")
      try SwiftGenerator.file([swift]).write(to: file, atomically: true, encoding: .utf8)
      sources.append(file.path)
      let document = try #require(input.compilation.ir)
      for (layout, api) in zip(document.layouts, swift.layouts) where wanted(layout) {
        main += try piece(layout, api)
      }
    }
    main += closing
    let mainFile = folder.appendingPathComponent("main.swift")
    try main.write(to: mainFile, atomically: true, encoding: .utf8)
    let program = try RoundTripProgram.build(main: mainFile, sources: sources, in: folder)
    return Run(inputs: inputs.count, outcome: try BuiltTool.run(program, []))
  }
}
