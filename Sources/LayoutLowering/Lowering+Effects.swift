import LayoutIR
import LayoutMath
import LayoutSemantics

/// An IR entry that declares appear and disappear effects (E4.1).
protocol EffectCarrier {
  var appear: IRProperty<IREffect> { get set }
  var disappear: IRProperty<IREffect> { get set }
}

extension IRItem: EffectCarrier {}
extension IRSupplementary: EffectCarrier {}
extension IRBoundary: EffectCarrier {}
extension IRBackground: EffectCarrier {}

extension LayoutLowerer {
  /// `entry` with its `appear` and `disappear` assignments lowered, each with its guard.
  func withEffects<Entry: EffectCarrier>(_ entry: Entry, _ properties: [Assignment]) -> Entry {
    var entry = entry
    entry.appear = effects(properties, .appear)
    entry.disappear = effects(properties, .disappear)
    return entry
  }

  /// One effect property's assignments as IR effects (E4.1): `none` lowers to `{}`.
  func effects(_ properties: [Assignment], _ property: Property) -> IRProperty<IREffect> {
    lowered(properties, property, { $0.effect }) { effect in
      IREffect(
        fade: effect.fade, scale: effect.scale.map(IRNumber.init),
        offset: effect.offset.map { IREffectOffset(x: Self.dimension($0.x), y: Self.dimension($0.y)) })
    }
  }

  /// A model dimension as the IR writes it.
  static func dimension(_ dimension: Dimension) -> IRDimension {
    switch dimension {
    case .absolute(let v): .absolute(IRNumber(v))
    case .estimated(let v): .estimated(IRNumber(v))
    case .fractionalWidth(let v): .fractionalWidth(IRNumber(v))
    case .fractionalHeight(let v): .fractionalHeight(IRNumber(v))
    }
  }
}
