/// The IR declaration an evaluated element came from: plain data, answered by `Evaluation.origin(of:)` from side
/// tables beside the placement (one entry per closed-form template or stored element), so `Element` stays 48 bytes.
///
/// Indices are into the evaluated `IRLayout`'s arrays (`items`, `groups`, `supplementaries`); names are the IR names
/// (`nil` for a declaration written without one).
public enum ElementOrigin: Hashable, Sendable, CustomStringConvertible {
  /// A cell laid out for item `index` (`IRLayout.items[index]`).
  case item(index: Int, name: String?)
  /// Supplementary `index` (`IRLayout.supplementaries[index]`, of `kind`) attached to item `item`.
  case itemSupplementary(kind: String, index: Int, item: Int, itemName: String?)
  /// Supplementary `index` (`IRLayout.supplementaries[index]`, of `kind`) attached to group `group` (R9.4).
  case groupSupplementary(kind: String, index: Int, group: Int, groupName: String?)
  /// A cell of flow section `section`: its items are declared by the section's `flow` (F rules), not by an item.
  case flowItem(section: Int)
  /// The boundary item of `kind` of section `section` (a kind appears once per section, R7.4).
  case boundary(kind: String, section: Int)
  /// Background `index` of section `section` (its position in the section's background list, R11.2).
  case background(kind: String, section: Int, index: Int)

  /// The name of the declaration: the item's or group's IR name for cells and group supplementaries (`nil` when it
  /// has none), the kind for supplementaries, boundary items and backgrounds, and `nil` for flow cells.
  public var name: String? {
    switch self {
    case .item(_, let name): name
    case .itemSupplementary(let kind, _, _, _), .groupSupplementary(let kind, _, _, _): kind
    case .flowItem: nil
    case .boundary(let kind, _), .background(let kind, _, _): kind
    }
  }

  /// `item 'photo' (#0)`, `supplementary "badge" (#1) of item #0`, `boundary "header" of section 0`.
  public var description: String {
    func named(_ what: String, _ name: String?, _ index: Int) -> String {
      name.map { "\(what) '\($0)' (#\(index))" } ?? "\(what) #\(index)"
    }
    switch self {
    case .item(let index, let name): return named("item", name, index)
    case .itemSupplementary(let kind, let index, let item, let itemName):
      return "supplementary \"\(kind)\" (#\(index)) of \(named("item", itemName, item))"
    case .groupSupplementary(let kind, let index, let group, let groupName):
      return "supplementary \"\(kind)\" (#\(index)) of \(named("group", groupName, group))"
    case .flowItem(let section): return "flow item of section \(section)"
    case .boundary(let kind, let section): return "boundary \"\(kind)\" of section \(section)"
    case .background(let kind, let section, let index):
      return "background \"\(kind)\" (#\(index)) of section \(section)"
    }
  }
}

extension Evaluation {
  /// The IR names of the declarations elements can come from, by index.
  struct Declarations: Sendable {
    var items: [String?]
    var groups: [String?]
  }

  /// The declaration element `id` came from, or `nil` if the layout has no such element. Costs what `element(for:)`
  /// costs.
  public func origin(of id: ElementID) -> ElementOrigin? {
    guard let (element, source) = locate(id) else { return nil }
    let kind = self.kind(of: element)
    switch element.category {
    case .boundary: return .boundary(kind: kind ?? "", section: element.section)
    case .decoration: return .background(kind: kind ?? "", section: element.section, index: element.item)
    case .cell, .supplementary: break
    }
    let owner = Int(source.owner)
    let supplementary = Int(source.supplementary)
    if owner == -1 { return .flowItem(section: element.section) }
    if owner >= 0 {
      guard supplementary >= 0 else { return .item(index: owner, name: declarations.items[owner]) }
      return .itemSupplementary(
        kind: kind ?? "", index: supplementary, item: owner, itemName: declarations.items[owner])
    }
    let group = -2 - owner
    return .groupSupplementary(
      kind: kind ?? "", index: supplementary, group: group, groupName: declarations.groups[group])
  }

  /// The declaration `element` (an element of this evaluation) came from.
  public func origin(of element: Element) -> ElementOrigin? { origin(of: id(of: element)) }
}

extension ElementID {
  /// The id as `layoutc eval --why` and `render` name elements: `cell:0:4`, `supplementary:badge:0:4`,
  /// `boundary:section-header:0`, `background:card:0:1`.
  public var argument: String {
    let kind = self.kind ?? ""
    switch category {
    case .cell: return "cell:\(section):\(item)"
    case .supplementary: return "supplementary:\(kind):\(section):\(item)"
    case .boundary: return "boundary:\(kind):\(section)"
    case .decoration: return "background:\(kind):\(section):\(item)"
    }
  }
}
