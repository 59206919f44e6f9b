import LayoutMath
import LayoutSource

extension Declaration {
  /// Whether this is a flow section: one with a `flow` item size, laid out by UICollectionViewFlowLayout's rules
  /// (the F rules of Semantics.md §16) instead of a root group.
  public var isFlowSection: Bool {
    guard kind == .section else { return false }
    // By index: `contains(where:)` copied each assignment out (retaining its value) to read its property.
    for index in properties.indices where properties[index].property == .flow { return true }
    return false
  }
}

extension Property {
  /// Whether only a flow section takes it: `item-spacing`, `line-spacing` (F1) and `item-appear`, `item-disappear`
  /// (E3.1). A section with a root group refuses them (`reportFlowProperties`), though the table allows them on
  /// sections, so an editor offers them only where a section is, or may become, a flow.
  public var isFlowSectionOnly: Bool {
    switch self {
    case .itemSpacing, .lineSpacing, .itemAppear, .itemDisappear: true
    default: false
    }
  }
}

extension ValueReader {
  /// `flow: 100 x 32`: UICollectionViewFlowLayout's `itemSize`, in positive points only (no fractions); `~100 x ~32`
  /// is its `estimatedItemSize` (F17), estimated on both axes or neither.
  mutating func flowSize(_ atoms: ArraySlice<Atom>) -> LayoutSize? {
    let atoms = Array(atoms)
    guard atoms.count == 3, case .word("x", _) = atoms[1] else { return fail() }
    return flowSize(atoms[0], atoms[2])
  }

  /// The two operands of a flow's `W x H`.
  mutating func flowSize(_ width: Atom, _ height: Atom) -> LayoutSize? {
    var lengths: [Rational] = []
    var estimates = 0
    for atom in [width, height] {
      let value: Rational
      switch atom {
      case .number(let points, .points, _): value = points
      case .estimated(let points, .points, _):
        value = points
        estimates += 1
      default:
        return fail(
          "a flow's item size is in points or estimated points, found '\(source.text(atom.span))'", at: atom.span)
      }
      guard value.signum > 0 else {
        diagnostics.append(.error(.nonPositiveValue, "a dimension must be positive, found \(value)", at: atom.span))
        return nil
      }
      lengths.append(value)
    }
    // UIKit's estimatedItemSize is one size: both axes are estimated (self-sized) or neither.
    if estimates == 1 {
      return fail("a flow's item size is estimated on both axes or neither, as '~100 x ~32'", at: width.span)
    }
    if estimates == 2 { return LayoutSize(width: .estimated(lengths[0]), height: .estimated(lengths[1])) }
    return LayoutSize(width: .absolute(lengths[0]), height: .absolute(lengths[1]))
  }

  /// `item-spacing: 10`, `line-spacing: 10`: points, at least 0 (minimumInteritemSpacing, minimumLineSpacing).
  mutating func flowSpacing(_ atoms: ArraySlice<Atom>) -> Spacing? {
    guard atoms.count == 1, let atom = atoms.first else { return fail() }
    guard case .number(let value, .points, _) = atom, value.signum >= 0 else {
      return fail("found '\(source.text(atom.span))'", at: atom.span)
    }
    return Spacing(value: value, isFlexible: false)
  }
}

