import LayoutCompiler

/// A lint finding drawn on a column: the elements it marks (or the section band it is about) and its caption.
struct PlacedFinding {
  /// Its number on the sheet, shown on each mark and before its caption.
  var number: Int
  var rule: String
  var message: String
  /// Where it happens, in content coordinates: the frames of the drawn elements declared where the finding points,
  /// else the part of the drawn rect its section covers; empty when the finding is about no drawn place.
  var marks: [Rect]
}

extension ColumnDrawing {
  /// Draws each finding that holds at `input` on the elements whose declaration it points into (an empty frame on
  /// its cells); a finding about a declaration no drawn element comes from (a child never laid out) marks its
  /// section's band instead.
  mutating func placeFindings(
    _ findings: [Diagnostic], compilation: Compilation, layout: IRLayout, input: EvaluationInput,
    evaluation: Evaluation
  ) {
    var spans: [ElementOrigin: SourceSpan?] = [:]
    // Numbered by the finding's place in the layout's list, so one finding has one number in every column.
    for (offset, finding) in findings.enumerated() where Self.holds(finding.scope, at: input) {
      let number = offset + 1
      var marks: [Rect] = []
      for index in shapes.indices {
        guard let origin = shapes[index].origin else { continue }
        let span: SourceSpan?
        if let known = spans[origin] {
          span = known
        } else {
          span = compilation.declarationSpan(of: origin, layout: layout.name, input: input)
          spans[origin] = span
        }
        guard let span, span.start <= finding.span.start, finding.span.end <= span.end else { continue }
        shapes[index].findings.append(number)
        marks.append(shapes[index].frame)
      }
      if marks.isEmpty, let map = compilation.sourceMap,
        let layoutIndex = compilation.ir?.layouts.firstIndex(where: { $0.name == layout.name })
      {
        let spans = map.layouts[layoutIndex]
        func inside(_ span: SourceSpan?) -> Bool {
          guard let span else { return false }
          return span.start <= finding.span.start && finding.span.end <= span.end
        }
        // A group's finding (a child never laid out) is about every section that lays that group out.
        let groups = Set(layout.groups.indices.filter { inside(spans.span(ofGroup: $0)) })
        for section in 0..<evaluation.sectionCount {
          guard
            inside(spans.span(ofSection: section))
              || !groups.isDisjoint(
                with: Self.groups(
                  of: section, in: layout, input: input))
          else { continue }
          if let band = Self.intersection(evaluation.sectionRect(section), drawnRect) { marks.append(band) }
        }
      }
      self.findings.append(PlacedFinding(number: number, rule: finding.code.id, message: finding.message, marks: marks))
    }
  }

  /// Whether a finding holds at this input: for some case of its scope, the parameters take one of the case's values
  /// and the viewport lies in the case's region (boundary included). A finding without a scope holds everywhere.
  static func holds(_ scope: DiagnosticScope?, at input: EvaluationInput) -> Bool {
    guard let scope else { return true }
    return scope.cases.contains { scopeCase in
      scopeCase.restrictions.allSatisfy { restriction in
        guard scope.parameters.indices.contains(restriction.parameter) else { return false }
        let parameter = scope.parameters[restriction.parameter]
        let value = input.params[parameter.name] ?? parameter.defaultValue
        guard let rank = parameter.values.firstIndex(of: value) else { return false }
        return restriction.values.contains(rank)
      } && contains(scopeCase.region, input.viewport)
    }
  }

  /// Whether a convex polygon (a point or a segment when it has fewer than three vertices) holds `viewport`, with a
  /// tolerance far below a pixel so a viewport on an edge counts.
  static func contains(_ polygon: ViewportPolygon, _ viewport: Size) -> Bool {
    let tolerance = 1e-9
    let points = polygon.vertices.map { (x: $0.width.doubleValue, y: $0.height.doubleValue) }
    let (x, y) = (viewport.width, viewport.height)
    guard points.count >= 2 else {
      return points.allSatisfy { abs($0.x - x) <= tolerance && abs($0.y - y) <= tolerance }
    }
    let box = polygon.bounds
    guard box.minWidth.doubleValue - tolerance <= x, x <= box.maxWidth.doubleValue + tolerance,
      box.minHeight.doubleValue - tolerance <= y, y <= box.maxHeight.doubleValue + tolerance
    else { return false }
    var sawPositive = false
    var sawNegative = false
    for index in points.indices {
      let p = points[index]
      let q = points[(index + 1) % points.count]
      let cross = (q.x - p.x) * (y - p.y) - (q.y - p.y) * (x - p.x)
      if cross > tolerance { sawPositive = true }
      if cross < -tolerance { sawNegative = true }
    }
    // A segment has two opposite edges, so any point off its line sees both signs.
    return !(sawPositive && sawNegative)
  }

  /// The groups section `section` lays out at `input`: its root and every group under it, following only the
  /// entries whose `when` holds (parameters not set take their default, as the evaluator reads them).
  static func groups(of section: Int, in layout: IRLayout, input: EvaluationInput) -> Set<Int> {
    guard layout.sections.indices.contains(section) else { return [] }
    var params: [String: String] = [:]
    for param in layout.params { params[param.name] = param.defaultValue }
    params.merge(input.params) { _, given in given }
    func holds(_ condition: IRCondition?) -> Bool {
      condition?.holds(params: params, viewportWidth: input.viewport.width, viewportHeight: input.viewport.height)
        ?? true
    }
    var found: Set<Int> = []
    // Iterative, and each group is visited once: the checker bounds nesting, but a walk need not rely on it.
    var pending = layout.sections[section].root.resolve { holds($0) }.map { [$0] } ?? []
    while let group = pending.popLast() {
      guard layout.groups.indices.contains(group), found.insert(group).inserted else { continue }
      for entry in layout.groups[group].children.entries where holds(entry.when) {
        if case .group(let child) = entry.value { pending.append(child) }
      }
    }
    return found
  }

  static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
    let x = max(a.x, b.x)
    let y = max(a.y, b.y)
    let maxX = min(a.maxX, b.maxX)
    let maxY = min(a.maxY, b.maxY)
    guard maxX > x, maxY > y else { return nil }
    return Rect(x: x, y: y, width: maxX - x, height: maxY - y)
  }
}
