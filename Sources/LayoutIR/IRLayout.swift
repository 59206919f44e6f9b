/// A variant parameter: `param mode: allPhotos | monthSummary = allPhotos`.
public struct IRParam: Hashable, Sendable, Codable {
  /// The parameter name.
  public var name: String
  /// The allowed values, in declaration order.
  public var values: [String]
  /// The default value (one of `values`).
  public var defaultValue: String

  /// Creates a parameter.
  public init(name: String, values: [String], defaultValue: String) {
    self.name = name
    self.values = values
    self.defaultValue = defaultValue
  }

  private enum CodingKeys: String, CodingKey {
    case name, values
    case defaultValue = "default"
  }
}

/// The viewport range the checker proves the layout for (`viewport: 320...1366 x 480...1366`). Informational for
/// an evaluator. JSON: `{"minWidth": 320, "maxWidth": 1366, "minHeight": 480, "maxHeight": 1366}`, each optional.
public struct IRViewportRange: Hashable, Sendable, Codable {
  /// Smallest width.
  public var minWidth: IRNumber?
  /// Largest width.
  public var maxWidth: IRNumber?
  /// Smallest height.
  public var minHeight: IRNumber?
  /// Largest height.
  public var maxHeight: IRNumber?

  /// Creates a range.
  public init(
    minWidth: IRNumber? = nil, maxWidth: IRNumber? = nil, minHeight: IRNumber? = nil, maxHeight: IRNumber? = nil
  ) {
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.maxHeight = maxHeight
  }
}

/// orthogonalScrollingBehavior (R8). Any value but `none` lays the section's groups out in one row across the
/// layout's scroll axis.
public enum IRScrollBehavior: String, Hashable, Sendable, Codable {
  case none
  case continuous
  case continuousLeading = "continuous-leading"
  case paging
  case groupPaging = "group-paging"
  case groupPagingCentered = "group-paging-centered"
}

/// NSRectAlignment of a boundary item (R10.1).
public enum IRRectAlignment: String, Hashable, Sendable, Codable, CaseIterable {
  case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A boundary supplementary (header, footer, side item) of a section (R10).
public struct IRBoundary: Hashable, Sendable, Codable {
  /// The element kind.
  public var kind: String
  /// The layout size (required; R3.6).
  public var size: IRProperty<IRSize>
  /// The alignment (required; a `header` that does not say lowers to `IRDefaults.headerAlignment`, a `footer` to
  /// `IRDefaults.footerAlignment`).
  public var alignment: IRProperty<IRRectAlignment>
  /// An absolute offset in points (default `IRDefaults.offset`).
  public var offset: IRProperty<IRPoint>
  /// extendsBoundary (default `IRDefaults.boundaryExtends`).
  public var extends: IRProperty<Bool>
  /// pinToVisibleBounds (default `IRDefaults.boundaryPinned`); the evaluator reports it as a flag (R10.5).
  public var pinned: IRProperty<Bool>
  /// supplementariesFollowContentInsets, per item (default `IRDefaults.followsInsets`; R3.6, R10.2).
  public var followsInsets: IRProperty<Bool>
  /// zIndex (default `IRDefaults.boundaryZIndex`).
  public var zIndex: IRProperty<Int>
  /// Declared appear effect (E4.1; absent: UIKit's fade). Part of the `motion-effects` feature.
  public var appear: IRProperty<IREffect> = IRProperty()
  /// Declared disappear effect (E4.1; absent: UIKit's fade). Part of the `motion-effects` feature.
  public var disappear: IRProperty<IREffect> = IRProperty()

