import LayoutMath
import LayoutSource
import LayoutSyntax

/// Duplicate-property detection within one block (and one `when` condition): the first assignment of each property
/// in each block of one declaration.
///
/// A declaration sets a handful of properties, so a linear scan of a short list beats hashing (hashing was a few
/// per cent of the whole front end); past `linearLimit` entries the list moves into a dictionary, so a declaration
/// with thousands of conditional assignments is not searched once per assignment.
struct PropertyScope {
  private struct Key: Hashable {
    var property: Property
    var block: Int
  }

  /// Entries kept in the list before they move to `seen`.
  private static let linearLimit = 16
  private var list: [(key: Key, span: SourceSpan)] = []
  private var seen: [Key: SourceSpan] = [:]

  func previous(_ property: Property, in block: Int) -> SourceSpan? {
    let key = Key(property: property, block: block)
    if !seen.isEmpty { return seen[key] }
    for entry in list where entry.key == key { return entry.span }
    return nil
  }

  mutating func record(_ property: Property, in block: Int, at span: SourceSpan) {
    let key = Key(property: property, block: block)
    if !seen.isEmpty {
      if seen[key] == nil { seen[key] = span }
      return
    }
    if list.contains(where: { $0.key == key }) { return }
    list.append((key, span))
    if list.count > Self.linearLimit {
      for entry in list { seen[entry.key] = entry.span }
      list.removeAll(keepingCapacity: true)
    }
  }

  /// Forgets everything but keeps the storage, so one scope serves every declaration without allocating.
  mutating func clear() {
    list.removeAll(keepingCapacity: true)
    if !seen.isEmpty { seen.removeAll(keepingCapacity: true) }
  }
}

extension Checker {
  /// Phase one: gives every declaration under `entries` (inline ones included) a slot in the table and
  /// registers the names, so that phase two can resolve references in any order.
  func collect(_ entries: [SyntaxNode], names: inout [String: Int]) {
    var stack: [SyntaxNode] = []
    stack.reserveCapacity(entries.count + 32)
    stack.append(contentsOf: entries.reversed())
    while let node = stack.popLast() {
      var container: SyntaxNode? = node
      if let kind = declarationKind(of: node) {
        allocate(node, kind: kind, names: &names)
        container = AnyBlockDeclarationSyntax(node)?.body?.node
      }
      guard let container else { continue }
      // Blocks, `when`s, counts and property values hold inline declarations; look through them.
      for element in container.children.reversed() {
        guard case .node(let child) = element else { continue }
        switch child.kind {
        case .block, .whenClause, .countedChild: stack.append(child)
        case .property:
          // Only supplementaries are declared in values (`supplementaries: badge, supplementary "k" { … }`): take
          // them here rather than stacking every value to look through it later.
          guard let value = PropertySyntax(unchecked: child).value else { continue }
          for case .node(let inline) in value.elements.reversed() where declarationKind(of: inline) != nil {
            stack.append(inline)
          }
        case .itemDecl, .groupDecl, .supplementaryDecl, .sectionDecl, .boundaryDecl, .backgroundDecl:
          stack.append(child)
        default: break
        }
      }
    }
  }

  private func allocate(_ node: SyntaxNode, kind: DeclarationKind, names: inout [String: Int]) {
    let index = declarations.count
    let syntax = AnyBlockDeclarationSyntax(node)
    let nameToken = syntax?.name
    let keyword = syntax?.keyword?.span ?? node.span
    declarations.append(
      Declaration(
        kind: kind, name: nameToken?.text, elementKind: syntax?.elementKind?.unquotedText, span: node.span,
        headSpan: keyword.union(nameToken?.span ?? keyword), properties: [], children: [], boundaries: [],
        backgrounds: []))
    declarationNodes.append(node)
    declarationIndex[node.id] = Int32(index)
    guard let nameToken, kind == .item || kind.isGroup || kind == .supplementary || kind == .sectionStyle else {
      return
    }
    let name = nameToken.text
    if let previous = names[name] {
      report(
        .error(
          .duplicateDeclaration, "invalid redeclaration of '\(name)'", at: nameToken.span,
          notes: [DiagnosticNote("'\(name)' previously declared here", at: declarations[previous].headSpan)]))
    } else {
      names[name] = index
    }
  }

