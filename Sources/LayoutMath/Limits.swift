/// The sizes the language, the IR and the evaluator bound, in one place.
///
/// The checker (LayoutSemantics) and `IRDocument.load` (LayoutIR) enforce the same limits, and the evaluator relies on
/// them, so a file that checks clean always compiles to an IR that loads, and no document that loads can make an
/// evaluation allocate without bound. They live here because LayoutMath is the one module both the front end and
/// the IR depend on (LayoutSemantics must not depend on LayoutIR: lowering joins them later).
public enum LayoutLimits {
  /// The largest count of `child * n` (UIKit's `subitem:count:`).
  public static let maximumCount = 10_000

  /// The most frames one instance of a group may hold: its cells, the supplementaries of its items and the
  /// supplementaries of the groups inside it (and its own). Checked statically over one run of the children, counts
  /// multiplied (`group in * 1000` of `cell * 1000` is 10^6), by the checker (E0411) and `IRDocument.load`; the
  /// evaluator enforces it on every solved group, where cyclic filling can repeat children beyond one run.
  public static let framesPerGroup = 100_000

  /// The most a file of `sourceBytes` bytes may compile to (E0412): one unit per declaration each layout holds
  /// (file-level declarations count once per layout), per assignment and entry, and per condition node lowering
  /// writes (an entry under `when` carries its whole condition; a property assigned under several conditions gets
  /// exclusive guards). Every unit takes at least two bytes of source unless something multiplies it, so a file
  /// that only grows (thousands of sections, long lists) always fits, while one that multiplies (a long condition
  /// over many entries, hundreds of layouts sharing hundreds of declarations) is refused with a located error
  /// instead of taking minutes and gigabytes in the linter, lowering and the IR writer.
  public static func compiledSize(sourceBytes: Int) -> Int { compiledSizeAllowance + max(0, sourceBytes) }

  /// What any file may compile to beyond one unit per byte of its source.
  public static let compiledSizeAllowance = 500_000

  /// The largest scale a declared appear or disappear effect may have (E3.1); the checker and `IRDocument.load` both
  /// refuse more.
  public static let maximumEffectScale = 10

  /// Largest magnitude of a number literal's reduced numerator, and largest denominator: exact arithmetic through
  /// any nesting and any count stays far from `Int64` overflow (E0407).
  public static let maximumNumerator: Int64 = 1_000_000_000
  public static let maximumDenominator: Int64 = 1_000_000

  /// `a * b` for non-negative frame counts, saturating at `Int.max`: a static count never wraps, however deep the
  /// nesting.
  public static func frames(_ a: Int, times b: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? .max : product
  }

  /// `a + b` for non-negative frame counts, saturating at `Int.max`.
  public static func frames(_ a: Int, plus b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? .max : sum
  }
}
