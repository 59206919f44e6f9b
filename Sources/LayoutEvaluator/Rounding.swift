/// Pixel arithmetic at a display scale (R2.1–R2.3), and the evaluation's last step: rounding every final frame.
///
/// Until that step the evaluator works with unrounded values; the only snapping before it is the flooring of fractions
/// (R2.1). Every frame an `Evaluation` hands out, materialised, from `frame(of:)` or from a rect query, then has x, y,
/// width and height rounded by `PixelGrid.round(_: Rect)` (R2.3), and the content size is left alone. Frames stored
/// in a plan (flow and group-by-group sections, boundary items, decorations) are rounded once, when the evaluation is
/// finished (`SectionPlan.roundFrames`). A closed-form section stores group 0 only (R6.2): the components that do not
/// depend on the group instance (across, width, height) are rounded there too, and the origin along the section's
/// axis is rounded when group g is produced (`ClosedFormPlacement.along`), after adding g * stride.
struct PixelGrid: Sendable {
  let scale: Double

  /// How far from a tie, in device pixels, a value still counts as the tie (as R2.2's 1e-6 does for floors), so that
  /// a position computed in closed form (origin + g * stride) and by accumulation (R12.5) lands on the same pixel.
  static let tieTolerance = 1e-6

  /// R2.1 + R2.2: floor to the pixel grid; a value a hair below a pixel counts as on it.
  func floor(_ value: Double) -> Double { (value * scale + 1e-6).rounded(.down) / scale }

  /// R2.3: the nearest pixel, a tie going away from zero as C's `round` does: 62.5 at scale 3 is 62.667 and -69.5 is
  /// -69.667. Symmetric around zero, tolerance included; never returns -0.
  @inline(__always) func round(_ value: Double) -> Double {
    let pixels = (Swift.abs(value) * scale + (0.5 + Self.tieTolerance)).rounded(.down)
    return value < 0 && pixels != 0 ? -pixels / scale : pixels / scale
  }

  /// R2.3: a final frame, each of x, y, width and height rounded on its own (the far edge may move by a pixel).
  @inline(__always) func round(_ frame: Rect) -> Rect {
    Rect(x: round(frame.x), y: round(frame.y), width: round(frame.width), height: round(frame.height))
  }

  /// An element with its frame rounded (R2.3).
  @inline(__always) func round(_ element: Element) -> Element {
    var copy = element
    copy.frame = round(element.frame)
    return copy
  }
}

extension SectionPlan {
  /// R2.3, the last step of an evaluation for one section: rounds the stored frames and prepares the closed form's
  /// group-0 templates. Called once per section after every section is built and the content size is known.
  mutating func roundFrames(grid: PixelGrid) {
    decorations = decorations.map(grid.round)
    boundaries = boundaries.map(grid.round)
    content.roundFrames(grid: grid)
  }
}

extension ExplicitPlacement {
  /// R2.3 for stored elements; the search arrays are rebuilt from the rounded frames, so rect queries test exactly
  /// what is handed out.
  mutating func roundFrames(grid: PixelGrid) {
    elements = ContiguousArray(elements.lazy.map(grid.round))
    makeSearchArrays()
  }
}

extension ClosedFormPlacement {
  /// R2.3 for the closed form: group 0's elements as finished `Element`s (frame rounded, item = the ordinal), their
  /// unrounded origins along the section's axis, and the whole-pixel fast path when it applies.
  mutating func roundFrames(grid: PixelGrid) {
    self.grid = grid
    guard groupCount > 0 else { return }
    let section = self.section
    templates = solution.map { element in
      Element(
        frame: grid.round(element.frame), category: element.category, kindIndex: element.kind, section: section,
        item: element.ordinal, zIndex: element.zIndex, isPinned: false)
    }
    itemStrides = solution.map(\.itemStride)
    alongOrigins = solution.map { $0.frame.origin(axis) }
    findPixelPositions(grid: grid)
  }

  /// Enables the whole-pixel fast path when every along origin of group 0 and the stride sit on the pixel grid (within
  /// the tie tolerance, which rounding would absorb anyway) and `K + g * S` stays exact in a `Double`: then the
  /// rounded origin of element e in group g is `(K_e + g * S) / scale` with no rounding to do.
  private mutating func findPixelPositions(grid: PixelGrid) {
    let pixelStride = stride * grid.scale
    guard Swift.abs(pixelStride - pixelStride.rounded()) < PixelGrid.tieTolerance,
      Double(groupCount) * Swift.abs(pixelStride) < 1e15
    else { return }
    var pixels: [Double] = []
    pixels.reserveCapacity(alongOrigins.count)
    for origin in alongOrigins {
      let k = origin * grid.scale
      guard Swift.abs(k - k.rounded()) < PixelGrid.tieTolerance, Swift.abs(k) < 1e15 else { return }
      pixels.append(k.rounded())
    }
    pixelAlong = pixels
    self.pixelStride = pixelStride.rounded()
  }

  /// R2.3 for the closed form: the rounded origin along the section's axis of template `index` in group `g`, from
  /// origin + g * stride (never accumulated, so 10^7 items stay exact).
  @inline(__always) func along(_ index: Int, group g: Int) -> Double {
    if pixelAlong.isEmpty { return grid.round(alongOrigins[index] + Double(g) * stride) }
    return (pixelAlong[index] + Double(g) * pixelStride) / grid.scale
  }
}
