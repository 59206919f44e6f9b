import LayoutIR

/// The element kinds whose supplementaries, boundary items or backgrounds declare appear or disappear effects
/// (E2.2, E4.2), and how the generated layout subclass tells an appearing or disappearing one from a survivor.
///
/// The subclass sees a kind and an index path. A boundary item or a background appears or disappears with its
/// section, an item's supplementary with its item (M1.3); UIKit also asks about survivors, which must keep its own
/// answer. The evaluator calls an element a survivor when its counterpart on the other side of the update (same kind,
/// mapped section or item) exists, so the subclass is only faithful where every counterpart exists: where every
/// section shows the kind. `MappingCheck.motionElementProblems` refuses the rest.
struct MotionElementKinds {
  /// Where an element of a kind comes from.
  enum Source: Equatable {
    /// Boundary items (headers, footers), which follow their section.
    case boundary
    /// Backgrounds (decorations), which follow their section.
    case background
    /// Supplementaries attached to items, which follow their item.
    case itemSupplementary
    /// Supplementaries attached to groups.
    case groupSupplementary
  }

  /// Every kind with a declared effect somewhere, in first-declaration order.
  private(set) var kinds: [String] = []
  /// The sources each kind is used by (with or without effects).
  private(set) var sources: [String: [Source]] = [:]

  init(layout: IRLayout) {
    guard layout.uses(.motionEffects) else { return }
    func note(_ kind: String, _ source: Source, effects: Bool) {
      if !(sources[kind] ?? []).contains(source) { sources[kind, default: []].append(source) }
      if effects, !kinds.contains(kind) { kinds.append(kind) }
    }
    for section in layout.sections {
      for entry in section.boundaries.entries {
        note(entry.value.kind, .boundary, effects: Self.declares(entry.value.appear, entry.value.disappear))
      }
      for entry in section.backgrounds.entries {
        note(entry.value.kind, .background, effects: Self.declares(entry.value.appear, entry.value.disappear))
      }
    }
    for item in layout.items {
      for entry in item.supplementaries.entries {
        let supplementary = layout.supplementaries[entry.value]
        note(
          supplementary.kind, .itemSupplementary, effects: Self.declares(supplementary.appear, supplementary.disappear))
      }
    }
    for group in layout.groups {
      for entry in group.supplementaries.entries {
        let supplementary = layout.supplementaries[entry.value]
        note(
          supplementary.kind, .groupSupplementary, effects: Self.declares(supplementary.appear, supplementary.disappear)
        )
      }
    }
  }

  /// The one source of `kind`, or nil when several use it (refused: the subclass could not tell them apart).
  func source(of kind: String) -> Source? {
    guard let list = sources[kind], list.count == 1 else { return nil }
    return list[0]
  }

  /// Whether an element declares an effect at all.
  static func declares(_ appear: IRProperty<IREffect>, _ disappear: IRProperty<IREffect>) -> Bool {
    !appear.isEmpty || !disappear.isEmpty
  }

  /// The supplementary declarations of `kind` attached, unguarded, to item `index`.
  static func unguardedSupplementaries(ofKind kind: String, item index: Int, in layout: IRLayout) -> [Int] {
    layout.items[index].supplementaries.entries.filter {
      $0.when == nil && layout.supplementaries[$0.value].kind == kind
    }.map(\.value)
  }

  /// The position of section `index`'s one unguarded background of `kind` when every background before it is
  /// unguarded too (so that the evaluator's index of it never changes), else nil.
  static func backgroundPosition(ofKind kind: String, in section: IRSection) -> Int? {
    let entries = section.backgrounds.entries
    guard entries.filter({ $0.value.kind == kind }).count == 1,
      let position = entries.firstIndex(where: { $0.value.kind == kind }),
      entries[...position].allSatisfy({ $0.when == nil })
    else { return nil }
    return position
  }
}
