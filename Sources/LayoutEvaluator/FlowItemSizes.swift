import LayoutMath

/// Per-item sizes of one flow section, as a delegate's `collectionView(_:layout:sizeForItemAt:)` answers them (F2).
/// They are an evaluation input, like item counts, never part of the IR.
public enum FlowItemSizes: Sendable, Hashable {
  /// Each item's size in points, in item order.
  case sizes([Size])
  /// Each item's aspect ratio (width : height), in item order: the item gets the largest size of that ratio that fits
  /// inside the section's `flow` item size.
  case aspects([Size])

  /// How many items the entry describes.
  public var count: Int {
    switch self {
    case .sizes(let sizes), .aspects(let sizes): sizes.count
    }
  }

  /// The values as given (sizes or ratios).
  var values: [Size] {
    switch self {
    case .sizes(let sizes), .aspects(let sizes): sizes
    }
  }

  /// F2: the sizes in points; an aspect ratio is fitted inside `box` (the flow's item size).
  func resolved(in box: Size) -> [Size] {
    switch self {
    case .sizes(let sizes): return sizes
    case .aspects(let ratios):
      return ratios.map { ratio in
        let factor = min(box.width / ratio.width, box.height / ratio.height)
        return Size(width: ratio.width * factor, height: ratio.height * factor)
      }
    }
  }
}

/// F15: the items of a flow section that are wider than the line's available length (taller, scrolling
/// horizontally). UIKit lays them out anyway, each on a line of its own, and logs that the behaviour is undefined.
public struct FlowOversize: Sendable, Hashable, CustomStringConvertible {
  /// The section.
  public var section: Int
  /// How many items are too wide, and the first of them with its length across the scroll axis.
  public var count: Int
  public var firstItem: Int
  public var firstLength: Double
  /// The available length of a line (F4).
  public var available: Double
  /// Whether the layout scrolls horizontally: lines are columns and an item is too tall rather than too wide (F10).
  public var scrollsHorizontally = false

  /// One line, for `eval`'s standard error.
  public var description: String {
    let line = "the \(PrintedNumber.short(available).text) points a \(scrollsHorizontally ? "column" : "line") has"
    let (long, longer) = scrollsHorizontally ? ("tall", "taller") : ("wide", "wider")
    let first = "\(PrintedNumber.short(firstLength).text) \(long)"
    let what =
      count == 1
      ? "item \(firstItem) is \(first), more than \(line)"
      : "\(count) items are \(longer) than \(line) (the first, item \(firstItem), is \(first))"
    return
      "flow section \(section): \(what); UIKit lays each out on a line of its own and logs that the flow layout's"
      + " behaviour is undefined (F15)"
  }
}

/// SD3: a horizontal flow section on UIKit's per-item path, whose two spacings differ: UIKit puts the line spacing
/// between the items of a column and the item spacing between columns, the other way round from the documentation.
public struct FlowSpacingSwap: Sendable, Hashable, CustomStringConvertible {
  /// The section, its `item-spacing` and its `line-spacing`.
  public var section: Int
  public var itemSpacing: Double
  public var lineSpacing: Double

  /// One line, for `eval`'s standard error.
  public var description: String {
    "flow section \(section) scrolls horizontally with per-item sizes: as UIKit does, line-spacing "
      + "\(PrintedNumber.short(lineSpacing).text) separates the items of a column and item-spacing "
      + "\(PrintedNumber.short(itemSpacing).text) the columns (F10, SD3)"
  }
}

extension Evaluator {
  /// The most per-item sizes one evaluation takes, all sections together (each section holds at most
  /// `flowItemLimit` items anyway; this bounds what an input can make the evaluator read).
  public static let itemSizeLimit = storedFrameLimit

  /// F2: per-item sizes are finite, above 0 and at most `EvaluationInput.maximumLength` (UIKit refuses negative
  /// sizes; a zero size has no line to sit on); one entry per section at most.
  static func validateItemSizes(_ input: EvaluationInput, sectionCount: Int) throws {
    guard input.itemSizes.count <= sectionCount else {
      throw EvaluationError.tooManyItemSizeSections(given: input.itemSizes.count, layoutHas: sectionCount)
    }
    let maximum = EvaluationInput.maximumLength
    var total = 0
    for (section, entry) in input.itemSizes.enumerated() {
      guard let entry else { continue }
      total += entry.count
      guard total <= itemSizeLimit else { throw EvaluationError.tooManyItemSizes(limit: itemSizeLimit) }
      // Written so that NaN fails.
      for (item, size) in entry.values.enumerated()
      where !(size.width > 0 && size.width <= maximum && size.height > 0 && size.height <= maximum) {
        throw EvaluationError.invalidItemSize(section: section, item: item, size)
      }
    }
  }

  /// The per-item sizes of flow section `index` in points, or nil when it has none; refuses sizes for a
  /// compositional section and a count other than the section's item count.
  static func itemSizes(
    _ input: EvaluationInput, section index: Int, itemCount: Int, flow: ResolvedFlow?
  ) throws -> [Size]? {
    guard index < input.itemSizes.count, let entry = input.itemSizes[index] else { return nil }
    guard let flow else { throw EvaluationError.itemSizesForCompositionalSection(section: index) }
    guard entry.count == itemCount else {
      throw EvaluationError.itemSizeCount(section: index, given: entry.count, items: itemCount)
    }
    return entry.resolved(in: flow.itemSize)
  }
}
