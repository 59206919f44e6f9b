/// A section laid out by UICollectionViewFlowLayout's rules (the F rules, Semantics.md §16) instead of a root group:
/// `{"itemSize": {"width": 100, "height": 32}, "itemSpacing": 8, "lineSpacing": 8}`.
///
/// A layout's sections are all flow sections or none (`IRDocument.load` checks it); a flow layout scrolls either way,
/// horizontally with the feature `flow-horizontal` (F10). A flow section has no root group, spacing, scroll or
/// backgrounds; its boundaries are headers (`top`) and footers (`bottom`) with a size only, of which the length along
/// the scroll axis in points is used (F13).
public struct IRFlow: Hashable, Sendable, Codable {
  /// `itemSize` in points (required; F5, F8).
  public var itemSize: IRProperty<IRFlowSize>
  /// `minimumInteritemSpacing` in points (default `IRDefaults.flowItemSpacing`, F1; F5, F6).
  public var itemSpacing: IRProperty<IRNumber>
  /// `minimumLineSpacing` in points, between rows only (default `IRDefaults.flowLineSpacing`, F1; F9).
  public var lineSpacing: IRProperty<IRNumber>

  /// UIKit's default for both spacings; kept for apps that read it, the constants live in `IRDefaults`.
  @available(*, deprecated, message: "use IRDefaults.flowItemSpacing or IRDefaults.flowLineSpacing")
  public static var defaultSpacing: IRNumber { IRDefaults.flowItemSpacing }

  /// Creates a flow.
  public init(
    itemSize: IRProperty<IRFlowSize>, itemSpacing: IRProperty<IRNumber> = IRProperty(),
    lineSpacing: IRProperty<IRNumber> = IRProperty()
  ) {
    self.itemSize = itemSize
    self.itemSpacing = itemSpacing
    self.lineSpacing = lineSpacing
  }
}

/// A size in points: `{"width": 100, "height": 32}`; `"estimated": true` makes it UIKit's `estimatedItemSize` (F17,
/// feature `flow-estimated`), written only when true.
public struct IRFlowSize: Hashable, Sendable, Codable {
  /// Width in points.
  public var width: IRNumber
  /// Height in points.
  public var height: IRNumber
  /// Whether the size is an estimate that measured (self-sized) cells replace (F17).
  public var estimated: Bool

  /// Creates a size.
  public init(width: IRNumber, height: IRNumber, estimated: Bool = false) {
    self.width = width
    self.height = height
    self.estimated = estimated
  }

  private enum CodingKeys: String, CodingKey { case width, height, estimated }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    width = try container.decode(IRNumber.self, forKey: .width)
    height = try container.decode(IRNumber.self, forKey: .height)
    estimated = try container.decodeIfPresent(Bool.self, forKey: .estimated) ?? false
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
    if estimated { try container.encode(true, forKey: .estimated) }
  }
}
