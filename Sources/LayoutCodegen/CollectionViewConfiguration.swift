import LayoutIR
import LayoutPrinting

/// What a `.layout` file says of the collection view itself rather than of its layout object, generated as one
/// `configure(_:)` the app calls on the collection view that shows the layout: `paging: true` (Semantics.md S7) is
/// UIKit's `isPagingEnabled`, a property of the scroll view, which a layout object has no way to set.
///
/// Why a function rather than a constant such as `static let isPagingEnabled = true`: the app then writes one call
/// next to `make()` whatever the file declares, reads like UIKit's own setup code, and cannot set one property and
/// forget another when the file gains one; a layout without such values has no `configure`, so nothing is called
/// for nothing.
enum CollectionViewConfiguration {
  /// The `configure(_:)` member of `layout`'s generated type, or nil when the file sets nothing on the view.
  static func member(of layout: IRLayout, access: SwiftAccess) -> Doc? {
    guard layout.paging else { return nil }
    return .concat([
      SwiftCode.documentation([
        "Sets what `\(layout.name)` declares of the collection view rather than of its layout: `paging: true` is",
        "the scroll view's `isPagingEnabled`. Call it once on the collection view that shows `make()`'s layout.",
      ]),
      SwiftCode.block(
        "\(access.keyword)static func configure(_ collectionView: UICollectionView)",
        [SwiftCode.line("collectionView.isPagingEnabled = true")]),
    ])
  }
}
