/// A directional edge.
public enum IREdge: String, Hashable, Sendable, Codable, CaseIterable {
  case top, leading, bottom, trailing
}

/// An anchor (NSCollectionLayoutAnchor, R9.1–R9.2): edges plus an offset that is either absolute points or a
/// fraction of the supplementary's OWN size.
///
/// JSON: `{"edges": ["top", "trailing"], "offset": {"x": {"num":-3,"den":10}, "y": {"num":3,"den":10}},
/// "fractional": true}`; `offset` defaults to `IRDefaults.offset` and `fractional` to false (points).
public struct IRAnchor: Hashable, Sendable, Codable {
  /// The edges, in canonical order top, leading, bottom, trailing.
  public var edges: [IREdge]
  /// The offset (points, or fractions of the supplementary's size when `fractional`).
  public var offset: IRPoint
  /// Whether `offset` is a fraction of the supplementary's own size.
  public var fractional: Bool

  /// Creates an anchor; edges are sorted into canonical order.
  public init(edges: [IREdge], offset: IRPoint = IRDefaults.offset, fractional: Bool = false) {
    self.edges = IREdge.allCases.filter(edges.contains)
    self.offset = offset
    self.fractional = fractional
  }

  private enum CodingKeys: String, CodingKey { case edges, offset, fractional }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      edges: try c.decode([IREdge].self, forKey: .edges),
      offset: try c.decodeIfPresent(IRPoint.self, forKey: .offset) ?? IRDefaults.offset,
      fractional: try c.decodeIfPresent(Bool.self, forKey: .fractional) ?? false)
  }
}

/// A reference to a group child: `{"item": 0}` or `{"group": 2}` (indices into the layout's tables).
public enum IRChildRef: Hashable, Sendable, Codable {
  /// An index into `IRLayout.items`.
  case item(Int)
  /// An index into `IRLayout.groups`.
  case group(Int)

  private enum CodingKeys: String, CodingKey { case item, group }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let index = try c.decodeIfPresent(Int.self, forKey: .item) {
      self = .item(index)
    } else {
      self = .group(try c.decode(Int.self, forKey: .group))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .item(let index): try c.encode(index, forKey: .item)
    case .group(let index): try c.encode(index, forKey: .group)
    }
  }
}

/// A group's layout direction.
public enum IRAxis: String, Hashable, Sendable, Codable {
  /// Children run along x.
  case horizontal
  /// Children run along y.
  case vertical
}

/// An item (a cell): `IRLayout.items[i]`.
public struct IRItem: Hashable, Sendable, Codable {
  /// The declared name, for messages only (`null` for inline items).
  public var name: String?
  /// The layout size (required).
  public var size: IRProperty<IRSize>
  /// Content insets in points (default `IRDefaults.insets`; R4.1, R4.2).
  public var insets: IRProperty<IRInsets>
  /// Edge spacing (default `IRDefaults.edges`; R5.2, R5.5, R5.6).
  public var edges: IRProperty<IREdgeSpacing>
  /// Attached supplementaries: indices into `IRLayout.supplementaries` (R9).
  public var supplementaries: IRList<Int>
  /// Declared appear effect (E4.1; absent: UIKit's fade). Part of the `motion-effects` feature.
  public var appear: IRProperty<IREffect> = IRProperty()
  /// Declared disappear effect (E4.1; absent: UIKit's fade). Part of the `motion-effects` feature.
  public var disappear: IRProperty<IREffect> = IRProperty()
  /// Scroll-driven effects on the item's cells, winning over the section's (none unless written; feature
  /// `scroll-effects`).
  public var effect: IRProperty<IRScrollEffect> = IRProperty()

  /// Creates an item.
  public init(
    name: String? = nil, size: IRProperty<IRSize>, insets: IRProperty<IRInsets> = IRProperty(),
    edges: IRProperty<IREdgeSpacing> = IRProperty(), supplementaries: IRList<Int> = [],
    effect: IRProperty<IRScrollEffect> = IRProperty()
  ) {
    self.effect = effect
    self.name = name
    self.size = size
    self.insets = insets
    self.edges = edges
    self.supplementaries = supplementaries
  }
}

