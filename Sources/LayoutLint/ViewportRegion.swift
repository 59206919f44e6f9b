import LayoutMath

/// A constraint `form ≥ 0` (or `> 0` when strict) on the viewport.
struct HalfPlane: Hashable, Sendable {
  var form: LinearForm
  var isStrict: Bool

  func holds(width: Rational, height: Rational) throws -> Bool {
    let v = try form.value(width: width, height: height)
    return isStrict ? v > .zero : v >= .zero
  }
}

/// A convex set of viewports (W, H): a rectangle of the viewport range cut by half-planes, kept as exact rational
/// vertices. Conditions of the analysis are linear in (W, H) (`LinearForm`), so the set where a finding holds within
/// one variant is such a polygon, exact to the boundary (strict and non-strict constraints are told apart).
struct ViewportRegion: Sendable {
  /// The constraints, for membership tests (the bounding rectangle included).
  private(set) var constraints: [HalfPlane]
  /// The vertices of the closure, in order.
  private(set) var vertices: [(w: Rational, h: Rational)]
  /// Whether it is the rectangle it was made as (no half-plane cut it since).
  private(set) var isPlainRectangle = true

  /// The rectangle `minW...maxW x minH...maxH`.
  init(minWidth: Rational, maxWidth: Rational, minHeight: Rational, maxHeight: Rational) {
    constraints = [
      HalfPlane(form: LinearForm(w: .one, h: .zero, c: -minWidth), isStrict: false),
      HalfPlane(form: LinearForm(w: -.one, h: .zero, c: maxWidth), isStrict: false),
      HalfPlane(form: LinearForm(w: .zero, h: .one, c: -minHeight), isStrict: false),
      HalfPlane(form: LinearForm(w: .zero, h: -.one, c: maxHeight), isStrict: false),
    ]
    vertices = [(minWidth, minHeight), (maxWidth, minHeight), (maxWidth, maxHeight), (minWidth, maxHeight)]
    // A degenerate rectangle (a single width or height) keeps its distinct corners only.
    vertices = Self.distinct(vertices)
  }

  /// The part of the region where `form ≥ 0` (`> 0` when strict), or nil when that part is empty.
  func clipped(_ form: LinearForm, strict: Bool = false) throws -> ViewportRegion? {
    if form.isConstant {
      return (strict ? form.c > .zero : form.c >= .zero) ? self : nil
    }
    // Most constraints hold (or fail) at every corner by a wide margin: decide those in floating point, where the
    // rounding error (~1e-13 of the magnitudes) is far below the margin, and keep exact arithmetic for close calls.
    let (fw, fh, fc) = (form.w.doubleValue, form.h.doubleValue, form.c.doubleValue)
    var allAbove = true
    var allBelow = true
    for v in vertices {
      let (x, y) = (v.w.doubleValue, v.h.doubleValue)
      let value = fw * x + fh * y + fc
      let margin = 1e-9 * (abs(fw * x) + abs(fh * y) + abs(fc) + 1)
      if value <= margin { allAbove = false }
      if value >= -margin { allBelow = false }
      if !allAbove && !allBelow { break }
    }
    if allAbove { return self }
    if allBelow { return nil }
    var values: [Rational] = []
    for v in vertices { values.append(try form.value(width: v.w, height: v.h)) }
    if values.allSatisfy({ $0 > .zero }) { return self }
    var result: [(w: Rational, h: Rational)] = []
    for i in vertices.indices {
      let p = vertices[i]
      let q = vertices[(i + 1) % vertices.count]
      let (gp, gq) = (values[i], values[(i + 1) % vertices.count])
      if gp >= .zero { result.append(p) }
      if vertices.count > 1, (gp > .zero && gq < .zero) || (gp < .zero && gq > .zero) {
        // The crossing point p + t(q - p), t = gp / (gp - gq).
        guard let denominator = gp.subtracting(gq), let t = gp.divided(by: denominator),
          let dw = q.w.subtracting(p.w), let dh = q.h.subtracting(p.h),
          let tw = dw.multiplied(by: t), let th = dh.multiplied(by: t),
          let w = p.w.adding(tw), let h = p.h.adding(th)
        else { throw LintOverflow() }
        result.append((w, h))
      }
    }
    let kept = Self.distinct(result)
    guard !kept.isEmpty else { return nil }
    var region = self
    region.vertices = kept
    region.constraints.append(HalfPlane(form: form, isStrict: strict))
    region.isPlainRectangle = false
    guard try region.satisfiesStrictly() else { return nil }
    return region
  }

