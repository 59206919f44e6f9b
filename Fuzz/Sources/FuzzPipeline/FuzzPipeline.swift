import Foundation
import FuzzSupport
import LayoutCompiler
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
  if !checked.hasErrors {
    let (ir, sourceMap) = Lowering.lowerWithSourceMap(checked.program)
    _ = Linter.lint(checked, ir: ir, sourceMap: sourceMap)
  }
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
  evaluateEveryLayout(of: document)
  return 0
}

/// SwiftPM links an executable target's entry point as `<module>_main`.
@_cdecl("FuzzPipeline_main")
public func fuzzPipelineMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runLibFuzzer(argc, argv, fuzzOneInput)
}
