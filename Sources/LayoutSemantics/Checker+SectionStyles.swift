import LayoutSource
import LayoutSyntax

/// Section styles (Grammar/README.md, "Section styles"): `section-style card { insets: 16; background "bg" { … } }`
/// declares once what several sections share, and `style: card` in a section (or in another style) applies it.
///
/// A style is checked once, as a declaration of its own whose properties are read as a section's, so a mistake in it
/// is reported once, where it is written. Then, before any section is validated, each section is merged with its
/// style: the style's entries first, then the section's own, where a property or root group the section sets outside
/// `when` replaces every assignment of it the style makes. The merged section is what writing it out by hand gives,
/// so lowering, the linter and the evaluator never meet a style, and the IR is byte-identical to the hand-written
/// one. Assignments keep their spans, so a finding about an inherited value points into the style.
extension DeclarationKind {
  /// Whether its block holds a section's entries: a section, or a section style.
  public var holdsSectionEntries: Bool { self == .section || self == .sectionStyle }
}

extension TokenSyntax {
  /// Whether this property name is `style`, which applies a section style rather than setting a property.
  var isStyleWord: Bool { text == "style" }
}

extension Checker {
  /// Reads `style: NAME` on the declaration at `index` (a section or a section style). Resolving the name waits
  /// until every declaration of the scope is collected (`applySectionStyles`), so a style may be declared anywhere.
  func readStyleUse(_ entry: SyntaxNode, on index: Int, condition: Condition?) {
    guard let property = PropertySyntax(entry), let value = property.value?.node else { return }
    if condition != nil {
      report(
        .error(
          .misplacedEntry, "'style' cannot be set under 'when': a style applies to the whole section",
          at: property.name?.span ?? entry.span))
      return
    }
    let node = declarationNodes[index].id
    if let previous = styleUses[node] {
      report(
        .error(
          .duplicateProperty, "'style' is set twice; a section applies one style",
          at: property.name?.span ?? entry.span,
          notes: [DiagnosticNote("first set here", at: previous.span)],
          fixIts: [FixIt(message: "remove this 'style'", edits: [TextEdit(span: entry.span, replacement: "")])]))
      return
    }
    if value.tokenRange.isEmpty { return }  // the parser reported the missing value
    let tokens = value.tokens
    guard tokens.count == 1, let name = tokens.first, name.kind == .identifier else {
      report(.error(.invalidValue, "'style' takes the name of a section style, such as 'style: card'", at: value.span))
      return
    }
    styleUses[node] = name
  }

  /// Merges each section and section style from `start` on with the style it names (styles of styles first),
  /// reporting unknown names (E0301), names of other kinds (E0304) and styles that apply themselves (E0330).
  ///
  /// Iterative: a chain of styles is followed to its first already merged (or style-less) link, then merged back
  /// from there, so each declaration is merged once however long the chains are.
  func applySectionStyles(from start: Int) {
    guard !styleUses.isEmpty, start < declarations.count else { return }
    var chain: [(declaration: Int, base: Int?)] = []
    var inChain: Set<Int> = []
    for index in start..<declarations.count where declarations[index].kind.holdsSectionEntries {
      chain.removeAll(keepingCapacity: true)
      inChain.removeAll(keepingCapacity: true)
      var current = index
      while !mergedStyles.contains(declarationNodes[current].id) {
        let node = declarationNodes[current].id
        inChain.insert(current)
        guard let use = styleUses[node],
          let base = resolve(use, expecting: "a section style", accepts: { $0 == .sectionStyle })
        else {
          chain.append((current, nil))
          break
        }
        if inChain.contains(base) {
          report(
            .error(
              .styleCycle, "section style '\(use.text)' applies itself through 'style'", at: use.span,
              notes: [DiagnosticNote("'\(use.text)' declared here", at: declarations[base].headSpan)]))
          chain.append((current, nil))
          break
        }
        chain.append((current, base))
        current = base
      }
      for link in chain.reversed() {
        if let base = link.base {
          merge(style: base, into: link.declaration)
          declarations[link.declaration].style = base
        }
        mergedStyles.insert(declarationNodes[link.declaration].id)
      }
    }
  }

  /// The style's entries, then the declaration's own: a property or root group the declaration sets outside `when`
  /// replaces the style's (each of its assignments, `when` ones too), as a partial override does; boundary items and
  /// backgrounds add up.
  private func merge(style base: Int, into index: Int) {
    let style = declarations[base]
    var replaced: Set<Property> = []
    for assignment in declarations[index].properties where assignment.condition == nil {
      replaced.insert(assignment.property)
    }
    let inherited = style.properties.filter { !replaced.contains($0.property) }
    declarations[index].properties.insert(contentsOf: inherited, at: 0)
    if !declarations[index].children.contains(where: { $0.condition == nil }) {
      declarations[index].children.insert(contentsOf: style.children, at: 0)
    }
    declarations[index].boundaries.insert(contentsOf: style.boundaries, at: 0)
    declarations[index].backgrounds.insert(contentsOf: style.backgrounds, at: 0)
  }
}
