import LayoutMath

/// Where a lint finding holds, as data: the parameter values and viewports of each case the linter proved it for.
///
/// The linter proves a finding case by case (a variant of the parameters, a convex region of viewports) and merges
/// the cases of one finding; it keeps them here instead of writing them into the message. Renderers turn a scope into
/// words (`DiagnosticScope.phrase`: "(in variant mode == grid, at widths up to 399.75)"), and SARIF also writes it as
/// data, so a tool can ask whether a finding applies at one viewport without reading prose.
public struct DiagnosticScope: Hashable, Sendable {
  /// The viewports the linter analysed: the layout's `viewport:` range, or its default.
  public var range: ViewportRange
  /// The layout's parameters in declaration order; cases refer to them by index.
  public var parameters: [ScopeParameter]
  /// The cases where the finding holds, in the order the analysis found them (they may overlap).
  public var cases: [ScopeCase]

  /// Creates a scope.
  public init(range: ViewportRange, parameters: [ScopeParameter], cases: [ScopeCase]) {
    self.range = range
    self.parameters = parameters
    self.cases = cases
  }
}

/// A rectangle of viewports, bounds included: `minWidth...maxWidth x minHeight...maxHeight` points.
public struct ViewportRange: Hashable, Sendable {
  /// The narrowest width.
  public var minWidth: Rational
  /// The widest width.
  public var maxWidth: Rational
  /// The lowest height.
  public var minHeight: Rational
  /// The highest height.
  public var maxHeight: Rational

  /// Creates a range.
  public init(minWidth: Rational, maxWidth: Rational, minHeight: Rational, maxHeight: Rational) {
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.maxHeight = maxHeight
  }
}

/// A parameter of a layout, as a scope names it.
public struct ScopeParameter: Hashable, Sendable {
  /// Its name.
  public var name: String
  /// Its values in declaration order.
  public var values: [String]
  /// The value it takes unless set.
  public var defaultValue: String

  /// Creates a parameter.
  public init(name: String, values: [String], defaultValue: String) {
    self.name = name
    self.values = values
    self.defaultValue = defaultValue
  }

  /// The rank of each value in the order of variants: the default first (0), then the others in declaration order.
  public var ranks: [Int] {
    var rank = 1
    return values.map { value in
      if value == defaultValue { return 0 }
      defer { rank += 1 }
      return rank
    }
  }
}

/// One case of a finding: the parameter values it holds for and a convex region of viewports.
public struct ScopeCase: Hashable, Sendable {
  /// The parameters this case restricts, in parameter order; a parameter not listed may take any value.
  public var restrictions: [ParameterRestriction]
  /// The viewports of this case.
  public var region: ViewportPolygon

  /// Creates a case.
  public init(restrictions: [ParameterRestriction], region: ViewportPolygon) {
    self.restrictions = restrictions
    self.region = region
  }
}

/// A parameter restricted to some of its values.
public struct ParameterRestriction: Hashable, Sendable {
  /// The parameter's index in `DiagnosticScope.parameters`.
  public var parameter: Int
  /// The indices of the values it may take, ascending.
  public var values: [Int]

  /// Creates a restriction.
  public init(parameter: Int, values: [Int]) {
    self.parameter = parameter
    self.values = values
  }
}

/// A viewport: a width and a height in points.
public struct ViewportPoint: Hashable, Sendable {
  /// The width.
  public var width: Rational
  /// The height.
  public var height: Rational

  /// Creates a viewport.
  public init(width: Rational, height: Rational) {
    self.width = width
    self.height = height
  }
}

/// A convex polygon of viewports, by its vertices in order (one or two for a point or a segment). Whether an edge
/// belongs to it (a strict bound) is not kept: a scope says where a finding holds, to the boundary, in words and data.
public struct ViewportPolygon: Hashable, Sendable {
  /// The vertices, in order; never empty.
  public var vertices: [ViewportPoint]

  /// Creates a polygon.
  public init(vertices: [ViewportPoint]) {
    self.vertices = vertices
  }

  /// The smallest rectangle holding the polygon.
  public var bounds: ViewportRange {
    var box = ViewportRange(
      minWidth: vertices[0].width, maxWidth: vertices[0].width, minHeight: vertices[0].height,
      maxHeight: vertices[0].height)
    for v in vertices.dropFirst() {
      box.minWidth = min(box.minWidth, v.width)
      box.maxWidth = max(box.maxWidth, v.width)
      box.minHeight = min(box.minHeight, v.height)
      box.maxHeight = max(box.maxHeight, v.height)
    }
    return box
  }

  /// Whether the polygon is an axis-aligned rectangle (or a segment or point of one).
  public var isRectangle: Bool {
    let b = bounds
    return vertices.allSatisfy {
      ($0.width == b.minWidth || $0.width == b.maxWidth) && ($0.height == b.minHeight || $0.height == b.maxHeight)
    }
  }

  /// The area (shoelace formula), in square points, approximately.
  public var area: Double {
    guard vertices.count >= 3 else { return 0 }
    var twice = 0.0
    for i in vertices.indices {
      let p = vertices[i]
      let q = vertices[(i + 1) % vertices.count]
      twice += p.width.doubleValue * q.height.doubleValue - q.width.doubleValue * p.height.doubleValue
    }
    return abs(twice) / 2
  }
}
