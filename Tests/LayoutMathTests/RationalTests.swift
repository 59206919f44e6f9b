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
}
