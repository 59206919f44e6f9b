/// A property name, with where it may be written and what it holds.
public enum Property: String, Sendable, Hashable, CaseIterable {
  case size, insets, edges, spacing, supplementaries, anchor, offset
  case itemAnchor = "item-anchor"
  case itemOffset = "item-offset"
  case z, alignment, pinned, extends
  case followsInsets = "follows-insets"
  case scroll, viewport, direction
  /// A flow section's item size, minimumInteritemSpacing and minimumLineSpacing (UICollectionViewFlowLayout, F1).
  case flow
  case itemSpacing = "item-spacing"
  case lineSpacing = "line-spacing"

  /// Matches a property name on its bytes, without building a `String` (the checker's hottest lookup).
  init?(bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count < Property.byLength.count else { return nil }
    let candidates = Property.byLength[bytes.count]
    for (name, property) in candidates where name.elementsEqual(bytes) {
      self = property
      return
    }
    return nil
  }

  /// Names by length (index = byte count): one array index instead of hashing per property.
  private static let byLength: [[([UInt8], Property)]] = {
    var table = Array(repeating: [([UInt8], Property)](), count: 17)
    for property in Property.allCases {
      table[property.rawValue.utf8.count].append((Array(property.rawValue.utf8), property))
    }
    return table
  }()

  /// Whether the property may be written on a declaration of `kind` (nil = the layout itself).
  public func isAllowed(on kind: DeclarationKind?) -> Bool {
    guard let kind else { return self == .spacing || self == .viewport || self == .direction }
    switch self {
    case .size: return kind.isLayoutElement || kind == .supplementary || kind.isBoundary
    // Boundary items take no insets: the IR has none for them (section insets and `offset` place them).
    case .insets: return !kind.isBoundary
    case .edges, .supplementaries: return kind.isLayoutElement
    case .spacing: return kind.isGroup || kind == .section
    case .anchor, .itemAnchor, .itemOffset: return kind == .supplementary
    case .offset: return kind == .supplementary || kind.isBoundary
    case .z: return kind == .supplementary || kind.isBoundary || kind == .background
    case .alignment, .pinned, .extends, .followsInsets: return kind.isBoundary
    case .scroll, .flow, .itemSpacing, .lineSpacing: return kind == .section
    case .viewport, .direction: return false
    }
  }

  /// The owners that accept the property, for "belongs on" hints.
  public var owners: String {
    switch self {
    case .size: "items, groups, supplementaries, headers and footers"
    case .insets: "items, groups, supplementaries, sections and backgrounds"
    case .edges, .supplementaries: "items and groups"
    case .spacing: "groups, sections and layouts"
    case .anchor, .itemAnchor, .itemOffset: "supplementaries"
    case .offset: "supplementaries, headers and footers"
    case .z: "supplementaries, headers, footers and backgrounds"
    case .alignment, .pinned, .extends, .followsInsets: "headers, footers and boundary items"
    case .scroll: "sections"
    case .flow, .itemSpacing, .lineSpacing: "flow sections"
    case .viewport, .direction: "layouts"
    }
  }

  /// What the value looks like, for "expected …" messages.
  public var expectedShape: String {
    switch self {
    case .size: "a size 'WIDTH x HEIGHT' such as '1/3w x 44' or '1w x ~44'"
    case .insets:
      "insets: one value (all sides), two (vertical horizontal), four (top leading bottom trailing) or named sides 'top 8, leading 16'"
    case .edges: "edge spacing such as 'leading >=0, trailing >=0' or 'top 8'"
    case .spacing: "a spacing in points such as '10' or, on groups, '>=10'"
    case .supplementaries: "a list of supplementary names or inline 'supplementary' declarations"
    case .anchor, .itemAnchor: "edges such as 'top trailing', or 'center'"
    case .offset, .itemOffset: "an offset 'X Y' in points (-6 6) or in percent of the supplementary's size (-30% 30%)"
    case .z: "a whole number"
    case .alignment: "an alignment such as 'top', 'bottom' or 'top leading'"
    case .pinned, .extends, .followsInsets: "'true' or 'false'"
    case .scroll: "one of none, continuous, continuous-leading, paging, group-paging, group-paging-centered"
    case .viewport: "a range of sizes such as '320...1366 x 480...1366'"
    case .direction: "'vertical' or 'horizontal'"
    case .flow: "an item size in points 'WIDTH x HEIGHT' such as '100 x 32'"
    case .itemSpacing, .lineSpacing: "a spacing in points, at least 0, such as '10'"
    }
  }
}
