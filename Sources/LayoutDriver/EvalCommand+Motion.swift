import LayoutEvaluator
import LayoutIR
import LayoutMotion

/// The motion flags of `eval` (motion.md §6): a transition between two variants (`--from`, `--to`) or two layouts
/// (`--to-file`), or a batch update (`--update`, optionally with a variant change), evaluated at `--progress`, from
/// `--offset`.
struct MotionRequest {
  /// The batch update's operations, for an update.
  var update: [UpdateOperation]?
  /// `--items-after`: the counts after an update.
  var itemsAfter: [Int]?
  /// Parameter values of the start and end states; they override `--set`, which applies to both.
  var fromParams: [String: String]
  var toParams: [String: String]
  /// The end state's file and layout, for a transition between two layouts.
  var toFile: String?
  var toLayout: String?
  var progress: Double
  var offset: Point
  var anchor: TransitionAnchor
  var driver: MotionDriver

  static let options: [OptionSpec] = [
    OptionSpec("from", .value(placeholder: "P=V[,P=V]"), help: "Parameter values of a transition's start state"),
    OptionSpec("to", .value(placeholder: "P=V[,P=V]"), help: "Parameter values of a transition's end state"),
    OptionSpec("to-file", .value(placeholder: "FILE"), help: "A transition to a layout of another file (or IR)"),
    OptionSpec("to-layout", .value(placeholder: "NAME"), help: "The layout of --to-file (needed when it has several)"),
    OptionSpec(
      "progress", .value(placeholder: "P", defaultValue: "1"), help: "Where in the transition, from 0 (start) to 1"),
    OptionSpec(
      "anchor", .value(placeholder: "ANCHOR", choices: ["uikit", "first"], defaultValue: "uikit"),
      help: "The cell a transition keeps in view: nearest the centre (UIKit) or the first visible one"),
    OptionSpec(
      "driver", .value(placeholder: "DRIVER", choices: ["transition", "animated"], defaultValue: "transition"),
      help: "A transition layout (rounded) or setCollectionViewLayout's animation (unrounded)"),
    OptionSpec(
      "update", .value(placeholder: "SPEC"),
      help: "A batch update, such as 'delete 0:1, 0:3; insert 0:4; move 0:6 -> 0:0; insert-section 1'"),
    OptionSpec("items-after", .value(placeholder: "N[,N...]"), help: "The item counts after --update (checked)"),
  ]

  /// The motion of the command line, or `nil` for a rest evaluation (which takes none of the motion flags).
  init?(_ arguments: ParsedArguments) throws(UsageError) {
    let isTransition = ["from", "to", "to-file"].contains { arguments.value($0) != nil }
    if let spec = arguments.value("update") {
      if arguments.value("to-file") != nil {
        throw UsageError("--update keeps its layout: a batch update cannot go to --to-file")
      }
      for flag in ["anchor", "driver"] where arguments.value(flag) != nil {
        throw UsageError("--\(flag) applies to transitions only; a batch update is always an animation (B3.2)")
      }
      update = try UpdateSyntax.parse(spec)
      itemsAfter = try arguments.value("items-after").map { text throws(UsageError) in
        try EvalRequest.itemCounts(text)
      }
    } else {
      guard isTransition else {
        // (--offset alone is the scroll position of a rest evaluation: EvalCommand+Scrolling.)
        for flag in ["progress", "anchor", "driver", "to-layout", "items-after"]
        where arguments.value(flag) != nil {
          throw UsageError("--\(flag) needs a transition (--from and --to, or --to-file) or an --update")
        }
        return nil
      }
      if arguments.value("items-after") != nil { throw UsageError("--items-after needs an --update") }
    }
    fromParams = try Self.params(arguments, "from")
    toParams = try Self.params(arguments, "to")
    toFile = arguments.value("to-file")
    toLayout = arguments.value("to-layout")
    if toLayout != nil && toFile == nil { throw UsageError("--to-layout names a layout of --to-file; give --to-file") }
    progress = try Self.progress(arguments.value("progress") ?? "1")
    offset = try Self.offset(arguments.value("offset") ?? "0,0")
    // The parser has checked both against their choices.
    anchor = TransitionAnchor(rawValue: arguments.value("anchor") ?? "uikit") ?? .uikit
    // A batch update is always a UIView animation: never rounded (B3.2).
    driver =
      update != nil ? .animated : MotionDriver(rawValue: arguments.value("driver") ?? "transition") ?? .transition
  }