  /// Whether the viewport is in the region.
  func contains(width: Rational, height: Rational) -> Bool {
    (try? constraints.allSatisfy { try $0.holds(width: width, height: height) }) ?? false
  }

  /// A point of the relative interior (the mean of the vertices): a convex closure is non-empty under strict
  /// constraints exactly when this point satisfies them, since a linear form that is ≥ 0 on the polygon and 0 at an
  /// interior point is 0 on all of it.
  func centroid() throws -> (w: Rational, h: Rational) {
    var w = Rational.zero
    var h = Rational.zero
    for v in vertices {
      guard let sw = w.adding(v.w), let sh = h.adding(v.h) else { throw LintOverflow() }
      (w, h) = (sw, sh)
    }
    let n = Rational(Int64(vertices.count))
    guard let cw = w.divided(by: n), let ch = h.divided(by: n) else { throw LintOverflow() }
    return (cw, ch)
  }

  private func satisfiesStrictly() throws -> Bool {
    guard constraints.contains(where: \.isStrict) else { return true }
    let c = try centroid()
    return try constraints.allSatisfy { try $0.holds(width: c.w, height: c.h) }
  }

  /// The smallest rectangle holding the region.
  var bounds: (minW: Rational, maxW: Rational, minH: Rational, maxH: Rational) {
    var (minW, maxW, minH, maxH) = (vertices[0].w, vertices[0].w, vertices[0].h, vertices[0].h)
    for v in vertices.dropFirst() {
      minW = min(minW, v.w)
      maxW = max(maxW, v.w)
      minH = min(minH, v.h)
      maxH = max(maxH, v.h)
    }
    return (minW, maxW, minH, maxH)
  }

  /// The vertices as a flat list (w0, h0, w1, h1, …): equal for equal polygons listed from the same corner.
  var corners: [Rational] { vertices.flatMap { [$0.w, $0.h] } }

  /// Whether the region is an axis-aligned rectangle (or a segment or point of one).
  var isRectangle: Bool {
    let b = bounds
    return vertices.allSatisfy { ($0.w == b.minW || $0.w == b.maxW) && ($0.h == b.minH || $0.h == b.maxH) }
  }

  /// The area of the closure (shoelace formula), in square points, approximately.
  var area: Double {
    guard vertices.count >= 3 else { return 0 }
    var twice = 0.0
    for i in vertices.indices {
      let p = vertices[i]
      let q = vertices[(i + 1) % vertices.count]
      twice += p.w.doubleValue * q.h.doubleValue - q.w.doubleValue * p.h.doubleValue
    }
    return abs(twice) / 2
  }

  /// A viewport in the region to quote in messages: a common device size when one is inside, else a corner.
  func sample() -> (w: Rational, h: Rational) {
    for (w, h) in Self.devices where contains(width: Rational(w), height: Rational(h)) {
      return (Rational(w), Rational(h))
    }
    for v in vertices where contains(width: v.w, height: v.h) { return v }
    return (try? centroid()) ?? vertices[0]
  }

  /// Portrait and landscape phones and tablets, most common first.
  static let devices: [(Int64, Int64)] = [
    (390, 844), (844, 390), (375, 667), (667, 375), (320, 568), (568, 320), (430, 932), (932, 430),
    (768, 1024), (1024, 768), (820, 1180), (1180, 820), (1024, 1366), (1366, 1024),
  ]

  private static func distinct(_ points: [(w: Rational, h: Rational)]) -> [(w: Rational, h: Rational)] {
    var kept: [(w: Rational, h: Rational)] = []
    for p in points where !kept.contains(where: { $0.w == p.w && $0.h == p.h }) { kept.append(p) }
    return kept
  }
}
