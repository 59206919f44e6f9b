import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutTestSupport
import Testing

/// How the round trips of what generated code adds to the layout object (scroll effect handlers, motion, page
/// parallax, focus width, paging, links) run their program: every generated input of interest is written out,
/// `main.swift` is one piece of Swift per input (or per layout of interest), and the whole is compiled with the
/// stand-in UIKit (`RoundTripProgram.build`) and run. Each test keeps only its piece of program and its reading of
/// the output.
enum SubclassProgram {
  /// What a run gives back: how many inputs took part, and what the program printed and exited with.
  struct Run {
    var inputs: Int
    var outcome: BuiltTool.Outcome
  }

  /// Compiles and runs the program for the inputs whose IR `wanted` picks, `main.swift` holding `opening`, the
  /// `piece` of each such input (given its IR and generated Swift), then `closing`. `tag` names the temporary folder.
  static func run(
    tag: String,
    opening: String = "",
    closing: String = "",
    inputsWhere wanted: (IRDocument) -> Bool,
    piece: (IRDocument, GeneratedSwift) throws -> String
  ) throws -> Run {
    let inputs = CodegenInput.generated.filter { input, _ in input.compilation.ir.map(wanted) ?? false }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-\(tag)-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    var main = "import UIKit\n\n" + opening
    var sources: [String] = []
    for (input, swift) in inputs {
      let file = folder.appendingPathComponent(input.url.deletingPathExtension().lastPathComponent + ".swift")
      try SwiftGenerator.file([swift]).write(to: file, atomically: true, encoding: .utf8)
      sources.append(file.path)
      main += try piece(try #require(input.compilation.ir), swift)
    }
    main += closing
    let mainFile = folder.appendingPathComponent("main.swift")
    try main.write(to: mainFile, atomically: true, encoding: .utf8)
    let program = try RoundTripProgram.build(main: mainFile, sources: sources, in: folder)
    return Run(inputs: inputs.count, outcome: try BuiltTool.run(program, []))
  }

  /// `run(tag:opening:closing:inputsWhere:piece:)` with a piece per layout `wanted` picks, given the layout's IR and
  /// generated API.
  static func run(
    tag: String,
    opening: String = "",
    closing: String = "",
    where wanted: (IRLayout) -> Bool,
    piece: (IRLayout, GeneratedLayout) throws -> String
  ) throws -> Run {
    try run(tag: tag, opening: opening, closing: closing, inputsWhere: { $0.layouts.contains(where: wanted) }) {
      document, swift in
      var text = ""
      for (layout, api) in zip(document.layouts, swift.layouts) where wanted(layout) { text += try piece(layout, api) }
      return text
    }
  }
}
