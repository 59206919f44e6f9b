import LayoutIR
import LayoutMath
import LayoutRules
import LayoutSource

/// A flow section's item size and spacings in a variant (F1): what the page rules read (SE9, SE10).
extension VariantModel {
  /// The flow's item size (nil: not a flow section).
  func flowSize(_ section: Int) -> IRFlowSize? {
    layout.section(section).flow.flatMap { value($0.itemSize, .flow, of: section) }
  }

  /// The flow's `item-spacing` in points (F1: UIKit's default when not written).
  func flowItemSpacing(_ section: Int) -> Rational {
    let flow = layout.section(section).flow
    return (flow.flatMap { value($0.itemSpacing, .itemSpacing, of: section) } ?? IRDefaults.flowItemSpacing).value
  }

  /// Where the applicable `flow` size was written, if it was.
  func flowSizeSpan(_ section: Int) -> SourceSpan? {
    guard let flow = layout.section(section).flow else { return nil }
    return applicable(.flow, of: section, count: flow.itemSize.assignments.count).flatMap {
      layout.span(of: .flow, at: $0, of: section)
    }
  }

  /// Where the applicable `effect` of a node was written: where messages about the effect point (else its head).
  func effectSpan(_ node: Int) -> SourceSpan {
    let count =
      layout.kind(node) == .item
      ? layout.item(node).effect.assignments.count : layout.section(node).effect.assignments.count
    return applicable(.effect, of: node, count: count).flatMap { layout.span(of: .effect, at: $0, of: node) }
      ?? layout.head(node)
  }
}

/// The geometric effects' checks on a flow section, run from the section step of the walk in each variant: the
/// flow's item size, its spacings, the section's insets and its effect are read as the variant has them, and the
/// viewport as linear forms over the variant's region, so a finding holds exactly where it is reported.
extension Analyzer {
  /// SE9, SE10: the page rules of a flow section under page parallax, and SE10 under focus width (SE8), the other
  /// geometric effect that needs one item a line (nothing for any other section).
  mutating func checkPagedFlow(_ section: Int) {
    guard let size = model.flowSize(section), !size.estimated, let effect = model.effect(section) else { return }
    if let pages = effect.pageParallax {
      checkPageParallaxStrength(section, size: size, pages: pages)
      checkPagedLines(section, size: size, effect: "page parallax pages through one item a line")
    } else if effect.focusWidth != nil {
      checkPagedLines(section, size: size, effect: "focus width lays its strip out one item a line")
    }
  }
}
