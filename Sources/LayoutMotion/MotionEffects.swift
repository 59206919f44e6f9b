import LayoutEvaluator
import LayoutIR

/// A declared effect resolved for one state (E2.1): the change from an element's attributes at rest to its attributes
/// at the hidden end of its motion, in points.
public struct ResolvedEffect: Hashable, Sendable {
  /// Alpha 0 at the hidden end.
  public var fade: Bool
  /// The transform scale at the hidden end (1: none).
  public var scale: Double
  /// The move of the centre at the hidden end.
  public var dx: Double
  public var dy: Double

  /// Creates a resolved effect.
  public init(fade: Bool, scale: Double = 1, dx: Double = 0, dy: Double = 0) {
    self.fade = fade
    self.scale = scale
    self.dx = dx
    self.dy = dy
  }

  /// UIKit's own answer when nothing is declared (MU10): a plain fade in place.
  public static let uikitDefault = ResolvedEffect(fade: true)

  /// The hidden end of an element whose rest frame is `frame` (E2.1): its frame moved, its alpha and its scale.
  public func hidden(from frame: Rect) -> (frame: Rect, alpha: Double, scale: Double) {
    (Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height), fade ? 0 : 1, scale)
  }
}

/// The appear and disappear effects one state of a layout declares, resolved for that state's parameters and viewport
/// (guards as the evaluator decides them), looked up by the declaration an element comes from (E2.2).
public struct MotionEffects: Sendable {
  /// An appear and a disappear effect; nil where nothing is declared.
  public struct Pair: Sendable, Hashable {
    public var appear: ResolvedEffect?
    public var disappear: ResolvedEffect?

    /// The effect for an element appearing (`true`) or disappearing (`false`).
    public func effect(appearing: Bool) -> ResolvedEffect? { appearing ? appear : disappear }
  }

  /// The effects of one section: its cells' (when the section itself changes), its boundary items' by kind and its
  /// backgrounds' by position in the resolved list.
  struct SectionEffects: Sendable {
    var cells = Pair()
    /// A flow section's cells' own effects (`item-appear`, `item-disappear`): a flow has no item declarations.
    var flowCells = Pair()
    var boundaries: [String: Pair] = [:]
    var backgrounds: [Pair] = []
  }

  var items: [Pair] = []
  var supplementaries: [Pair] = []
  var sections: [SectionEffects] = []
  /// Whether anything is declared at all (when not, no element is looked up).
  public private(set) var isEmpty = true

  /// No declared effect: every element uses UIKit's fade.
  public static let none = MotionEffects()

  private init() {}

  /// The effects of `layout` for the state evaluated with `params` (defaults filled in) in a `viewport`.
  public init(layout: IRLayout, params: [String: String], viewport: Size) {
    guard layout.uses(.motionEffects) else { return }
    isEmpty = false
    var values = params
    for param in layout.params where values[param.name] == nil { values[param.name] = param.defaultValue }
    let resolver = EffectResolver(params: values, viewport: viewport)
    items = layout.items.map { resolver.pair($0.appear, $0.disappear) }
    supplementaries = layout.supplementaries.map { resolver.pair($0.appear, $0.disappear) }
    sections = layout.sections.map { section in
      var effects = SectionEffects(
        cells: resolver.pair(section.appear, section.disappear),
        flowCells: resolver.pair(section.itemAppear, section.itemDisappear))
      for boundary in section.boundaries.resolve(resolver.holds) where effects.boundaries[boundary.kind] == nil {
        effects.boundaries[boundary.kind] = resolver.pair(boundary.appear, boundary.disappear)
      }
      effects.backgrounds = section.backgrounds.resolve(resolver.holds).map {
        resolver.pair($0.appear, $0.disappear)
      }
      return effects
    }
  }

  /// The declared effect of element `id` of `evaluation` appearing or disappearing, or nil for UIKit's fade (E2.2).
  /// `sectionChanged`: the element is a cell of a section that is itself inserted or deleted, whose own effect then
  /// comes first.
  public func effect(for id: ElementID, in evaluation: Evaluation, appearing: Bool, sectionChanged: Bool = false)
    -> ResolvedEffect?
  {
    guard !isEmpty else { return nil }
    if sectionChanged, id.category == .cell, sections.indices.contains(id.section),
      let effect = sections[id.section].cells.effect(appearing: appearing)
    {
      return effect
    }
    switch evaluation.origin(of: id) {
    case .item(let index, _)?:
      return items.indices.contains(index) ? items[index].effect(appearing: appearing) : nil
    case .itemSupplementary(_, let index, _, _)?, .groupSupplementary(_, let index, _, _)?:
      return supplementaries.indices.contains(index) ? supplementaries[index].effect(appearing: appearing) : nil
    case .boundary(let kind, let section)?:
      guard sections.indices.contains(section) else { return nil }
      return sections[section].boundaries[kind]?.effect(appearing: appearing)
    case .background(_, let section, let index)?:
      guard sections.indices.contains(section), sections[section].backgrounds.indices.contains(index) else {
        return nil
      }
      return sections[section].backgrounds[index].effect(appearing: appearing)
    case .flowItem(let section)?:
      // E2.2: a flow cell's own effect is its section's `item-appear` / `item-disappear`.
      guard sections.indices.contains(section) else { return nil }
      return sections[section].flowCells.effect(appearing: appearing)
    case nil:
      return nil
    }
  }
}

/// Decides guards and turns IR effects into points for one state.
private struct EffectResolver {
  let params: [String: String]
  let viewport: Size

  func holds(_ condition: IRCondition) -> Bool {
    condition.holds(params: params, viewportWidth: viewport.width, viewportHeight: viewport.height)
  }

  func pair(_ appear: IRProperty<IREffect>, _ disappear: IRProperty<IREffect>) -> MotionEffects.Pair {
    MotionEffects.Pair(appear: appear.resolve(holds).map(resolved), disappear: disappear.resolve(holds).map(resolved))
  }

  /// Offsets in fractions are of the collection view's bounds (E1.1).
  func resolved(_ effect: IREffect) -> ResolvedEffect {
    func points(_ dimension: IRDimension) -> Double {
      switch dimension {
      case .absolute(let v), .estimated(let v): v.doubleValue
      case .fractionalWidth(let f): f.doubleValue * viewport.width
      case .fractionalHeight(let f): f.doubleValue * viewport.height
      }
    }
    return ResolvedEffect(
      fade: effect.fade, scale: effect.scale?.doubleValue ?? 1, dx: effect.offset.map { points($0.x) } ?? 0,
      dy: effect.offset.map { points($0.y) } ?? 0)
  }
}

extension MotionTrack {
  /// E2.1 for an appearing element: its start is its end attributes changed by `effect`; B3.3 then tests the union
  /// of the two frames against the visible rect.
  mutating func appear(with effect: ResolvedEffect, visible: Rect) {
    (start, startAlpha, startScale) = effect.hidden(from: end)
    isAnimated = UpdateMotion.union(start, end).intersects(visible)
  }

  /// E2.1 for a disappearing element: its end is its start attributes changed by `effect`.
  mutating func disappear(with effect: ResolvedEffect, visible: Rect) {
    (end, endAlpha, endScale) = effect.hidden(from: start)
    isAnimated = UpdateMotion.union(start, end).intersects(visible)
  }
}
