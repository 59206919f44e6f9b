import LayoutEvaluator

extension TransitionMotion {
  /// The tracks whose frame at progress `p` meets `rect`, each with its state there: the elements a viewport shows at
  /// that moment.
  ///
  /// For a section placed in closed form on both sides (R6.2) the cost does not depend on the item count: an item's
  /// group instance is i / N on each side, so the interpolated span of its group, lerp of two spans that only grow
  /// with i, bounds its frame; two binary searches over that arithmetic (no frames produced) give the candidate items,
  /// and each candidate is then checked exactly with one lookup per side. Other sections (stored frames) are scanned.
  public func tracks(in rect: Rect, at p: Double, interpolator: MotionInterpolator) -> [(MotionTrack, MotionState)] {
    var result: [(MotionTrack, MotionState)] = []
    func keep(_ track: MotionTrack?) {
      guard let track else { return }
      let state = interpolator.state(of: track, at: p)
      if state.frame.intersects(rect) { result.append((track, state)) }
    }
    for section in 0..<to.sectionCount {
      guard let items = candidateItems(section: section, rect: rect, at: p, scale: interpolator.scale) else {
        scan(section: section, keep)
        continue
      }
      for item in items {
        keep(track(for: ElementID(category: .cell, kind: nil, section: section, item: item)))
        // Item supplementaries share their item's index (R9.7) and lie within its group's span.
        for kind in kinds {
          keep(track(for: ElementID(category: .supplementary, kind: kind, section: section, item: item)))
        }
      }
      // Boundary items (item 0 per kind, R10.7) and backgrounds (numbered per section, R11.2): a few per section.
      for kind in kinds {
        keep(track(for: ElementID(category: .boundary, kind: kind, section: section, item: 0)))
        var index = 0
        while let track = track(for: ElementID(category: .decoration, kind: kind, section: section, item: index)) {
          keep(track)
          index += 1
        }
      }
    }
    return result
  }

  /// The items of `section` whose frame at `p` can meet `rect`, or `nil` when a side keeps its frames.
  func candidateItems(section: Int, rect: Rect, at p: Double, scale: Double) -> Range<Int>? {
    guard let start = from.cellBand(section: section), let end = to.cellBand(section: section),
      start.isVertical == end.isVertical, start.itemCount == end.itemCount
    else { return nil }
    let (low, high) = start.isVertical ? (rect.y, rect.maxY) : (rect.x, rect.maxX)
    // Rest rounding (a pixel per side) plus the transition layout's half-pixel centre and pixel size.
    let slack = 3 / scale
    func span(_ band: CellBand, _ item: Int) -> (Double, Double) {
      let offset = Double(item / band.cellsPerGroup) * band.stride
      return (band.near + offset, band.far + offset)
    }
    func interpolated(_ item: Int) -> (near: Double, far: Double) {
      let (a, b) = span(start, item)
      let (c, d) = span(end, item)
      return (MotionInterpolator.lerp(a, c, p) - slack, MotionInterpolator.lerp(b, d, p) + slack)
    }
    // Both ends only grow with the item, so each condition holds on a suffix or a prefix of the items.
    func firstItem(where condition: (Int) -> Bool) -> Int {
      var (lower, upper) = (0, start.itemCount)
      while lower < upper {
        let middle = (lower + upper) / 2
        if condition(middle) { upper = middle } else { lower = middle + 1 }
      }
      return lower
    }
    let first = firstItem { interpolated($0).far > low }
    let past = firstItem { interpolated($0).near >= high }
    return first..<max(first, past)
  }

  /// Every track of one section, for sections that keep their frames.
  func scan(section: Int, _ keep: (MotionTrack?) -> Void) {
    to.forEachBatch(in: to.sectionRect(section)) { batch in
      for element in batch where element.section == section { keep(track(for: to.id(of: element))) }
    }
    from.forEachBatch(in: from.sectionRect(section)) { batch in
      for element in batch where element.section == section {
        let id = from.id(of: element)
        if to.element(for: id) == nil { keep(track(for: id)) }
      }
    }
  }
}
