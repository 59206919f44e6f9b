import LayoutCompiler
import LayoutIR

extension MappingCheck {
  /// The constructs of a layout of flow sections that `UICollectionViewFlowLayout` and its delegate cannot express
  /// exactly, each with where it is declared (`Documentation/Codegen.md`, "Flow layouts").
  ///
  /// The flow layout object has properties for the item size, the spacings, the section insets, the header and
  /// footer reference sizes and their pinning, and its delegate answers the first five per section; nothing else of
  /// a flow section has a place there.
  static func flowProblems(in layout: IRLayout, spans: LayoutSpans) -> [(String, SourceSpan?)] {
    var problems: [(String, SourceSpan?)] = []
    var kindEdges: [String: IREdge] = [:]
    for (index, section) in layout.sections.enumerated() {
      let declaration = spans.sectionDeclarations.indices.contains(index) ? spans.sectionDeclarations[index] : nil
      let sectionSpan = spans.span(ofSection: index)
      guard section.flow != nil else {
        // IRDocument.load and the checker refuse a mix already; kept so that no section is silently dropped.
        problems.append(
          (
            "this section has a root group in a layout of flow sections; UICollectionViewFlowLayout lays out flow "
              + "sections only, and a compositional layout has no flow section",
            sectionSpan
          ))
        continue
      }
      // SE6: page parallax becomes a flow layout subclass (`FlowEmitter+PageParallax.swift`); focus width (SE8) and
      // decorative values have no place on a flow layout.
      if !section.effect.isEmpty, let problem = effectProblem(of: section, in: layout) {
        problems.append((problem, declaration?.span(of: .effect, at: 0) ?? sectionSpan))
      }
      let motions: [(IRProperty<IREffect>, MappedField, String)] = [
        (section.appear, .appear, "appear"), (section.disappear, .disappear, "disappear"),
        (section.itemAppear, .itemAppear, "item-appear"), (section.itemDisappear, .itemDisappear, "item-disappear"),
      ]
      for (effect, field, name) in motions where !effect.isEmpty {
        problems.append(
          (
            "'\(name)' of a flow section needs a UICollectionViewFlowLayout subclass with update animations, which "
              + "the generator does not write for flow layouts; remove it, or ship the IR",
            declaration?.span(of: field, at: 0) ?? sectionSpan
          ))
      }
      problems += boundaryProblems(of: section, at: index, in: layout, spans: spans, kindEdges: &kindEdges)
    }
    problems += estimatedSizeProblems(in: layout, spans: spans)
    return problems
  }

  /// F13: one header (top) and one footer (bottom) a section, each with a length in points along the scroll axis;
  /// a kind is a header's or a footer's, since the flow layout names them with UIKit's two kinds.
  private static func boundaryProblems(
    of section: IRSection, at index: Int, in layout: IRLayout, spans: LayoutSpans, kindEdges: inout [String: IREdge]
  ) -> [(String, SourceSpan?)] {
    var problems: [(String, SourceSpan?)] = []
    var seen: Set<IREdge> = []
    let along = layout.scrollDirection == .vertical ? "height" : "width"
    for (entry, boundary) in section.boundaries.entries.enumerated() {
      let span = spans.span(ofBoundary: entry, inSection: index) ?? spans.span(ofSection: index)
      guard let edge = FlowSectionValues.edges(of: boundary.value).first else {
        problems.append(
          (
            "a flow section's boundary item must be a header or a footer with one alignment; "
              + "UICollectionViewFlowLayout has no other",
            span
          ))
        continue
      }
      if !seen.insert(edge).inserted {
        problems.append(("UICollectionViewFlowLayout shows one \(edge == .top ? "header" : "footer") a section", span))
      }
      if let other = kindEdges[boundary.value.kind], other != edge {
        problems.append(
          (
            "kind '\(boundary.value.kind)' names both a header and a footer, but UICollectionViewFlowLayout gives "
              + "headers the kind elementKindSectionHeader and footers elementKindSectionFooter; use two kinds",
            span
          ))
      }
      kindEdges[boundary.value.kind] = edge
      if FlowSectionValues.length(of: section, edge: edge, axis: layout.scrollDirection) == nil {
        problems.append(
          (
            "the \(along) of a flow section's \(edge == .top ? "header" : "footer") must be in points: "
              + "UICollectionViewFlowLayout's reference sizes are points, neither fractions nor estimates",
            span
          ))
      }
      if !boundary.value.appear.isEmpty || !boundary.value.disappear.isEmpty {
        problems.append(
          (
            "appear/disappear effects of a flow section's header or footer need a UICollectionViewFlowLayout "
              + "subclass, which the generator does not write; remove them, or ship the IR",
            span
          ))
      }
    }
    return problems
  }

