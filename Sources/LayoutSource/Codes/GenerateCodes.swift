extension DiagnosticCatalog {
  /// The codes `layoutc generate` reports. Not part of `frontEnd`: a file with one of them checks clean, and only a
  /// generator finds them (`layoutc explain` lists them with the rest).
  public static let generateCodes: [DiagnosticCode] = [.noSwiftMapping]
}

extension DiagnosticCode {
  /// E0501
  public static let noSwiftMapping = DiagnosticCode(
    id: "E0501", phase: .generate, title: "no faithful mapping to UIKit's layout API",
    explanation: """
      `layoutc generate swift` writes Swift that builds the layout with `UICollectionViewCompositionalLayout`, or \
      with `UICollectionViewFlowLayout` and a `SectionMetrics` value for its delegate when the layout is made of \
      flow sections, and refuses a construct those APIs cannot express exactly rather than write an approximation: \
      a layout `spacing` that depends on `width` or `height` (the configuration \
      is fixed when the layout is made, before any container size is known); boundary items of one section that \
      disagree on `follows-insets` (UIKit has one `supplementariesFollowContentInsets` per section); a group \
      whose children are all guarded and that is left without one for some choice of parameters, or whose \
      children's guards read the container size (UIKit requires at least one subitem); items of one section with \
      different `appear`/`disappear` effects; `appear` and `disappear` effects on an element kind the generated \
      layout subclass cannot tell from a survivor by its section's or item's insert or delete (a boundary item or \
      background kind that some section does not always show, a background not at the same place among unguarded \
      ones, an item supplementary kind not on every item of every section or with different effects in one \
      section), on a group's supplementary (its index path does not say whether the group is new), or on a kind \
      that two kinds of declaration share; of scroll effects, `parallax` (a section's visible-items handler \
      sets a cell's transform and alpha, not its content's position) and items of one section with different \
      effects (both the handler and the subclass see index paths, not item declarations); a `follows` whose \
      layouts' flow size or line spacing reads the container size (the link helper reads each view's pitch from \
      its flow layout); and, in a flow layout, a `focus-width` or \
      `page-parallax` that is guarded, decorated or paced by the viewport, a `focus-width` beside a header or \
      footer, `appear`/`disappear` effects, an \
      estimated item size that differs between sections or reads the container size (`estimatedItemSize` has no \
      delegate method), and a kind used by both a header and a footer (UIKit names them \
      `elementKindSectionHeader` and `elementKindSectionFooter`). Scroll effects' `scale` and `alpha`, the \
      `appear` and `disappear` effects of cells (items' and sections'), boundary items, backgrounds and items' \
      supplementaries otherwise, a flow section's page parallax and focus width (flow layout subclasses), \
      `paging: true` (a `configure(_:)` that sets the collection view's `isPagingEnabled`) and `follows` (the \
      follower's `leaderDidScroll` and `followerDidScroll`, for the app's scroll view delegate) are generated. \
      With `--framework appkit` (`NSCollectionViewCompositionalLayout`) flow sections, scroll effects (AppKit's \
      visible items have no transform), `appear`/`disappear` effects (no AppKit layout subclass is written) and \
      `paging` (an `NSCollectionView` scrolls in an `NSScrollView`, which does not page) are refused too. Such a \
      layout still compiles to the IR, which an app evaluates at run time.
      """,
    example: """
      layout Wide {
        when width >= 700 { spacing: 20 }
        item cell { size: 1w x 44 }
        section { horizontal { size: 1w x 44; cell } }
      }
      """,
    fixed: """
      layout Wide {
        spacing: 20
        item cell { size: 1w x 44 }
        section { horizontal { size: 1w x 44; cell } }
      }
      """)
}
