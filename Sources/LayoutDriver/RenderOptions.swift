import LayoutCompiler
import LayoutIR
import LayoutRender

/// `render`'s evaluation options, read from the command line before the file, and the sheet request they make for
/// a layout. `render` reads them from its arguments; `preview` reads each page request as `render` arguments, so
/// a value out of range gets the same message in the browser as on the command line.
struct RenderOptions {
  /// `--layout`: the layout to draw (the file's only one when nil).
  var layoutName: String?
  /// The columns' viewports with their captions.
  var viewports: [(caption: String, size: Size)]
  var scale: Double
  /// `--items`, when given; else ``RenderCommand/defaultItems`` in every section.
  var givenCounts: [Int]?
  var params: [String: String]
  var measures: [(kind: String, section: Int?, item: Int?, size: Size)]
  var screens: Double
  var allVariants: Bool

  /// Reads and checks every option, in the order `render` has always reported them.
  init(_ arguments: ParsedArguments) throws(UsageError) {
    layoutName = arguments.value("layout")
    let screensText = arguments.value("screens") ?? "2"
    guard let screens = Double(screensText), (1...RenderCommand.maximumScreens).contains(screens) else {
      throw UsageError(
        "invalid --screens '\(screensText)'; expected a number of screens from 1 to \(Int(RenderCommand.maximumScreens))"
      )
    }
    self.screens = screens
    viewports = try RenderCommand.viewports(arguments)
    scale = try EvalRequest.scale(arguments)
    givenCounts = try arguments.value("items").map { text throws(UsageError) in try EvalRequest.itemCounts(text) }
    params = try EvalRequest.params(arguments)
    measures = try EvalRequest.measures(arguments)
    allVariants = arguments.flag("all-variants")
  }

  /// The sheet request for `layout`: one column per viewport and variant.
  func request(for layout: IRLayout) throws(UsageError) -> SheetRequest {
    let counts = givenCounts ?? Array(repeating: RenderCommand.defaultItems, count: layout.sections.count)
    var variants = [ParameterCombination(params: params, caption: "")]
    if allVariants {
      guard let all = ParameterCombination.all(of: layout, fixing: params, limit: SheetRequest.maximumColumns) else {
        throw UsageError(
          "--all-variants: the parameters of '\(layout.name)' make more than \(SheetRequest.maximumColumns) variants; fix some with --set"
        )
      }
      variants = all
    }
    guard viewports.count * variants.count <= SheetRequest.maximumColumns else {
      throw UsageError(
        "\(viewports.count) viewport(s) times \(variants.count) variant(s) is more than the \(SheetRequest.maximumColumns) columns a sheet holds; fix some parameters with --set"
      )
    }
    var columns: [SheetColumn] = []
    for variant in variants {
      for (caption, viewport) in viewports {
        let request = EvalRequest(
          viewport: viewport, scale: scale, itemCounts: counts, params: variant.params, measures: measures)
        let input = EvaluationInput(
          viewport: viewport, scale: scale, params: variant.params, itemCounts: counts,
          measuredSizes: try request.measuredSizes(for: layout))
        let words = variant.caption.isEmpty ? caption : "\(caption); \(variant.caption)"
        columns.append(SheetColumn(caption: words, input: input))
      }
    }
    return SheetRequest(layout: layout.name, columns: columns, screens: screens)
  }
}
