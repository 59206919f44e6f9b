import LayoutEvaluator
import LayoutIR

/// What every fuzz target checks once it holds a valid IR document: each layout evaluates (or refuses with a clean
/// `EvaluationError`) to finite frames, and a rect query over the first screen answers.
public func evaluateEveryLayout(of document: IRDocument) {
  let screen = Rect(x: 0, y: 0, width: 390, height: 844)
  for layout in document.layouts {
    let input = EvaluationInput(
      viewport: Size(width: screen.width, height: screen.height),
      itemCounts: Array(repeating: 9, count: layout.sections.count))
    guard let evaluation = try? Evaluator.evaluate(layout, input: input) else { continue }
    for element in evaluation.allElements() {
      let frame = element.frame
      if !(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite) {
        fatalError("non-finite frame")
      }
    }
    _ = evaluation.elements(in: screen)
  }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

/// Hands control to libFuzzer's driver with `testOneInput` as the target. SwiftPM links an executable target's entry
/// point as `<module>_main`; each target defines that symbol and calls this.
public func runLibFuzzer(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ testOneInput: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32 {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments, testOneInput)
}
