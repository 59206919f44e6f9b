import LayoutCompiler
import LayoutIR

/// The constructs of a checked layout that UIKit's compositional layout API cannot express exactly (E0501), each
/// reported at its declaration: the generator writes nothing for a file with one rather than approximate it.
enum MappingCheck {
  /// The E0501 errors of `layout`, whose declarations are at `spans`; `leader` is the layout it `follows`, if any.
  static func problems(in layout: IRLayout, leader: IRLayout?, spans: LayoutSpans) -> [Diagnostic] {
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
    // L1-L3: a link ties two collection views' content offsets, which a layout object neither reads nor sets; the
    // follower's generated type gets the scroll view delegate's two calls (`FlowEmitter+ScrollLink.swift`).
    if let name = layout.follows, let message = linkProblem(of: layout, leader: leader, named: name) {
      report(message, at: spans.fields[.follows]?.last ?? spans.nameSpan)
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

  /// Why the generated link helper cannot map `layout`'s offsets to its leader's and back (L1, L2), or nil when it
  /// can: both are flow layouts (L3) whose pitch, the flow size and line spacing along each one's axis, is a property
  /// of the layout object, which the helper reads from each view's layout.
  private static func linkProblem(of layout: IRLayout, leader: IRLayout?, named name: String) -> String? {
    let flows = [layout, leader].compactMap { $0 }.filter { $0.sections.contains { $0.flow != nil } }
    guard flows.count == 2 else {
      return "layout '\(layout.name)' sets 'follows: \(name)', which links two scroll views' content offsets by "
        + "their flows' pitch; the generated link helper needs both to be flow layouts (L3), so ship the IR"
    }
    let paced = flows.first { flow in
      FlowEmitter(layout: flow, access: .internal, sourceName: "").delegated.contains {
        $0 == .itemSize || $0 == .minimumLineSpacing
      }
    }
    if let paced {
      return "the generated link helper of '\(layout.name)' reads each view's pitch from its flow layout's itemSize "
        + "and minimumLineSpacing, so the flow size and line-spacing of '\(paced.name)' must not depend on the "
        + "viewport; ship the IR instead"
    }
    return nil
  }
}
