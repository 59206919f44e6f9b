import LayoutIR
import LayoutRules

extension DerivationWriter {
  /// A boundary item (R3.6, R10.1–R10.4) of the traced section.
  mutating func boundary(_ element: Element) -> Rect? {
    let resolvedSection = layout.sections[section]
    guard let index = resolvedSection.boundaries.firstIndex(where: { $0.kind == element.kindStorage }),
      trace.boundaries.indices.contains(index)
    else { return nil }
    let f = layout.scrollAxis
    let boundary = resolvedSection.boundaries[index]
    let kind = layout.kinds[Int(boundary.kind)]
    let source = DerivationSource.Declaration.boundary(section: section, kind: kind)
    let container = trace.boundaryContainers[index]
    step(
      "R3.6",
      "container \(DerivationText.size(container)): the viewport"
        + (boundary.followsInsets ? " less the section's insets across" : ""),
      DerivationSource(.section(section), .insets))
    let placed = trace.boundaries[index]
    step(
      "R10.3", "boundary \"\(kind)\": \(resolved(boundary.size, to: Size(width: placed.width, height: placed.height)))",
      DerivationSource(source, .size))
    let aligned = placed.offset(by: Point(x: -boundary.offset.x, y: -boundary.offset.y))
    step(
      "R10.1",
      "aligned \(boundary.alignment.rawValue) to the host rect (the section's insets and content)"
        + (boundary.extends ? ", extending the section" : "") + " -> \(DerivationText.rect(aligned))",
      DerivationSource(source, .alignment))
    if boundary.offset.x != 0 || boundary.offset.y != 0 {
      step(
        "R10.4", "offset by \(DerivationText.point(boundary.offset)) -> \(DerivationText.rect(placed))",
        DerivationSource(source, .offset))
    }
    let shift = trace.origin + trace.extensionBefore
    step(
      "R7.1",
      "the section starts at \(DerivationText.number(trace.origin))"
        + (trace.extensionBefore != 0
          ? ", plus \(DerivationText.number(trace.extensionBefore)) of room for extending boundary items (R10.4)" : "")
        + ": + \(DerivationText.number(shift)) along \(f == .x ? "x" : "y")", DerivationSource(.section(section)))
    return placed.offset(f, by: shift)
  }

  /// A background (R11.1, R4.5, U10) of the traced section.
  mutating func background(_ element: Element) -> Rect? {
    let resolvedSection = layout.sections[section]
    guard resolvedSection.backgrounds.indices.contains(element.item),
      let stored = trace.elements.first(where: { $0.category == .decoration && $0.item == element.item })
    else { return nil }
    let background = resolvedSection.backgrounds[element.item]
    let axis = layout.scrollAxis
    step(
      "R11.1",
      "the section's band: from \(DerivationText.number(trace.origin)), \(DerivationText.number(trace.extent)) "
        + "long along \(axis == .x ? "x" : "y") (boundary items and insets included), the viewport's "
        + "\(DerivationText.number(viewport[axis.other])) across (U10)", DerivationSource(.section(section)))
    step(
      "R4.5",
      "less the background's insets \(DerivationText.insets(background.insets)) -> \(DerivationText.rect(stored.frame))",
      DerivationSource(.background(section: section, index: element.item), .insets))
    return stored.frame
  }
}