  /// Every `--from` or `--to`: `P=V` pairs separated by commas, repeatable.
  static func params(_ arguments: ParsedArguments, _ flag: String) throws(UsageError) -> [String: String] {
    var params: [String: String] = [:]
    for list in arguments.values(flag) {
      for setting in list.split(separator: ",", omittingEmptySubsequences: false) {
        let parts = setting.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
          throw UsageError("invalid --\(flag) '\(list)'; expected P=V[,P=V], such as mode=grid")
        }
        params[String(parts[0])] = String(parts[1])
      }
    }
    return params
  }

  /// `--progress`: a number from 0 to 1 (NaN, infinities and text refused, quoting what was given).
  static func progress(_ text: String) throws(UsageError) -> Double {
    guard let progress = Double(text), progress >= 0, progress <= 1 else {
      throw UsageError("invalid --progress '\(text)'; expected a number from 0 to 1")
    }
    // -0 prints as 0.
    return progress == 0 ? 0 : progress
  }

  /// `--offset X,Y`: finite numbers (the range is checked against the start state).
  static func offset(_ text: String) throws(UsageError) -> Point {
    let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    guard values.count == 2, let x = values[0], let y = values[1], x.isFinite, y.isFinite else {
      throw UsageError("invalid --offset '\(text)'; expected X,Y in points, such as 0,1000")
    }
    return Point(x: x == 0 ? 0 : x, y: y == 0 ? 0 : y)
  }
}

extension EvalCommand {
  /// `eval` with a transition or an update: both states evaluated at rest, matched, and printed at the progress.
  func runMotion(
    _ motion: MotionRequest, request: EvalRequest, layout: IRLayout, arguments: ParsedArguments,
    in environment: any DriverEnvironment
  ) throws(UsageError) -> ExitStatus {
    var endLayout = layout
    if let toFile = motion.toFile {
      switch CompiledInput.load(toFile, stdinName: nil, limit: try ErrorLimit.parse(arguments), in: environment) {
      case .failure(let stop): return stop.status
      case .success(let document):
        endLayout = try CompiledInput.layout(in: document, named: motion.toLayout, path: toFile)
      }
    }
    let evaluated: any MotionEvaluation
    var reference: TransitionReference?
    do {
      (evaluated, reference) = try motion.evaluate(layout: layout, endLayout: endLayout, request: request)
    } catch let error as UsageError {
      throw error
    } catch {
      environment.error("error: \(error)")
      return .failure
    }
    let printer = MotionPrinter(
      layout: layout, endLayout: motion.toFile == nil ? nil : endLayout, motion: evaluated,
      isUpdate: motion.update != nil, reference: reference, progress: motion.progress,
      interpolator: MotionInterpolator(driver: motion.driver, scale: request.scale), rect: request.rect,
      environment: environment)
    switch arguments.value("format") ?? "json" {
    case "table": printer.table()
    case "summary": printer.summary()
    default: printer.json()
    }
    return .success
  }
}

extension MotionRequest {
  /// Both states evaluated at rest and matched: the transition (with its reference cell) or the update. Throws a
  /// `UsageError` for what the command line got wrong (an invalid update, too many frames), any other error for an
  /// evaluation that failed. `eval` prints the result; `render` draws it.
  func evaluate(
    layout: IRLayout, endLayout: IRLayout, request: EvalRequest
  ) throws -> (motion: any MotionEvaluation, reference: TransitionReference?) {
    do {
      let measured = try request.measuredSizes(for: layout)
      // Both states share the start layout's viewport (a --to-file layout is drawn in the same collection view).
      let viewport = try request.viewport(for: layout)
      func evaluate(_ layout: IRLayout, _ params: [String: String], _ counts: [Int]) throws -> Evaluation {
        let evaluation = try Evaluator.evaluate(
          layout,
          input: EvaluationInput(
            viewport: viewport, scale: request.scale, params: request.params.merging(params) { $1 },
            itemCounts: counts, measuredSizes: measured))
        guard evaluation.elementCount <= EvalRequest.maximumFrames else {
          throw UsageError(
            "the evaluation has \(evaluation.elementCount) frames; eval produces at most \(EvalRequest.maximumFrames) (lower --items)"
          )
        }
        return evaluation
      }
      // E2.2, E2.4: the effects each state declares, under that state's parameters.
      func effects(_ layout: IRLayout, _ params: [String: String]) -> MotionEffects {
        MotionEffects(layout: layout, params: request.params.merging(params) { $1 }, viewport: viewport)
      }
      if let operations = update {
        let plan = try UpdatePlan(operations, oldCounts: request.itemCounts, itemsAfter: itemsAfter)
        // MU17: the data may cover only the first sections the layout declares, before and after.
        let declared = layout.sections.count
        if plan.newCounts.count > declared {
          throw UsageError(
            "after the update the data has \(plan.newCounts.count) sections, but layout '\(layout.name)' declares \(declared)"
          )
        }
        var motion = try UpdateMotion(
          plan: plan, from: evaluate(layout, fromParams, plan.oldCounts),
          to: evaluate(layout, toParams, plan.newCounts), viewport: viewport, offset: offset)
        motion.startEffects = effects(layout, fromParams)
        motion.endEffects = effects(layout, toParams)
        return (motion, nil)
      }
      var transition = try TransitionMotion(
        from: evaluate(layout, fromParams, request.itemCounts),
        to: evaluate(endLayout, toParams, request.itemCounts), viewport: viewport,
        offset: offset, anchor: anchor)
      transition.startEffects = effects(layout, fromParams)
      transition.endEffects = effects(endLayout, toParams)
      return (transition, transition.reference)
    } catch let error as UpdateError {
      // B2.3: an invalid update is a usage error naming the operation (exit 2).
      throw UsageError("invalid --update: \(error)")
    }
  }
}
