import LayoutIR
import Testing

@testable import LayoutEvaluator

/// `Evaluation.origin(of:)`: every element names the IR declaration that produced it, from side tables beside the
/// placement, so `Element` itself stays 48 bytes.
@Suite("Element provenance")
struct ProvenanceTests {
  /// The items a section's root group can reach, under any guard.
  static func reachableItems(from section: IRSection, in layout: IRLayout) -> Set<Int> {
    var items = Set<Int>()
    var stack = section.root.assignments.map(\.value)
    var seen = Set<Int>()
    while let group = stack.popLast() {
      guard seen.insert(group).inserted, layout.groups.indices.contains(group) else { continue }
      for child in layout.groups[group].children.entries.map(\.value) {
        switch child {
        case .item(let item): items.insert(item)
        case .group(let nested): stack.append(nested)
        }
      }
    }
    return items
  }

  /// Checks that the origin of every element matches the element: its kind, and a declaration that can produce it.
  static func expectOrigins(_ evaluation: Evaluation, _ layout: IRLayout, _ label: String) -> [ElementOrigin] {
    var origins: [ElementOrigin] = []
    for element in evaluation.allElements() {
      let id = evaluation.id(of: element)
      guard let origin = evaluation.origin(of: id) else {
        Issue.record("\(label): \(id) has no origin")
        continue
      }
      origins.append(origin)
      let section = layout.sections[element.section]
      switch (element.category, origin) {
      case (.cell, .item(let index, let name)):
        #expect(section.flow == nil, "\(label): \(id) in a flow section comes from an item")
        #expect(reachableItems(from: section, in: layout).contains(index), "\(label): \(id) from item \(index)")
        #expect(name == layout.items[index].name, "\(label): \(id) name")
      case (.cell, .flowItem(let flowSection)):
        #expect(section.flow != nil && flowSection == id.section, "\(label): \(id) is not a flow cell")
      case (.supplementary, .itemSupplementary(let kind, let index, let item, let itemName)):
        #expect(kind == id.kind && layout.supplementaries[index].kind == kind, "\(label): \(id) kind")
        #expect(layout.items[item].supplementaries.entries.contains { $0.value == index }, "\(label): \(id)")
        #expect(itemName == layout.items[item].name)
        #expect(reachableItems(from: section, in: layout).contains(item), "\(label): \(id) from item \(item)")
      case (.supplementary, .groupSupplementary(let kind, let index, let group, let groupName)):
        #expect(kind == id.kind && layout.supplementaries[index].kind == kind, "\(label): \(id) kind")
        #expect(layout.groups[group].supplementaries.entries.contains { $0.value == index }, "\(label): \(id)")
        #expect(groupName == layout.groups[group].name)
      case (.boundary, .boundary(let kind, let boundarySection)):
        #expect(kind == id.kind && boundarySection == id.section, "\(label): \(id)")
        #expect(section.boundaries.entries.contains { $0.value.kind == kind }, "\(label): \(id)")
      case (.decoration, .background(let kind, let backgroundSection, let index)):
        #expect(kind == id.kind && backgroundSection == id.section && index == id.item, "\(label): \(id)")
      default:
        Issue.record("\(label): \(id) has origin \(origin)")
      }
      #expect(origin.name == origin.expectedName, "\(label): name of \(origin)")
    }
    return origins
  }

  @Test(
    "every element of every golden case has the origin that produced it, on both solvers", arguments: GoldenCase.names()
  )
  func goldenCase(_ name: String) throws {
    let golden = try GoldenCase(named: name)
    let layout = try #require(golden.layout)
    let closedForm = Self.expectOrigins(try Evaluator.evaluate(layout, input: golden.input), layout, name)
    var forced = golden.input
    forced.forceGroupByGroup = true
    let explicit = Self.expectOrigins(try Evaluator.evaluate(layout, input: forced), layout, "\(name) forced")
    #expect(closedForm == explicit, "\(name): the group-by-group origins differ from the closed form's")
  }

  @Test("the album (nested groups): cells by item, the pair mark by its group")
  func album() throws {
    let golden = try GoldenCase(named: "nested-group-supplementary")
    let layout = try #require(golden.layout)
    let evaluation = try Evaluator.evaluate(layout, input: golden.input)
    func origin(_ item: Int) -> ElementOrigin? {
      evaluation.origin(of: ElementID(category: .cell, kind: nil, section: 0, item: item))
    }
    // Root: item 0, then [item 1, pair of item 2], [3 x item 3], [pair of item 2, item 1] (R5.9: depth first).
    let expected = [0, 1, 2, 2, 3, 3, 3, 2, 2, 1]
    for (item, index) in expected.enumerated() {
      #expect(origin(item) == .item(index: index, name: nil), "cell \(item)")
    }
    let mark = ElementID(category: .supplementary, kind: "pair-mark", section: 0, item: 1)
    #expect(
      evaluation.origin(of: mark) == .groupSupplementary(kind: "pair-mark", index: 0, group: 0, groupName: nil))
    #expect(evaluation.origin(of: ElementID(category: .cell, kind: nil, section: 0, item: 10_000)) == nil)
  }

  @Test("named items, a boundary item and a background name their declarations")
  func names() throws {
    let month = try GoldenCase(named: "params-month-summary")
    let evaluation = try Evaluator.evaluate(try #require(month.layout), input: month.input)
    let cell = { evaluation.origin(of: ElementID(category: .cell, kind: nil, section: 0, item: $0)) }
    #expect(cell(0) == .item(index: 0, name: "large"))
    #expect(cell(0)?.name == "large")
    #expect(cell(3)?.name == "small")
    let header = ElementID(category: .boundary, kind: "month-header", section: 0, item: 0)
    #expect(evaluation.origin(of: header) == .boundary(kind: "month-header", section: 0))

    let badges = try GoldenCase(named: "decoration-and-supplementary-insets")
    let decorated = try Evaluator.evaluate(try #require(badges.layout), input: badges.input)
    let badge = ElementID(category: .supplementary, kind: "badge", section: 0, item: 0)
    #expect(decorated.origin(of: badge) == .itemSupplementary(kind: "badge", index: 0, item: 0, itemName: nil))
    let background = try #require(decorated.allElements().first { $0.category == .decoration })
    #expect(decorated.origin(of: background)?.name == decorated.kind(of: background))
  }

  @Test("provenance lives beside the element: Element stays 48 bytes")
  func elementSize() {
    #expect(MemoryLayout<Element>.size == 48)
    #expect(MemoryLayout<SourceRef>.size == 8)
  }
}

extension ElementOrigin {
  /// What `name` must be, case by case.
  fileprivate var expectedName: String? {
    switch self {
    case .item(_, let name): name
    case .itemSupplementary(let kind, _, _, _): kind
    case .groupSupplementary(let kind, _, _, _): kind
    case .flowItem: nil
    case .boundary(let kind, _): kind
    case .background(let kind, _, _): kind
    }
  }
}
