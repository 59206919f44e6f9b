import LayoutIR
import LayoutMath
import LayoutRules
import LayoutSource

extension LintRule {
  /// `paged-line-holds-two`: a page-parallax or focus-width flow whose lines hold two items at some viewport of the
  /// range (SE10).
  public static let pagedLineHoldsTwo = LintRule(
    code: DiagnosticCode(
      id: "paged-line-holds-two", phase: .lint, title: "a paged flow whose lines can hold two items",
      explanation: """
        Page parallax (SE6) pages through a flow one item at a time, and focus width (SE8) lays a strip out one \
        item after the other, so each of the flow's lines must hold one item: `layoutc eval` refuses a viewport \
        where two fit (exit 1). A flow line holds as many items as fit \
        across the viewport less the section's insets, with `item-spacing` between them (F5), so two fit wherever \
        the viewport across the scroll axis is at least twice the item's size across plus the spacing plus the \
        insets. The finding names a viewport of the layout's range where that happens. Make the items larger \
        across (the seed's pages span the viewport), add insets, or declare the `viewport:` range the pager is \
        for. \(LintRule.defaultRangeText)
        """,
      example: """
        layout Photos {
          direction: horizontal
          section { flow: 375 x 500; line-spacing: 0; effect: page-parallax 100, min-width 40 }
        }
        """,
      fixed: """
        layout Photos {
          direction: horizontal
          viewport: 320...1366 x 500...1000
          section { flow: 375 x 500; line-spacing: 0; effect: page-parallax 100, min-width 40 }
        }
        """),
    defaultSeverity: .warning)
}

extension Analyzer {
  /// SE10 (F5): reports where two of the flow's items fit on one line: 2 T + item spacing <= the viewport across the
  /// scroll axis less the section's insets on that axis, T the item's size across.
  /// `effect` says what the geometric effect needs, to open the message.
  mutating func checkPagedLines(_ section: Int, size: IRFlowSize, effect: String) {
    let across: Axis = model.direction == .horizontal ? .y : .x
    let thickness = across == .x ? size.width.value : size.height.value
    let spacing = model.flowItemSpacing(section)
    let viewport = across == .x ? LinearForm.width : LinearForm.height
    guard let available = try? viewport.adding(-model.insets(section).sum(across)),
      let pair = thickness.multiplied(by: 2)?.adding(spacing),
      let excess = try? available.negated.adding(pair),
      let two = whereNotPositive(excess, in: variant.region)
    else { return }
    let room = quote(available, in: two)
    var notes: [DiagnosticNote] = []
    if let flow = model.flowSizeSpan(section) {
      notes.append(DiagnosticNote("the items' size is declared here", at: flow))
    }
    report(
      .pagedLineHoldsTwo, at: model.effectSpan(section),
      "\(effect), but two \(thickness.points) pt items fit across \(room.value) pt "
        + "at \(room.viewport) (2 x \(thickness.points) + \(spacing.points) item spacing); eval refuses that viewport",
      in: two, notes: notes)
  }
}
