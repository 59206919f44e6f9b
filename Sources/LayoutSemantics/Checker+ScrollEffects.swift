import LayoutSource

extension Checker {
  /// SE6: page parallax replaces a flow's frames page by page, so it lives on a flow section, and that section is the
  /// layout's only one (a page is one item of that section; pages of several sections have no single index).
  /// SE8: focus width replaces a flow's frames the same way, with the same placement; the two never share a section
  /// (the value reader refuses both in one effect), and guarded assignments of one section may not mix them either.
  func validatePageParallax(sections: [Guarded<Int>]) {
    for section in sections {
      let declaration = declarations[section.value]
      var geometric: Set<String> = []
      for assignment in declaration.properties where assignment.property == .effect {
        guard let effect = assignment.value.scrollEffect, effect.isGeometric else { continue }
        let name = effect.pageParallax != nil ? "page-parallax" : "focus-width"
        geometric.insert(name)
        if !declaration.isFlowSection {
          report(
            .error(
              .misplacedEntry,
              "'\(name)' replaces the frames of a flow's items; give this section a 'flow: WIDTH x HEIGHT'",
              at: assignment.valueSpan))
        } else if sections.count != 1 {
          let what = name == "page-parallax" ? "pages through" : "widens an item of"
          report(
            .error(
              .misplacedEntry,
              "'\(name)' \(what) the only section of a layout; this layout has \(sections.count) sections",
              at: assignment.valueSpan))
        } else if geometric.count > 1 {
          report(
            .error(
              .misplacedEntry,
              "'page-parallax' and 'focus-width' both replace this section's frames; keep one (SE8)",
              at: assignment.valueSpan))
        }
      }
    }
  }
}
