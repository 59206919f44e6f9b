import LayoutCompiler
import LayoutIR

extension MappingCheck {
  /// The appear and disappear effects of supplementaries, boundary items and backgrounds (E2.2) the generated layout
  /// subclass cannot apply faithfully, each with where it is declared (E4.2).
  ///
  /// The subclass answers by kind and index path, and calls an element appearing when its section (or, for an item's
  /// supplementary, its item) is inserted. That is the evaluator's answer only when every survivor has a counterpart
  /// of the same kind on the other side of the update, however sections and items shift: so a kind with effects must
  /// be shown by every section, under no guard, and come from one kind of declaration.
  static func motionElementProblems(in layout: IRLayout, spans: LayoutSpans) -> [(String, SourceSpan?)] {
    let kinds = MotionElementKinds(layout: layout)
    var problems: [(String, SourceSpan?)] = []
    for kind in kinds.kinds {
      guard let reason = refusal(of: kind, kinds: kinds, in: layout) else { continue }
      problems.append((reason, firstEffectSpan(ofKind: kind, in: layout, spans: spans)))
    }
    return problems
  }

  /// Why the subclass cannot apply the effects of `kind`, or nil when it can.
  private static func refusal(of kind: String, kinds: MotionElementKinds, in layout: IRLayout) -> String? {
    let quoted = "'\(kind)'"
    let ship = "; or ship the IR (the runtime engine answers every element)"
    guard let source = kinds.source(of: kind) else {
      return "elements of kind \(quoted) come from several kinds of declaration (boundary items, backgrounds, item "
        + "or group supplementaries), which the generated layout subclass cannot tell apart by kind and index path "
        + "to apply their appear/disappear effects; give them different kinds\(ship)"
    }
    let everySection =
      "the generated layout subclass tells an appearing \(quoted) from one that stays by its section's insert or "
      + "delete only, which needs every section to show one"
    switch source {
    case .groupSupplementary:
      return "a group's supplementary has its group's index path, which does not say whether the group is new, so "
        + "the generated layout subclass cannot apply its appear/disappear effects; attach it to the item instead"
        + ship
    case .boundary:
      for (index, section) in layout.sections.enumerated()
      where !section.boundaries.entries.contains(where: { $0.value.kind == kind && $0.when == nil }) {
        return "\(everySection), under no 'when'; section \(index) does not always have a boundary item \(quoted)"
          + ship
      }
    case .background:
      var position: Int?
      for (index, section) in layout.sections.enumerated() {
        let found = MotionElementKinds.backgroundPosition(ofKind: kind, in: section)
        guard let found, position == nil || position == found else {
          return "\(everySection) at the same place; section \(index) does not show one background \(quoted) after "
            + "the same unguarded backgrounds as the others" + ship
        }
        position = found
      }
    case .itemSupplementary:
      return itemSupplementaryRefusal(of: kind, in: layout, ship: ship)
    }
    return nil
  }

  /// Why the subclass cannot apply the effects of the item supplementaries of `kind`, or nil when it can: every item
  /// of every section carries one (so a surviving cell's always has a counterpart), and within a section they all
  /// declare the same effects (the subclass sees index paths, not which item declaration made a cell).
  private static func itemSupplementaryRefusal(of kind: String, in layout: IRLayout, ship: String) -> String? {
    for (index, section) in layout.sections.enumerated() {
      var pairs: Set<[IRProperty<IREffect>]> = []
      for item in reachableItems(of: section, in: layout) {
        let attached = MotionElementKinds.unguardedSupplementaries(ofKind: kind, item: item, in: layout)
        guard attached.count == 1 else {
          return "the generated layout subclass tells an appearing supplementary '\(kind)' from one that stays by its "
            + "item's insert or delete only, which needs every item of every section to carry exactly one, under no "
            + "'when'; an item of section \(index) does not" + ship
        }
        let supplementary = layout.supplementaries[attached[0]]
        pairs.insert([supplementary.appear, supplementary.disappear])
      }
      if pairs.count > 1 {
        return "the items of section \(index) carry supplementaries '\(kind)' with different appear/disappear "
          + "effects, but the generated layout subclass sees index paths, not which item declaration made a cell; "
          + "give them the same effects" + ship
      }
    }
    return nil
  }

  /// The first `appear` or `disappear` written on an element of `kind`.
  private static func firstEffectSpan(ofKind kind: String, in layout: IRLayout, spans: LayoutSpans) -> SourceSpan? {
    var found: [SourceSpan] = []
    func add(_ declaration: DeclarationSpans?, _ fallback: SourceSpan?) {
      let written = declaration.map { $0.spans(of: .appear) + $0.spans(of: .disappear) } ?? []
      if let span = written.min(by: { $0.start < $1.start }) ?? fallback { found.append(span) }
    }
    for (index, supplementary) in layout.supplementaries.enumerated()
    where supplementary.kind == kind && MotionElementKinds.declares(supplementary.appear, supplementary.disappear) {
      let declarations = spans.supplementaryDeclarations
      add(declarations.indices.contains(index) ? declarations[index] : nil, spans.span(ofSupplementary: index))
    }
    for (section, value) in layout.sections.enumerated() {
      for (entry, boundary) in value.boundaries.entries.enumerated()
      where boundary.value.kind == kind && MotionElementKinds.declares(boundary.value.appear, boundary.value.disappear)
      {
        let declarations = spans.boundaryDeclarations
        let declaration = declarations.indices.contains(section) ? declarations[section] : []
        add(
          declaration.indices.contains(entry) ? declaration[entry] : nil,
          spans.span(ofBoundary: entry, inSection: section))
      }
      for (entry, background) in value.backgrounds.entries.enumerated()
      where background.value.kind == kind
        && MotionElementKinds.declares(background.value.appear, background.value.disappear)
      {
        let declarations = spans.backgroundDeclarations
        let declaration = declarations.indices.contains(section) ? declarations[section] : []
        add(
          declaration.indices.contains(entry) ? declaration[entry] : nil,
          spans.span(ofBackground: entry, inSection: section))
      }
    }
    return found.min { $0.start < $1.start }
  }
}
