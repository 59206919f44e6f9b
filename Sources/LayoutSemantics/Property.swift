/// A property name. Where it may be written, what it holds, its default and its IR key are its row in
/// `PropertyTable`.
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
  /// One side of `size`, overriding that side of the size in force where it holds (a partial override, Semantics.md
  /// P1); the checker folds them into `size` assignments, so the model only ever holds whole sizes.
  case width, height
  /// How an element enters when it is inserted or appears (E1.1): `fade, scale 0.5`.
  case appear
  /// How an element leaves when it is deleted or disappears (E1.1): `fade, offset 0 -40`.
  case disappear
  /// Scroll-driven decorative effects on a section's or an item's cells (scale, alpha, parallax by the distance from
  /// the viewport's centre; Semantics.md chapter 21, SE rules).
  case effect
  /// How a flow section's cells enter when inserted (E1.1): a flow section declares no items to carry `appear`.
  case itemAppear = "item-appear"
  /// How a flow section's cells leave when deleted (E1.1).
  case itemDisappear = "item-disappear"
  /// The main scroll view's `isPagingEnabled` (S7): settling moves one viewport length per fling.
  case paging
  /// The layout whose scroll position this layout's follows (L1-L3): a linked scroll view, as the seed's thumbnail
  /// strip follows its photos.
  case follows

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
}
