import LayoutCompiler

/// One column of a sheet as data, before any SVG: what lies in the drawn rect, in the order it is painted, with the
/// words that name each element and the lint findings that hold at this column's input.
struct ColumnDrawing {
  var caption: String
  var viewport: Size
  /// The part of the content drawn: the viewport's width (height for horizontal layouts) by `screens` screens.
  var drawnRect: Rect
  var contentSize: Size
  /// The display scale frames were rounded for.
  var scale: Double
  var scrollsVertically: Bool
  /// In paint order: decorations first, then by z-index, ties in evaluation order.
  var shapes: [Shape]
  /// Elements in the drawn rect that were not drawn (past ``SheetRequest/maximumShapesPerColumn``).
  var omitted: Int
  var findings: [PlacedFinding]

  /// Where the viewport is drawn, in content coordinates: the content offset (the origin at rest).
  var viewportOrigin = Point(x: 0, y: 0)

  /// One drawn element.
  struct Shape {
    /// Its frame as drawn (at rest, or at the column's progress in a motion).
    var frame: Rect
    var zIndex: Int
    var isPinned: Bool
    /// 1 at rest; a motion's alpha at the column's progress (M1.5).
    var alpha = 1.0
    /// A motion's element that exists only before the change: its key is the old one, which an element after the
    /// change may also have (a deleted cell and the survivor that takes its index path).
    var isOnlyBefore = false
    var id: ElementID
    /// The declaration it came from (nil when the evaluation cannot say).
    var origin: ElementOrigin?
    /// What a person recognises it by: `photo 0:3`, `section-header (boundary) 0`.
    var label: String
    /// The numbers of the findings drawn on it.
    var findings: [Int]
    /// Its frame's derivation in a few lines (`eval --why`'s key steps), for the title.
    var why: [String] = []
  }

  /// Builds the drawing of `column`, evaluating `layout` of `compilation` once and querying only the drawn rect.
  init(
    compilation: Compilation, layout: IRLayout, column: SheetColumn, screens: Double, findings: [Diagnostic]
  ) throws(SheetError) {
    let evaluation: Evaluation
    do {
      evaluation = try compilation.evaluate(layout: layout.name, input: column.input)
    } catch {
      throw .evaluation(caption: column.caption, message: "\(error)")
    }
    caption = column.caption
    viewport = column.input.viewport
    contentSize = evaluation.contentSize
    scale = column.input.scale
    scrollsVertically = layout.scrollDirection == .vertical
    // The screens asked for, but no further than the content goes (never less than one screen): a short layout
    // gets a short column.
    drawnRect =
      scrollsVertically
      ? Rect(
        x: 0, y: 0, width: viewport.width,
        height: max(viewport.height, min(viewport.height * screens, evaluation.contentSize.height)))
      : Rect(
        x: 0, y: 0, width: max(viewport.width, min(viewport.width * screens, evaluation.contentSize.width)),
        height: viewport.height)
    var elements: [Element] = []
    var inRect = 0
    // The rect query visits only what can reach the drawn rect, so the cost follows the picture, not the items.
    evaluation.forEachBatch(in: drawnRect) { batch in
      inRect += batch.count
      let room = SheetRequest.maximumShapesPerColumn - elements.count
      if room > 0 { elements.append(contentsOf: batch.prefix(room)) }
    }
    omitted = inRect - elements.count
    let order = elements.indices.sorted { a, b in
      let (x, y) = (elements[a], elements[b])
      let layerX = x.category == .decoration ? 0 : 1
      let layerY = y.category == .decoration ? 0 : 1
      if layerX != layerY { return layerX < layerY }
      if x.zIndex != y.zIndex { return x.zIndex < y.zIndex }
      return a < b
    }
    var shapes: [Shape] = []
    shapes.reserveCapacity(order.count)
    for index in order {
      let element = elements[index]
      let id = evaluation.id(of: element)
      let origin = evaluation.origin(of: element)
      shapes.append(
        Shape(
          frame: element.frame, zIndex: element.zIndex, isPinned: element.isPinned, id: id, origin: origin,
          label: Self.label(id, origin: origin), findings: []))
    }
    self.shapes = shapes
    self.findings = []
    explainShapes(compilation: compilation, layout: layout, input: column.input)
    placeFindings(
      findings, compilation: compilation, layout: layout, input: column.input, evaluation: evaluation)
  }

  /// `photo 0:3` for a cell, `badge (supplementary) 0:3`, `section-header (boundary) 1`, `card (decoration) 1`.
  static func label(_ id: ElementID, origin: ElementOrigin?) -> String {
    switch id.category {
    case .cell:
      return "\(origin?.name ?? "cell") \(id.section):\(id.item)"
    case .supplementary:
      return "\(id.kind ?? "") (supplementary) \(id.section):\(id.item)"
    case .boundary:
      return "\(id.kind ?? "") (boundary) \(id.section)"
    case .decoration:
      return "\(id.kind ?? "") (decoration) \(id.section)"
    }
  }
}
