extension Evaluation {
  /// Whether some section replaces frames at an offset (SE6): its answers at an offset are not its rest frames.
  public var hasPageParallax: Bool { sections.contains { $0.scrolling.pages != nil } }
}
