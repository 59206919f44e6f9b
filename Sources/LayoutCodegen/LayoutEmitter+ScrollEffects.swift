import LayoutIR
import LayoutPrinting

/// Decorative scroll effects (Semantics.md SE1-SE5): a section with `effect` gets a `visibleItemsInvalidationHandler`
/// that sets each visible cell's `transform` and `alpha` from its distance to the middle of the visible bounds (S8).
///
/// The effect's values are written as a plain Swift value (`ScrollEffect`, one small type nested in the generated
/// type) and the formulas once, in that type: the generated file needs nothing but UIKit, as for every other layout.
extension LayoutEmitter {
  /// The effect in force for the cells of section `index`: the section's, replaced by its items' when they declare
  /// one (SE1). `MappingCheck` has made sure the section's items all declare the same (`scrollEffectProblems`), so
  /// the items' assignments follow the section's and win when one of them holds, as the last holding assignment does.
  func scrollEffect(ofSection index: Int) -> IRProperty<IRScrollEffect> {
    let section = layout.sections[index]
    let items = MappingCheck.reachableItems(of: section, in: layout)
    let own = items.first.map { layout.items[$0].effect } ?? IRProperty()
    return IRProperty(assignments: section.effect.assignments + own.assignments)
  }

  /// Whether some section's cells carry an effect, so that the type needs `ScrollEffect`.
  var usesScrollEffects: Bool { layout.sections.indices.contains { !scrollEffect(ofSection: $0).isEmpty } }

  /// The statements that give `section` (whose root group is the local `root`) its handler; none without an effect.
  func scrollEffectStatements(ofSection index: Int) -> [Doc] {
    let property = scrollEffect(ofSection: index)
    guard !property.isEmpty else { return [] }
    let install = SwiftCode.line("section.visibleItemsInvalidationHandler = effect.handler(for: section, root: root)")
    // An unguarded assignment always leaves an effect in force; otherwise the section may have none.
    if guarded.candidates(property).last?.condition == nil {
      let effect = guarded.value(property, named: "effect", type: "ScrollEffect", fallback: nil, Self.literal)
      if effect.statements.isEmpty {
        return [SwiftCode.line(.concat([.text("let effect = "), effect.expression])), install]
      }
      return effect.statements + [install]
    }
    let optional = IRProperty(assignments: property.assignments.map { IRGuarded(Optional($0.value), when: $0.when) })
    let effect = guarded.value(optional, named: "effect", type: "ScrollEffect?", fallback: .some(nil)) {
      $0.map(Self.literal) ?? .text("nil")
    }
    return effect.statements + [SwiftCode.block("if let effect", [install])]
  }

  /// `ScrollEffect(scale: 0.8, alpha: 0.5, radius: .pitch)`, absent values left out.
  private static func literal(_ effect: IRScrollEffect) -> Doc {
    var arguments: [String] = []
    if let scale = effect.scale { arguments.append("scale: \(SwiftLiterals.number(scale))") }
    if let alpha = effect.alpha { arguments.append("alpha: \(SwiftLiterals.number(alpha))") }
    switch effect.radius {
    case nil: arguments.append("radius: .pitch")
    // An estimated radius never reaches here (IR validation refuses it); the evaluator reads it as points.
    case .absolute(let value)?, .estimated(let value)?:
      arguments.append("radius: .points(\(SwiftLiterals.number(value)))")
    case .fractionalWidth(let value)?: arguments.append("radius: .fractionalWidth(\(SwiftLiterals.number(value)))")
    case .fractionalHeight(let value)?: arguments.append("radius: .fractionalHeight(\(SwiftLiterals.number(value)))")
    }
    return SwiftCall("ScrollEffect", arguments).doc
  }

  /// The nested type that applies an effect: SE1's radius, S8's distance, SE2's scale and SE3's alpha.
  var scrollEffectType: Doc {
    layout.scrollDirection == .vertical ? Self.scrollEffectTypeVertical : Self.scrollEffectTypeHorizontal
  }

  // S8: an orthogonal section's cells are measured along its row, across the layout's scroll axis.
  private static let scrollEffectTypeVertical = SwiftCode.lines(
    scrollEffectTemplate.replacingOccurrences(of: "ALONG_X", with: "section.orthogonalScrollingBehavior != .none"))
  private static let scrollEffectTypeHorizontal = SwiftCode.lines(
    scrollEffectTemplate.replacingOccurrences(of: "ALONG_X", with: "section.orthogonalScrollingBehavior == .none"))

