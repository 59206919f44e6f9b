import LayoutMath

/// Every property's facts in one declarative table: where it may be written, what its value is, its default, the IR
/// key it lowers to and how messages and docs describe it.
///
/// The checker's placement check and its "belongs on …" and "expected …" wording, the linter's defaults,
/// `Documentation/Properties.md` and `layoutc explain PROPERTY` all read this table; how a value is *read* stays in
/// `ValueReader`. Tests tie each row to the IR: a default lowers to the `IRDefaults` constant it names, every IR key
/// appears in a compiled document, and the owners agree with what the checker accepts.
public enum PropertyTable {
  /// One row per property, in `Property.allCases` order.
  public static let rows: [PropertyRow] = [
    PropertyRow(
      property: .size, valueKind: .size,
      targets: [
        PropertyTarget([.item], "items[].size", required: true),
        PropertyTarget(PropertyOwner.groups, "groups[].size", required: true),
        PropertyTarget([.supplementary], "supplementaries[].size", required: true),
        PropertyTarget(PropertyOwner.boundaries, "sections[].boundaries[].size", required: true),
      ],
      ownersWording: "items, groups, supplementaries, headers and footers",
      expected: "a size 'WIDTH x HEIGHT' such as '1/3w x 44' or '1w x ~44'",
      doc: "The layout size, NSCollectionLayoutSize (required)."),
    PropertyRow(
      property: .insets, valueKind: .insets,
      targets: [
        PropertyTarget([.item], "items[].insets", zeroInsets),
        PropertyTarget(PropertyOwner.groups, "groups[].insets", zeroInsets),
        PropertyTarget([.supplementary], "supplementaries[].insets", zeroInsets),
        PropertyTarget([.section], "sections[].insets", zeroInsets),
        PropertyTarget([.background], "sections[].backgrounds[].insets", zeroInsets),
      ],
      ownersWording: "items, groups, supplementaries, sections and backgrounds",
      expected:
        "insets: one value (all sides), two (vertical horizontal), four (top leading bottom trailing) or named sides 'top 8, leading 16'",
      doc: "Content insets, NSDirectionalEdgeInsets (a flow section's sectionInset)."),
    PropertyRow(
      property: .edges, valueKind: .edgeSpacing,
      targets: [
        PropertyTarget([.item], "items[].edges", noEdges),
        PropertyTarget(PropertyOwner.groups, "groups[].edges", noEdges),
      ],
      ownersWording: "items and groups",
      expected: "edge spacing such as 'leading >=0, trailing >=0' or 'top 8'",
      doc: "Edge spacing, NSCollectionLayoutEdgeSpacing: fixed ('8') or flexible ('>=8') per side."),
    PropertyRow(
      property: .spacing, valueKind: .spacing,
      targets: [
        PropertyTarget(
          PropertyOwner.groups, "groups[].spacing", PropertyDefault(.spacing(zeroSpacing), ir: "groupSpacing")),
        PropertyTarget([.section], "sections[].spacing", PropertyDefault(.spacing(zeroSpacing), ir: "sectionSpacing")),
        PropertyTarget([.layout], "spacing", PropertyDefault(.spacing(zeroSpacing), ir: "interSectionSpacing")),
      ],
      ownersWording: "groups, sections and layouts",
      expected: "a spacing in points such as '10' or, on groups, '>=10'",
      doc: "interItemSpacing on groups, interGroupSpacing on sections, interSectionSpacing on layouts."),
    PropertyRow(
      property: .supplementaries, valueKind: .supplementaryList,
      targets: [
        PropertyTarget([.item], "items[].supplementaries", noSupplementaries),
        PropertyTarget(PropertyOwner.groups, "groups[].supplementaries", noSupplementaries),
      ],
      ownersWording: "items and groups",
      expected: "a list of supplementary names or inline 'supplementary' declarations",
      doc: "supplementaryItems: the supplementaries attached to an item or group."),
    PropertyRow(
      property: .anchor, valueKind: .edgeSet,
      targets: [PropertyTarget([.supplementary], "supplementaries[].anchor.edges", required: true)],
      ownersWording: "supplementaries",
      expected: "edges such as 'top trailing', or 'center'",
      doc: "containerAnchor's edges, NSDirectionalRectEdge (required)."),
    PropertyRow(
      property: .offset, valueKind: .offset,
      targets: [
        PropertyTarget([.supplementary], "supplementaries[].anchor.offset", zeroOffset),
        PropertyTarget(PropertyOwner.boundaries, "sections[].boundaries[].offset", zeroOffset),
      ],
      ownersWording: "supplementaries, headers and footers",
      expected: "an offset 'X Y' in points (-6 6) or in percent of the supplementary's size (-30% 30%)",
      doc: "containerAnchor's offset (absolute, or fractional with '%'); a boundary item's absoluteOffset."),
    PropertyRow(
      property: .itemAnchor, valueKind: .edgeSet,
      targets: [PropertyTarget([.supplementary], "supplementaries[].itemAnchor.edges")],
      ownersWording: "supplementaries",
      expected: "edges such as 'top trailing', or 'center'",
      doc: "itemAnchor's edges: the point of the item the supplementary is placed against (absent: the anchor's)."),
    PropertyRow(
      property: .itemOffset, valueKind: .offset,
      targets: [PropertyTarget([.supplementary], "supplementaries[].itemAnchor.offset", zeroOffset)],
      ownersWording: "supplementaries",
      expected: "an offset 'X Y' in points (-6 6) or in percent of the supplementary's size (-30% 30%)",
      doc: "itemAnchor's offset, like 'offset'."),
    PropertyRow(
      property: .z, valueKind: .integer,
      targets: [
        PropertyTarget(
          [.supplementary], "supplementaries[].zIndex", PropertyDefault(.integer(1), ir: "supplementaryZIndex")),
        PropertyTarget(
          PropertyOwner.boundaries, "sections[].boundaries[].zIndex", PropertyDefault(.integer(1), ir: "boundaryZIndex")
        ),
        PropertyTarget(
          [.background], "sections[].backgrounds[].zIndex", PropertyDefault(.integer(0), ir: "backgroundZIndex")),
      ],
      ownersWording: "supplementaries, headers, footers and backgrounds",
      expected: "a whole number",
      doc: "zIndex; a background's other section elements are promoted to at least 1."),
    PropertyRow(
      property: .alignment, valueKind: .edgeSet,
      targets: [
        PropertyTarget(
          [.header], "sections[].boundaries[].alignment", PropertyDefault(.edgeSet([.top]), ir: "headerAlignment")),
        PropertyTarget(
          [.footer], "sections[].boundaries[].alignment", PropertyDefault(.edgeSet([.bottom]), ir: "footerAlignment")),
        PropertyTarget([.boundary], "sections[].boundaries[].alignment", required: true),
      ],
      ownersWording: "headers, footers and boundary items",
      expected: "an alignment such as 'top', 'bottom' or 'top leading'",
      doc: "NSRectAlignment of a boundary item (required on 'boundary')."),
    PropertyRow(
      property: .pinned, valueKind: .boolean,
      targets: [boundaryFlag("pinned", false, ir: "boundaryPinned")],
      ownersWording: "headers, footers and boundary items",
      expected: "'true' or 'false'",
      doc: "pinToVisibleBounds: stays on screen while its section is visible."),
    PropertyRow(
      property: .extends, valueKind: .boolean,
      targets: [boundaryFlag("extends", true, ir: "boundaryExtends")],
      ownersWording: "headers, footers and boundary items",
      expected: "'true' or 'false'",
      doc: "extendsBoundary: the section grows to make room for the item."),
    PropertyRow(
      property: .followsInsets, valueKind: .boolean,
      targets: [boundaryFlag("followsInsets", true, ir: "followsInsets")],
      ownersWording: "headers, footers and boundary items",
      expected: "'true' or 'false'",
      doc:
        "supplementariesFollowContentInsets (section-wide in UIKit): follows the section's leading and trailing insets."
    ),
    PropertyRow(
      property: .scroll, valueKind: .scroll,
      targets: [PropertyTarget([.section], "sections[].scroll", PropertyDefault(.scroll(.none), ir: "scroll"))],
      ownersWording: "sections",
      expected: "one of none, continuous, continuous-leading, paging, group-paging, group-paging-centered",
      doc: "orthogonalScrollingBehavior: any value but none lays the groups out in one row across the scroll axis."),
    PropertyRow(
      property: .viewport, valueKind: .viewport,
      targets: [PropertyTarget([.layout], "viewport")],
      ownersWording: "layouts",
      expected: "a range of sizes such as '320...1366 x 480...1366'",
      doc: "The collection view sizes the checker proves the layout for (not a UIKit property).",
      unconditionalBecause: "it is the range that 'when width' and 'when height' conditions are decided over"),
    PropertyRow(
      property: .direction, valueKind: .direction,
      targets: [
        PropertyTarget([.layout], "scrollDirection", PropertyDefault(.direction(.vertical), ir: "scrollDirection"))
      ],
      ownersWording: "layouts",
      expected: "'vertical' or 'horizontal'",
      doc: "The configuration's scrollDirection.",
      unconditionalBecause: "a layout scrolls one way (UIKit fixes scrollDirection when the layout is made)"),
    PropertyRow(
      property: .flow, valueKind: .size,
      targets: [PropertyTarget([.section], "sections[].flow.itemSize")],
      ownersWording: "flow sections",
      expected: "an item size in points 'WIDTH x HEIGHT' such as '100 x 32'",
      doc: "UICollectionViewFlowLayout's itemSize: makes the section a flow section."),
    PropertyRow(
      property: .itemSpacing, valueKind: .spacing,
      targets: [flowSpacing("itemSpacing", ir: "flowItemSpacing")],
      ownersWording: "flow sections",
      expected: "a spacing in points, at least 0, such as '10'",
      doc: "A flow section's minimumInteritemSpacing."),
    PropertyRow(
      property: .lineSpacing, valueKind: .spacing,
      targets: [flowSpacing("lineSpacing", ir: "flowLineSpacing")],
      ownersWording: "flow sections",
      expected: "a spacing in points, at least 0, such as '10'",
      doc: "A flow section's minimumLineSpacing, between rows."),
    sizeSide(.width),
    sizeSide(.height),
    effectRow(
      .appear,
      doc:
        "How the element enters when inserted or appearing (E1.1, E2.1); on a section, how its cells enter when the section is inserted. Absent: UIKit's fade."
    ),
    effectRow(
      .disappear,
      doc:
        "How the element leaves when deleted or disappearing (E1.1, E2.1); on a section, how its cells leave when the section is deleted. Absent: UIKit's fade."
    ),
    PropertyRow(
      property: .effect, valueKind: .scrollEffect,
      targets: [PropertyTarget([.item], "items[].effect"), PropertyTarget([.section], "sections[].effect")],
      ownersWording: "items and sections",
      expected:
        "scroll effects such as 'scale 0.8, alpha 0.5', 'parallax 0.2' or 'page-parallax 100, min-width 40' or 'focus-width 160, focus-spacing 15', each parameter at most once",
      doc:
        "Scroll-driven effects on cells, by their distance from the viewport's centre (a visibleItemsInvalidationHandler), or a flow section's page parallax (SE6) or focus width (SE8)."
    ),
    flowCellEffectRow(
      .itemAppear, key: "itemAppear",
      doc:
        "How a flow section's cells enter when inserted (E1.1, E2.2); the section's own 'appear' wins when the section itself is inserted. Absent: UIKit's fade."
    ),
    flowCellEffectRow(
      .itemDisappear, key: "itemDisappear",
      doc:
        "How a flow section's cells leave when deleted (E1.1, E2.2); the section's own 'disappear' wins when the section itself is deleted. Absent: UIKit's fade."
    ),
    PropertyRow(
      property: .paging, valueKind: .boolean,
      targets: [PropertyTarget([.layout], "paging", PropertyDefault(.boolean(false), ir: "layoutPaging"))],
      ownersWording: "layouts",
      expected: "'true' or 'false'",
      doc: "The collection view's isPagingEnabled: scrolling settles on multiples of the viewport (S7).",
      unconditionalBecause: "it is a property of the collection view, not of one viewport size"),
    PropertyRow(
      property: .follows, valueKind: .layoutName,
      targets: [PropertyTarget([.layout], "follows")],
      ownersWording: "layouts",
      expected: "the name of another layout of the file, as 'follows: Photos'",
      doc:
        "A linked scroll view: this layout's scroll position follows the named layout's, item by item, and it shows the same items (L1-L3).",
      unconditionalBecause: "the link is between two scroll views, not one viewport size"),
  ]

