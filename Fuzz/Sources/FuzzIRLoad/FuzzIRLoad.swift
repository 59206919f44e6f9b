import Foundation
import FuzzSupport
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
  evaluateEveryLayout(of: document)
  return 0
}

/// SwiftPM links an executable target's entry point as `<module>_main`.
@_cdecl("FuzzIRLoad_main")
public func fuzzIRLoadMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runLibFuzzer(argc, argv, fuzzOneInput)
}