  /// Creates a boundary item.
  public init(
    kind: String, size: IRProperty<IRSize>, alignment: IRProperty<IRRectAlignment>,
    offset: IRProperty<IRPoint> = IRProperty(), extends: IRProperty<Bool> = IRProperty(),
    pinned: IRProperty<Bool> = IRProperty(), followsInsets: IRProperty<Bool> = IRProperty(),
    zIndex: IRProperty<Int> = IRProperty()
  ) {
    self.kind = kind
    self.size = size
    self.alignment = alignment
    self.offset = offset
    self.extends = extends
    self.pinned = pinned
    self.followsInsets = followsInsets
    self.zIndex = zIndex
  }
}

/// A background decoration of a section (R11).
public struct IRBackground: Hashable, Sendable, Codable {
  /// The element kind.
  public var kind: String
  /// Insets of the decoration frame (default `IRDefaults.insets`).
  public var insets: IRProperty<IRInsets>
  /// zIndex (default `IRDefaults.backgroundZIndex`); the section's other elements are promoted to at least 1 (R11.2, U10).
  public var zIndex: IRProperty<Int>
  /// Declared appear effect (E4.1; absent: UIKit's fade). Part of the `motion-effects` feature.
  public var appear: IRProperty<IREffect> = IRProperty()
  /// Declared disappear effect (E4.1; absent: UIKit's fade). Part of the `motion-effects` feature.
  public var disappear: IRProperty<IREffect> = IRProperty()

  /// Creates a background.
  public init(kind: String, insets: IRProperty<IRInsets> = IRProperty(), zIndex: IRProperty<Int> = IRProperty()) {
    self.kind = kind
    self.insets = insets
    self.zIndex = zIndex
  }
}

/// A section: a root group repeated along the scroll axis, or a flow (F rules).
public struct IRSection: Hashable, Sendable, Codable {
  /// The root group: an index into `IRLayout.groups` (required unless the section is a flow; absent then).
  public var root: IRProperty<Int>
  /// Section content insets (default `IRDefaults.insets`; R3.2, R6.5).
  public var insets: IRProperty<IRInsets>
  /// interGroupSpacing in points (default `IRDefaults.sectionSpacing`; R6.6).
  public var spacing: IRProperty<IRNumber>
  /// orthogonalScrollingBehavior (default `IRDefaults.scroll`; R8).
  public var scroll: IRProperty<IRScrollBehavior>
  /// Boundary items in declaration order.
  public var boundaries: IRList<IRBoundary>
  /// Background decorations in declaration order.
  public var backgrounds: IRList<IRBackground>
  /// The flow that replaces the root group of a flow section (absent, nil: a section with a root group).
  public var flow: IRFlow?
  /// Declared appear effect of the section's cells when the section itself is inserted (E2.2). `motion-effects`.
  public var appear: IRProperty<IREffect> = IRProperty()
  /// Declared disappear effect of the section's cells when the section itself is deleted (E2.2). `motion-effects`.
  public var disappear: IRProperty<IREffect> = IRProperty()
  /// Declared appear effect of a flow section's cells when they are inserted (E1.1, E2.2); a flow declares no item
  /// to carry it. `motion-effects`.
  public var itemAppear: IRProperty<IREffect> = IRProperty()
  /// Declared disappear effect of a flow section's cells when they are deleted (E1.1, E2.2). `motion-effects`.
  public var itemDisappear: IRProperty<IREffect> = IRProperty()
  /// Scroll-driven effects on every cell of the section (none unless written; feature `scroll-effects`).
  public var effect: IRProperty<IRScrollEffect> = IRProperty()

