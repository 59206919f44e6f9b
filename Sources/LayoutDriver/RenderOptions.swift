import LayoutCompiler
import LayoutIR
import LayoutMotion
import LayoutRender

/// `render`'s evaluation options, read from the command line before the file, and the sheet request they make for
/// a layout. `render` reads them from its arguments; `preview` reads each page request as `render` arguments, so
/// a value out of range gets the same message in the browser as on the command line.
struct RenderOptions {
  /// `--layout`: the layout to draw (the file's only one when nil).
  var layoutName: String?
  /// The columns' viewports with their captions, as the command line gives them (empty without `--viewport` and
  /// `--devices`: see ``viewports(for:)``).
  var viewports: [(caption: String, size: Size)]
  var scale: Double
  /// `--items`, when given; else ``RenderCommand/defaultItems`` in every section.
  var givenCounts: [Int]?
  var params: [String: String]
  var measures: [(kind: String, section: Int?, item: Int?, size: Size)]
  var screens: Double
  var allVariants: Bool
  /// A transition or a batch update to draw instead of rest states (`eval`'s motion flags).
  var motion: MotionRequest?
  /// `--frames N`: a filmstrip of N pictures from progress 0 to 1.
  var frames: Int?
  /// `--animate`: one animated picture.
  var animate: Bool
  /// The change in words, for the motion sheet's title (`mode=allPhotos -> mode=monthSummary`).
  var changeWords: String

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
    motion = try MotionRequest(arguments)
    animate = arguments.flag("animate")
    frames = try Self.frames(arguments.value("frames"))
    changeWords = Self.changeWords(arguments)
    try checkMotion(arguments)
  }

  /// The most pictures `--frames` draws: the columns of a sheet.
  static var maximumFrames: Int { MotionSheetRequest.maximumFrames }

  /// `--frames`: a whole number of pictures from 2 (the two ends) to ``maximumFrames``.
  static func frames(_ text: String?) throws(UsageError) -> Int? {
    guard let text else { return nil }
    guard let count = Int(text), (2...maximumFrames).contains(count) else {
      throw UsageError("invalid --frames '\(text)'; expected a whole number of pictures from 2 to \(maximumFrames)")
    }
    return count
  }

  /// The flags that need a motion, and the combinations a motion cannot take.
  func checkMotion(_ arguments: ParsedArguments) throws(UsageError) {
    guard motion != nil else {
      for flag in ["frames", "offset"] where arguments.value(flag) != nil {
        throw UsageError("--\(flag) needs a transition (--from and --to, or --to-file) or an --update")
      }
      if animate { throw UsageError("--animate needs a transition (--from and --to, or --to-file) or an --update") }
      return
    }
    if animate && frames != nil { throw UsageError("--frames draws a filmstrip and --animate one picture; choose one") }
    if arguments.value("progress") != nil && (animate || frames != nil) {
      throw UsageError(
        "--progress draws one picture at that progress; --\(animate ? "animate" : "frames") covers progress 0 to 1")
    }
    if viewports.count > 1 {
      throw UsageError("a motion is drawn at one viewport; give one --viewport (not \(viewports.count) columns)")
    }
    if allVariants { throw UsageError("a motion goes from --from to --to; --all-variants does not apply") }
  }

  /// `mode=allPhotos -> mode=monthSummary`, `update 'delete 0:1'`: what changes, as the command line said it.
  static func changeWords(_ arguments: ParsedArguments) -> String {
    let from = arguments.values("from").joined(separator: ",")
    let to = arguments.values("to").joined(separator: ",")
    if let update = arguments.value("update") {
      let variants = from.isEmpty && to.isEmpty ? "" : " (\(from.isEmpty ? "-" : from) -> \(to.isEmpty ? "-" : to))"
      return "update '\(update)'\(variants)"
    }
    let end = arguments.value("to-file").map { file in
      ([file] + (arguments.value("to-layout").map { [$0] } ?? []) + (to.isEmpty ? [] : [to])).joined(separator: " ")
    }
    return "\(from.isEmpty ? "-" : from) -> \(end ?? (to.isEmpty ? "-" : to))"
  }

  /// The columns' viewports for `layout`: those of the command line, else its declared single size (the caption
  /// shows it, as a `--viewport` column's does).
  func viewports(for layout: IRLayout) throws(UsageError) -> [(caption: String, size: Size)] {
    guard viewports.isEmpty else { return viewports }
    let size = try EvalRequest.declaredViewport(of: layout, missing: "--viewport WxH or --devices")
    return [("\(size)", size)]
  }

  /// The sheet request for `layout`: one column per viewport and variant.
  func request(for layout: IRLayout) throws(UsageError) -> SheetRequest {
    let viewports = try viewports(for: layout)
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

  /// The picture these options ask for: the rest sheet, or the motion's filmstrip or animation (`endLayout` is the
  /// `--to-file` layout, else `layout`). A usage error for what the options got wrong; a sheet error for what the
  /// evaluation refused.
  func picture(
    _ compilation: Compilation, layout: IRLayout, endLayout: IRLayout
  ) throws(UsageError) -> Result<String, SheetError> {
    guard let motion else {
      let request = try request(for: layout)
      do throws(SheetError) {
        return .success(try LayoutSheet.render(compilation, request: request))
      } catch {
        return .failure(error)
      }
    }
    let viewport = try viewports(for: layout)[0]
    let counts = givenCounts ?? Array(repeating: RenderCommand.defaultItems, count: layout.sections.count)
    let eval = EvalRequest(
      viewport: viewport.size, scale: scale, itemCounts: counts, params: params, measures: measures)
    let evaluated: any MotionEvaluation
    do {
      evaluated = try motion.evaluate(layout: layout, endLayout: endLayout, request: eval).motion
    } catch let error as UsageError {
      throw error
    } catch {
      return .failure(.evaluation(caption: viewport.caption, message: "\(error)"))
    }
    let sheet = MotionSheetRequest(
      title:
        "\(layout.name) (\(compilation.source.path)): \(changeWords); \(viewport.caption), driver \(motion.driver)",
      motion: evaluated, interpolator: MotionInterpolator(driver: motion.driver, scale: scale),
      scrollsVertically: layout.scrollDirection == .vertical, screens: screens)
    if animate { return .success(MotionSheet.animation(sheet)) }
    let progresses = frames.map(MotionSheetRequest.filmstripProgresses) ?? [motion.progress]
    do throws(SheetError) {
      return .success(try MotionSheet.filmstrip(sheet, progresses: progresses))
    } catch {
      return .failure(error)
    }
  }
}