  func declarationKind(of node: SyntaxNode) -> DeclarationKind? {
    switch node.kind {
    case .itemDecl: return .item
    case .groupDecl: return GroupDeclSyntax(unchecked: node).isVertical ? .vertical : .horizontal
    case .supplementaryDecl: return .supplementary
    case .sectionDecl: return .section
    case .sectionStyleDecl: return .sectionStyle
    case .boundaryDecl:
      switch BoundaryDeclSyntax(unchecked: node).keyword?.kind {
      case .headerKeyword: return .header
      case .footerKeyword: return .footer
      default: return .boundary
      }
    case .backgroundDecl: return .background
    default: return nil
    }
  }

  /// Phase two: fills the properties and entries of every declaration from `start` on.
  func buildCollectedDeclarations(from start: Int) {
    var index = start
    while index < declarations.count {
      buildDeclaration(index)
      index += 1
    }
  }

  private func buildDeclaration(_ index: Int) {
    let node = declarationNodes[index]
    let kind = declarations[index].kind
    var seen = propertyScratch
    propertyScratch = PropertyScope()
    seen.clear()
    defer { propertyScratch = seen }
    let block = AnyBlockDeclarationSyntax(node)?.body?.node
    // Reserve exactly the properties and children written directly in the block (the usual case): one allocation
    // each, not 1→2→4.
    var written = 0
    var childEntries = 0
    if let block {
      for element in block.children {
        switch element.node?.kind {
        case .property?: written += 1
        case .reference?, .countedChild?, .itemDecl?, .groupDecl?: childEntries += 1
        default: break
        }
      }
    }
    if childEntries > 1 && kind.isGroup { declarations[index].children.reserveCapacity(childEntries) }
    // The assignments are read into an array of our own, swapped into the table at the end (no copy either way):
    // `readProperty` appends in place, and handing it the table's array would hold exclusive access to
    // `declarations` while it resolves names there. Nothing reads this declaration's properties before then.
    var properties: [Assignment] = []
    swap(&properties, &declarations[index].properties)
    // Sides (`width:`/`height:`) fold into sizes once the assignments are back in the table.
    defer {
      swap(&properties, &declarations[index].properties)
      foldSizeSides(index)
    }
    if written > 1 { properties.reserveCapacity(written) }
    // Entries are appended to the table in place: copying a declaration out and back costs more than the reading.
    forEachEntry(of: block, condition: nil) { entry, condition in
      switch entry.kind {
      case .property where kind.holdsSectionEntries && PropertySyntax(entry)?.name?.isStyleWord == true:
        readStyleUse(entry, on: index, condition: condition)
      case .property:
        readProperty(entry, owner: kind, condition: condition, seen: &seen, into: &properties)
      case .reference, .countedChild, .itemDecl, .groupDecl:
        guard kind.isGroup || kind.holdsSectionEntries else {
          reportMisplaced(
            entry, in: "\(kind == .item ? "an item" : "a \(kind.rawValue)")", hint: "only groups have children")
          return
        }
        if let child = readChild(entry, owner: kind) {
          declarations[index].children.append(Guarded(condition: condition, value: child))
        }
      case .boundaryDecl, .backgroundDecl:
        guard kind.holdsSectionEntries, let target = indexOfNode(entry) else {
          reportMisplaced(
            entry, in: declarations[index].displayName, hint: "headers, footers and backgrounds belong to sections")
          return
        }
        if entry.kind == .boundaryDecl {
          declarations[index].boundaries.append(Guarded(condition: condition, value: target))
        } else {
          declarations[index].backgrounds.append(Guarded(condition: condition, value: target))
        }
      case .supplementaryDecl:
        reportMisplaced(
          entry, in: declarations[index].displayName,
          hint: "declare it in the layout, or inline in a 'supplementaries:' list")
      case .error: break
      default:
        reportMisplaced(entry, in: declarations[index].displayName, hint: nil)
      }
    }
  }

