import Foundation
import LayoutIR
import LayoutLowering
import LayoutSource
import Testing

@testable import LayoutSemantics

/// The property table against the layers that used to restate it: the IR's defaults, the IR keys lowering writes
/// and the owners the checker accepts.
@Suite struct PropertyTableTests {
  /// A document that writes every property at least once (flow properties in a layout of their own, since a layout's
  /// sections are all flow sections or none).
  static let everyProperty = """
    layout Full {
      spacing: 8
      viewport: 320...1366 x 480...1366
      direction: vertical
      paging: true
      supplementary badge "badge" {
        size: 10 x 10; anchor: top trailing; offset: 1 1; item-anchor: top; item-offset: 2 2; insets: 1; z: 2
        width: 12; height: 12
        appear: scale 0.5; disappear: fade
      }
      item cell {
        size: 1/2w x 44; insets: 1; edges: leading 1; supplementaries: badge; width: 1/3w; height: 40
        appear: fade; disappear: none; effect: parallax 0.2
      }
      section {
        appear: offset -1w 0
        disappear: fade, offset 0 1h
        insets: 4
        spacing: 4
        scroll: continuous
        effect: scale 0.8, alpha 0.5, radius 1w
        header "h" {
          size: 1w x 44; alignment: top; offset: 0 1; pinned: true; extends: false; follows-insets: false; z: 2
          width: 1w; height: 40; appear: fade; disappear: fade
        }
        background "bg" { insets: 1; z: -1; appear: fade; disappear: fade }
        horizontal { size: 1w x 44; insets: 1; edges: top 1; spacing: 2; supplementaries: badge; width: 1w; height: 48; cell }
      }
    }
    layout Flow {
      section {
        insets: 4; flow: 10 x 10; item-spacing: 4; line-spacing: 4; header "fh" { size: 1w x 20 }
        item-appear: scale 0.1; item-disappear: fade
      }
    }
    layout Strip {
      follows: Flow
      section { flow: 10 x 10 }
    }
    """

  @Test func rowsFollowPropertyOrderOneEach() {
    #expect(PropertyTable.rows.map(\.property) == Property.allCases)
    // The checker's placement test indexes by these switches instead of hashing raw strings.
    #expect(Property.allCases.map(\.ordinal) == Array(Property.allCases.indices))
    #expect(Set(PropertyOwner.allCases.map(\.bit)).count == PropertyOwner.allCases.count)
  }

  /// `PropertyOwner(kind)` relies on every declaration kind having an owner of the same name.
  @Test func everyDeclarationKindIsAnOwner() {
    let kinds: [DeclarationKind] = [
      .item, .horizontal, .vertical, .supplementary, .section, .header, .footer, .boundary, .background,
    ]
    #expect(kinds.map { PropertyOwner($0).rawValue } == kinds.map(\.rawValue))
    #expect(PropertyOwner(nil) == .layout)
    #expect(Set(kinds.map(PropertyOwner.init)).union([.layout]) == Set(PropertyOwner.allCases))
  }

