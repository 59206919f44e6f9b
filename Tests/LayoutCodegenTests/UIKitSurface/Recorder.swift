// What generated code built, back into the IR: compiled with the stand-in UIKit and the generated files into the
// round-trip program (`RoundTripTests`), which prints one IR document. Each recorded layout is one parameter choice
// asked for its sections at one container size, so the IR it gives has no parameters and no guards.
//
// The AppKit round trip (`AppKitRoundTripTests`) compiles the same recorder against the stand-in AppKit
// (`AppKitSurface/`) with `-D LAYOUTC_APPKIT_SURFACE`: the two frameworks differ here only in the layout class, the
// orthogonal scrolling enum and the environment's trait collection (AppKit's has none).
#if LAYOUTC_APPKIT_SURFACE
  import AppKit

  typealias RecordedCompositionalLayout = NSCollectionViewCompositionalLayout
  typealias RecordedScrollingBehavior = NSCollectionLayoutSectionOrthogonalScrollingBehavior
#else
  import UIKit

  typealias RecordedCompositionalLayout = UICollectionViewCompositionalLayout
  typealias RecordedScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior

  extension RecordedEnvironment {
    var traitCollection: UITraitCollection { UITraitCollection(recordedDisplayScale: 3) }
  }
#endif

/// The container and environment UIKit (or AppKit) would pass to a section provider.
struct RecordedEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  var contentSize: CGSize
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
  var container: any NSCollectionLayoutContainer { self }
}

/// A recording that the IR cannot hold with the same meaning.
struct NotRepresentable: Error, CustomStringConvertible {
  var description: String
}

/// Builds the IR tables of one layout from the objects generated code made.
final class Recorder {
  private var items: [[String: Any]] = []
  private var groups: [[String: Any]] = []
  private var supplementaries: [[String: Any]] = []

  /// The IR layout named `name` for `layout` at a container of `width` x `height`, asked for `sections` sections.
  static func layout(
    _ layout: RecordedCompositionalLayout, name: String, sections count: Int, width: Double, height: Double
  ) throws -> [String: Any] {
    let recorder = Recorder()
    let environment = RecordedEnvironment(contentSize: CGSize(width: width, height: height))
    var sections: [[String: Any]] = []
    for index in 0..<count {
      guard let section = layout.recordedSectionProvider(index, environment) else {
        throw NotRepresentable(description: "\(name): no section \(index)")
      }
      sections.append(try recorder.section(section))
    }
    // UIKit asks for every section the data source has: one past the layout's must have no layout (R7.4).
    if layout.recordedSectionProvider(count, environment) != nil {
      throw NotRepresentable(description: "\(name): a section past the layout's \(count)")
    }
    let configuration = layout.configuration
    return [
      "name": name, "scrollDirection": configuration.scrollDirection == .vertical ? "vertical" : "horizontal",
      "spacing": number(configuration.interSectionSpacing), "items": recorder.items, "groups": recorder.groups,
      "supplementaries": recorder.supplementaries, "sections": sections,
    ]
  }

  private func section(_ section: NSCollectionLayoutSection) throws -> [String: Any] {
    let follows = section.supplementariesFollowContentInsets
    return [
      "root": try group(section.recordedGroup), "insets": Recorder.insets(section.contentInsets),
      "spacing": Recorder.number(section.interGroupSpacing),
      "scroll": Recorder.scroll(section.orthogonalScrollingBehavior),
      "boundaries": section.boundarySupplementaryItems.map { ["value": boundary($0, followsInsets: follows)] },
      "backgrounds": section.decorationItems.map { decoration in
        [
          "value": [
            "kind": decoration.elementKind, "insets": Recorder.insets(decoration.contentInsets),
            "zIndex": decoration.zIndex,
          ] as [String: Any]
        ]
      },
    ]
  }

  private func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, followsInsets: Bool) -> [String: Any] {
    let alignments: [NSRectAlignment: String] = [
      .top: "top", .topLeading: "topLeading", .leading: "leading", .bottomLeading: "bottomLeading",
      .bottom: "bottom", .bottomTrailing: "bottomTrailing", .trailing: "trailing", .topTrailing: "topTrailing",
    ]
    return [
      "kind": item.elementKind, "size": Recorder.size(item.layoutSize),
      "alignment": alignments[item.alignment] ?? "none",
      "offset": Recorder.point(item.offset), "extends": item.extendsBoundary, "pinned": item.pinToVisibleBounds,
      "followsInsets": followsInsets, "zIndex": item.zIndex,
    ]
  }

  /// The index of `group` in the group table (its children and supplementaries recorded first).
  private func group(_ group: NSCollectionLayoutGroup) throws -> Int {
    var entry: [String: Any] = [
      "axis": group.recordedAxis == .horizontal ? "horizontal" : "vertical", "size": Recorder.size(group.layoutSize),
      "insets": Recorder.insets(group.contentInsets), "edges": Recorder.edges(group.edgeSpacing),
    ]
    if let spacing = group.interItemSpacing { entry["spacing"] = Recorder.spacing(spacing) }
    if let count = group.recordedCount {
      // The IR's count group repeats its child at 1/count of the group along the axis (R5.4); repeatingSubitem
      // keeps the child's size, so the two agree only when generated code made the child exactly that size.
      let size = group.subitems[0].layoutSize
      let along = group.recordedAxis == .horizontal ? size.widthDimension : size.heightDimension
      let kind: NSCollectionLayoutDimension.RecordedKind =
        group.recordedAxis == .horizontal ? .fractionalWidth : .fractionalHeight
      guard along.recordedKind == kind, along.dimension == 1 / CGFloat(count) else {
        throw NotRepresentable(description: "a repeated child is not 1/\(count) of its group along the group's axis")
      }
      entry["count"] = count
    }
    entry["children"] = try group.subitems.map { ["value": try child($0)] }
    entry["supplementaries"] = try group.supplementaryItems.map { ["value": try supplementary($0)] }
    groups.append(entry)
    return groups.count - 1
  }

  private func child(_ item: NSCollectionLayoutItem) throws -> [String: Any] {
    if let nested = item as? NSCollectionLayoutGroup { return ["group": try group(nested)] }
    let entry: [String: Any] = [
      "size": Recorder.size(item.layoutSize), "insets": Recorder.insets(item.contentInsets),
      "edges": Recorder.edges(item.edgeSpacing),
      "supplementaries": try item.supplementaryItems.map { ["value": try supplementary($0)] },
    ]
    items.append(entry)
    return ["item": items.count - 1]
  }

  private func supplementary(_ item: NSCollectionLayoutSupplementaryItem) throws -> Int {
    var entry: [String: Any] = [
      "kind": item.elementKind, "size": Recorder.size(item.layoutSize),
      "anchor": Recorder.anchor(item.containerAnchor), "zIndex": item.zIndex,
      "insets": Recorder.insets(item.contentInsets),
    ]
    if let anchor = item.itemAnchor { entry["itemAnchor"] = Recorder.anchor(anchor) }
    supplementaries.append(entry)
    return supplementaries.count - 1
  }
}
