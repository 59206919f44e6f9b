extension Evaluation {
  /// Whether some section replaces frames at an offset (SE6): its answers at an offset are not its rest frames.
  public var hasPageParallax: Bool { sections.contains { $0.scrolling.pages != nil } }

  /// One element at `position`, as `elements(at:)` would give it (SE6): the current and the next page of a
  /// page-parallax section at their frames for that offset, every other element at its rest frame. For a one-element
  /// lookup (UIKit's `layoutAttributesForItem(at:)`) while scrolled. The position must pass `check(_:)`.
  public func element(for id: ElementID, at position: ScrollPosition) -> Element? {
    guard var element = element(for: id) else { return nil }
    guard id.category == .cell, let pages = sections[id.section].scrolling.pages else { return element }
    if let (_, frame) = pages.frames(at: position.contentOffset[pages.axis]).first(where: { $0.item == id.item }) {
      element.frame = grid.round(frame)
    }
    return element
  }
}
