import LayoutIR
import LayoutMath
import LayoutRules
import LayoutSource

extension LintRule {
  /// `page-parallax-too-strong`: `page-parallax G` that narrows a photo to its floor `min-width` within a page
  /// (SE9).
  public static let pageParallaxTooStrong = LintRule(
    code: DiagnosticCode(
      id: "page-parallax-too-strong", phase: .lint, title: "page parallax that can shrink a photo to its floor",
      explanation: """
        Over one page, `page-parallax G` narrows the current photo by G f and widens the next one from G short of \
        its natural length L (SE6); neither goes below `min-width M`. So when L - G is M or less, the floor \
        decides: the photo leaving the view shrinks to M before its page ends and the one arriving starts there, \
        to nothing with `min-width 0` (G at least L). The pager then shows a sliver or a gap instead of two photos \
        sharing the page. The linter takes L as the flow's item length along the scroll axis: `aspects` only ever \
        make a photo shorter, so a finding holds for every photo, and a narrower photo reaches the floor sooner. \
        With M at least L, the current and the next photo are held at M at every offset and G changes nothing. \
        Keep G below L - M (the seed uses 100 for pages of 375 with a floor of 40). Where `when` branches give the \
        flow or the effect different values, each is checked on its own. \(LintRule.defaultRangeText)
        """,
      example: """
        layout Photos {
          direction: horizontal
          section { flow: 375 x 500; line-spacing: 0; effect: page-parallax 400, min-width 40 }
        }
        """,
      fixed: """
        layout Photos {
          direction: horizontal
          section { flow: 375 x 500; line-spacing: 0; effect: page-parallax 100, min-width 40 }
        }
        """),
    defaultSeverity: .warning)
}

extension Analyzer {
  /// SE9: reports a page parallax under which the floor decides a photo's length: the next photo starts G short of
  /// its natural length L (at most the flow's item length along the layout's scroll axis), so the floor M takes
  /// over when L - G <= M; with M >= L it holds the current and the next photo at M at every offset.
  mutating func checkPageParallaxStrength(_ section: Int, size: IRFlowSize, pages: IRPageParallax) {
    let along: Axis = model.direction == .horizontal ? .x : .y
    let length = along == .x ? size.width.value : size.height.value
    let (spacing, floor) = (pages.spacing.value, pages.minWidth.value)
    guard let left = length.adding(-spacing), left <= floor else { return }
    let message: String
    if floor >= length {
      message =
        "min-width \(floor.points) is not below the pages' \(length.points) pt along the scroll axis: the current and "
        + "the next photo are held at \(floor.points) pt at every offset, and page-parallax \(spacing.points) changes "
        + "nothing; keep min-width below \(length.points)"
    } else {
      let outcome = floor.signum > 0 ? "to its min-width \(floor.points) pt" : "to nothing (min-width 0)"
      let limit = length - floor
      message =
        "page-parallax \(spacing.points) can shrink a photo \(outcome): pages are \(length.points) pt along the scroll "
        + "axis, and a photo narrows by up to \(spacing.points) over one page; keep it below \(limit.points)"
    }
    var notes: [DiagnosticNote] = []
    if let flow = model.flowSizeSpan(section) {
      notes.append(DiagnosticNote("the pages' size is declared here", at: flow))
    }
    report(.pageParallaxTooStrong, at: model.effectSpan(section), message, in: variant.region, notes: notes)
  }
}
