extension UpdatePlan {
  /// The item half of B2.2/B2.3, once the sections are known.
  init(
    oldCounts: [Int], sections: ListMapping, deletedSections: Set<Int>, insertedSections: Set<Int>,
    reloadedSections: Set<Int>, sectionMovesBySource: [Int: Int], sectionMovesByTarget: [Int: Int],
    operations: [UpdateOperation], itemsAfter: [Int]?
  ) throws(UpdateError) {
    let n = oldCounts.count
    let m = sections.newCount
    var removed: [MotionIndexPath: UpdateOperation] = [:]
    var fixed: [MotionIndexPath: UpdateOperation] = [:]
    var movesBySource: [MotionIndexPath: MotionIndexPath] = [:]
    var movesByTarget: [MotionIndexPath: MotionIndexPath] = [:]
    var inserted: Set<MotionIndexPath> = []
    var reloadedOld: Set<MotionIndexPath> = []
    // Old sections' paths: range, deleted or moved sections (B2.2), twice removed (B2.3).
    func remove(_ path: MotionIndexPath, _ operation: UpdateOperation) throws(UpdateError) {
      let section = Int(path.section)
      guard section < n else {
        throw UpdateError(
          "attempt to \(Self.verb(operation)) item \(path.item) from section \(section), but there are only \(n) sections before the update",
          [operation])
      }
      guard Int(path.item) < oldCounts[section] else {
        throw UpdateError(
          "attempt to \(Self.verb(operation)) item \(path.item) from section \(section) which only contains \(oldCounts[section]) items before the update",
          [operation])
      }
      if deletedSections.contains(section) || reloadedSections.contains(section) {
        // MU15: listing the deleted items of a deleted section is accepted; moving or reloading them is not.
        guard case .delete = operation else {
          throw UpdateError(
            "attempt to \(Self.verb(operation)) an item of section \(section), which this update deletes", [operation])
        }
      }
      if sectionMovesBySource[section] != nil {
        throw UpdateError(
          "attempt to \(Self.verb(operation)) an item of section \(section), which this update moves (MU16)",
          [operation])
      }
      if let other = removed[path] {
        throw UpdateError(
          "attempt to \(Self.verb(other)) and \(Self.verb(operation)) the same item", [other, operation])
      }
      removed[path] = operation
    }
    // A new index path named by an insert or a move target (claimed): in range, not in an inserted or moved
    // section, and claimed at most once.
    func claim(_ path: MotionIndexPath, _ operation: UpdateOperation) throws(UpdateError) {
      let section = Int(path.section)
      guard section < m else {
        throw UpdateError(
          "attempt to \(Self.verb(operation)) item \(path.item) into section \(section), but there are only \(m) sections after the update",
          [operation])
      }
      if insertedSections.contains(section) || reloadedSections.contains(section) {
        throw UpdateError(
          "attempt to \(Self.verb(operation)) an item into section \(section), which this update inserts; its items are inserted with it (MU15)",
          [operation])
      }
      if sectionMovesByTarget[section] != nil {
        throw UpdateError(
          "attempt to \(Self.verb(operation)) an item into section \(section), which this update moves (MU16)",
          [operation])
      }
      if let other = fixed[path] {
        throw UpdateError(
          "attempt to \(Self.verb(other)) and \(Self.verb(operation)) the same item", [other, operation])
      }
      fixed[path] = operation
    }
    for operation in operations {
      switch operation {
      case .delete(let path): try remove(path, operation)
      case .insert(let path):
        try claim(path, operation)
        inserted.insert(path)
      case .reload(let path):
        try remove(path, operation)
        reloadedOld.insert(path)
      case .move(let source, let target):
        try remove(source, operation)
        try claim(target, operation)
        movesBySource[source] = target
        movesByTarget[target] = source
      default: break
      }
    }
    try self.init(
      oldCounts: oldCounts, sections: sections, removed: removed, fixed: fixed, inserted: inserted,
      reloadedOld: reloadedOld, moves: (movesBySource, movesByTarget),
      sectionSets: (insertedSections, reloadedSections, sectionMovesBySource, sectionMovesByTarget),
      itemsAfter: itemsAfter)
  }

