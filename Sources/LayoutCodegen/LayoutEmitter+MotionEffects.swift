import LayoutIR
import LayoutPrinting

/// Declared appear and disappear effects of cells (Semantics.md E2.1, E2.2): `make` returns `MotionLayout`, a
/// `UICollectionViewCompositionalLayout` subclass that records a batch update's inserted and deleted cells and
/// sections and answers UIKit's initial and final attributes for them with the declared effect applied.
///
/// As for scroll effects, the effects are plain Swift values (`MotionEffect`) chosen by the builder, which decides
/// `when` conditions and fractions for the collection view's size, and the formulas are written once, in the
/// generated type. `MappingCheck.motionEffectProblems` refuses what this cannot apply.
extension LayoutEmitter {
  /// Whether the layout declares effects, so that `make` returns the subclass.
  var usesMotionEffects: Bool { layout.uses(.motionEffects) }

  /// The builder's `appearEffect(_:sectionChanged:)` or `disappearEffect(_:sectionChanged:)`, then its effect of
  /// an element by kind when supplementaries, boundary items or backgrounds declare effects.
  func motionEffectMethod(appearing: Bool) -> Doc {
    let name = appearing ? "appearEffect" : "disappearEffect"
    var cases: [(label: String, body: [Doc])] = []
    for index in layout.sections.indices {
      let section = layout.sections[index]
      let own = appearing ? section.appear : section.disappear
      // MappingCheck has made sure that every item the section can show declares the same effects.
      let item = MappingCheck.reachableItems(of: section, in: layout).first.map {
        appearing ? layout.items[$0].appear : layout.items[$0].disappear
      }
      var body: [Doc] = []
      // E2.2: the cells of a section that is itself inserted or deleted take the section's effect first.
      if !own.isEmpty {
        let value = optionalValue(own, named: "declared")
        // Without statements the effect is one unguarded value; otherwise `declared` holds it, or nil.
        let use: [Doc] =
          value.statements.isEmpty
          ? [SwiftCode.line(.concat([.text("return "), value.expression]))]
          : value.statements + [SwiftCode.block("if let declared", [SwiftCode.line("return declared")])]
        body.append(SwiftCode.block("if sectionChanged", use))
      }
      if let item, !item.isEmpty {
        let value = optionalValue(item, named: "declared")
        body += value.statements + [SwiftCode.line(.concat([.text("return "), value.expression]))]
      } else {
        body.append(SwiftCode.line("return nil"))
      }
      cases.append(("case \(index):", body))
    }
    cases.append(("default:", [SwiftCode.line("return nil")]))
    let what = appearing ? "appear" : "disappear"
    return .concat([
      SwiftCode.documentation([
        "The declared `\(what)` effect of \(appearing ? "an inserted" : "a deleted") cell of section `index`; nil for "
          + "UIKit's fade (E2.2)."
      ]),
      SwiftCode.block(
        "func \(name)(_ index: Int, sectionChanged: Bool) -> MotionEffect?", [SwiftCode.switchBlock("index", cases)]),
      motionElementEffectMethod(appearing: appearing),
    ])
  }

  /// The effect in force, or nil when none is (no assignment holds).
  func optionalValue(_ property: IRProperty<IREffect>, named name: String) -> (
    statements: [Doc], expression: Doc
  ) {
    let optional = IRProperty(assignments: property.assignments.map { IRGuarded(Optional($0.value), when: $0.when) })
    return guarded.value(optional, named: name, type: "MotionEffect?", fallback: .some(nil)) {
      $0.map(Self.literal) ?? .text("nil")
    }
  }

  /// `MotionEffect(fade: true, scale: 0.5, dx: 0, dy: 1 * height)`: offsets in points, fractions of the collection
  /// view's bounds (E1.1) from the builder's size.
  private static func literal(_ effect: IREffect) -> Doc {
    func points(_ dimension: IRDimension) -> String {
      switch dimension {
      // An estimated offset never reaches here (the checker refuses it); it reads as points.
      case .absolute(let value), .estimated(let value): SwiftLiterals.number(value)
      case .fractionalWidth(let value): "\(SwiftLiterals.number(value)) * \(LayoutNaming.width)"
      case .fractionalHeight(let value): "\(SwiftLiterals.number(value)) * \(LayoutNaming.height)"
      }
    }
    let arguments = [
      "fade: \(effect.fade)", "scale: \(effect.scale.map(SwiftLiterals.number) ?? "1")",
      "dx: \(effect.offset.map { points($0.x) } ?? "0")", "dy: \(effect.offset.map { points($0.y) } ?? "0")",
    ]
    return SwiftCall("MotionEffect", arguments).doc
  }

  /// `MotionEffect` and `MotionLayout`, the same in every generated file but for the supplementary and decoration
  /// answers, written only when something other than cells declares an effect.
  var motionEffectTypes: Doc {
    usesMotionElementEffects ? Self.motionEffectTypesWithElements : Self.motionEffectTypesForCells
  }

  private static let motionEffectTypesForCells = SwiftCode.lines(motionEffectTemplate + motionEffectTemplateEnd)
  private static let motionEffectTypesWithElements = SwiftCode.lines(
    motionEffectTemplate + motionElementTemplate + motionEffectTemplateEnd)
}