  /// The rows by property.
  static let byProperty: [Property: PropertyRow] = Dictionary(uniqueKeysWithValues: rows.map { ($0.property, $0) })

  /// The owners of each property as a mask of `PropertyOwner.bit`s, by `Property.ordinal`: the checker asks for
  /// every property it reads.
  static let allowedMasks: [UInt16] = Property.allCases.map { property in
    byProperty[property]!.owners.reduce(0) { $0 | $1.bit }
  }

  /// The properties every declaration of an owner must set, in table order (the checker's "needs a …").
  static let required: [PropertyOwner: [Property]] = Dictionary(
    grouping: rows.flatMap { row in
      row.targets.filter(\.isRequired).flatMap { target in target.owners.map { ($0, row.property) } }
    },
    by: \.0
  ).mapValues { pairs in pairs.map(\.1) }

  /// `required` by the index of the owner's bit: the checker asks once per declaration, without hashing a string.
  static let requiredByOwnerBit: [[Property]] = (0..<16).map { bit in
    PropertyOwner.allCases.first { $0.bit == 1 << bit }.flatMap { required[$0] } ?? []
  }

  // Defaults several rows share.
  private static let zeroSpacing = Spacing(value: .zero, isFlexible: false)
  private static let zeroInsets = PropertyDefault(.insets(.zero), ir: "insets")
  private static let noEdges = PropertyDefault(.edges(EdgeSpacing()), ir: "edges")
  private static let noSupplementaries = PropertyDefault(.supplementaries([]), ir: "supplementaries")
  private static let zeroOffset = PropertyDefault(
    .offset(Offset(x: .zero, y: .zero, isFractional: false)), ir: "offset")

