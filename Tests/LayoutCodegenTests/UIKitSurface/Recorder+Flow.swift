// What a generated flow layout and the delegate forwarding to its `SectionMetrics` give UIKit, back into the IR:
// each section's values as UIKit reads them, the delegate's answer first (the stand-in's protocol answers with the
// layout object's property where the delegate has no method, as UIKit does).
import UIKit

extension Recorder {
  /// The IR layout named `name` for a flow layout and the collection view's delegate, at a collection view of
  /// `width` x `height`, with `sections` sections.
  static func flowLayout(
    _ layout: UICollectionViewFlowLayout, delegate: any UICollectionViewDelegateFlowLayout, name: String,
    sections count: Int, width: Double, height: Double
  ) throws -> [String: Any] {
    let view = UICollectionView()
    view.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    let horizontal = layout.scrollDirection == .horizontal
    let estimated = layout.estimatedItemSize != .zero
    var sections: [[String: Any]] = []
    for section in 0..<count {
      // The delegate answers per item; generated code answers per section, which every item must agree with.
      let sizes = (0..<3).map {
        delegate.collectionView(view, layout: layout, sizeForItemAt: IndexPath(item: $0, section: section))
      }
      guard sizes.allSatisfy({ $0 == sizes[0] }) else {
        throw NotRepresentable(description: "\(name): items of section \(section) have different sizes")
      }
      // F17: an estimated size replaces the item size; the delegate's size would win over it on a device, so the
      // generated code never answers one beside an estimate.
      let size = estimated ? layout.estimatedItemSize : sizes[0]
      var itemSize: [String: Any] = ["width": number(size.width), "height": number(size.height)]
      if estimated { itemSize["estimated"] = true }
      let flow: [String: Any] = [
        "itemSize": itemSize,
        "itemSpacing": number(
          delegate.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: section)),
        "lineSpacing": number(delegate.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: section)),
      ]
      let inset = delegate.collectionView(view, layout: layout, insetForSectionAt: section)
      var boundaries: [[String: Any]] = []
      // F13: a header or footer exists when its length along the scroll axis is above 0; only that length counts.
      let ends: [(CGSize, String, String, Bool)] = [
        (
          delegate.collectionView(view, layout: layout, referenceSizeForHeaderInSection: section),
          UICollectionView.elementKindSectionHeader, "top", layout.sectionHeadersPinToVisibleBounds
        ),
        (
          delegate.collectionView(view, layout: layout, referenceSizeForFooterInSection: section),
          UICollectionView.elementKindSectionFooter, "bottom", layout.sectionFootersPinToVisibleBounds
        ),
      ]
      for (reference, kind, alignment, pinned) in ends {
        let length = horizontal ? reference.width : reference.height
        guard length > 0 else { continue }
        let across: [String: Any] = [horizontal ? "fractionalHeight" : "fractionalWidth": 1]
        let along: [String: Any] = ["absolute": number(length)]
        var boundary: [String: Any] = [
          "kind": kind, "alignment": alignment,
          "size": ["width": horizontal ? along : across, "height": horizontal ? across : along],
        ]
        if pinned { boundary["pinned"] = true }
        boundaries.append(["value": boundary])
      }
      sections.append([
        "flow": flow, "boundaries": boundaries,
        "insets": [
          "top": number(inset.top), "leading": number(inset.left), "bottom": number(inset.bottom),
          "trailing": number(inset.right),
        ],
      ])
    }
    return [
      "name": name, "scrollDirection": horizontal ? "horizontal" : "vertical", "items": [], "groups": [],
      "supplementaries": [], "sections": sections,
    ]
  }
}