  /// A row's owners appear in one target each, and a default has the row's value kind.
  @Test(arguments: PropertyTable.rows.map(\.property))
  func targetsAreDisjointAndDefaultsTyped(property: Property) {
    let row = property.row
    #expect(row.targets.map(\.owners.count).reduce(0, +) == row.owners.count)
    for target in row.targets {
      if let value = target.defaultValue?.value { #expect(value.kind == row.valueKind) }
    }
  }

  // MARK: (a) defaults

  /// For every default: setting it explicitly lowers to the `IRDefaults` constant the row names.
  @Test(arguments: PropertyTable.rows.flatMap { row in row.targets.map { (row.property, $0) } })
  func defaultLowersToItsIRConstant(property: Property, target: PropertyTarget) throws {
    guard let defaultValue = target.defaultValue else { return }
    let constant = try #require(IRDefaults.named[defaultValue.irConstant], "no IRDefaults.\(defaultValue.irConstant)")
    let expected = try Self.json(of: constant)
    for owner in target.owners {
      let flow = target.irKey.contains(".flow.")
      let checked = FrontEnd.check(SourceFile(path: "t.layout", text: Self.minimal(owner: owner, flow: flow)))
      #expect(!checked.hasErrors, "\(owner): \(checked.diagnostics.map(\.message))")
      var program = checked.program
      Self.set(property, to: defaultValue.value, on: owner, in: &program)
      let document = try JSONSerialization.jsonObject(with: Lowering.lower(program).encoded())
      let found = Self.values(at: "layouts[]." + target.irKey, in: document)
      if found.isEmpty {
        // The IR omits an empty list, and a flag written only when true (`paging`); an absent key is that default.
        let emptyList = (expected as? [Any])?.isEmpty == true
        #expect(emptyList || (expected as? Bool) == false, "\(target.irKey) on \(owner)")
      } else {
        let lowered = try Self.canonical(found[0])
        let constantJSON = try Self.canonical(expected)
        #expect(
          lowered == constantJSON,
          "\(property.rawValue) on \(owner): \(lowered) is not IRDefaults.\(defaultValue.irConstant) \(constantJSON)")
      }
    }
  }

  /// Every `IRDefaults` constant is some row's default.
  @Test func everyIRDefaultIsARowsDefault() {
    let cited = Set(PropertyTable.rows.flatMap(\.targets).compactMap(\.defaultValue?.irConstant))
    #expect(cited == Set(IRDefaults.named.keys))
  }

  // MARK: (b) IR keys

