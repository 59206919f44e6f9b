import Foundation
import LayoutEvaluator
import LayoutIR

/// One fuzz input as an app's shipped IR file: `IRDocument.load` must refuse it with an `IRLoadError` or accept a
/// document that encodes, reloads to itself and evaluates to finite frames (or a clean `EvaluationError`).
/// Anything else (a crash, a trap, a sanitizer report, another error type, a broken invariant) is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let document: IRDocument
  do {
    document = try IRDocument.load(from: Data(UnsafeBufferPointer(start: data, count: size)))
  } catch is IRLoadError {
    return 0
  } catch {
    fatalError("load threw something other than IRLoadError: \(error)")
  }
  guard let encoded = try? document.encoded(prettyPrinted: false), let reloaded = try? IRDocument.load(from: encoded),
    reloaded == document
  else { fatalError("IR round trip failed") }
  for layout in document.layouts {
    let input = EvaluationInput(
      viewport: Size(width: 390, height: 844), itemCounts: Array(repeating: 9, count: layout.sections.count))
    guard let evaluation = try? Evaluator.evaluate(layout, input: input) else { continue }
    for element in evaluation.allElements()
    where
      !(element.frame.x.isFinite && element.frame.y.isFinite && element.frame.width.isFinite
      && element.frame.height.isFinite)
    {
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
@_cdecl("FuzzIRLoad_main")
public func fuzzIRLoadMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments, fuzzOneInput)
}
