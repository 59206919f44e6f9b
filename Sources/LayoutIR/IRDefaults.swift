/// The value every optional IR property takes when none of its assignments applies (`Documentation/IR.md`,
/// "Objects and defaults").
///
/// Each default is stated here once: the evaluator resolves absent properties to these constants, lowering uses them
/// where the IR holds a value the source left out, and the checked model's property table
/// (`LayoutSemantics.PropertyTable`) names the constant its defaults lower to, which tests compare.
public enum IRDefaults {
  /// `IRLayout.scrollDirection`: UICollectionViewCompositionalLayoutConfiguration.scrollDirection's default.
  public static let scrollDirection = IRAxis.vertical
  /// `IRLayout.spacing`: interSectionSpacing (R7.1).
  public static let interSectionSpacing: IRNumber = 0
  /// Content insets of items, groups, supplementaries, sections and backgrounds (R3.2, R4.1, R9.5).
  public static let insets = IRInsets.zero
  /// Edge spacing of items and groups: no edge is spaced (R5.2).
  public static let edges = IREdgeSpacing.none
  /// `IRGroup.spacing`: interItemSpacing, fixed 0 (R5.3).
  public static let groupSpacing = IRSpacing.fixed(0)
  /// `IRSection.spacing`: interGroupSpacing (R6.6).
  public static let sectionSpacing: IRNumber = 0
  /// `IRSection.scroll`: orthogonalScrollingBehavior (R8).
  public static let scroll = IRScrollBehavior.none
  /// The supplementaries attached to an item or group: none.
  public static let supplementaries: [Int] = []
  /// A boundary item's absolute offset and an anchor's offset (R9.2, R10).
  public static let offset = IRPoint.zero
  /// `IRSupplementary.zIndex`, as UIKit's supplementaries (R9.6).
  public static let supplementaryZIndex = 1
  /// `IRBoundary.zIndex` (R10).
  public static let boundaryZIndex = 1
  /// `IRBackground.zIndex`: below the section's other elements, which are promoted to at least 1 (R11.2, U10).
  public static let backgroundZIndex = 0
  /// `IRBoundary.alignment` of a `header` that does not say (a `boundary` must).
  public static let headerAlignment = IRRectAlignment.top
  /// `IRBoundary.alignment` of a `footer` that does not say.
  public static let footerAlignment = IRRectAlignment.bottom
  /// `IRBoundary.extends`: extendsBoundary.
  public static let boundaryExtends = true
  /// `IRBoundary.pinned`: pinToVisibleBounds (R10.5).
  public static let boundaryPinned = false
  /// `IRBoundary.followsInsets`: supplementariesFollowContentInsets (R3.6, R10.2).
  public static let followsInsets = true
  /// `IRFlow.itemSpacing`: UICollectionViewFlowLayout's minimumInteritemSpacing (F1).
  public static let flowItemSpacing: IRNumber = 10
  /// `IRFlow.lineSpacing`: UICollectionViewFlowLayout's minimumLineSpacing (F1).
  public static let flowLineSpacing: IRNumber = 10
  /// `IRLayout.paging`: the collection view's isPagingEnabled (S7).
  public static let layoutPaging = false

  /// Every constant above by its name, for tools that show a default and for the tests that tie the property
  /// table to the IR (a name the table cites must be here, and every name here must be cited).
  public static let named: [String: any Encodable & Sendable] = [
    "scrollDirection": scrollDirection, "interSectionSpacing": interSectionSpacing, "insets": insets,
    "edges": edges, "groupSpacing": groupSpacing, "sectionSpacing": sectionSpacing, "scroll": scroll,
    "supplementaries": supplementaries, "offset": offset, "supplementaryZIndex": supplementaryZIndex,
    "boundaryZIndex": boundaryZIndex, "backgroundZIndex": backgroundZIndex, "headerAlignment": headerAlignment,
    "footerAlignment": footerAlignment, "boundaryExtends": boundaryExtends, "boundaryPinned": boundaryPinned,
    "followsInsets": followsInsets, "flowItemSpacing": flowItemSpacing, "flowLineSpacing": flowLineSpacing,
    "layoutPaging": layoutPaging,
  ]
}
