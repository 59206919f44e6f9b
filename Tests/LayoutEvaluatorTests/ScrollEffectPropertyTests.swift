import LayoutIR
import LayoutMath
import Testing

@testable import LayoutEvaluator

/// Scroll effects over generated layouts, fixed seeds (SE1-SE5, S8): effects never move a frame, so at offset 0 the
/// frames equal those of the same layout without effects, and each cell's values are the formulas of SE2-SE4 read
/// off its final frame; at any position the values stay between the declared one and 1.
@Suite("Scroll effects over generated layouts (fixed seeds)")
struct ScrollEffectPropertyTests {
  static let seeds: [UInt64] = Array(1...30)

  /// The generated layout with a random effect on every section (radius in points, so the formula is checkable).
  static func withEffects(_ layout: IRLayout, _ generator: inout LayoutGenerator) -> (IRLayout, [IRScrollEffect]) {
    var layout = layout
    var effects: [IRScrollEffect] = []
    for index in layout.sections.indices {
      let effect = IRScrollEffect(
        scale: IRNumber(Int64(generator.int(1...15)), 10), alpha: IRNumber(Int64(generator.int(0...10)), 10),
        parallax: IRNumber(Int64(generator.int(-10...10)), 10),
        radius: .absolute(IRNumber(Rational(Int64(generator.int(1...400))))))
      layout.sections[index].effect = IRProperty(effect)
      effects.append(effect)
    }
    return (layout, effects)
  }

  @Test("SE1 S3: at offset 0 frames equal the layout without effects; SE2-SE4 values follow S8", arguments: seeds)
  func offsetZeroEqualsRestPlusEffects(seed: UInt64) throws {
    var generator = LayoutGenerator(rng: SeededGenerator(seed: seed &+ 9100))
    let (plain, inputSeed) = generator.layout()
    let (layout, effects) = Self.withEffects(plain, &generator)
    let input = EvaluationInput(
      viewport: Size(width: inputSeed.width, height: inputSeed.height), scale: inputSeed.scale,
      itemCounts: inputSeed.counts)
    let rest = try Evaluator.evaluate(plain, input: input)
    let evaluation = try Evaluator.evaluate(layout, input: input)
    let elements = evaluation.elements(at: .zero)
    #expect(elements == rest.elements(at: .zero))
    for element in elements {
      let values = evaluation.effect(of: element, at: .zero)
      guard element.category == .cell, let values else {
        #expect(element.category != .cell || values == nil)
        continue
      }
      let effect = effects[element.section]
      // S8: along the row of an orthogonal section, else along the layout's scroll direction.
      let horizontal =
        evaluation.sections[element.section].scrolling.row.map { $0.axis == .x }
        ?? (plain.scrollDirection == .horizontal)
      let d =
        horizontal
        ? element.frame.x + element.frame.width / 2 - evaluation.viewport.width / 2
        : element.frame.y + element.frame.height / 2 - evaluation.viewport.height / 2
      let n = min(1, abs(d / effect.radiusPoints))
      #expect(abs(values.distance - d) < 1e-9)
      #expect(abs(values.scale! - (1 - (1 - effect.scale!.doubleValue) * n)) < 1e-9)
      #expect(abs(values.alpha! - (1 - (1 - effect.alpha!.doubleValue) * n)) < 1e-9)
      #expect(abs(values.parallax! + effect.parallax!.doubleValue * d) < 1e-9)
    }
  }

  @Test("SE2 SE3: at any position scale and alpha stay between the declared value and 1", arguments: seeds)
  func valuesStayInRange(seed: UInt64) throws {
    var generator = LayoutGenerator(rng: SeededGenerator(seed: seed &+ 9300))
    let (plain, inputSeed) = generator.layout()
    let (layout, effects) = Self.withEffects(plain, &generator)
    let evaluation = try Evaluator.evaluate(
      layout,
      input: EvaluationInput(
        viewport: Size(width: inputSeed.width, height: inputSeed.height), scale: inputSeed.scale,
        itemCounts: inputSeed.counts))
    for _ in 0..<6 {
      let position = ScrollPropertyTests.position(evaluation, &generator)
      for element in evaluation.elements(at: position) {
        guard let values = evaluation.effect(of: element, at: position) else { continue }
        let effect = effects[element.section]
        let scale = effect.scale!.doubleValue
        let alpha = effect.alpha!.doubleValue
        #expect(values.scale! >= min(scale, 1) - 1e-12 && values.scale! <= max(scale, 1) + 1e-12)
        #expect(values.alpha! >= alpha - 1e-12 && values.alpha! <= 1 + 1e-12)
        #expect(values.distance.isFinite && values.parallax!.isFinite)
      }
    }
  }
}

extension IRScrollEffect {
  /// The radius of an effect these tests made (always points).
  fileprivate var radiusPoints: Double {
    if case .absolute(let v)? = radius { v.doubleValue } else { .nan }
  }
}
