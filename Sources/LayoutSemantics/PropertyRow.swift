/// Where a property may be written: the layout itself or one kind of declaration.
public enum PropertyOwner: String, Sendable, Hashable, CaseIterable {
  case layout, item, horizontal, vertical, supplementary, section, header, footer, boundary, background

  /// The owner of a property written on a declaration of `kind` (nil: the layout itself).
  public init(_ kind: DeclarationKind?) {
    // Every declaration kind is an owner of the same name; a switch, not the raw string, since the checker asks for
    // every property it reads.
    switch kind {
    case nil: self = .layout
    case .item: self = .item
    case .horizontal: self = .horizontal
    case .vertical: self = .vertical
    case .supplementary: self = .supplementary
    // A section style holds what its sections will: their properties.
    case .section, .sectionStyle: self = .section
    case .header: self = .header
    case .footer: self = .footer
    case .boundary: self = .boundary
    case .background: self = .background
    }
  }

  /// A bit of its own, for the table's owner masks.
  var bit: UInt16 {
    switch self {
    case .layout: 1 << 0
    case .item: 1 << 1
    case .horizontal: 1 << 2
    case .vertical: 1 << 3
    case .supplementary: 1 << 4
    case .section: 1 << 5
    case .header: 1 << 6
    case .footer: 1 << 7
    case .boundary: 1 << 8
    case .background: 1 << 9
    }
  }

  /// Both group kinds.
  public static let groups: Set<PropertyOwner> = [.horizontal, .vertical]
  /// The boundary supplementary items: `header`, `footer`, `boundary`.
  public static let boundaries: Set<PropertyOwner> = [.header, .footer, .boundary]
  /// What a group can hold: items and groups.
  public static let layoutElements: Set<PropertyOwner> = groups.union([.item])
}

/// The shape of a property's value: which `PropertyValue` case the checker reads it into.
public enum PropertyValueKind: String, Sendable, Hashable, CaseIterable {
  case size, insets
  case edgeSpacing = "edge spacing"
  case spacing
  case supplementaryList = "supplementary list"
  case edgeSet = "edge set"
  case offset
  case integer
  case boolean
  case scroll = "scroll behaviour"
  case direction
  case viewport = "viewport range"
  case dimension
  case effect
  case scrollEffect = "scroll effect"
  case layoutName = "layout name"
}

extension PropertyValue {
  /// The kind of the value, to compare with the property table's `PropertyValueKind`.
  public var kind: PropertyValueKind {
    switch self {
    case .size: .size
    case .insets: .insets
    case .edges: .edgeSpacing
    case .spacing: .spacing
    case .supplementaries: .supplementaryList
    case .edgeSet: .edgeSet
    case .offset: .offset
    case .integer: .integer
    case .boolean: .boolean
    case .scroll: .scroll
    case .direction: .direction
    case .viewport: .viewport
    case .dimension: .dimension
    case .effect: .effect
    case .scrollEffect: .scrollEffect
    case .layoutName: .layoutName
    }
  }
}

/// The value a property takes where it is not written, and the `LayoutIR.IRDefaults` constant it lowers to.
public struct PropertyDefault: Sendable, Hashable {
  /// The default in the checked model's terms (what the linter assumes).
  public let value: PropertyValue
  /// The name of the `IRDefaults` constant the evaluator assumes for the absent IR key (tests compare the two).
  public let irConstant: String

  init(_ value: PropertyValue, ir constant: String) {
    self.value = value
    self.irConstant = constant
  }
}

/// One place a property lowers to: the owners it is written on there, the IR key and the default.
///
/// A property has one target per IR key: `spacing` lowers to three keys (interItemSpacing, interGroupSpacing,
/// interSectionSpacing) and `z` has one default on supplementaries and boundary items and another on backgrounds.
public struct PropertyTarget: Sendable, Hashable {
  /// The owners that write this key.
  public let owners: Set<PropertyOwner>
  /// The JSON key path in the IR, `[]` for an element of an array: `sections[].boundaries[].followsInsets`.
  public let irKey: String
  /// The default, or nil when the property is required there or has no value unless written.
  public let defaultValue: PropertyDefault?
  /// Whether every declaration of these owners must set it (the checker reports a missing one).
  public let isRequired: Bool

  init(_ owners: Set<PropertyOwner>, _ irKey: String, _ defaultValue: PropertyDefault? = nil, required: Bool = false) {
    self.owners = owners
    self.irKey = irKey
    self.defaultValue = defaultValue
    self.isRequired = required
  }
}

/// One row of the property table: everything the compiler knows about a property that is not how its value is read.
public struct PropertyRow: Sendable {
  /// The property.
  public let property: Property
  /// The shape of its value.
  public let valueKind: PropertyValueKind
  /// Where it lowers, per owner.
  public let targets: [PropertyTarget]
  /// The owners in messages: "it belongs on \(ownersWording)".
  public let ownersWording: String
  /// What the value looks like, in "expected …" messages.
  public let expected: String
  /// What it is, in one line (docs, `layoutc explain PROPERTY`, future hover).
  public let doc: String
  /// Why it cannot be written under `when`, as messages and docs say it; nil when it can (most properties can).
  public var unconditionalBecause: String? = nil

  /// The source name, as written in a `.layout` file.
  public var name: String { property.rawValue }

  /// Every owner that accepts it.
  public var owners: Set<PropertyOwner> { targets.reduce(into: []) { $0.formUnion($1.owners) } }

  /// The target for an owner, if the property may be written there.
  public func target(on owner: PropertyOwner) -> PropertyTarget? { targets.first { $0.owners.contains(owner) } }
}

extension Property {
  /// The property's row in `PropertyTable`.
  public var row: PropertyRow { PropertyTable.byProperty[self]! }

  /// Whether the property may be written on a declaration of `kind` (nil = the layout itself).
  public func isAllowed(on kind: DeclarationKind?) -> Bool {
    PropertyTable.allowedMasks[ordinal] & PropertyOwner(kind).bit != 0
  }

  /// The case's position in `allCases` (and in `PropertyTable.rows`), by a switch: hashing a `Property` hashes its
  /// raw string, too slow for the checker's hottest question.
  var ordinal: Int {
    switch self {
    case .size: 0
    case .insets: 1
    case .edges: 2
    case .spacing: 3
    case .supplementaries: 4
    case .anchor: 5
    case .offset: 6
    case .itemAnchor: 7
    case .itemOffset: 8
    case .z: 9
    case .alignment: 10
    case .pinned: 11
    case .extends: 12
    case .followsInsets: 13
    case .scroll: 14
    case .viewport: 15
    case .direction: 16
    case .flow: 17
    case .itemSpacing: 18
    case .lineSpacing: 19
    case .width: 20
    case .height: 21
    case .appear: 22
    case .disappear: 23
    case .effect: 24
    case .itemAppear: 25
    case .itemDisappear: 26
    case .paging: 27
    case .follows: 28
    }
  }

  /// The owners that accept the property, for "belongs on" hints.
  public var owners: String { row.ownersWording }

  /// What the value looks like, for "expected …" messages.
  public var expectedShape: String { row.expected }

  /// The default where the property is not written on a declaration of `kind` (nil = the layout itself): nil when
  /// the property is required there, has no value unless written, or may not be written there at all.
  public func defaultValue(on kind: DeclarationKind?) -> PropertyValue? {
    row.target(on: PropertyOwner(kind))?.defaultValue?.value
  }
}
