extension UpdatePlan {
  /// Validates `operations` against the counts before (and, when given, after) and builds the plan (B2.1–B2.3).
  public init(_ operations: [UpdateOperation], oldCounts: [Int], itemsAfter: [Int]? = nil) throws(UpdateError) {
    let n = oldCounts.count
    var removedSections: [Int: UpdateOperation] = [:]
    var fixedSections: [Int: UpdateOperation] = [:]
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    var reloadedSections: Set<Int> = []
    var sectionMovesBySource: [Int: Int] = [:]
    var sectionMovesByTarget: [Int: Int] = [:]
    func remove(_ section: Int, _ operation: UpdateOperation) throws(UpdateError) {
      guard section < n else {
        throw UpdateError(
          "attempt to \(Self.verb(operation)) section \(section), but there are only \(n) sections before the update",
          [operation])
      }
      if let other = removedSections[section] {
        throw UpdateError(
          "attempt to \(Self.verb(other)) and \(Self.verb(operation)) the same section", [other, operation])
      }
      removedSections[section] = operation
    }
    // A section of the new list named by an insert, reload or move target: each is claimed at most once.
    func claim(_ section: Int, _ operation: UpdateOperation) throws(UpdateError) {
      if let other = fixedSections[section] {
        throw UpdateError(
          "attempt to \(Self.verb(other)) and \(Self.verb(operation)) the same section", [other, operation])
      }
      fixedSections[section] = operation
    }
    for operation in operations {
      switch operation {
      case .deleteSection(let section):
        try remove(section, operation)
        deletedSections.insert(section)
      case .insertSection(let section):
        try claim(section, operation)
        insertedSections.insert(section)
      case .reloadSection(let section):
        try remove(section, operation)
        try claim(section, operation)
        reloadedSections.insert(section)
      case .moveSection(let source, let target):
        try remove(source, operation)
        try claim(target, operation)
        sectionMovesBySource[source] = target
        sectionMovesByTarget[target] = source
      default: break
      }
    }
    let m = n - deletedSections.count + insertedSections.count
    for (section, operation) in fixedSections where section >= m {
      throw UpdateError(
        "attempt to \(Self.verb(operation)) section \(section), but there are only \(m) sections after the update",
        [operation])
    }
    if let after = itemsAfter, after.count != m {
      throw UpdateError(
        "--items-after gives \(after.count) sections, but there are \(m) after the update",
        operations.filter(\.isSectionOperation))
    }
    let sections = ListMapping(
      oldCount: n, newCount: m, removed: Array(removedSections.keys), fixed: Array(fixedSections.keys))
    // Reloads keep their index (a reload is a delete plus an insert at the section's new place, MU14).
    let survivors = ListMapping(
      oldCount: n, newCount: m, removed: removedSections.filter { !reloadedSections.contains($0.key) }.map(\.key),
      fixed: fixedSections.filter { !reloadedSections.contains($0.key) }.map(\.key))
    for section in reloadedSections where survivors.newIndex(ofSurvivor: section) != section {
      throw UpdateError(
        "attempt to reload section \(section), which this update also moves to \(survivors.newIndex(ofSurvivor: section)!)",
        [.reloadSection(section)])
    }
    try self.init(
      oldCounts: oldCounts, sections: sections, deletedSections: deletedSections, insertedSections: insertedSections,
      reloadedSections: reloadedSections, sectionMovesBySource: sectionMovesBySource,
      sectionMovesByTarget: sectionMovesByTarget, operations: operations, itemsAfter: itemsAfter)
  }

  /// The operation's verb for messages.
  static func verb(_ operation: UpdateOperation) -> String {
    switch operation {
    case .insert, .insertSection: return "insert"
    case .delete, .deleteSection: return "delete"
    case .reload, .reloadSection: return "reload"
    case .move, .moveSection: return "move"
    }
  }
}

extension UpdateOperation {
  var isSectionOperation: Bool {
    switch self {
    case .insertSection, .deleteSection, .reloadSection, .moveSection: return true
    default: return false
    }
  }
}