  private static func boundaryFlag(_ key: String, _ value: Bool, ir constant: String) -> PropertyTarget {
    PropertyTarget(
      PropertyOwner.boundaries, "sections[].boundaries[].\(key)", PropertyDefault(.boolean(value), ir: constant))
  }

  /// `width` or `height`: one side of `size`, lowered into the size it overrides (Grammar/README.md, "Partial overrides").
  private static func sizeSide(_ property: Property) -> PropertyRow {
    let side = property.rawValue
    return PropertyRow(
      property: property, valueKind: .dimension,
      targets: [
        PropertyTarget([.item], "items[].size.\(side)"),
        PropertyTarget(PropertyOwner.groups, "groups[].size.\(side)"),
        PropertyTarget([.supplementary], "supplementaries[].size.\(side)"),
        PropertyTarget(PropertyOwner.boundaries, "sections[].boundaries[].size.\(side)"),
      ],
      ownersWording: "items, groups, supplementaries, headers and footers",
      expected: "one dimension such as '1/2w', '44' or '~44'",
      doc: "The \(side) alone: overrides that side of the size in force, usually under 'when'.")
  }

  /// `appear` and `disappear`: the same owners and shape, no default (absent means UIKit's own fade, MU10).
  private static func effectRow(_ property: Property, doc: String) -> PropertyRow {
    let key = property.rawValue
    return PropertyRow(
      property: property, valueKind: .effect,
      targets: [
        PropertyTarget([.item], "items[].\(key)"),
        PropertyTarget([.supplementary], "supplementaries[].\(key)"),
        PropertyTarget([.section], "sections[].\(key)"),
        PropertyTarget(PropertyOwner.boundaries, "sections[].boundaries[].\(key)"),
        PropertyTarget([.background], "sections[].backgrounds[].\(key)"),
      ],
      ownersWording: "items, supplementaries, sections, headers, footers, boundary items and backgrounds",
      expected: "'none' or effects among 'fade', 'scale S' and 'offset X Y', such as 'fade, scale 0.5'",
      doc: doc)
  }

  /// `item-appear` and `item-disappear`: a flow section's cells have no item declaration to carry `appear` and
  /// `disappear`, so the section carries them (E1.1); no default, as for `appear`.
  private static func flowCellEffectRow(_ property: Property, key: String, doc: String) -> PropertyRow {
    PropertyRow(
      property: property, valueKind: .effect, targets: [PropertyTarget([.section], "sections[].\(key)")],
      ownersWording: "flow sections",
      expected: "'none' or effects among 'fade', 'scale S' and 'offset X Y', such as 'fade, scale 0.5'", doc: doc)
  }

  private static func flowSpacing(_ key: String, ir constant: String) -> PropertyTarget {
    PropertyTarget(
      [.section], "sections[].flow.\(key)",
      PropertyDefault(.spacing(Spacing(value: Rational(10), isFlexible: false)), ir: constant))
  }
}
