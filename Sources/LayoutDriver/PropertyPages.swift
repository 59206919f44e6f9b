import LayoutSemantics

/// A property's row of `PropertyTable` as text: the page `layoutc explain PROPERTY` prints, and
/// `Documentation/Properties.md`, which a golden test keeps equal to `PropertyPages.reference`.
enum PropertyPages {
  /// The page for one property.
  static func page(for row: PropertyRow) -> String {
    let header = ("on", "default", "IR key")
    let lines = [header] + row.targets.map { (owners($0), defaultText($0), $0.irKey) }
    let onWidth = lines.map(\.0.count).max()!
    let defaultWidth = lines.map(\.1.count).max()!
    let table = lines.map { on, value, key in
      "  " + on.padded(to: onWidth) + "  " + value.padded(to: defaultWidth) + "  " + key + "\n"
    }
    return """
      \(row.name): \(row.doc)
      value: \(row.valueKind.rawValue), \(row.expected)
      belongs on: \(row.ownersWording)\(row.unconditionalBecause.map { "\nnot under 'when': \($0)" } ?? "")

      \(table.joined())
      See Documentation/Properties.md for every property.

      """
  }

  /// " Not under `when`: …." for a property that cannot be conditional, else nothing.
  private static func unconditionalNote(_ row: PropertyRow) -> String {
    row.unconditionalBecause.map { " Not under `when`: \($0)." } ?? ""
  }

  /// `Documentation/Properties.md`: every property, one table row per IR key it lowers to.
  static var reference: String {
    var text = """
      # Properties

      <!-- Generated from Sources/LayoutSemantics/PropertyTable.swift; do not edit. After changing the table, run
      LAYOUTC_UPDATE_GOLDEN=1 swift test --filter PropertyReferenceTests. -->

      Every property of the `.layout` language: where it may be written, its value, its default where it is not
      written, the key of the compiled IR it lowers to (`Documentation/IR.md`; `[]` is every element of an array, a
      list entry stands for its value) and what it is. A default names the `IRDefaults` constant the evaluator
      assumes. `layoutc explain PROPERTY` prints one property's row with its "expected" wording. How to add a property:
      `Documentation/contributing-property.md`.

      | property | on | value | default | IR key | what it is |
      |---|---|---|---|---|---|

      """
    for row in PropertyTable.rows {
      for (index, target) in row.targets.enumerated() {
        let first = index == 0
        let cells = [
          first ? "`\(row.name)`" : "", owners(target), first ? row.valueKind.rawValue : "", defaultText(target),
          "`\(target.irKey)`", first ? row.doc + Self.unconditionalNote(row) : "",
        ]
        text += "| " + cells.joined(separator: " | ") + " |\n"
      }
    }
    return text
  }

  private static func owners(_ target: PropertyTarget) -> String {
    PropertyOwner.allCases.filter(target.owners.contains).map(\.rawValue).joined(separator: ", ")
  }

  private static func defaultText(_ target: PropertyTarget) -> String {
    guard let fallback = target.defaultValue else { return target.isRequired ? "required" : "not set" }
    return "\(sourceText(fallback.value)) (IRDefaults.\(fallback.irConstant))"
  }

  /// A default as it would be written in a `.layout` file.
  private static func sourceText(_ value: PropertyValue) -> String {
    switch value {
    case .size(let size): "\(size.width) x \(size.height)"
    case .insets(let insets):
      Set([insets.top, insets.leading, insets.bottom, insets.trailing]).count == 1
        ? "\(insets.top)" : "\(insets.top) \(insets.leading) \(insets.bottom) \(insets.trailing)"
    case .edges(let edges):
      [("top", edges.top), ("leading", edges.leading), ("bottom", edges.bottom), ("trailing", edges.trailing)]
        .compactMap { side, spacing in spacing.map { "\(side) \($0.isFlexible ? ">=" : "")\($0.value)" } }
        .joined(separator: ", ").nonEmpty ?? "no spaced edge"
    case .spacing(let spacing): "\(spacing.isFlexible ? ">=" : "")\(spacing.value)"
    case .supplementaries(let list): list.isEmpty ? "no supplementaries" : "\(list.count) supplementaries"
    case .edgeSet(let edges):
      Edge.allCases.filter(edges.contains).map(\.rawValue).joined(separator: " ").nonEmpty ?? "center"
    case .offset(let offset): "\(offset.x) \(offset.y)\(offset.isFractional ? " (fractions of its size)" : "")"
    case .integer(let value): "\(value)"
    case .boolean(let value): "\(value)"
    case .scroll(let behavior): behavior.rawValue
    case .direction(let direction): direction.rawValue
    case .viewport(let range): "\(range.minWidth)...\(range.maxWidth) x \(range.minHeight)...\(range.maxHeight)"
    case .dimension(let dimension): "\(dimension)"
    case .effect(let effect): "\(effect)"
    case .scrollEffect(let effect): effect.sourceText
    case .layoutName(let name): name
    }
  }
}

extension String {
  fileprivate func padded(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }

  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
