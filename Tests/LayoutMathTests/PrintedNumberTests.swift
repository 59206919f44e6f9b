import LayoutMath
import Testing

/// The one number formatter: each style against values written out by hand, and `length` against `text`.
@Suite struct PrintedNumberTests {
  /// (value, places, text): rounding half away from zero, trailing zeros left out, signs kept.
  static let shortCases: [(Double, Int, String)] = [
    (0, 3, "0"), (2, 3, "2"), (119.3333333, 3, "119.333"), (0.5, 3, "0.5"), (0.05, 3, "0.05"), (0.0005, 3, "0.001"),
    (-0.0005, 3, "-0.001"), (-0.0004, 3, "0"), (1.9995, 3, "2"), (-12.25, 3, "-12.25"), (399.75, 2, "399.75"),
    (33.333, 2, "33.33"), (0.005, 2, "0.01"), (-0.005, 2, "-0.01"), (1.04, 1, "1"), (1.05, 1, "1.1"), (7, 1, "7"),
    (1_234_567_890.1234, 3, "1234567890.123"), (2e15, 3, "2000000000000000.0"), (1e17, 3, "1e+17"),
    (-1e20, 2, "-1e+20"),
  ]

  @Test(arguments: shortCases) func shortRoundsForPeople(value: Double, places: Int, text: String) {
    let printed = PrintedNumber.short(value, places: places)
    #expect(printed.text == text)
    #expect(printed.length == text.utf8.count)
  }

  @Test func numberIsExactForMachines() {
    #expect(PrintedNumber.number(3).text == "3")
    #expect(PrintedNumber.number(-0.1).text == "-0.1")
    #expect(PrintedNumber.number(1.0 / 3).text == "0.3333333333333333")
    #expect(PrintedNumber.number(1e15).text == "1000000000000000.0")
    #expect(PrintedNumber.number(999_999_999_999_999).text == "999999999999999")
    for value in [0.1, 2.5, -7, 1e300, 123.456] {
      #expect(Double(PrintedNumber.number(value).text) == value, "round trip of \(value)")
    }
  }

  @Test func limitsReadAsPowersOfTen() {
    #expect(PrintedNumber.limit(1_000_000).text == "1000000")
    #expect(PrintedNumber.limit(1e9).text == "1e9")
    #expect(PrintedNumber.limit(1e15).text == "1e15")
    #expect(PrintedNumber.limit(0.5).text == "0.5")
  }

  @Test func partsKeepLeadingZerosOfTheDecimals() {
    #expect(PrintedNumber.parts(1050, places: 3) == (whole: 1, fraction: 5, digits: 2))
    #expect(PrintedNumber.parts(1005, places: 3) == (whole: 1, fraction: 5, digits: 3))
    #expect(PrintedNumber.parts(12, places: 1) == (whole: 1, fraction: 2, digits: 1))
  }
}
