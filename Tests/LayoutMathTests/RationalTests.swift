import LayoutMath
import Testing

@Suite struct RationalTests {
  @Test func reducesAndNormalisesSign() {
    #expect(Rational(2, -4)! == Rational(-1, 2)!)
    #expect(Rational(6, 9)!.description == "2/3")
    #expect(Rational(1, 0) == nil)
  }

  @Test func parsesDecimalsExactly() {
    #expect(Rational(decimal: Array("0.5".utf8))! == Rational(1, 2)!)
    #expect(Rational(decimal: Array("0.333".utf8))! == Rational(333, 1000)!)
    #expect(Rational(decimal: Array("12".utf8))! == Rational(12))
    #expect(Rational(decimal: Array("1.2.3".utf8)) == nil)
    #expect(Rational(decimal: Array("99999999999999999999".utf8)) == nil)
  }

  @Test func arithmeticIsExactAndChecked() {
    let third = Rational(1, 3)!
    #expect(third + third + third == .one)
    #expect((Rational(2, 3)! + Rational(1, 2)!).description == "7/6")
    #expect(Rational(Int64.max).adding(.one) == nil)
    #expect(Rational(Int64.max / 2).multiplied(by: Rational(3)) == nil)
    #expect(Rational(-7, 2)!.floor == -4)
    #expect(Rational(7, 2)!.floor == 3)
    #expect(Rational(1, 3)! < Rational(1, 2)!)
    #expect(Rational(Int64.max - 1, Int64.max)! < .one)
  }

  /// Issue 10 §2.3: no checked operation traps or wraps, even on `Int64.min`, which has no negation.
  @Test func checkedArithmeticRefusesInt64Min() {
    let min = Rational(Int64.min)
    #expect(min.adding(.one) == nil)
    #expect(Rational.one.adding(min) == nil)
    #expect(min.multiplied(by: .one) == nil)
    #expect(Rational(2).multiplied(by: min) == nil)
    #expect(Rational.one.divided(by: min) == nil)
    #expect(Rational.one.subtracting(min) == nil)
    #expect(Rational(Int64.min, 2) == nil)
    #expect(Rational(Int64.max).multiplied(by: 2) == nil)
    #expect(Rational(1, 3)!.multiplied(by: 3) == .one)
    #expect(Rational(1, 3)!.multiplied(by: Int.max) == Rational(Int64.max, 3))
  }

  /// Static frame counts saturate instead of wrapping (E0411 and `IRDocument.load` multiply counts through nesting).
  @Test func frameCountsSaturate() {
    #expect(LayoutLimits.frames(10_000, times: 10_000) == 100_000_000)
    #expect(LayoutLimits.frames(Int.max / 2, times: 3) == Int.max)
    #expect(LayoutLimits.frames(Int.max, plus: 1) == Int.max)
    #expect(LayoutLimits.frames(2, plus: 3) == 5)
    #expect(LayoutLimits.framesPerGroup == 100_000 && LayoutLimits.maximumCount == 10_000)
  }
}
