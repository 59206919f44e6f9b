import LayoutMath
import LayoutSource
import LayoutSyntax

extension Checker {
  /// Reads `name: value` on an owner (nil = the layout), reporting unknown, misplaced and duplicate properties, and
  /// appends its assignment to `properties` when it is valid.
  ///
  /// The assignment is built straight into the caller's array rather than returned: an `Assignment` is 144 bytes, and
  /// returning it as an optional, unwrapping it and appending it copied it about four times (profiles of the checker).
  func readProperty(
    _ node: SyntaxNode, owner: DeclarationKind?, condition: Condition?, seen: inout PropertyScope,
    into properties: inout [Assignment]
  ) {
    guard let syntax = PropertySyntax(node), let nameToken = syntax.name, let valueNode = syntax.value?.node else {
      return
    }
    guard let property = Property(bytes: nameToken.unsafeBytes) else {
      reportUnknownProperty(nameToken, owner: owner)
      return
    }
    let name = property.rawValue
    var ownerName: String {
      owner.map(Checker.ownerPhrase) ?? "a layout"
    }
    guard property.isAllowed(on: owner) else {
      report(
        .error(
          .unknownProperty, "'\(name)' is not a property of \(ownerName); it belongs on \(property.owners)",
          at: nameToken.span))
      return
    }
    if condition != nil, let reason = PropertyTable.rows[property.ordinal].unconditionalBecause {
      report(.error(.misplacedEntry, "'\(name)' cannot be set under 'when': \(reason)", at: nameToken.span))
      return
    }
    let block = node.parent?.tokenRange.lowerBound ?? -1
    if let previous = seen.previous(property, in: block) {
      report(
        .error(
          .duplicateProperty, "'\(name)' is set twice", at: nameToken.span,
          notes: [DiagnosticNote("first set here", at: previous)],
          fixIts: [FixIt(message: "remove this '\(name)'", edits: [TextEdit(span: node.span, replacement: "")])]))
      return
    }
    seen.record(property, in: block, at: nameToken.span)
    // An empty value was reported by the parser.
    if valueNode.tokenRange.isEmpty { return }
    var (atoms, hadErrors) = self.atoms(of: valueNode)
    guard !hadErrors else { return }
    if !constants.isEmpty {
      guard let substituted = substitutingConstants(in: atoms, for: property) else { return }
      atoms = substituted
    }
    var reader = ValueReader(source: tree.source, property: property, owner: owner, span: valueNode.span, groups: atoms)
    let read = property == .supplementaries ? supplementaries(&reader) : reader.read()
    for diagnostic in reader.diagnostics { report(diagnostic) }
    guard let value = read else { return }
    properties.append(
      Assignment(property: property, value: value, condition: condition, span: node.span, valueSpan: valueNode.span))
  }

  /// Reads a `supplementaries:` list and resolves its names in this scope, in the order the list is written: the first
  /// name that does not resolve ends the list, as a malformed entry does (whose error is then not reported, as a
  /// reader that resolved as it went would never have reached it).
  private func supplementaries(_ reader: inout ValueReader) -> PropertyValue? {
    if let references = reader.supplementaries() { return resolve(references, for: reader.property) }
    if resolve(reader.referencesBeforeError, for: reader.property) == nil { reader.diagnostics.removeAll() }
    return nil
  }

  private func resolve(_ references: [SupplementaryReference], for property: Property) -> PropertyValue? {
    var indices: [Int] = []
    indices.reserveCapacity(references.count)
    for reference in references {
      switch reference {
      case .inline(let node):
        guard let index = indexOfNode(node) else {
          report(ValueReader.invalidValue(property, "only supplementaries can be declared here", at: node.span))
          return nil
        }
        indices.append(index)
      case .named(let offset):
        guard let token = tree.token(startingAt: offset),
          let index = resolve(token, expecting: "a supplementary", accepts: { $0 == .supplementary })
        else { return nil }
        indices.append(index)
      }
    }
    return .supplementaries(indices)
  }

  /// How a message names an owner of properties: "a group", "an item", "a section style".
  static func ownerPhrase(_ kind: DeclarationKind) -> String {
    switch kind {
    case .horizontal, .vertical: "a group"
    case .item: "an item"
    case .sectionStyle: "a section style"
    default: "a \(kind.rawValue)"
    }
  }

  private func reportUnknownProperty(_ nameToken: TokenSyntax, owner: DeclarationKind?) {
    let name = nameToken.text
    let ownerName = owner.map(Checker.ownerPhrase) ?? "a layout"
    let allowed = Property.allCases.filter { $0.isAllowed(on: owner) }.map(\.rawValue)
    reportMisspelling(
      .unknownProperty, "unknown property '\(name)' on \(ownerName)", name: name, at: nameToken.span,
      candidates: allowed)
  }
}