/// A horizontal or vertical group: `IRLayout.groups[i]`.
///
/// Children are either a list filled cyclically while they fit (R5.2), or, when `count` resolves to a value,
/// the first child whose guard holds repeated exactly `count` times with its size along the axis REPLACED by
/// `1/count` of the group (UIKit's deprecated `subitem:count:`, `name * n` in the language; R1, R5.4).
public struct IRGroup: Hashable, Sendable, Codable {
  /// The declared name, for messages only.
  public var name: String?
  /// Layout direction.
  public var axis: IRAxis
  /// The layout size (required).
  public var size: IRProperty<IRSize>
  /// Content insets; values in (0, 0.5) are fractions of the group's size (U1, R3.7). Default `IRDefaults.insets`.
  public var insets: IRProperty<IRInsets>
  /// Edge spacing as seen by the parent group or section (R5.7). Default `IRDefaults.edges`.
  public var edges: IRProperty<IREdgeSpacing>
  /// interItemSpacing (default `IRDefaults.groupSpacing`; R5.3, R5.5).
  public var spacing: IRProperty<IRSpacing>
  /// Group supplementaries, anchored to the group's full rect (U8, R9.4).
  public var supplementaries: IRList<Int>
  /// Children in declaration order.
  public var children: IRList<IRChildRef>
  /// `* n`: when set, the group is a count group (R5.4). At least 1.
  public var count: IRProperty<Int>

  /// Creates a group.
  public init(
    name: String? = nil, axis: IRAxis, size: IRProperty<IRSize>, insets: IRProperty<IRInsets> = IRProperty(),
    edges: IRProperty<IREdgeSpacing> = IRProperty(), spacing: IRProperty<IRSpacing> = IRProperty(),
    supplementaries: IRList<Int> = [], children: IRList<IRChildRef>, count: IRProperty<Int> = IRProperty()
  ) {
    self.name = name
    self.axis = axis
    self.size = size
    self.insets = insets
    self.edges = edges
    self.spacing = spacing
    self.supplementaries = supplementaries
    self.children = children
    self.count = count
  }
}

/// A supplementary attached to items or groups (badges): `IRLayout.supplementaries[i]`.
public struct IRSupplementary: Hashable, Sendable, Codable {
  /// The element kind reported for it.
  public var kind: String
  /// The layout size, resolved against the host item's frame (R3.5). Required.
  public var size: IRProperty<IRSize>
  /// The container anchor (required; R9.1, R9.2).
  public var anchor: IRProperty<IRAnchor>
  /// The optional item anchor (R9.2); when absent the container anchor's point is used.
  public var itemAnchor: IRProperty<IRAnchor>
  /// zIndex (default `IRDefaults.supplementaryZIndex`, as UIKit's and IBP's supplementaries; R9.6).
  public var zIndex: IRProperty<Int>
  /// Content insets applied after anchoring (R9.5). Default `IRDefaults.insets`.
  public var insets: IRProperty<IRInsets>
  /// Declared appear effect (E4.1; absent: UIKit's fade). Part of the `motion-effects` feature.
  public var appear: IRProperty<IREffect> = IRProperty()
  /// Declared disappear effect (E4.1; absent: UIKit's fade). Part of the `motion-effects` feature.
  public var disappear: IRProperty<IREffect> = IRProperty()

  /// Creates a supplementary.
  public init(
    kind: String, size: IRProperty<IRSize>, anchor: IRProperty<IRAnchor>,
    itemAnchor: IRProperty<IRAnchor> = IRProperty(),
    zIndex: IRProperty<Int> = IRProperty(), insets: IRProperty<IRInsets> = IRProperty()
  ) {
    self.kind = kind
    self.size = size
    self.anchor = anchor
    self.itemAnchor = itemAnchor
    self.zIndex = zIndex
    self.insets = insets
  }
}