  /// F17: `estimatedItemSize` is a property of the layout object with no delegate method, so an estimated size
  /// must be the same in every section and may depend on parameters only (decided when the layout is made).
  private static func estimatedSizeProblems(in layout: IRLayout, spans: LayoutSpans) -> [(String, SourceSpan?)] {
    let sizes = layout.sections.compactMap { $0.flow?.itemSize }
    guard sizes.contains(where: { $0.assignments.contains(where: \.value.estimated) }) else { return [] }
    let uniform =
      sizes.allSatisfy { $0 == sizes[0] }
      && sizes[0].assignments.allSatisfy { $0.value.estimated && !($0.when.map(readsViewport) ?? false) }
    guard !uniform else { return [] }
    let index = layout.sections.indices.first { layout.sections[$0].flow?.itemSize != sizes[0] } ?? 0
    let declaration = spans.sectionDeclarations.indices.contains(index) ? spans.sectionDeclarations[index] : nil
    return [
      (
        "an estimated flow item size is UICollectionViewFlowLayout's estimatedItemSize, one value for the whole "
          + "layout with no delegate method; give every section the same estimate, outside 'when' on width or "
          + "height, and estimate it in every branch",
        declaration?.span(of: .flow, at: 0) ?? spans.span(ofSection: index)
      )
    ]
  }

  /// Why the generated flow layout cannot apply `section`'s effect, or nil when it can: an unguarded page parallax
  /// alone (SE6), in the layout's only section, whose page length and line spacing are properties of the layout
  /// object (the subclass reads its pitch from them).
  private static func effectProblem(of section: IRSection, in layout: IRLayout) -> String? {
    let assignments = section.effect.assignments
    if let effect = assignments.first?.value, effect.focusWidth != nil {
      return focusWidthProblem(of: section, in: layout)
    }
    guard let effect = assignments.first?.value, effect.pageParallax != nil else {
      return "UICollectionViewFlowLayout has no property for a scroll-driven 'effect' of a flow section other than "
        + "page-parallax and focus-width; remove it, or ship the IR and lay the section out with LayoutEngine"
    }
    guard assignments.count == 1, assignments[0].when == nil, layout.sections.count == 1 else {
      return "the generated page parallax layout applies one 'effect: page-parallax' outside 'when'; "
        + "write it once, or ship the IR"
    }
    guard effect.scale == nil, effect.alpha == nil, effect.parallax == nil, effect.radius == nil else {
      return "a flow layout has no visible-items handler for scale, alpha or parallax beside page-parallax; "
        + "remove them, or ship the IR"
    }
    let emitter = FlowEmitter(layout: layout, access: .internal, sourceName: "")
    guard !emitter.delegated.contains(where: { $0 == .itemSize || $0 == .minimumLineSpacing }) else {
      return "the generated page parallax layout reads its pitch from the layout's itemSize and minimumLineSpacing, "
        + "so the flow size and line-spacing must not depend on the viewport; ship the IR instead"
    }
    return nil
  }

  /// Why the generated `FocusWidthLayout` cannot lay `section` out (SE8), or nil when it can: an unguarded focus
  /// width alone, in the layout's only section, with no header or footer (the subclass lays out cells only), and a
  /// flow size and line spacing that are properties of the layout object (the subclass reads its pitch from them).
  private static func focusWidthProblem(of section: IRSection, in layout: IRLayout) -> String? {
    let assignments = section.effect.assignments
    guard assignments.count == 1, assignments[0].when == nil, layout.sections.count == 1 else {
      return "the generated focus width layout applies one 'effect: focus-width' outside 'when'; "
        + "write it once, or ship the IR"
    }
    let effect = assignments[0].value
    guard effect.scale == nil, effect.alpha == nil, effect.parallax == nil, effect.radius == nil else {
      return "a flow layout has no visible-items handler for scale, alpha or parallax beside focus-width; "
        + "remove them, or ship the IR"
    }
    guard section.boundaries.entries.isEmpty else {
      return "the generated focus width layout lays out the strip's cells, not headers or footers moved after it; "
        + "remove the section's boundary items, or ship the IR"
    }
    let emitter = FlowEmitter(layout: layout, access: .internal, sourceName: "")
    guard !emitter.delegated.contains(where: { $0 == .itemSize || $0 == .minimumLineSpacing }) else {
      return "the generated focus width layout reads its pitch from the layout's itemSize and minimumLineSpacing, "
        + "so the flow size and line-spacing must not depend on the viewport; ship the IR instead"
    }
    return nil
  }
}
