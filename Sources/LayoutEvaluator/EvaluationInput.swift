/// What an evaluation needs besides the layout.
public struct EvaluationInput: Sendable {
  /// The collection view bounds size (W, H) in points; both must be positive and finite.
  public var viewport: Size
  /// The display scale for pixel flooring and rounding (R2.1–R2.3); default 3.
  public var scale: Double
  /// Parameter values by name; parameters not given take their default.
  public var params: [String: String]
  /// Items per section; sections beyond this list have no items. At most as many entries as the layout has sections.
  public var itemCounts: [Int]
  /// Measured (preferred) sizes of self-sizing elements; they replace estimates on estimated axes only (R12.2).
  /// Keys: cells, item supplementaries and boundary items.
  public var measuredSizes: [ElementID: Size]
  /// Forces the group-by-group solver for every section (used by tests to cross-check the closed form).
  var forceGroupByGroup = false

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

/// Why an evaluation could not run.
public enum EvaluationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The viewport is not positive and finite.
  case invalidViewport(width: Double, height: Double)
  /// The display scale is not positive and finite.
  case invalidScale(Double)
  /// An input parameter the layout does not declare.
  case unknownParam(name: String, layout: String)
  /// A parameter value the parameter does not allow.
  case unknownParamValue(param: String, value: String, allowed: [String])
  /// More item counts than the layout has sections.
  case tooManySections(given: Int, layoutHas: Int)
  /// A negative item count, or one too large to index (above 2^31 - 1).
  case invalidItemCount(section: Int, count: Int)
  /// A measured size that is negative or not finite.
  case invalidMeasuredSize(ElementID, Size)
  /// A required property resolved to nothing under the given parameters and viewport.
  case missingProperty(String)
  /// A group repeats more children than an evaluator can lay out (e.g. zero-sized children filled cyclically).
  case solutionTooLarge(group: String, limit: Int)
  /// A flow section with more items than flow sections hold (they store every frame).
  case flowSectionTooLarge(section: Int, count: Int, limit: Int)

  /// A one-line message.
  public var description: String {
    switch self {
    case .invalidViewport(let width, let height):
      return "viewport must be positive and finite, got \(width)x\(height)"
    case .invalidScale(let scale): return "display scale must be positive and finite, got \(scale)"
    case .unknownParam(let name, let layout): return "layout '\(layout)' has no parameter '\(name)'"
    case .unknownParamValue(let param, let value, let allowed):
      return "'\(value)' is not a value of parameter '\(param)' (expected one of \(allowed.joined(separator: ", ")))"
    case .tooManySections(let given, let layoutHas):
      return "item counts given for \(given) sections, but the layout has \(layoutHas)"
    case .invalidItemCount(let section, let count):
      return "item count \(count) of section \(section) must be between 0 and \(Int32.max)"
    case .invalidMeasuredSize(let id, let size): return "measured size \(size) of \(id) must be non-negative and finite"
    case .missingProperty(let what): return "\(what) has no value under these parameters and viewport"
    case .solutionTooLarge(let group, let limit): return "group '\(group)' would lay out more than \(limit) children"
    case .flowSectionTooLarge(let section, let count, let limit):
      return "flow section \(section) has \(count) items; flow sections store every frame and hold at most \(limit)"
    }
  }
}