  /// Creates a section.
  public init(
    root: IRProperty<Int> = IRProperty(), insets: IRProperty<IRInsets> = IRProperty(),
    spacing: IRProperty<IRNumber> = IRProperty(), scroll: IRProperty<IRScrollBehavior> = IRProperty(),
    boundaries: IRList<IRBoundary> = [], backgrounds: IRList<IRBackground> = [], flow: IRFlow? = nil,
    effect: IRProperty<IRScrollEffect> = IRProperty()
  ) {
    self.effect = effect
    self.root = root
    self.insets = insets
    self.spacing = spacing
    self.scroll = scroll
    self.boundaries = boundaries
    self.backgrounds = backgrounds
    self.flow = flow
  }
}

/// One compiled layout. Groups, items and supplementaries live in flat tables referenced by index, so a deeply
/// nested layout never makes a deeply nested JSON document.
public struct IRLayout: Hashable, Sendable, Codable {
  /// The layout name.
  public var name: String
  /// The scroll direction, `vertical` or `horizontal` (default `IRDefaults.scrollDirection`).
  public var scrollDirection: IRAxis
  /// interSectionSpacing in points (default `IRDefaults.interSectionSpacing`; R7.1).
  public var spacing: IRProperty<IRNumber>
  /// The declared viewport range, if any.
  public var viewport: IRViewportRange?
  /// Variant parameters.
  public var params: [IRParam]
  /// The item table.
  public var items: [IRItem]
  /// The group table.
  public var groups: [IRGroup]
  /// The supplementary table.
  public var supplementaries: [IRSupplementary]
  /// The sections, in order.
  public var sections: [IRSection]
  /// Where each declaration was written (`compile --source-locations`); nil when not kept. An optional key: it
  /// never changes frames.
  public var sourceLocations: IRSourceLocations? = nil
  /// The main scroll view's `isPagingEnabled` (feature `paging`, S7): written only when true.
  public var paging = IRDefaults.layoutPaging
  /// The layout of the same document whose scroll position this one follows (feature `scroll-links`, L1-L3);
  /// written only when set.
  public var follows: String? = nil

  /// Creates a layout.
  public init(
    name: String, scrollDirection: IRAxis = IRDefaults.scrollDirection, spacing: IRProperty<IRNumber> = IRProperty(),
    viewport: IRViewportRange? = nil, params: [IRParam] = [], items: [IRItem], groups: [IRGroup],
    supplementaries: [IRSupplementary] = [], sections: [IRSection]
  ) {
    self.name = name
    self.scrollDirection = scrollDirection
    self.spacing = spacing
    self.viewport = viewport
    self.params = params
    self.items = items
    self.groups = groups
    self.supplementaries = supplementaries
    self.sections = sections
  }

  private enum CodingKeys: String, CodingKey {
    case name, scrollDirection, spacing, viewport, params, items, groups, supplementaries, sections, sourceLocations
    case paging, follows
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    name = try c.decode(String.self, forKey: .name)
    scrollDirection = try c.decodeIfPresent(IRAxis.self, forKey: .scrollDirection) ?? IRDefaults.scrollDirection
    spacing = try c.decode(IRProperty<IRNumber>.self, forKey: .spacing)
    viewport = try c.decodeIfPresent(IRViewportRange.self, forKey: .viewport)
    params = try c.decodeIfPresent([IRParam].self, forKey: .params) ?? []
    items = try c.decodeIfPresent([IRItem].self, forKey: .items) ?? []
    groups = try c.decodeIfPresent([IRGroup].self, forKey: .groups) ?? []
    supplementaries = try c.decodeIfPresent([IRSupplementary].self, forKey: .supplementaries) ?? []
    sections = try c.decodeIfPresent([IRSection].self, forKey: .sections) ?? []
    sourceLocations = try c.decodeIfPresent(IRSourceLocations.self, forKey: .sourceLocations)
    paging = try c.decodeIfPresent(Bool.self, forKey: .paging) ?? IRDefaults.layoutPaging
    follows = try c.decodeIfPresent(String.self, forKey: .follows)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    try c.encode(scrollDirection, forKey: .scrollDirection)
    try c.encode(spacing, forKey: .spacing)
    try c.encodeIfPresent(viewport, forKey: .viewport)
    if paging { try c.encode(paging, forKey: .paging) }
    try c.encodeIfPresent(follows, forKey: .follows)
    if !params.isEmpty { try c.encode(params, forKey: .params) }
    try c.encode(items, forKey: .items)
    try c.encode(groups, forKey: .groups)
    if !supplementaries.isEmpty { try c.encode(supplementaries, forKey: .supplementaries) }
    try c.encode(sections, forKey: .sections)
    try c.encodeIfPresent(sourceLocations, forKey: .sourceLocations)
  }
}
