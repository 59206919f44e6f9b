import LayoutIR

/// How one element's frame came about, step by step: each step names the UIKit rule it applies (an id of
/// `Documentation/Semantics.md`) and the declaration and property its value comes from (`layoutc eval --why`).
///
/// Made by `Evaluator.derivation(of:in:input:)` from what the evaluator itself computed while placing the element
/// (the solver and the section builder record their values into a trace), never by a second implementation of the
/// rules. `frame` is what the steps arrive at after rounding; `evaluated` is the element's frame in the evaluation,
/// and the two must be equal (`isConsistent`), or the derivation is wrong and a tool says so.
public struct Derivation: Sendable {
  /// The element explained.
  public var element: ElementID
  /// The declaration it came from.
  public var origin: ElementOrigin
  /// The steps, in the order UIKit takes them: the container, sizes, groups, insets, section placement, rounding.
  public var steps: [DerivationStep]
  /// The frame before rounding, when the steps compute it (nil for flow sections and measured sections, whose
  /// frames are explained by their placement only).
  public var unrounded: Rect?
  /// The frame the steps arrive at, rounded to the pixel grid (R2.3).
  public var frame: Rect
  /// The element's frame in the evaluation.
  public var evaluated: Rect

  /// Whether the steps arrive at the evaluated frame.
  public var isConsistent: Bool { frame == evaluated }
}

/// One step of a derivation.
public struct DerivationStep: Hashable, Sendable {
  /// The rule applied, as `Semantics.md` numbers it: `R2.1`, `R5.3`, `U8`.
  public var rule: String
  /// What the step computes, with its numbers.
  public var text: String
  /// Where the value the step uses was declared, if it was (a default has none).
  public var source: DerivationSource?

  /// Creates a step.
  public init(rule: String, text: String, source: DerivationSource? = nil) {
    self.rule = rule
    self.text = text
    self.source = source
  }
}

/// The declaration and property a derivation step reads: an IR table entry, by index, and one of its properties.
public struct DerivationSource: Hashable, Sendable {
  /// An IR table entry of the evaluated layout.
  public enum Declaration: Hashable, Sendable {
    /// `IRLayout.items[index]`.
    case item(Int)
    /// `IRLayout.groups[index]`.
    case group(Int)
    /// `IRLayout.supplementaries[index]`.
    case supplementary(Int)
    /// `IRLayout.sections[index]`.
    case section(Int)
    /// The boundary item of `kind` in section `section` (a kind is unique in a section, R7.4).
    case boundary(section: Int, kind: String)
    /// Background `index` of section `section`, counted among those shown (R11.2).
    case background(section: Int, index: Int)
    /// The layout itself.
    case layout
  }

  /// A property of the declaration; `nil` for the declaration as a whole.
  public enum Property: String, Hashable, Sendable {
    case size, insets, edges, spacing, count, anchor, itemAnchor, offset, alignment, scroll, direction
  }

  /// The declaration.
  public var declaration: Declaration
  /// The property read (nil: the declaration as a whole).
  public var property: Property?

  /// Creates a source.
  public init(_ declaration: Declaration, _ property: Property? = nil) {
    self.declaration = declaration
    self.property = property
  }
}

extension Evaluator {
  /// The derivation of element `id`'s frame when `layout` is evaluated for `input`, or nil when the evaluation has no
  /// such element. Evaluates the layout again with the element's section traced; costs one evaluation plus one
  /// solve of that section's root group without the memo.
  public static func derivation(of id: ElementID, in layout: IRLayout, input: EvaluationInput) throws -> Derivation? {
    try derivations(of: [id], in: layout, input: input)[0]
  }

  /// The derivations of several elements (nil for an id the evaluation does not have), from one evaluation that
  /// traces every section they are in: what `render` puts in each drawn element's title.
  public static func derivations(
    of ids: [ElementID], in layout: IRLayout, input: EvaluationInput
  ) throws -> [Derivation?] {
    let trace = EvaluationTrace(sections: Set(ids.map(\.section)).filter { $0 >= 0 })
    let (evaluation, resolved) = try evaluate(layout, input: input, trace: trace)
    var trees: [Int: TraceNode] = [:]
    return ids.map { id in
      guard let record = trace[section: id.section], let (element, _) = evaluation.locate(id),
        let origin = evaluation.origin(of: id)
      else { return nil }
      if trees[id.section] == nil { trees[id.section] = record.solve?.tree() }
      var writer = DerivationWriter(
        layout: resolved, grid: evaluation.grid, viewport: input.viewport, trace: record, tree: trees[id.section],
        section: id.section)
      let unrounded = writer.explain(element, plan: evaluation.sections[id.section])
      let frame = unrounded.map { evaluation.grid.round($0) } ?? element.frame
      if let unrounded {
        writer.step(
          "R2.3",
          "rounded to the pixel grid of scale \(DerivationText.number(evaluation.grid.scale)): "
            + "\(DerivationText.rect(unrounded)) -> \(DerivationText.rect(frame))")
      }
      return Derivation(
        element: id, origin: origin, steps: writer.steps, unrounded: unrounded, frame: frame,
        evaluated: element.frame)
    }
  }
}

extension Derivation {
  /// The few steps a tooltip shows: those that read the element's own declaration (its size, insets, anchor or
  /// alignment), where its group instance goes (R6.2), and the rounding (R2.3).
  public var keySteps: [DerivationStep] {
    let own: DerivationSource.Declaration? =
      switch origin {
      case .item(let index, _): .item(index)
      case .itemSupplementary(_, let index, _, _), .groupSupplementary(_, let index, _, _): .supplementary(index)
      case .boundary(let kind, let section): .boundary(section: section, kind: kind)
      case .background(_, let section, let index): .background(section: section, index: index)
      case .flowItem(let section): .section(section)
      }
    return steps.filter { step in
      step.rule == "R6.2" || step.rule == "R2.3" || (own != nil && step.source?.declaration == own)
    }
  }
}
