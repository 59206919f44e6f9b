import LayoutMath

/// What an evaluation needs besides the layout.
public struct EvaluationInput: Sendable {
  /// The collection view bounds size (W, H) in points; each above 0 and at most `maximumLength`.
  public var viewport: Size
  /// The display scale for pixel flooring and rounding (R2.1–R2.3), in `scaleRange`; default 3.
  public var scale: Double
  /// Parameter values by name; parameters not given take their default.
  public var params: [String: String]
  /// Items per section; sections beyond this list have no items. At most as many entries as the layout has sections.
  public var itemCounts: [Int]
  /// Measured (preferred) sizes of self-sizing elements; they replace estimates on estimated axes only (R12.2).
  /// Keys: cells, item supplementaries and boundary items. Each dimension from 0 to `maximumLength`.
  public var measuredSizes: [ElementID: Size]
  /// Per-item sizes of flow sections (F2), one entry per section in order, nil for a section that takes its `flow`
  /// item size; sections beyond this list have none. An entry describes every item of its section.
  public var itemSizes: [FlowItemSizes?] = []
  /// The focus of a focus-width section (E5): which item is widened and, while a leader scrolls (L1), how far the
  /// focus has moved on to the next item. Default: item 0 at rest. Layouts without focus width ignore it.
  public var focus: ScrollFocus = .first
  /// Forces the group-by-group solver for every section (used by tests to cross-check the closed form).
  var forceGroupByGroup = false

  /// The largest viewport dimension and measured size, in points. Far beyond any screen (an iPad Pro is 1,366 points),
  /// and small enough that every length a layout derives from it stays a finite `Double` (see
  /// `Evaluator.maximumCoordinate` for the frames themselves).
  public static let maximumLength: Double = 1_000_000
  /// The display scales an evaluation accepts, 2^-10 to 2^20. Real displays are 1x to 3x (Mac Catalyst's 0.77
  /// included, and `layoutc eval` takes 0.1 to 10); 2^20 lets tests approximate unfloored sizes. Within this range a
  /// frame value times the scale stays far from overflowing, so pixel rounding never makes an infinity.
  public static let scaleRange: ClosedRange<Double> = (1.0 / 1024)...1_048_576

  /// Creates an input.
  public init(
    viewport: Size, scale: Double = 3, params: [String: String] = [:], itemCounts: [Int],
    measuredSizes: [ElementID: Size] = [:]
  ) {
    self.viewport = viewport
    self.scale = scale
    self.params = params
    self.itemCounts = itemCounts
    self.measuredSizes = measuredSizes
  }
}

/// The focused item of a focus-width section (E5) and the progress towards the next one, from 0 (at rest on `item`)
/// up to but not including 1. A layout that follows another (L1) takes both from its leader's offset; on its own,
/// `layoutc eval --focus P` gives the item and the progress is 0.
public struct ScrollFocus: Hashable, Sendable {
  /// The focused item, from 0.
  public var item: Int
  /// How far the focus has moved from `item` towards `item + 1`, in [0, 1).
  public var progress: Double

  /// A focus on `item`, `progress` of the way to the next.
  public init(item: Int, progress: Double = 0) {
    self.item = item
    self.progress = progress
  }

  /// Item 0, at rest.
  public static let first = ScrollFocus(item: 0)
}