extension Checker {
  /// A flow section holds a `flow` and no root group, takes `insets`, `item-spacing` and `line-spacing`, and at
  /// most one `header` and one `footer` of which only the height counts (F13). UIKit's flow layout has no
  /// interGroupSpacing, orthogonal scrolling, side boundary items or section backgrounds.
  func validateFlowSection(_ section: Declaration, quiet: Bool) {
    if section.unconditional(.flow) == nil && !quiet {
      report(
        .error(
          .missingRequirement, "section sets 'flow' only under 'when'; give it a value outside 'when' too",
          at: section.headSpan))
    }
    for root in section.children {
      report(
        .error(.misplacedEntry, "a flow section has no root group; 'flow' places its items", at: root.value.span))
    }
    for assignment in section.properties where assignment.property == .spacing || assignment.property == .scroll {
      let hint =
        assignment.property == .spacing
        ? "use 'item-spacing' and 'line-spacing'" : "UICollectionViewFlowLayout has no orthogonal scrolling"
      report(
        .error(
          .unknownProperty, "'\(assignment.property.rawValue)' is not a property of a flow section; \(hint)",
          at: assignment.span))
    }
    for background in section.backgrounds {
      report(
        .error(
          .misplacedEntry,
          "'background' is not allowed in a flow section; UICollectionViewFlowLayout has no section backgrounds",
          at: declarations[background.value].headSpan))
    }
    var first: [DeclarationKind: SourceSpan] = [:]
    for boundary in section.boundaries {
      let declaration = declarations[boundary.value]
      let kind = declaration.kind
      guard kind != .boundary else {
        report(
          .error(
            .misplacedEntry, "'boundary' items are not allowed in a flow section; use a 'header' or a 'footer'",
            at: declaration.headSpan))
        continue
      }
      if let previous = first[kind] {
        report(
          .error(
            .misplacedEntry,
            "a flow section has one \(kind.rawValue) (UICollectionViewFlowLayout's \(kind.rawValue)ReferenceSize)",
            at: declaration.headSpan, notes: [DiagnosticNote("the first \(kind.rawValue)", at: previous)]))
      } else {
        first[kind] = declaration.headSpan
      }
      validateFlowBoundary(declaration)
    }
  }

  /// F13: a flow section's header or footer is only a size; it spans the whole width (height, scrolling horizontally)
  /// and ignores insets. Its length along the scroll axis is checked with the layout's direction
  /// (`validateFlowBoundaryLengths`).
  private func validateFlowBoundary(_ declaration: Declaration) {
    let kind = declaration.kind.rawValue
    // E1.1: `appear` and `disappear` are not UIKit's flow properties but the motion's, answered by the layout's
    // initial and final attributes, which a flow layout asks for its headers and footers too.
    let allowed: [Property] = [.size, .pinned, .appear, .disappear]
    for assignment in declaration.properties where !allowed.contains(assignment.property) {
      report(
        .error(
          .unknownProperty,
          "'\(assignment.property.rawValue)' is not a property of a flow section's \(kind); "
            + "UICollectionViewFlowLayout uses only its size (and 'appear' and 'disappear' animate it)",
          at: assignment.span))
    }
  }

  /// F13, F10: the length of a flow header or footer along the scroll axis is in points: the height when the layout
  /// scrolls vertically (the default, or a `direction` under `when`), the width when it may scroll horizontally.
  ///
  /// S4: `pinned` on a flow header or footer is UIKit's `sectionHeadersPinToVisibleBounds` or
  /// `sectionFootersPinToVisibleBounds`, one value for the whole layout: every header (every footer) must agree, and
  /// the value cannot depend on `when`.
  private func validateFlowBoundaries(sections: [Guarded<Int>], directions: [Assignment]) {
    var vertical = directions.isEmpty || directions.contains { $0.condition != nil }
    var horizontal = false
    for assignment in directions {
      if case .direction(.horizontal) = assignment.value { horizontal = true } else { vertical = true }
    }
    var firstPinning: [DeclarationKind: (pinned: Bool, span: SourceSpan)] = [:]
    for section in sections where declarations[section.value].isFlowSection {
      for boundary in declarations[section.value].boundaries {
        let declaration = declarations[boundary.value]
        // A side `boundary` is already refused (`validateFlowSection`).
        guard declaration.kind != .boundary else { continue }
        let kind = declaration.kind.rawValue
        validateFlowPinning(declaration, first: &firstPinning)
        for assignment in declaration.properties where assignment.property == .size {
          guard case .size(let size) = assignment.value else { continue }
          let sides = [("height", vertical, size.height), ("width", horizontal, size.width)]
          for (side, used, dimension) in sides where used {
            if case .absolute = dimension { continue }
            report(
              .error(
                .invalidValue,
                "a flow section's \(kind) \(side) is in points (UICollectionViewFlowLayout's \(kind)ReferenceSize)",
                at: assignment.valueSpan))
          }
        }
      }
    }
  }

  /// Whether declaration `index` is a flow section, read in place: asking the table's element for `isFlowSection`
  /// copied the whole declaration out first (every layout asks this of each of its sections).
  func isFlowSection(at index: Int) -> Bool {
    guard declarations[index].kind == .section else { return false }
    let properties = declarations[index].properties
    for position in properties.indices where properties[position].property == .flow { return true }
    return false
  }

