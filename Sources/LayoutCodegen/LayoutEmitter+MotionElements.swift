import LayoutIR
import LayoutPrinting

/// Declared appear and disappear effects of supplementaries, boundary items and backgrounds (E2.2, E4.2): the
/// builder's `appearEffect(kind:section:sectionChanged:)` and `disappearEffect(…)`, which `MotionLayout`'s
/// supplementary and decoration answers call. An element takes its own effect, found by its kind in its section;
/// a boundary item or a background only when its section changes, an item's supplementary also when its item does.
/// `MappingCheck.motionElementProblems` has refused the kinds whose survivors this could not tell apart.
extension LayoutEmitter {
  /// Whether any supplementary, boundary item or background declares an effect, so that `MotionLayout` answers them.
  var usesMotionElementEffects: Bool { !MotionElementKinds(layout: layout).kinds.isEmpty }

  /// The builder's effect of an element by kind, or nothing when no element declares one.
  func motionElementEffectMethod(appearing: Bool) -> Doc {
    let kinds = MotionElementKinds(layout: layout)
    guard !kinds.kinds.isEmpty else { return .concat([]) }
    var cases: [(label: String, body: [Doc])] = []
    for index in layout.sections.indices {
      var body: [Doc] = []
      for kind in kinds.kinds {
        guard let source = kinds.source(of: kind),
          let test = branches(ofKind: kind, source, in: layout.sections[index], appearing: appearing)
        else { continue }
        let condition = "kind == \(naming.constant(ofKind: kind))"
        body.append(SwiftCode.block("if \(condition)\(source == .itemSupplementary ? "" : ", sectionChanged")", test))
      }
      if !body.isEmpty { cases.append(("case \(index):", body + [SwiftCode.line("return nil")])) }
    }
    let name = appearing ? "appearEffect" : "disappearEffect"
    let what = appearing ? "appear" : "disappear"
    let signature = "func \(name)(kind: String, section: Int, sectionChanged: Bool) -> MotionEffect?"
    let documentation = SwiftCode.documentation([
      "The declared `\(what)` effect of a supplementary or decoration of `kind` in `section`:",
      "a boundary item's or a background's when its section changes (`sectionChanged`), an item's",
      "supplementary's when its item or its section does; nil for UIKit's fade (E2.2).",
    ])
    guard !cases.isEmpty else {
      // Only the other direction declares anything: every element of this one fades.
      return .concat([.blankline, documentation, SwiftCode.block(signature, [SwiftCode.line("nil")])])
    }
    cases.append(("default:", [SwiftCode.line("return nil")]))
    return .concat([.blankline, documentation, SwiftCode.block(signature, [SwiftCode.switchBlock("section", cases)])])
  }

  /// The statements that return the effect of `kind` in `section`, or nil when no declaration there has one.
  private func branches(
    ofKind kind: String, _ source: MotionElementKinds.Source, in section: IRSection, appearing: Bool
  ) -> [Doc]? {
    func effect(_ appear: IRProperty<IREffect>, _ disappear: IRProperty<IREffect>) -> IRProperty<IREffect> {
      appearing ? appear : disappear
    }
    func returning(_ property: IRProperty<IREffect>) -> [Doc] {
      let value = optionalValue(property, named: "declared")
      return value.statements + [SwiftCode.line(.concat([.text("return "), value.expression]))]
    }
    switch source {
    case .boundary:
      // The evaluator takes the first boundary item of the kind its section shows (E2.2).
      let entries = section.boundaries.entries.filter { $0.value.kind == kind }
      guard entries.contains(where: { !effect($0.value.appear, $0.value.disappear).isEmpty }) else { return nil }
      var body: [Doc] = []
      for entry in entries {
        let statements = returning(effect(entry.value.appear, entry.value.disappear))
        guard let when = entry.when else { return body + statements }
        body.append(SwiftCode.ifChain([(naming.condition(when), statements)]))
      }
      return body + [SwiftCode.line("return nil")]
    case .background:
      guard let position = MotionElementKinds.backgroundPosition(ofKind: kind, in: section) else { return nil }
      let background = section.backgrounds.entries[position].value
      let property = effect(background.appear, background.disappear)
      return property.isEmpty ? nil : returning(property)
    case .itemSupplementary:
      // MappingCheck has made sure that every item of the section carries one, all with the same effects.
      guard let item = MappingCheck.reachableItems(of: section, in: layout).first,
        let declaration = MotionElementKinds.unguardedSupplementaries(ofKind: kind, item: item, in: layout).first
      else { return nil }
      let supplementary = layout.supplementaries[declaration]
      let property = effect(supplementary.appear, supplementary.disappear)
      return property.isEmpty ? nil : returning(property)
    case .groupSupplementary:
      return nil
    }
  }
}
