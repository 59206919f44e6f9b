import LayoutCompiler
import LayoutMotion
import LayoutTestSupport
import Testing

/// Random valid batch updates (fixed seeds) against a reference model written independently of `ListMapping`: arrays
/// of identifiers, updated one step at a time as UIKit's documentation describes (B1.2): every removal against the old
/// arrays, highest index first, then every insertion against the new arrays, lowest index first.
@Suite("Batch updates: properties against a reference model")
struct UpdatePropertyTests {
  /// An identifier in the reference arrays: an old item by its old path, or an inserted one by its number.
  enum Identifier: Hashable {
    case old(section: Int, item: Int)
    case new(Int)
  }

  struct Scenario: CustomStringConvertible {
    var oldCounts: [Int]
    var operations: [UpdateOperation]
    /// The arrays after the update, by the reference model.
    var expected: [[Identifier]]
    var description: String { "\(oldCounts) \(operations.map(\.description).joined(separator: "; "))" }
  }

  /// Builds a random valid update and, step by step, the arrays it produces.
  static func scenario(seed: UInt64) -> Scenario {
    var random = SeededGenerator(seed: seed)
    let sectionCount = Int.random(in: 1...3, using: &random)
    let oldCounts = (0..<sectionCount).map { _ in Int.random(in: 0...12, using: &random) }
    var arrays: [[Identifier]] = oldCounts.enumerated().map { section, count in
      (0..<count).map { Identifier.old(section: section, item: $0) }
    }
    // Removals: each old item is deleted, moved away or kept.
    var removals: [(section: Int, item: Int, isMove: Bool)] = []
    for section in 0..<sectionCount {
      for item in 0..<oldCounts[section] {
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1: removals.append((section, item, false))
        case 2: removals.append((section, item, true))
        default: break
        }
      }
    }
    var operations: [UpdateOperation] = []
    var moving: [(Identifier, MotionIndexPath)] = []
    for removal in removals.sorted(by: { ($0.section, $0.item) > ($1.section, $1.item) }) {
      let path = MotionIndexPath(section: Int32(removal.section), item: Int32(removal.item))
      arrays[removal.section].remove(at: removal.item)
      if removal.isMove {
        moving.append((.old(section: removal.section, item: removal.item), path))
      } else {
        operations.append(.delete(path))
      }
    }
    // Insertions: the moved items and some new ones go to random sections, at random final indexes.
    var arriving: [(Identifier, MotionIndexPath?)] = moving.map { ($0.0, $0.1) }
    for number in 0..<Int.random(in: 0...5, using: &random) { arriving.append((.new(number), nil)) }
    arriving.shuffle(using: &random)
    var targets: [Int: [(Identifier, MotionIndexPath?)]] = [:]
    for entry in arriving { targets[Int.random(in: 0..<sectionCount, using: &random), default: []].append(entry) }
    for (section, entries) in targets.sorted(by: { $0.key < $1.key }) {
      let finalCount = arrays[section].count + entries.count
      let indexes = Array((0..<finalCount).shuffled(using: &random).prefix(entries.count)).sorted()
      for (index, entry) in zip(indexes, entries) {
        arrays[section].insert(entry.0, at: index)
        let target = MotionIndexPath(section: Int32(section), item: Int32(index))
        operations.append(entry.1.map { .move($0, to: target) } ?? .insert(target))
      }
    }
    // The order of operations is irrelevant (B1.2).
    return Scenario(oldCounts: oldCounts, operations: operations.shuffled(using: &random), expected: arrays)
  }

  static let seeds: [UInt64] = Array(1...200)

  /// M1.3: an element keeps its identity through the mapping; the old and new keys differ.
  @Test("B2.1: the plan maps every new path to the reference model's identifier, and back", arguments: seeds)
  func mappingAgreesWithReference(_ seed: UInt64) throws {
    let scenario = Self.scenario(seed: seed)
    let plan = try UpdatePlan(scenario.operations, oldCounts: scenario.oldCounts)
    #expect(plan.newCounts == scenario.expected.map(\.count), "\(scenario)")
    for (section, identifiers) in scenario.expected.enumerated() {
      for (item, identifier) in identifiers.enumerated() {
        let new = MotionIndexPath(section: Int32(section), item: Int32(item))
        let old = plan.oldPath(of: new).path
        switch identifier {
        case .old(let oldSection, let oldItem):
          #expect(old == MotionIndexPath(section: Int32(oldSection), item: Int32(oldItem)), "\(scenario) at \(new)")
          #expect(old.map { plan.newPath(of: $0).path } == new, "\(scenario) at \(new)")
        case .new: #expect(old == nil, "\(scenario) at \(new)")
        }
      }
    }
    // Every old item not in the new arrays is gone.
    let kept = Set(scenario.expected.joined())
    for (section, count) in scenario.oldCounts.enumerated() {
      for item in 0..<count where !kept.contains(.old(section: section, item: item)) {
        #expect(plan.newPath(of: MotionIndexPath(section: Int32(section), item: Int32(item))).path == nil)
      }
    }
  }

  @Test("B3.2: every inserted cell appears and every deleted one disappears exactly once; survivors keep alpha 1")
  func insertsAndDeletesOnce() throws {
    let layout = try MotionFixtures.layout(
      """
      layout Three {
        item cell { size: 1/3w x 1h; insets: 2 }
        section { horizontal { size: 1w x 1/3w; cell } }
        section { horizontal { size: 1w x 1/3w; cell } }
        section { horizontal { size: 1w x 1/3w; cell } }
      }
      """)
    for seed in Self.seeds.prefix(60) {
      let scenario = Self.scenario(seed: seed)
      let plan = try UpdatePlan(scenario.operations, oldCounts: scenario.oldCounts)
      let before = try Evaluator.evaluate(
        layout, input: EvaluationInput(viewport: MotionFixtures.phone, itemCounts: plan.oldCounts))
      let after = try Evaluator.evaluate(
        layout, input: EvaluationInput(viewport: MotionFixtures.phone, itemCounts: plan.newCounts))
      let motion = try UpdateMotion(plan: plan, from: before, to: after, viewport: MotionFixtures.phone)
      let tracks = MotionTrackList(motion).all.filter { $0.category == .cell }
      let inserted = scenario.operations.compactMap { if case .insert(let path) = $0 { path } else { nil } }
      let deleted = scenario.operations.compactMap { if case .delete(let path) = $0 { path } else { nil } }
      #expect(
        tracks.filter { $0.change == .insert }.compactMap(\.after).sorted(by: Self.order)
          == inserted.sorted(by: Self.order))
      #expect(
        tracks.filter { $0.change == .delete }.compactMap(\.before).sorted(by: Self.order)
          == deleted.sorted(by: Self.order))
      #expect(tracks.count == plan.newCounts.reduce(0, +) + deleted.count, "\(scenario)")
      for track in tracks {
        switch track.change {
        case .insert: #expect(track.startAlpha == 0 && track.endAlpha == 1 && track.start == track.end)
        case .delete: #expect(track.startAlpha == 1 && track.endAlpha == 0 && track.start == track.end)
        default:
          #expect(track.startAlpha == 1 && track.endAlpha == 1)
          #expect(
            track.start == before.frame(of: MotionFixtures.cell(Int(track.before!.section), Int(track.before!.item))))
          #expect(track.end == after.frame(of: MotionFixtures.cell(Int(track.after!.section), Int(track.after!.item))))
        }
      }
    }
  }

  static func order(_ a: MotionIndexPath, _ b: MotionIndexPath) -> Bool { (a.section, a.item) < (b.section, b.item) }

  /// Invalid updates and the message each must give (B2.3), against 7 items in one section.
  static let invalid: [([UpdateOperation], String)] = [
    (
      [.delete(MotionIndexPath(section: 0, item: 7))],
      "attempt to delete item 7 from section 0 which only contains 7 items before the update (delete 0:7)"
    ),
    (
      [.insert(MotionIndexPath(section: 0, item: 9))],
      "attempt to insert item 9 into section 0, but there are only 8 items in section 0 after the update (insert 0:9)"
    ),
    (
      [.delete(MotionIndexPath(section: 0, item: 1)), .delete(MotionIndexPath(section: 0, item: 1))],
      "attempt to delete and delete the same item (delete 0:1, delete 0:1)"
    ),
    (
      [
        .delete(MotionIndexPath(section: 0, item: 1)),
        .move(MotionIndexPath(section: 0, item: 1), to: MotionIndexPath(section: 0, item: 3)),
      ], "attempt to delete and move the same item (delete 0:1, move 0:1 -> 0:3)"
    ),
    (
      [
        .insert(MotionIndexPath(section: 0, item: 2)),
        .move(MotionIndexPath(section: 0, item: 5), to: MotionIndexPath(section: 0, item: 2)),
      ], "attempt to insert and move the same item (insert 0:2, move 0:5 -> 0:2)"
    ),
    (
      [.deleteSection(0), .move(MotionIndexPath(section: 0, item: 1), to: MotionIndexPath(section: 0, item: 0))],
      "attempt to move an item of section 0, which this update deletes (move 0:1 -> 0:0)"
    ),
    (
      [.deleteSection(1)],
      "attempt to delete section 1, but there are only 1 sections before the update (delete-section 1)"
    ),
    // MU16: item operations inside a moved section.
    (
      [.moveSection(0, to: 0), .delete(MotionIndexPath(section: 0, item: 1))],
      "attempt to delete an item of section 0, which this update moves (MU16)"
    ),
    ([.insertSection(0)], "insert-section 0 needs the new section's item count: give --items-after (insert-section 0)"),
    (
      [.reload(MotionIndexPath(section: 0, item: 2)), .delete(MotionIndexPath(section: 0, item: 0))],
      "attempt to reload item 0:2, which this update also moves to 0:1 (reload 0:2)"
    ),
  ]

  @Test("B2.3: invalid updates are errors quoting the operation", arguments: 0..<invalid.count)
  func invalidUpdates(_ index: Int) {
    let (operations, message) = Self.invalid[index]
    #expect(throws: UpdateError.self) { try UpdatePlan(operations, oldCounts: [7]) }
    do {
      _ = try UpdatePlan(operations, oldCounts: [7])
    } catch {
      #expect(error.description.hasPrefix(message), "\(error)")
    }
  }

  @Test("B2.3: with --items-after, a section's count must add up (UIKit's message)")
  func itemsAfterCheck() {
    do {
      _ = try UpdatePlan([.insert(MotionIndexPath(section: 0, item: 0))], oldCounts: [9], itemsAfter: [8])
      Issue.record("accepted")
    } catch {
      #expect(
        error.description.hasPrefix(
          "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (8) must be equal to the number of items contained in that section before the update (9), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)"
        ))
    }
  }
}