  /// `item-spacing`, `line-spacing`, `item-appear` and `item-disappear` outside a flow section (the properties
  /// `Property.isFlowSectionOnly` names).
  func reportFlowProperties(in section: Declaration) {
    // By index: every section runs this, and iterating copied each assignment out to read its property.
    let properties = section.properties
    for index in properties.indices
    where properties[index].property == .itemSpacing || properties[index].property == .lineSpacing {
      report(
        .error(
          .unknownProperty,
          "'\(properties[index].property.rawValue)' is only for flow sections; add a 'flow: WIDTH x HEIGHT' or use 'spacing'",
          at: properties[index].span))
    }
    // E3.1: only a flow section's cells lack an item declaration to carry their own effects.
    for index in properties.indices
    where properties[index].property == .itemAppear || properties[index].property == .itemDisappear {
      let own = properties[index].property == .itemAppear ? "appear" : "disappear"
      report(
        .error(
          .unknownProperty,
          "'\(properties[index].property.rawValue)' is only for flow sections; declare '\(own)' on the item instead",
          at: properties[index].span))
    }
  }

  /// A layout's sections are all flow sections or none (UIKit has no layout that mixes them), and a layout of flow
  /// sections has no spacing between sections; it scrolls either way (F10).
  func validateFlowLayout(sections: [Guarded<Int>], properties: [Assignment]) {
    // Most layouts have no flow section: ask that in place before copying any section out.
    guard sections.contains(where: { isFlowSection(at: $0.value) }) else { return }
    // Sections with neither a flow nor a root group already have an error; they count as neither kind.
    let decided = sections.map { declarations[$0.value] }.filter { $0.isFlowSection || !$0.children.isEmpty }
    guard let first = decided.first, decided.contains(where: \.isFlowSection) else { return }
    if let other = decided.first(where: { $0.isFlowSection != first.isFlowSection }) {
      let described = first.isFlowSection ? "a flow section" : "a section with a root group"
      report(
        .error(
          .misplacedEntry, "a layout cannot mix flow sections and sections with root groups; UIKit has no such layout",
          at: other.headSpan, notes: [DiagnosticNote("the first such section is \(described)", at: first.headSpan)]))
    }
    for assignment in properties {
      if assignment.property == .spacing {
        report(
          .error(
            .unknownProperty,
            "'spacing' is not a property of a layout of flow sections; UICollectionViewFlowLayout has no spacing "
              + "between sections (use section insets)", at: assignment.span))
      }
    }
    validateFlowBoundaries(sections: sections, directions: properties.filter { $0.property == .direction })
  }
}

extension Checker {
  /// S4: a flow header's or footer's `pinned` agrees with the first header's (footer's) of the layout, unguarded.
  fileprivate func validateFlowPinning(
    _ declaration: Declaration, first: inout [DeclarationKind: (pinned: Bool, span: SourceSpan)]
  ) {
    let kind = declaration.kind
    var pinned = false
    var span = declaration.headSpan
    for assignment in declaration.properties where assignment.property == .pinned {
      guard assignment.condition == nil else {
        report(
          .error(
            .invalidValue,
            "a flow \(kind.rawValue)'s 'pinned' cannot depend on 'when': UICollectionViewFlowLayout's "
              + "section\(kind == .header ? "Headers" : "Footers")PinToVisibleBounds is one value for the layout",
            at: assignment.span))
        continue
      }
      if case .boolean(let value) = assignment.value {
        pinned = value
        span = assignment.span
      }
    }
    guard let previous = first[kind] else {
      first[kind] = (pinned, span)
      return
    }
    guard previous.pinned != pinned else { return }
    report(
      .error(
        .invalidValue,
        "every flow \(kind.rawValue) of a layout is pinned or none is: UICollectionViewFlowLayout's "
          + "section\(kind == .header ? "Headers" : "Footers")PinToVisibleBounds is one value for the layout",
        at: span,
        notes: [
          DiagnosticNote("the first \(kind.rawValue) is \(previous.pinned ? "" : "not ")pinned", at: previous.span)
        ]))
  }
}
