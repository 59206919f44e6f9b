import Foundation
import LayoutDriver
import LayoutEvaluator
import LayoutFormatter
import LayoutIR
import LayoutLint
import LayoutLowering
import LayoutSemantics
import LayoutSource
import LayoutSyntax

/// One fuzz input through every phase: parse (lossless), check, lint, format (and re-format), lower, IR round trip,
/// evaluate and query. Any crash, trap or sanitizer report is a bug; so is a broken invariant (`fatalError`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let source = SourceFile(path: "fuzz.layout", bytes: bytes)
  let checked = FrontEnd.check(source)
  var printed: [UInt8] = []
  checked.tree.write(to: &printed)
  if printed != bytes { fatalError("lossless invariant broken") }
  _ = Linter.lint(checked)
  if case .formatted(let once) = SourceFormatter.format(checked.tree) {
    if case .formatted(let twice) = SourceFormatter.format(SourceFile(path: "fuzz.layout", bytes: once)),
      twice != once
    {
      fatalError("formatter is not idempotent")
    }
  }
  guard !checked.hasErrors else { return 0 }
  let document = Lowering.lower(checked.program)
  guard let data = try? document.encoded(prettyPrinted: false), let loaded = try? IRDocument.load(from: data),
    loaded == document
  else { fatalError("IR round trip failed") }
  for layout in document.layouts {
    let input = EvaluationInput(
      viewport: Size(width: 390, height: 844), itemCounts: Array(repeating: 9, count: layout.sections.count))
    guard let evaluation = try? Evaluator.evaluate(layout, input: input) else { continue }
    for element in evaluation.allElements() where !element.frame.x.isFinite || !element.frame.height.isFinite {
      fatalError("non-finite frame")
    }
    _ = evaluation.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
  }
  return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

/// SwiftPM links an executable target's entry point as `<module>_main`; hand control to libFuzzer's driver there.
@_cdecl("FuzzPipeline_main")
public func fuzzPipelineMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments, fuzzOneInput)
}