  /// Counts after (B2.3's UIKit check when `--items-after` gives them) and the item mappings.
  init(
    oldCounts: [Int], sections: ListMapping, removed: [MotionIndexPath: UpdateOperation],
    fixed: [MotionIndexPath: UpdateOperation], inserted: Set<MotionIndexPath>, reloadedOld: Set<MotionIndexPath>,
    moves: ([MotionIndexPath: MotionIndexPath], [MotionIndexPath: MotionIndexPath]),
    sectionSets: (inserted: Set<Int>, reloaded: Set<Int>, bySource: [Int: Int], byTarget: [Int: Int]),
    itemsAfter: [Int]?
  ) throws(UpdateError) {
    var newCounts = [Int](repeating: 0, count: sections.newCount)
    var items: [Int: ListMapping] = [:]
    var reloaded: Set<MotionIndexPath> = []
    for new in 0..<sections.newCount {
      let isInserted = sectionSets.inserted.contains(new)
      let old =
        sectionSets.byTarget[new] ?? (sectionSets.reloaded.contains(new) ? new : nil)
        ?? (isInserted ? nil : sections.oldIndex(ofSurvivorAt: new))
      guard let old, !sectionSets.reloaded.contains(new) else {
        // An inserted (or reloaded) section takes its count from --items-after (B2.3).
        guard let after = itemsAfter else {
          if let old = sectionSets.reloaded.contains(new) ? new : nil {
            newCounts[new] = oldCounts[old]
            continue
          }
          throw UpdateError(
            "insert-section \(new) needs the new section's item count: give --items-after", [.insertSection(new)])
        }
        newCounts[new] = after[new]
        continue
      }
      let removedHere = removed.keys.filter { Int($0.section) == old }.map { Int($0.item) }
      let fixedHere = fixed.keys.filter { Int($0.section) == new }.map { Int($0.item) }
      // A reload is a delete and an insert at the same index (MU14): it leaves the count as it was.
      let reloadsHere = reloadedOld.filter { Int($0.section) == old }.map { Int($0.item) }
      let count = oldCounts[old] - removedHere.count + fixedHere.count + reloadsHere.count
      if let after = itemsAfter, after[new] != count {
        // UIKit counts a reload among both the inserted and the deleted items.
        let insertedHere =
          fixed.filter { Int($0.key.section) == new && $0.value.isInsert }.count + reloadsHere.count
        let deletedHere = removed.filter { Int($0.key.section) == old && $0.value.isDeleteOrReload }.count
        let movedIn = fixed.count { Int($0.key.section) == new && $0.value.isMove }
        let movedOut = removed.count { Int($0.key.section) == old && $0.value.isMove }
        throw UpdateError(
          "Invalid update: invalid number of items in section \(new). The number of items contained in an existing section after the update (\(after[new])) must be equal to the number of items contained in that section before the update (\(oldCounts[old])), plus or minus the number of items inserted or deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).",
          [])
      }
      newCounts[new] = count
      // Reloads are removed and refilled at their own index; the survivors skip both (B2.1).
      let mapping = ListMapping(
        oldCount: oldCounts[old], newCount: count, removed: removedHere, fixed: fixedHere + reloadsHere)
      let asSurvivors = ListMapping(
        oldCount: oldCounts[old], newCount: count, removed: removedHere.filter { !reloadsHere.contains($0) },
        fixed: fixedHere)
      for item in reloadsHere {
        let path = MotionIndexPath(section: Int32(old), item: Int32(item))
        let target = asSurvivors.newIndex(ofSurvivor: item)
        guard target == item else {
          throw UpdateError(
            "attempt to reload item \(path), which this update also moves to \(new):\(target.map(String.init) ?? "?")",
            [.reload(path)])
        }
        reloaded.insert(MotionIndexPath(section: Int32(new), item: Int32(item)))
      }
      items[old] = mapping
    }
    for (path, operation) in fixed where Int(path.item) >= newCounts[Int(path.section)] {
      throw UpdateError(
        "attempt to \(Self.verb(operation)) item \(path.item) into section \(path.section), but there are only \(newCounts[Int(path.section)]) items in section \(path.section) after the update",
        [operation])
    }
    self.init(
      oldCounts: oldCounts, newCounts: newCounts, sections: sections, items: items, movesBySource: moves.0,
      movesByTarget: moves.1, sectionMovesBySource: sectionSets.bySource, sectionMovesByTarget: sectionSets.byTarget,
      inserted: inserted, reloaded: reloaded, insertedSections: sectionSets.inserted,
      reloadedSections: sectionSets.reloaded)
  }
}

extension UpdateOperation {
  var isInsert: Bool { if case .insert = self { true } else { false } }
  var isMove: Bool { if case .move = self { true } else { false } }
  var isDeleteOrReload: Bool {
    switch self {
    case .delete, .reload: true
    default: false
    }
  }
}
