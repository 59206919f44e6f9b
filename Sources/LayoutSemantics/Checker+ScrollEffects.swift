import LayoutSource

extension Checker {
  /// SE6: page parallax replaces a flow's frames page by page, so it lives on a flow section, and that section is the
  /// layout's only one (a page is one item of that section; pages of several sections have no single index).
  func validatePageParallax(sections: [Guarded<Int>]) {
    for section in sections {
      let declaration = declarations[section.value]
      for assignment in declaration.properties
      where assignment.property == .effect && assignment.value.scrollEffect?.pageParallax != nil {
        if !declaration.isFlowSection {
          report(
            .error(
              .misplacedEntry,
              "'page-parallax' replaces the frames of a flow's items; give this section a 'flow: WIDTH x HEIGHT'",
              at: assignment.valueSpan))
        } else if sections.count != 1 {
          report(
            .error(
              .misplacedEntry,
              "'page-parallax' pages through the only section of a layout; this layout has \(sections.count) sections",
              at: assignment.valueSpan))
        }
      }
    }
  }
}
