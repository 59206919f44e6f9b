extension Evaluation {
  /// The frame of one element, or `nil` if the layout has no such element.
  public func frame(of id: ElementID) -> Rect? { element(for: id)?.frame }

  /// One element by identifier, computed in closed form for fixed sections (no materialisation).
  public func element(for id: ElementID) -> Element? { locate(id)?.element }

  /// The element and the declaration it came from, from the section's placement strategy.
  func locate(_ id: ElementID) -> (element: Element, source: SourceRef)? {
    guard sections.indices.contains(id.section), id.item >= 0, id.item <= Int(Int32.max) else { return nil }
    let kind: Int32
    if let name = id.kind {
      guard let index = kinds.firstIndex(of: name) else { return nil }
      kind = Int32(index)
    } else {
      kind = -1
    }
    return sections[id.section].locate(id.category, kind: kind, item: id.item)
  }
}
