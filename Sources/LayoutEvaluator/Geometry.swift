import LayoutMath

/// A size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// `390x844`.
  public var description: String { "\(PrintedNumber.short(width).text)x\(PrintedNumber.short(height).text)" }
}

/// A point in collection-view content coordinates.
public struct Point: Hashable, Sendable {
  /// Horizontal coordinate.
  public var x: Double
  /// Vertical coordinate.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A rectangle in collection-view content coordinates (32 bytes: four `Double`s).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width.
  public var width: Double
  /// Height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }

  /// Whether the two rectangles share interior area (touching edges do not count, as `CGRect.intersects`).
  public func intersects(_ other: Rect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  private func short(_ value: Double) -> String { PrintedNumber.short(value).text }

  /// `(2, 2, 126, 126)`.
  public var description: String {
    let (x, y, width, height) = (short(x), short(y), short(width), short(height))
    return "(\(x), \(y), \(width), \(height))"
  }
}

/// What kind of element a frame belongs to.
public enum ElementCategory: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A cell (an item).
  case cell
  /// A supplementary attached to an item or a group (badges).
  case supplementary
  /// A boundary supplementary of a section (header, footer, side item).
  case boundary
  /// A decoration (section background).
  case decoration

  /// `cell`, `supplementary`, `boundary`, `decoration`.
  public var description: String {
    switch self {
    case .cell: return "cell"
    case .supplementary: return "supplementary"
    case .boundary: return "boundary"
    case .decoration: return "decoration"
    }
  }
}

/// Identifies an element: category, element kind (`nil` for cells), section and index within the section.
///
/// `item` is the item index for cells and item supplementaries; for group supplementaries it counts per kind from 0
/// in each section in layout order (R9.7); for boundary items it is 0 (R10.7); for decorations it is the index in the
/// section's background list (R11.2).
public struct ElementID: Hashable, Sendable, CustomStringConvertible {
  /// The category.
  public var category: ElementCategory
  /// The element kind; `nil` for cells.
  public var kind: String?
  /// The section index.
  public var section: Int
  /// The index within the section.
  public var item: Int

  /// Creates an identifier.
  public init(category: ElementCategory, kind: String?, section: Int, item: Int) {
    self.category = category
    self.kind = kind
    self.section = section
    self.item = item
  }

  /// `cell 0.3`, `boundary "section-header" 0.0`.
  public var description: String {
    let kindText = kind.map { " \"\($0)\"" } ?? ""
    return "\(category)\(kindText) \(section).\(item)"
  }
}

/// One laid-out element: 48 bytes, no references, so materialising millions of them allocates nothing per element.
///
/// The element kind is stored as an index into `Evaluation.kinds` (see `Evaluation.kind(of:)`). Indices are 32-bit
/// and checked where they are made (a section, item or kind index never wraps): the category, the pinned flag and the
/// kind index share one word so that the element stays 48 bytes with room for `Evaluator.maximumKindCount` kinds.
public struct Element: Hashable, Sendable {
  /// The frame in collection-view content coordinates: x, y, width and height each rounded to the pixel grid (R2.3).
  public var frame: Rect
  @usableFromInline var itemStorage: Int32
  @usableFromInline var sectionStorage: Int32
  @usableFromInline var zStorage: Int32
  /// Bits 0–1 the category, bit 2 the pinned flag, bits 3–31 the kind index plus one (0 for cells).
  @usableFromInline var tag: UInt32

  @inlinable init(
    frame: Rect, category: ElementCategory, kindIndex: Int32, section: Int32, item: Int32, zIndex: Int32,
    isPinned: Bool
  ) {
    self.frame = frame
    self.itemStorage = item
    self.sectionStorage = section
    self.zStorage = zIndex
    self.tag = UInt32(category.rawValue) | (isPinned ? 4 : 0) | UInt32(bitPattern: kindIndex &+ 1) &<< 3
  }

  /// The category.
  public var category: ElementCategory {
    @inlinable get { ElementCategory(rawValue: UInt8(truncatingIfNeeded: tag & 3))! }
    @inlinable set { tag = tag & ~3 | UInt32(newValue.rawValue) }
  }

  /// Whether the element is a boundary item with pinToVisibleBounds (R10.5); frames are those at rest.
  public var isPinned: Bool {
    @inlinable get { tag & 4 != 0 }
    @inlinable set { tag = newValue ? tag | 4 : tag & ~4 }
  }

  /// The kind index, -1 for none (below `Evaluator.maximumKindCount`, so the shift in `init` keeps every bit).
  @inlinable var kindStorage: Int32 { Int32(bitPattern: tag &>> 3) &- 1 }

  /// The section index.
  public var section: Int { Int(sectionStorage) }
  /// The index within the section (see `ElementID.item`).
  public var item: Int { Int(itemStorage) }
  /// The z-index (R9.6, R11.2).
  public var zIndex: Int { Int(zStorage) }
  /// Index of the element kind in `Evaluation.kinds`; `nil` for cells.
  public var kindIndex: Int? { kindStorage < 0 ? nil : Int(kindStorage) }
}
