/// A part of the IR that a reader must implement to read a document using it correctly.
///
/// The format grows within a version by features: a key whose absence keeps the old meaning, but which a reader that
/// ignored it would misread, belongs to a feature. A document names the features it uses in its top-level `requires`
/// list, and `IRDocument.load` refuses a document that requires a feature this library does not know
/// (`IRLoadError.unsupportedFeatures`), before it reads the layouts. Keys outside every feature are optional: a
/// reader that does not know them ignores them and still gets the frames the writer meant. See `Documentation/IR.md`.
///
/// The raw value is the name written in `requires`; a name, once published, never changes meaning.
public enum IRFeature: String, CaseIterable, Codable, Comparable, Hashable, Sendable {
  /// Sections laid out as `UICollectionViewFlowLayout` lays them out: the section key `flow` (semantics §16, F1-F5).
  /// Added to version 1 after its first documents, which is why it is a feature and not part of the base format.
  case flowSections = "flow-sections"
  /// Declared appear and disappear effects (`appear`, `disappear` on items, supplementaries, sections, boundary items
  /// and backgrounds; Semantics.md E4.1). The rest frames ignore them, but a reader that evaluates motion without
  /// them would animate differently from what the file declares.
  case motionEffects = "motion-effects"
  /// A layout of flow sections that scrolls horizontally (F10): lines are columns, headers and footers count their
  /// width, and the per-item path swaps the spacings. A reader that knew only vertical flows would lay it out as one.
  case flowHorizontal = "flow-horizontal"
  /// `pinned` on a flow section's header or footer (S4): UIKit's `sectionHeadersPinToVisibleBounds` and
  /// `sectionFootersPinToVisibleBounds`. A reader that knew only unpinned flows would refuse the key; one that ignored
  /// it would never move them.
  case flowPinning = "flow-pinning"
  /// An estimated flow item size (F17, `"estimated": true`): every item self-sizes, which forces the per-item path.
  case flowEstimated = "flow-estimated"
  /// Scroll-driven decorative effects on cells: the section and item key `effect` (Semantics.md chapter 21, SE
  /// rules). A reader that ignored it would report cells without their scale, alpha and parallax.
  case scrollEffects = "scroll-effects"
  /// The layout key `paging` (S7): the main scroll view settles on multiples of the viewport. A reader that ignored
  /// it would settle where the deceleration projects.
  case paging
  /// Page parallax (Semantics.md SE6): the `pageParallax` key of a section's `effect`, which replaces the frames of
  /// the current and next page at an offset. A reader that knew only the decorative effects would ignore it and
  /// report the flow's frames.
  case pageParallax = "page-parallax"
  /// Focus width (Semantics.md SE8): the `focusWidth` key of a section's `effect`, which replaces every frame of a
  /// flow section, its content size and the content inset around the focused item. A reader that ignored it would
  /// report the flow's frames.
  case focusWidth = "focus-width"
  /// Linked scroll views (Semantics.md L1-L3): the layout key `follows`, which ties this layout's scroll position to
  /// another layout's. A reader that ignored it would evaluate the two views independently.
  case scrollLinks = "scroll-links"

  /// Orders features by name, the order `requires` is written in.
  public static func < (left: IRFeature, right: IRFeature) -> Bool { left.rawValue < right.rawValue }

  /// Names from a document, for a message: quoted, control and format characters escaped, each cut at 64 scalars,
  /// at most five (then "and N more"), so that any `requires` list gives a short, printable line.
  static func quoted(_ names: [String]) -> String {
    func escaped(_ name: String) -> String {
      var text = ""
      for scalar in name.unicodeScalars.prefix(64) {
        let category = scalar.properties.generalCategory
        if category == .control || category == .format || scalar == "'" || scalar == "\\" {
          text += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
      return "'\(text)\(name.unicodeScalars.dropFirst(64).isEmpty ? "" : "...")'"
    }
    let shown = names.prefix(5).map(escaped).joined(separator: ", ")
    return names.count > 5 ? "\(shown) and \(names.count - 5) more" : shown
  }
}

extension IRDocument {
  /// The features this document uses, sorted by name without repeats: what `encoded()` writes as `requires`.
  ///
  /// Derived from the content, so a document built in code or edited after loading can never under-declare.
  public var requiredFeatures: [IRFeature] {
    IRFeature.allCases.filter { feature in layouts.contains { $0.uses(feature) } }.sorted()
  }

  /// The names in a `requires` list that this library does not know, in their order, without repeats.
  static func unsupportedFeatures(in names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { IRFeature(rawValue: $0) == nil && seen.insert($0).inserted }
  }
}

extension IRLayout {
  /// Whether this layout uses `feature` (a reader must implement it to evaluate the layout).
  public func uses(_ feature: IRFeature) -> Bool {
    switch feature {
    case .flowSections: sections.contains { $0.flow != nil }
    case .motionEffects: usesEffects
    case .flowHorizontal: scrollDirection == .horizontal && sections.contains { $0.flow != nil }
    case .flowEstimated:
      sections.contains { $0.flow?.itemSize.assignments.contains { $0.value.estimated } ?? false }
    case .flowPinning:
      sections.contains { section in
        section.flow != nil && section.boundaries.entries.contains { !$0.value.pinned.isEmpty }
      }
    case .scrollEffects: sections.contains { !$0.effect.isEmpty } || items.contains { !$0.effect.isEmpty }
    case .paging: paging
    case .scrollLinks: follows != nil
    case .pageParallax:
      sections.contains { section in section.effect.assignments.contains { $0.value.pageParallax != nil } }
    case .focusWidth:
      sections.contains { section in section.effect.assignments.contains { $0.value.focusWidth != nil } }
    }
  }
}