  /// The Swift of `ScrollEffect`, the same in every generated file but for its axis (`ALONG_X`); kept as text since
  /// nothing in it depends on the IR.
  private static let scrollEffectTemplate = """
    /// A decorative scroll effect: each visible cell's scale and alpha follow its distance from the middle of the
    /// visible bounds, from a section's visible-items handler. Frames never change: UIKit draws the cell through
    /// its transform.
    private struct ScrollEffect {
      /// Where the full effect is reached.
      enum Radius {
        case points(CGFloat)
        case fractionalWidth(CGFloat)
        case fractionalHeight(CGFloat)
        /// One pitch: the root group's extent along the scroll axis, its fixed edge spacing and the section's
        /// spacing.
        case pitch
      }

      /// The scale one radius or more from the middle; nil leaves the transform alone.
      var scale: CGFloat?
      /// The alpha one radius or more from the middle; nil leaves the alpha alone.
      var alpha: CGFloat?
      var radius: Radius

      /// The handler of `section`, made with `root`, once the section's other settings are made.
      func handler(
        for section: NSCollectionLayoutSection, root: NSCollectionLayoutGroup
      ) -> NSCollectionLayoutSectionVisibleItemsInvalidationHandler {
        // An orthogonal section's cells are measured along its row, the others along the layout's axis.
        let alongX = ALONG_X
        let insets = section.contentInsets
        let spacing = section.interGroupSpacing
        return { items, offset, environment in
          let viewport = environment.container.contentSize
          let radius = length(
            alongX: alongX, viewport: viewport, scale: environment.traitCollection.displayScale,
            root: root, insets: insets, spacing: spacing)
          // A radius of 0 (groups of no length) has no distance scale: the cells keep their look.
          guard radius > 0, radius.isFinite else { return }
          let visible = alongX ? viewport.width : viewport.height
          let start = alongX ? offset.x : offset.y
          for item in items where item.representedElementCategory == .cell {
            let frame = item.frame
            let lead = alongX ? frame.origin.x : frame.origin.y
            let along = alongX ? frame.size.width : frame.size.height
            let distance = (lead + along / 2 - start) - visible / 2
            let reach = min(1, max(-1, distance / radius)).magnitude
            if let scale {
              let factor = 1 - (1 - scale) * reach
              item.transform = CGAffineTransform(scaleX: factor, y: factor)
            }
            if let alpha { item.alpha = 1 - (1 - alpha) * reach }
          }
        }
      }

      /// The radius in points for a collection view of size `viewport` on a screen of `scale` pixels a point.
      private func length(
        alongX: Bool, viewport: CGSize, scale: CGFloat, root: NSCollectionLayoutGroup,
        insets: NSDirectionalEdgeInsets, spacing: CGFloat
      ) -> CGFloat {
        switch radius {
        case .points(let points): return points
        case .fractionalWidth(let fraction): return fraction * viewport.width
        case .fractionalHeight(let fraction): return fraction * viewport.height
        case .pitch:
          // The root group's container is the section's, which loses the insets across the scroll axis.
          var container = viewport
          if alongX {
            container.height -= insets.top + insets.bottom
          } else {
            container.width -= insets.leading + insets.trailing
          }
          let dimension = alongX ? root.layoutSize.widthDimension : root.layoutSize.heightDimension
          var extent = dimension.dimension
          // A fractional extent is floored to the pixel grid, as the group's frame is.
          if dimension.isFractionalWidth || dimension.isFractionalHeight {
            let whole = dimension.isFractionalWidth ? container.width : container.height
            extent = ((dimension.dimension * whole) * scale + 1e-6).rounded(.down) / scale
          }
          let edges = root.edgeSpacing
          let before = alongX ? edges?.leading : edges?.top
          let after = alongX ? edges?.trailing : edges?.bottom
          func fixed(_ spacing: NSCollectionLayoutSpacing?) -> CGFloat {
            guard let spacing, spacing.isFixedSpacing else { return 0 }
            return spacing.spacing
          }
          return extent + fixed(before) + fixed(after) + spacing
        }
      }
    }

    """
}
