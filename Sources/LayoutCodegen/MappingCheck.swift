import LayoutCompiler
import LayoutIR

/// The constructs of a checked layout that UIKit's compositional layout API cannot express exactly (E0501), each
/// reported at its declaration: the generator writes nothing for a file with one rather than approximate it.
enum MappingCheck {
  /// The E0501 errors of `layout`, whose declarations are at `spans`.
  static func problems(in layout: IRLayout, spans: LayoutSpans) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    func report(_ message: String, at span: SourceSpan?) {
      problems.append(.error(.noSwiftMapping, message, at: span ?? spans.nameSpan))
    }
    // The configuration is made once, in `make`, before UIKit knows the container's size.
    if layout.spacing.assignments.contains(where: { $0.when.map(readsViewport) ?? false }) {
      report(
        "layout '\(layout.name)' sets 'spacing' under a 'when' on width or height, but UIKit's interSectionSpacing is "
          + "fixed when the layout is made, before the container size is known; set it outside 'when' or by parameter",
        at: spans.nameSpan)
    }
    // S7: paging belongs to the collection view (isPagingEnabled), not to the layout object generated code builds;
    // the generated type's `configure(_:)` sets it (`CollectionViewConfiguration`).
    // L1-L3: a link ties two collection views' content offsets, which a layout object neither reads nor sets.
    if let leader = layout.follows {
      report(
        "layout '\(layout.name)' sets 'follows: \(leader)', which links two scroll views' content offsets; a layout "
          + "object cannot drive another scroll view, so keep the link in the view controller (a scroll view delegate) "
          + "and remove 'follows', or ship the IR",
        at: spans.fields[.follows]?.last ?? spans.nameSpan)
    }
    // F rules: a layout of flow sections is generated as a UICollectionViewFlowLayout (FlowEmitter).
    if layout.sections.contains(where: { $0.flow != nil }) {
      for (message, span) in flowProblems(in: layout, spans: spans) { report(message, at: span) }
      return problems
    }
    for (index, section) in layout.sections.enumerated() {
      let follows = section.boundaries.entries.map(\.value.followsInsets)
      if let differing = follows.firstIndex(where: { $0 != follows[0] }) {
        report(
          "the boundary items of this section disagree on 'follows-insets', but UIKit has one "
            + "supplementariesFollowContentInsets per section; give them all the same value",
          at: spans.span(ofBoundary: differing, inSection: index))
      }
    }
    // E2.1, E2.2: cells' appear/disappear effects become a layout subclass; the others are refused.
    for (message, span) in motionEffectProblems(in: layout, spans: spans) { report(message, at: span) }
    // SE rules: scale and alpha become a section's visibleItemsInvalidationHandler; what it cannot apply is refused.
    for (message, span) in scrollEffectProblems(in: layout, spans: spans) { report(message, at: span) }
    for (index, group) in layout.groups.enumerated() where !group.children.entries.contains(where: { $0.when == nil }) {
      if let message = emptyVariant(of: group, in: layout) { report(message, at: spans.span(ofGroup: index)) }
    }
    return problems
  }

  /// Why a group whose children are all guarded may be left with none, which UIKit refuses ("At least 1 subitem is
  /// required for a group"): a choice of parameters under which no child's guard holds, or guards that read the
  /// container size (decided at run time, so not proven here); nil when every parameter choice keeps a child.
  private static func emptyVariant(of group: IRGroup, in layout: IRLayout) -> String? {
    let guards = group.children.entries.compactMap(\.when)
    if guards.contains(where: readsViewport) {
      return "this group may have no child: its children's guards read width or height, and UIKit requires at "
        + "least one subitem; give it a child outside 'when'"
    }
    var choices: [[String: String]] = [[:]]
    for param in layout.params {
      choices = choices.flatMap { choice in param.values.map { choice.merging([param.name: $0]) { $1 } } }
      // Beyond this many choices the proof is not worth its time: ask for an unguarded child instead.
      if choices.count > 4096 { return "this group's children are all guarded; give it a child outside 'when'" }
    }
    for choice in choices
    where !guards.contains(where: { $0.holds(params: choice, viewportWidth: 0, viewportHeight: 0) }) {
      let words = layout.params.map { "\($0.name) == \(choice[$0.name] ?? "")" }.joined(separator: " and ")
      return "this group has no child when \(words), and UIKit requires at least one subitem; give it a child for "
        + "every choice of parameters"
    }
    return nil
  }

  /// Whether a guard reads the container size (decided at run time) rather than parameters only.
  static func readsViewport(_ condition: IRCondition) -> Bool {
    switch condition {
    case .viewport: true
    case .paramEquals, .paramNotEquals: false
    case .and(let parts), .or(let parts): parts.contains(where: readsViewport)
    case .not(let inner): readsViewport(inner)
    }
  }
}