  @Test func everyIRKeyIsInACompiledDocument() throws {
    let checked = FrontEnd.check(SourceFile(path: "t.layout", text: Self.everyProperty))
    #expect(checked.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    let written = Set(
      checked.program.layouts.flatMap { layout in
        layout.properties.map(\.property) + layout.declarations.flatMap { $0.properties.map(\.property) }
      })
    // `width` and `height` are folded into `size` by the checker (Grammar/README.md, "Partial overrides"): the model holds sizes only.
    #expect(!written.contains(.width) && !written.contains(.height))
    #expect(written.union([.width, .height]) == Set(Property.allCases), "the document must write every property")
    let document = try JSONSerialization.jsonObject(with: Lowering.lower(checked.program).encoded())
    for row in PropertyTable.rows {
      for target in row.targets {
        #expect(!Self.values(at: "layouts[]." + target.irKey, in: document).isEmpty, "\(row.name): \(target.irKey)")
      }
    }
  }

  // MARK: (c) owners

  static let sampleValues: [Property: String] = [
    .size: "10 x 10", .insets: "1", .edges: "top 1", .spacing: "1", .supplementaries: "badge", .anchor: "top",
    .offset: "1 1", .itemAnchor: "top", .itemOffset: "1 1", .z: "1", .alignment: "top", .pinned: "true",
    .extends: "true", .followsInsets: "true", .scroll: "none", .viewport: "320 x 480", .direction: "vertical",
    .flow: "10 x 10", .itemSpacing: "1", .lineSpacing: "1", .width: "10", .height: "10", .appear: "fade",
    .disappear: "fade, scale 0.5", .effect: "scale 0.8", .itemAppear: "scale 0.1", .itemDisappear: "fade",
    .paging: "true", .follows: "L",
  ]

  /// Writing a property on an owner is refused as "not a property of" exactly when the table does not allow it.
  @Test(arguments: Property.allCases)
  func checkerAcceptsExactlyTheTablesOwners(property: Property) throws {
    let value = try #require(Self.sampleValues[property])
    for owner in PropertyOwner.allCases {
      let text = Self.everyOwner(writing: "\(property.rawValue): \(value)", on: owner)
      let checked = FrontEnd.check(SourceFile(path: "t.layout", text: text))
      let refused = checked.diagnostics.contains {
        $0.code.id == "E0305" && $0.message.hasPrefix("'\(property.rawValue)' is not a property of")
      }
      #expect(refused != property.row.owners.contains(owner), "\(property.rawValue) on \(owner)")
    }
  }

  // MARK: helpers

  /// A layout with one declaration of each kind (a root-group section), `entry` written in `owner`'s block.
  static func everyOwner(writing entry: String, on owner: PropertyOwner) -> String {
    func at(_ here: PropertyOwner) -> String { here == owner ? "; \(entry)" : "" }
    return """
      layout L {
        \(owner == .layout ? entry : "")
        supplementary badge "badge" { size: 10 x 10; anchor: top\(at(.supplementary)) }
        item cell { size: 1/2w x 44\(at(.item)) }
        section {
          header "h" { size: 1w x 44\(at(.header)) }
          footer "f" { size: 1w x 44\(at(.footer)) }
          boundary "b" { size: 10 x 1h; alignment: trailing\(at(.boundary)) }
          background "bg" { insets: 1\(at(.background)) }
          horizontal { size: 1w x 44\(at(.horizontal)); vertical { size: 1/2w x 1h\(at(.vertical)); cell } }
          \(owner == .section ? entry : "")
        }
      }
      """
  }

  /// The smallest layout in which the first declaration of `owner`'s kind is the first at its IR path.
  static func minimal(owner: PropertyOwner, flow: Bool) -> String {
    if flow { return "layout L {\n  section { flow: 10 x 10 }\n}\n" }
    let group = owner == .vertical ? "vertical" : "horizontal"
    let boundary =
      switch owner {
      case .footer: #"footer "f" { size: 1w x 44 }"#
      case .boundary: #"boundary "b" { size: 10 x 1h; alignment: trailing }"#
      default: #"header "h" { size: 1w x 44 }"#
      }
    return """
      layout L {
        supplementary badge "badge" { size: 10 x 10; anchor: top; item-anchor: top }
        item cell { size: 1w x 44; supplementaries: badge }
        section {
          \(boundary)
          background "bg" { insets: 1 }
          \(group) { size: 1w x 44; cell }
        }
      }
      """
  }

  /// Replaces every assignment of `property` on the first owner of its kind with one unconditional `value`.
  static func set(_ property: Property, to value: PropertyValue, on owner: PropertyOwner, in program: inout Program) {
    var layout = program.layouts[0]
    // Any assignment serves as the template: only its property, value and condition matter to lowering.
    var assignment = layout.declarations.lazy.flatMap(\.properties).first!
    assignment.property = property
    assignment.value = value
    assignment.condition = nil
    if owner == .layout {
      layout.properties = layout.properties.filter { $0.property != property } + [assignment]
    } else {
      let index = layout.declarations.firstIndex { PropertyOwner($0.kind) == owner }!
      layout.declarations[index].properties.removeAll { $0.property == property }
      layout.declarations[index].properties.append(assignment)
    }
    program.layouts[0] = layout
  }

  /// The values at a key path of the IR's JSON: `[]` steps into every element of an array, and a list entry
  /// `{"value": V}` stands for its value, as in the table's IR keys.
  static func values(at path: String, in json: Any) -> [Any] {
    var current: [Any] = [json]
    for component in path.split(separator: ".") {
      let isArray = component.hasSuffix("[]")
      let key = String(isArray ? component.dropLast(2) : component)
      current = current.compactMap { ($0 as? [String: Any])?[key] }
      if isArray {
        current = current.flatMap { ($0 as? [Any]) ?? [] }.map { element in
          guard let entry = element as? [String: Any], let value = entry["value"],
            Set(entry.keys).isSubset(of: ["value", "when"])
          else { return element }
          return value
        }
      }
    }
    return current
  }

  /// A JSON value as sorted, compact text, so values decoded from different documents compare.
  static func canonical(_ json: Any) throws -> String {
    String(
      decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .fragmentsAllowed]),
      as: UTF8.self)
  }

  /// An IR value as JSON, decoded like the document is.
  static func json(of value: any Encodable) throws -> Any {
    try JSONSerialization.jsonObject(with: JSONEncoder().encode(value), options: .fragmentsAllowed)
  }
}
