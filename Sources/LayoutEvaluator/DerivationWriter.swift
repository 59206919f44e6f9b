import LayoutIR
import LayoutRules

/// Turns what the traced section recorded (`SectionTrace`, `SolveTrace`) into the steps of one element's derivation,
/// and adds up the recorded offsets in the order the evaluator added them, so the frame it arrives at is the
/// evaluator's own (checked against the evaluation by `Derivation.isConsistent`).
struct DerivationWriter {
  let layout: ResolvedLayout
  let grid: PixelGrid
  let viewport: Size
  let trace: SectionTrace
  /// The traced solve of the section's root group, as a tree (parsed once per section).
  let tree: TraceNode?
  let section: Int
  private(set) var steps: [DerivationStep] = []

  init(layout: ResolvedLayout, grid: PixelGrid, viewport: Size, trace: SectionTrace, tree: TraceNode?, section: Int) {
    self.layout = layout
    self.grid = grid
    self.viewport = viewport
    self.trace = trace
    self.tree = tree
    self.section = section
  }

  mutating func step(_ rule: String, _ text: String, _ source: DerivationSource? = nil) {
    steps.append(DerivationStep(rule: rule, text: text, source: source))
  }

  /// Writes the steps for `element` of section `plan`; returns the unrounded frame they arrive at, or nil when the
  /// section's placement is explained as a whole (measured sections, a flow section's background).
  mutating func explain(_ element: Element, plan: SectionPlan) -> Rect? {
    if let flow = trace.flow { return flowElement(element, flow) }
    switch element.category {
    case .boundary: return boundary(element)
    case .decoration: return background(element)
    case .cell, .supplementary: break
    }
    switch plan.content {
    case .closedForm(let placement):
      guard let (index, group) = placement.template(element.category, kind: element.kindStorage, item: element.item)
      else { return nil }
      return closedForm(solutionIndex: index, group: group)
    case .explicit(let placement):
      if let regroup = trace.regroup, let frame = regrouped(element, regroup, placement: placement) { return frame }
      step(
        "R12.5", "measured sizes: the section is solved group by group, each group at the end of the one before",
        DerivationSource(.section(section)))
    case .flow:
      // Not reached: a flow section is traced as one (`trace.flow`, above).
      step("F19", "flow section: placed by the flow's line breaking (F5-F9)", DerivationSource(.section(section)))
    }
    return nil
  }

  // MARK: Names

  func name(ofGroup index: Int) -> String {
    let group = layout.groups[index]
    return "\(group.axis == .x ? "horizontal" : "vertical") group '\(group.name)'"
  }

  func name(ofItem index: Int) -> String { layout.itemNames[index].map { "item '\($0)'" } ?? "item #\(index)" }

  func name(ofSupplementary index: Int) -> String {
    "supplementary \"\(layout.kinds[Int(layout.supplementaries[index].kind)])\""
  }

  /// `width 1/3 of the container's width -> 130, height absolute 44 -> 44`.
  func resolved(_ dimensions: ResolvedLayoutSize, to size: Size) -> String {
    "width \(DerivationText.dimension(dimensions.width)) -> \(DerivationText.number(size.width)), "
      + "height \(DerivationText.dimension(dimensions.height)) -> \(DerivationText.number(size.height))"
  }

  /// R12.1 for a size with an estimate (its value until measured), else R2.1 (fractions floored to the grid).
  func sizeRule(_ dimensions: ResolvedLayoutSize) -> String { dimensions.hasEstimate ? "R12.1" : "R2.1" }
}