/// Why an evaluation could not run.
public enum EvaluationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A viewport dimension is not above 0 and at most `EvaluationInput.maximumLength`.
  case invalidViewport(width: Double, height: Double)
  /// The display scale is outside `EvaluationInput.scaleRange`.
  case invalidScale(Double)
  /// An input parameter the layout does not declare.
  case unknownParam(name: String, layout: String)
  /// A parameter value the parameter does not allow.
  case unknownParamValue(param: String, value: String, allowed: [String])
  /// More item counts than the layout has sections.
  case tooManySections(given: Int, layoutHas: Int)
  /// A negative item count, or one too large to index (above 2^31 - 1).
  case invalidItemCount(section: Int, count: Int)
  /// A measured size that is negative, not finite or above `EvaluationInput.maximumLength`.
  case invalidMeasuredSize(ElementID, Size)
  /// Per-item sizes given for more sections than the layout has.
  case tooManyItemSizeSections(given: Int, layoutHas: Int)
  /// More per-item sizes than `Evaluator.itemSizeLimit`, all sections together.
  case tooManyItemSizes(limit: Int)
  /// A per-item size (or aspect ratio) that is not above 0, not finite or above `EvaluationInput.maximumLength`.
  case invalidItemSize(section: Int, item: Int, Size)
  /// Per-item sizes for a section that is not a flow section.
  case itemSizesForCompositionalSection(section: Int)
  /// Per-item sizes whose count is not the section's item count.
  case itemSizeCount(section: Int, given: Int, items: Int)
  /// A required property resolved to nothing under the given parameters and viewport.
  case missingProperty(String)
  /// A group repeats more children than an evaluator can lay out (e.g. zero-sized children filled cyclically).
  case solutionTooLarge(group: String, limit: Int)
  /// A flow section with more items than flow sections hold (they store every frame).
  case flowSectionTooLarge(section: Int, count: Int, limit: Int)
  /// The frames an evaluation keeps in memory (every frame of flow and measured sections, one group of the others,
  /// boundary items and decorations) would pass `Evaluator.storedFrameLimit` with this section.
  case tooManyStoredFrames(section: Int, limit: Int)
  /// More element kinds than an `Element` can index (`Evaluator.maximumKindCount`).
  case tooManyKinds(limit: Int)
  /// More sections than a 32-bit section index holds.
  case tooManySectionsToIndex(count: Int)
  /// Group supplementaries of `kind` in `section` would be numbered past the 32-bit item index (R9.7).
  case itemIndexOverflow(section: Int, kind: String)
  /// A frame, a group's size or the content size would pass `Evaluator.maximumCoordinate` (or stop being a finite
  /// number). `place` says where: "section 2", "group 'row'", "the content".
  case coordinateOutOfRange(place: String, value: Double)
  /// SE6: a page-parallax section whose lines hold `perLine` items at this viewport (a page is one item).
  case pageParallaxLines(section: Int, perLine: Int, available: Double)
  /// SE6: a page-parallax section given per-item sizes in points, or an estimated flow size: its items keep the flow
  /// size, and `aspects` give their natural sizes.
  case pageParallaxSizes(section: Int, estimated: Bool)
  /// SE8: a focus-width section whose lines hold `perLine` items at this viewport (the strip is one item per line).
  case focusWidthLines(section: Int, perLine: Int, available: Double)
  /// SE8: a focus-width section given per-item sizes in points, or an estimated flow size: its items keep the flow
  /// size, and `aspects` give their natural lengths.
  case focusWidthSizes(section: Int, estimated: Bool)
  /// SE8: `EvaluationInput.focus` names no item of the focus-width section (0 ..< items; 0 when it has none), or its
  /// progress is not a finite number in [0, 1).
  case invalidFocus(section: Int, item: Int, progress: Double, items: Int)

  /// A one-line message.
  public var description: String {
    let maximumLength = PrintedNumber.limit(EvaluationInput.maximumLength).text
    let maximumCoordinate = PrintedNumber.limit(Evaluator.maximumCoordinate).text
    switch self {
    case .invalidViewport(let width, let height):
      return "viewport must be above 0 and at most \(maximumLength) points each way, got \(width)x\(height)"
    case .invalidScale(let scale):
      return "display scale must be from 2^-10 to 2^20, got \(scale)"
    case .unknownParam(let name, let layout): return "layout '\(layout)' has no parameter '\(name)'"
    case .unknownParamValue(let param, let value, let allowed):
      return "'\(value)' is not a value of parameter '\(param)' (expected one of \(allowed.joined(separator: ", ")))"
    case .tooManySections(let given, let layoutHas):
      return "item counts given for \(given) sections, but the layout has \(layoutHas)"
    case .invalidItemCount(let section, let count):
      return "item count \(count) of section \(section) must be between 0 and \(Int32.max)"
    case .invalidMeasuredSize(let id, let size):
      return "measured size \(size) of \(id) must be from 0 to \(maximumLength) points each way"
    case .tooManyItemSizeSections(let given, let layoutHas):
      return "item sizes given for \(given) sections, but the layout has \(layoutHas)"
    case .tooManyItemSizes(let limit): return "more than \(limit) item sizes"
    case .invalidItemSize(let section, let item, let size):
      return
        "size \(size) of item \(item) in section \(section) must be above 0 and at most \(maximumLength) points each way"
    case .itemSizesForCompositionalSection(let section):
      return "section \(section) is not a flow section; only flow sections take per-item sizes"
    case .itemSizeCount(let section, let given, let items):
      return "\(given) item sizes given for section \(section), which has \(items) items"
    case .missingProperty(let what): return "\(what) has no value under these parameters and viewport"
    case .solutionTooLarge(let group, let limit): return "group '\(group)' would lay out more than \(limit) children"
    case .flowSectionTooLarge(let section, let count, let limit):
      return "flow section \(section) has \(count) items; flow sections store every frame and hold at most \(limit)"
    case .tooManyStoredFrames(let section, let limit):
      return
        "section \(section) brings the frames this evaluation keeps in memory past \(limit) (flow and measured sections keep every frame, other sections one group)"
    case .tooManyKinds(let limit): return "the layout uses more than \(limit) element kinds"
    case .tooManySectionsToIndex(let count):
      return "the layout has \(count) sections; at most \(Int32.max) can be indexed"
    case .itemIndexOverflow(let section, let kind):
      return
        "supplementaries \"\(kind)\" of section \(section) would be numbered past \(Int32.max); evaluate fewer items"
    case .coordinateOutOfRange(let place, let value):
      return
        "\(place) would reach \(value) points; frames are exact up to \(maximumCoordinate) points, so evaluate fewer items or a smaller viewport"
    case .pageParallaxLines(let section, let perLine, let available):
      return
        "flow section \(section) has 'page-parallax', a page per item, but its lines hold \(perLine) items in the "
        + "\(PrintedNumber.short(available).text) points this viewport leaves them (SE6)"
    case .pageParallaxSizes(let section, let estimated):
      return estimated
        ? "flow section \(section) has 'page-parallax' and an estimated size; its pages need a fixed 'flow' size (SE6)"
        : "flow section \(section) has 'page-parallax': give its items 'aspects', not 'sizes' (SE6)"
    case .focusWidthLines(let section, let perLine, let available):
      return
        "flow section \(section) has 'focus-width', one item per line, but its lines hold \(perLine) items in the "
        + "\(PrintedNumber.short(available).text) points this viewport leaves them (SE8)"
    case .focusWidthSizes(let section, let estimated):
      return estimated
        ? "flow section \(section) has 'focus-width' and an estimated size; its items need a fixed 'flow' size (SE8)"
        : "flow section \(section) has 'focus-width': give its items 'aspects', not 'sizes' (SE8)"
    case .invalidFocus(let section, let item, let progress, let items):
      guard progress >= 0, progress < 1 else {
        return
          "the focus progress \(progress) of flow section \(section) must be from 0 up to but not including 1 (SE8)"
      }
      let range = items == 0 ? "0 (it has no items)" : "from 0 to \(items - 1)"
      return "the focused item \(item) of flow section \(section) does not exist; the focus is \(range) (SE8)"
    }
  }
}
