/// A validated batch update (B1.1, B2.1): the section mapping, each surviving section's item mapping and the operations
/// by index path, answering where an element was before and where it is after.
public struct UpdatePlan: Sendable {
  /// Item counts before, one per section of the data.
  public let oldCounts: [Int]
  /// Item counts after.
  public let newCounts: [Int]
  /// B2.1 over the sections.
  public let sections: ListMapping
  /// Item mappings of surviving sections (moved ones included), by old section.
  let items: [Int: ListMapping]
  /// Explicit item moves, old path -> new path, and back.
  let movesBySource: [MotionIndexPath: MotionIndexPath]
  let movesByTarget: [MotionIndexPath: MotionIndexPath]
  /// Section moves, old -> new, and back.
  let sectionMovesBySource: [Int: Int]
  let sectionMovesByTarget: [Int: Int]
  /// New paths of inserted items; new paths of reloaded items (old = new, MU14).
  let inserted: Set<MotionIndexPath>
  let reloaded: Set<MotionIndexPath>
  /// New indexes of inserted sections; reloaded sections (old index = new index).
  let insertedSections: Set<Int>
  let reloadedSections: Set<Int>

  /// Where an element of the end state was before: `nil` for an inserted one (`isReload` for the new half of a
  /// reload).
  public func oldPath(of new: MotionIndexPath) -> (path: MotionIndexPath?, isReload: Bool) {
    let section = Int(new.section)
    if insertedSections.contains(section) { return (nil, false) }
    if reloadedSections.contains(section) { return (nil, true) }
    if let old = movesByTarget[new] { return (old, false) }
    if inserted.contains(new) { return (nil, false) }
    if reloaded.contains(new) { return (nil, true) }
    guard let oldSection = oldSection(of: section), let mapping = items[oldSection],
      let item = mapping.oldIndex(ofSurvivorAt: Int(new.item))
    else { return (nil, false) }
    return (MotionIndexPath(section: Int32(oldSection), item: Int32(item)), false)
  }

  /// Where an element of the start state is after: `nil` for a deleted one (`isReload` for the old half of a reload).
  public func newPath(of old: MotionIndexPath) -> (path: MotionIndexPath?, isReload: Bool) {
    let section = Int(old.section)
    if reloadedSections.contains(section) { return (nil, true) }
    if let new = movesBySource[old] { return (new, false) }
    guard let newSection = newSection(of: section) else { return (nil, false) }
    let candidate = MotionIndexPath(section: Int32(newSection), item: old.item)
    if reloaded.contains(candidate) && sectionUnmoved(section) { return (nil, true) }
    guard let mapping = items[section], let item = mapping.newIndex(ofSurvivor: Int(old.item)) else {
      return (nil, false)
    }
    return (MotionIndexPath(section: Int32(newSection), item: Int32(item)), false)
  }

  /// The new index of a surviving old section (moved, reloaded or kept); `nil` when deleted.
  public func newSection(of old: Int) -> Int? {
    // A section the layout declares beyond the data keeps its index (MU17).
    if old >= oldCounts.count { return old }
    if let new = sectionMovesBySource[old] { return new }
    if reloadedSections.contains(old) { return old }
    return sections.newIndex(ofSurvivor: old)
  }

  /// The old index of a new section; `nil` when inserted.
  public func oldSection(of new: Int) -> Int? {
    if new >= newCounts.count { return new }
    if let old = sectionMovesByTarget[new] { return old }
    if reloadedSections.contains(new) { return new }
    if insertedSections.contains(new) { return nil }
    return sections.oldIndex(ofSurvivorAt: new)
  }

  private func sectionUnmoved(_ old: Int) -> Bool { sectionMovesBySource[old] == nil }
}