  /// A child entry: a name, an inline item or group, either with `* n`.
  private func readChild(_ entry: SyntaxNode, owner: DeclarationKind) -> Child? {
    var target = entry
    var count: Int? = nil
    if let counted = CountedChildSyntax(entry) {
      guard let inner = counted.child else { return nil }
      target = inner
      if owner.holdsSectionEntries {
        report(.error(.misplacedEntry, "a section's root group cannot have a count", at: entry.span))
      }
      if let countToken = counted.count {
        count = readCount(countToken)
        if count == nil { return nil }
      } else {
        return nil
      }
    }
    let index: Int
    if target.kind == .reference {
      guard let nameToken = ReferenceSyntax(target)?.name else { return nil }
      guard
        let resolved = resolve(
          nameToken, expecting: owner.holdsSectionEntries ? "a group" : "an item or a group",
          accepts: { owner.holdsSectionEntries ? $0.isGroup : $0.isLayoutElement })
      else { return nil }
      index = resolved
    } else {
      guard let inline = indexOfNode(target) else { return nil }
      index = inline
      if owner == .sectionStyle {
        // Expanding a style copies its entries into each section; an inline group would be one group shared by
        // all of them, which writing the sections out by hand never makes.
        report(
          .error(
            .misplacedEntry, "a section style names its root group; declare the group and write its name here",
            at: target.span))
        return nil
      }
      if owner == .section && !declarations[inline].kind.isGroup {
        report(.error(.wrongKind, "a section's root must be a horizontal or vertical group", at: target.span))
        return nil
      }
    }
    return Child(declaration: index, count: count, span: entry.span)
  }

  private func readCount(_ token: TokenSyntax) -> Int? {
    let limit = LayoutLimits.maximumCount
    let literal = NumberLiteral.read(token.unsafeBytes)
    if case .failure(.tooLarge) = literal {
      report(
        .error(.numberOutOfRange, "a count of \(token.text) is more than a group can hold (\(limit))", at: token.span))
      return nil
    }
    guard case .success(let (value, unit)) = literal, unit == .points, value.isInteger else {
      report(.error(.invalidCount, "a count must be a whole number, found '\(token.text)'", at: token.span))
      return nil
    }
    guard value.numerator >= 1 else {
      report(.error(.invalidCount, "a count must be at least 1, found \(value)", at: token.span))
      return nil
    }
    guard value.numerator <= limit else {
      report(.error(.numberOutOfRange, "a count of \(value) is more than a group can hold (\(limit))", at: token.span))
      return nil
    }
    return Int(value.numerator)
  }

  /// Resolves a name to a declaration of an acceptable kind, reporting unknown names (with a suggestion) and
  /// names of the wrong kind.
  func resolve(_ token: TokenSyntax, expecting what: String, accepts: (DeclarationKind) -> Bool) -> Int? {
    let name = token.text
    if let index = localNames[name] ?? fileNames[name] {
      // Only the kind, read in place: copying the declaration out retained and released each of its arrays, for
      // every name resolved.
      let kind = declarations[index].kind
      guard accepts(kind) else {
        report(
          .error(
            .wrongKind, "'\(name)' is \(article(kind)); expected \(what)", at: token.span,
            notes: [DiagnosticNote("'\(name)' declared here", at: declarations[index].headSpan)]))
        return nil
      }
      return index
    }
    reportMisspelling(
      .unknownName, "cannot find '\(name)' in scope", name: name, at: token.span,
      candidates: (Array(localNames.keys) + Array(fileNames.keys)).filter { candidate in
        let index = localNames[candidate] ?? fileNames[candidate]!
        return accepts(declarations[index].kind)
      })
    return nil
  }

  private func article(_ kind: DeclarationKind) -> String {
    switch kind {
    case .item: "an item"
    case .horizontal, .vertical: "a \(kind.rawValue) group"
    default: "a \(kind.rawValue)"
    }
  }
}
