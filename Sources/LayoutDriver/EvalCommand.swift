import LayoutEvaluator
import LayoutIR

/// `layoutc eval FILE --viewport WxH --items N[,N…] …`: the frames UIKit's compositional layout would produce.
struct EvalCommand: Command {
  let name = "eval"
  let summary = "Evaluate a layout for a viewport: the frame of every cell, supplementary and decoration."
  let synopsis = "eval [options] FILE | - [--viewport WxH] --items N[,N...]"
  let discussion = """
    Compiles FILE (a .layout file, or an IR document written by 'layoutc compile') and evaluates one layout (--layout, or the file's only one) for a viewport, a display scale,
    parameter values and the item count of each section, following UIKit's rules (Documentation/Semantics.md).
    Without --viewport, a layout that declares one size ('viewport: 375 x 500') is evaluated at it; one that
    declares a range or none needs the flag.
    --measure gives measured sizes to estimated elements: KIND=WxH measures every element of that kind ('cell'
    for cells, or an element kind such as section-header); KIND@SECTION or KIND@SECTION:ITEM narrows it.
    --item-sizes gives flow sections one size per item, as a delegate's sizeForItemAt would: a JSON file
    {"sections": [{"sizes": [[W, H], ...]} | {"aspects": [[W, H], ...]} | null, ...]}, one entry per section, each
    describing every item of a flow section (aspect ratios take the largest size of that ratio inside the section's
    flow size). Items wider than a line are laid out as UIKit does, alone on their line, with a warning.

    Formats: json (every element), table (for people), summary (content size, counts per category and a checksum
    of all frames: compare runs without printing millions of lines). Every format streams the frames in batches, so
    memory stays the same whatever the item counts (the table reads them twice, to size its columns).

    Ranges: --viewport sides above 0 and at most 1000000 points; --scale from 0.1 to 10; --items from 0 to
    10000000 per section, and at most 100000000 frames (cells, supplementaries, boundary items and decorations)
    in the whole evaluation, --rect or not; --measure sizes from 0 to 1000000 points; --rect values at most 1e15
    in magnitude. Frames and the content size stay within 1e15 points, where positions are still exact on the pixel
    grid; an evaluation that would go further is refused. Anything outside these ranges exits 2 with a message.

    Linked scroll views: with --offset, a layout that others follow ('follows: NAME') also prints each follower at
    the offset its position gives it, and a follower prints its leader (Documentation/Eval.md); --viewport-of
    NAME=WxH gives a linked layout's viewport when it declares no single one.

    Motion: --from/--to (two variants) or --to-file (two layouts) evaluate a transition, --update a batch update;
    each element then gets its frame and alpha at --progress, its start and end (Documentation/Eval.md, Motion).

    Focus width: --focus P widens item P of a layout's focus-width section to its natural length (aspects from
    --item-sizes) and reports the content inset that centres it; P is an item index, default 0, and a layout
    without focus width refuses the flag (exit 2).

    Exit status: 0 evaluated, 1 the file has errors (or a page-parallax or focus-width flow whose lines hold two
    items at this viewport), 2 could not run (bad arguments, unknown layout or parameter, an input out of range).
    """
  let options: [OptionSpec] =
    [
      OptionSpec(
        "layout", .value(placeholder: "NAME"), help: "The layout to evaluate (needed when the file has several)"),
      OptionSpec(
        "viewport", .value(placeholder: "WxH"),
        help:
          "The collection view's size in points, such as 390x844; default: the layout's 'viewport' when it is one size"
      ),
      OptionSpec(
        "scale", .value(placeholder: "S", defaultValue: "3"),
        help: "The display scale: fractions are floored and frames rounded to its pixel grid"),
      OptionSpec("items", .value(placeholder: "N[,N...]"), help: "The item count of each section, in order"),
      OptionSpec(
        "set", .value(placeholder: "PARAM=VALUE"), help: "A parameter value (repeatable); others take defaults"),
      OptionSpec("rect", .value(placeholder: "X,Y,W,H"), help: "Keep only the elements that intersect this rect"),
      OptionSpec(
        "measure", .value(placeholder: "KIND=WxH"), help: "A measured size for estimated elements (repeatable)"),
      OptionSpec(
        "item-sizes", .value(placeholder: "FILE.json"),
        help: "Per-item sizes of flow sections, one entry per section (sizes or aspect ratios)"),
      OptionSpec(
        "format", .value(placeholder: "FORMAT", choices: ["json", "table", "summary"], defaultValue: "json"),
        help: "What to print"),
      OptionSpec(
        "why", .value(placeholder: "ELEMENT"),
        help:
          "Explain one element's frame step by step: cell:S:I, supplementary:KIND:S:I, boundary:KIND:S, background:KIND:S"
      ),
      OptionSpec(
        "stdin-filepath", .value(placeholder: "NAME"), help: "The path shown in diagnostics for standard input"),
      .errorLimit,
      EvalCommand.scrollingOptions[0], EvalCommand.scrollingOptions[1], EvalCommand.scrollingOptions[2],
      EvalCommand.scrollingOptions[3],
    ] + EvalCommand.linkOptions + MotionRequest.options

  func run(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) -> ExitStatus {
    let path = try singleInputPath(arguments, command: "eval")
    let request = try EvalRequest(arguments)
    let motion = try MotionRequest(arguments)
    // With a motion, --offset is where it starts; alone, the scroll position to evaluate at.
    if motion != nil, let flag = ["section-offset", "settle"].first(where: { !arguments.values($0).isEmpty }) {
      throw UsageError("--\(flag) does not combine with a motion (--to, --to-file, --update)")
    }
    let scroll = motion == nil ? try ScrollRequest(arguments) : nil
    let links = try LinkRequest(arguments)
    let itemSizesPath = arguments.value("item-sizes")
    if itemSizesPath != nil, let flag = arguments.value("why") != nil ? "why" : motion != nil ? "a motion" : nil {
      throw UsageError("--item-sizes does not combine with \(flag == "why" ? "--why" : flag) yet")
    }
    if arguments.value("focus") != nil,
      let flag = arguments.value("why") != nil ? "--why" : motion != nil ? "a motion" : nil
    {
      throw UsageError("--focus does not combine with \(flag) yet")
    }
    if let why = arguments.value("why") {
      return try WhyReport.run(why, path: path, request: request, arguments: arguments, in: environment)
    }
    let document: IRDocument
    let limit = try ErrorLimit.parse(arguments)
    switch CompiledInput.load(path, stdinName: arguments.value("stdin-filepath"), limit: limit, in: environment) {
    case .failure(let stop): return stop.status
    case .success(let compiled): document = compiled
    }
    if let stop = CompiledInput.refuseEmpty(
      document, path: path, stdinName: arguments.value("stdin-filepath"), command: "evaluate", in: environment)
    {
      return stop.status
    }
    let layout = try CompiledInput.layout(in: document, named: arguments.value("layout"), path: path)
    // --viewport, else the layout's one declared size (what the output heading prints either way).
    let viewport = try request.viewport(for: layout)
    let (followers, leader) = LinkRequest.linkedLayouts(of: layout, in: document)
    let linkedLayouts = followers + (leader.map { [$0] } ?? [])
    // L1, L2: the link maps one content offset (a settle's target is one); a motion would need it along its way.
    if !arguments.values("viewport-of").isEmpty && scroll == nil {
      throw UsageError("--viewport-of gives a linked layout's viewport for --offset or --settle (not a motion)")
    }
    if let motion {
      return try runMotion(motion, request: request, layout: layout, arguments: arguments, in: environment)
    }
    var evaluation: Evaluation
    var linkedViews: [LinkedView] = []
    var settled: SettleResult?
    do {
      let measured = try request.measuredSizes(for: layout)
      var input = EvaluationInput(
        viewport: viewport, scale: request.scale, params: request.params, itemCounts: request.itemCounts,
        measuredSizes: measured)
      var linkedSizes: [String: [FlowItemSizes?]] = [:]
      if let itemSizesPath {
        let sizes = try ItemSizesFile.load(
          itemSizesPath, layout: layout, itemCounts: request.itemCounts, linked: linkedLayouts, in: environment)
        input.itemSizes = sizes.sections
        linkedSizes = sizes.linked
      }
      if let focus = try Self.focus(arguments, layout: layout, itemCounts: request.itemCounts) { input.focus = focus }
      evaluation = try Evaluator.evaluate(layout, input: input)
      if let scroll, !linkedLayouts.isEmpty {
        let link = LinkEvaluation(
          document: document, layout: layout, input: input, linkedSizes: linkedSizes, request: links)
        var offset = scroll.offset
        if scroll.settle != nil {
          // S7, then L1 or L2: the view settles as the link leaves it where the fling starts, and the link maps
          // the target as it maps any --offset (a follower comes to rest on an item, L2).
          let start = scroll.settleStart(direction: layout.scrollDirection)
          let (atStart, _) = try link.run(offset: start, main: evaluation)
          if let result = try scroll.settled(atStart) {
            settled = result
            offset = result.position.contentOffset
          }
        }
        (evaluation, linkedViews) = try link.run(offset: offset, main: evaluation)
      } else {
        try links.checkNames(linked: linkedLayouts, evaluated: layout)
      }
    } catch let error as UsageError {
      throw error
    } catch let error as EvaluationError {
      environment.error("error: \(error)")
      // SE6: the file's page parallax cannot hold at this viewport, which the linter warns about: a problem of the
      // file, as a check error is, not of the arguments.
      if case .pageParallaxLines = error { return .problems }
      if case .focusWidthLines = error { return .problems }  // SE8, likewise
      return .failure
    } catch {
      environment.error("error: \(error)")
      return .failure
    }
    // Checked on the closed form before anything is produced, so no --items list can make eval run for hours.
    guard evaluation.elementCount <= EvalRequest.maximumFrames else {
      environment.error(
        "error: the evaluation has \(evaluation.elementCount) frames; eval produces at most \(EvalRequest.maximumFrames) (lower --items)"
      )
      return .failure
    }
    // F15: UIKit lays oversize items out and logs it; so does eval, on standard error, without failing.
    for oversize in evaluation.flowOversizeItems { environment.error("warning: \(oversize)") }
    // SD3: the swap is UIKit's behaviour, kept; a note says so, since it contradicts the documented meaning.
    for swap in evaluation.flowSpacingSwaps { environment.error("note: \(swap)") }
    // Streamed from the closed form in batches: memory stays bounded whatever the item counts (issue 10 §3).
    let elements = EvaluationStream(evaluation: evaluation, rect: request.rect)
    var printer = FramePrinter(
      layout: layout, evaluation: evaluation, viewport: viewport, scale: request.scale,
      environment: environment)
    printer.linked = linkedViews
    if let scroll {
      return try scroll.run(
        evaluation, settled: settled, rect: request.rect, printer: printer, format: arguments.value("format") ?? "json")
    }
    switch arguments.value("format") ?? "json" {
    case "table": printer.table(elements)
    case "summary": printer.summary(elements)
    default: printer.json(elements)
    }
    return .success
  }
}

/// The evaluation inputs read from the command line, each validated with a message that says what was expected.
struct EvalRequest {
  /// `--viewport`, when given; ``viewport(for:)`` falls back to the evaluated layout's declared size.
  var givenViewport: Size?
  var scale: Double
  var itemCounts: [Int]
  var params: [String: String] = [:]
  var rect: Rect?
  var measures: [(kind: String, section: Int?, item: Int?, size: Size)] = []

  /// The display scales `eval` takes: real displays, Mac Catalyst's 0.77 included (the evaluator takes more).
  static let scaleRange: ClosedRange<Double> = 0.1...10
  /// The most items `eval` takes per section (the evaluator itself indexes up to 2^31 - 1).
  static let maximumItemsPerSection = 10_000_000
  /// The most frames one `eval` produces, whatever the format: with the per-section limit, this bounds the time
  /// of any command line.
  static let maximumFrames = 100_000_000

  init(_ arguments: ParsedArguments) throws(UsageError) {
    // Checked in this order, so the first problem on the command line is the one reported. A missing --viewport is
    // reported once the layout is known, whose declared size may stand in for it.
    let viewport = try arguments.value("viewport").map { text throws(UsageError) in try EvalRequest.viewport(text) }
    let scale = try EvalRequest.scale(arguments)
    guard let itemsText = arguments.value("items") else {
      throw UsageError("missing --items N[,N...] (the item count of each section)")
    }
    let itemCounts = try EvalRequest.itemCounts(itemsText)
    let params = try EvalRequest.params(arguments)
    let rect = try EvalRequest.rect(arguments)
    let measures = try EvalRequest.measures(arguments)
    self.init(viewport: viewport, scale: scale, itemCounts: itemCounts, params: params, measures: measures)
    self.rect = rect
  }

  /// A request from values already read (`render` reads one per viewport it draws).
  init(
    viewport: Size?, scale: Double, itemCounts: [Int], params: [String: String],
    measures: [(kind: String, section: Int?, item: Int?, size: Size)]
  ) {
    self.givenViewport = viewport
    self.scale = scale
    self.itemCounts = itemCounts
    self.params = params
    self.measures = measures
  }

  /// A `--viewport` value, in range.
  static func viewport(_ viewportText: String) throws(UsageError) -> Size {
    guard let viewport = EvalRequest.size(viewportText), viewport.width > 0, viewport.height > 0 else {
      throw UsageError("invalid --viewport '\(viewportText)'; expected WIDTHxHEIGHT in points, such as 390x844")
    }
    // 390x1e308 once gave infinite frames and NaN in JSON: the range is the evaluator's.
    let maximumLength = EvaluationInput.maximumLength
    guard viewport.width <= maximumLength, viewport.height <= maximumLength else {
      throw UsageError(
        "--viewport '\(viewportText)' is out of range; each side is above 0 and at most \(Int(maximumLength)) points")
    }
    return viewport
  }

  /// `--scale`, or 3.
  static func scale(_ arguments: ParsedArguments) throws(UsageError) -> Double {
    let scaleText = arguments.value("scale") ?? "3"
    // Real displays are 1x to 3x (Mac Catalyst's 0.77 included); a scale far outside floors everything away.
    guard let scale = Double(scaleText), EvalRequest.scaleRange.contains(scale) else {
      throw UsageError("invalid --scale '\(scaleText)'; expected a display scale from 0.1 to 10, such as 2 or 3")
    }
    return scale
  }

  /// An `--items` value: one count per section, each in range.
  static func itemCounts(_ itemsText: String) throws(UsageError) -> [Int] {
    let parts = itemsText.split(separator: ",", omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }) else {
      throw UsageError("invalid --items '\(itemsText)'; expected whole numbers separated by commas, such as 10,3")
    }
    var itemCounts: [Int] = []
    for (section, part) in parts.enumerated() {
      // Digits too many for an Int are out of range too, not malformed (and never an abort).
      guard let count = Int(part), count <= EvalRequest.maximumItemsPerSection else {
        throw UsageError(
          "--items: section \(section) has \(part) items; eval takes at most \(EvalRequest.maximumItemsPerSection) per section"
        )
      }
      itemCounts.append(count)
    }
    return itemCounts
  }

  /// Every `--set PARAM=VALUE`.
  static func params(_ arguments: ParsedArguments) throws(UsageError) -> [String: String] {
    var params: [String: String] = [:]
    for setting in arguments.values("set") {
      let parts = setting.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw UsageError("invalid --set '\(setting)'; expected PARAM=VALUE, such as mode=grid")
      }
      params[String(parts[0])] = String(parts[1])
    }
    return params
  }

  /// `--rect`, if given.
  static func rect(_ arguments: ParsedArguments) throws(UsageError) -> Rect? {
    guard let rectText = arguments.value("rect") else { return nil }
    let values = rectText.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    guard values.count == 4, values.allSatisfy({ $0?.isFinite == true }), values[2]! >= 0, values[3]! >= 0 else {
      throw UsageError("invalid --rect '\(rectText)'; expected X,Y,WIDTH,HEIGHT such as 0,0,390,844")
    }
    guard values.allSatisfy({ abs($0!) <= Evaluator.maximumCoordinate }) else {
      throw UsageError("--rect '\(rectText)' is out of range; each value is at most 1e15 points in magnitude")
    }
    return Rect(x: values[0]!, y: values[1]!, width: values[2]!, height: values[3]!)
  }

  /// Every `--measure`.
  static func measures(_ arguments: ParsedArguments) throws(UsageError) -> [(
    kind: String, section: Int?, item: Int?, size: Size
  )] {
    var measures: [(kind: String, section: Int?, item: Int?, size: Size)] = []
    for measure in arguments.values("measure") {
      measures.append(try EvalRequest.measure(measure))
    }
    return measures
  }

  static func size(_ text: String) -> Size? {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width.isFinite,
      height.isFinite
    else { return nil }
    return Size(width: width, height: height)
  }

  /// `KIND[@SECTION[:ITEM]]=WxH`
  static func measure(_ text: String) throws(UsageError) -> (kind: String, section: Int?, item: Int?, size: Size) {
    let failure = UsageError(
      "invalid --measure '\(text)'; expected KIND=WxH or KIND@SECTION:ITEM=WxH, such as cell@0:3=390x60")
    let sides = text.split(separator: "=", maxSplits: 1)
    guard sides.count == 2, let size = size(String(sides[1])), size.width >= 0, size.height >= 0 else { throw failure }
    guard size.width <= EvaluationInput.maximumLength, size.height <= EvaluationInput.maximumLength else {
      throw UsageError(
        "--measure '\(text)' is out of range; sizes are at most \(Int(EvaluationInput.maximumLength)) points each way")
    }
    let target = sides[0].split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    guard let kind = target.first, !kind.isEmpty else { throw failure }
    var section: Int? = nil
    var item: Int? = nil
    if target.count == 2 {
      let place = target[1].split(separator: ":", omittingEmptySubsequences: false)
      guard place.count <= 2, let s = Int(place[0]), s >= 0 else { throw failure }
      section = s
      if place.count == 2 {
        guard let i = Int(place[1]), i >= 0 else { throw failure }
        item = i
      }
    }
    return (String(kind), section, item, size)
  }

  /// Expands `--measure` into per-element sizes for the evaluator.
  func measuredSizes(for layout: IRLayout) throws(UsageError) -> [ElementID: Size] {
    var sizes: [ElementID: Size] = [:]
    let boundaryKinds = Set(layout.sections.flatMap { $0.boundaries.entries.map(\.value.kind) })
    let supplementaryKinds = Set(layout.supplementaries.map(\.kind))
    for measure in measures {
      let category: ElementCategory
      if measure.kind == "cell" {
        category = .cell
      } else if boundaryKinds.contains(measure.kind) {
        category = .boundary
      } else if supplementaryKinds.contains(measure.kind) {
        category = .supplementary
      } else {
        throw UsageError(
          "--measure names '\(measure.kind)', which is neither 'cell' nor an element kind of layout '\(layout.name)'")
      }
      if let section = measure.section, section >= itemCounts.count {
        throw UsageError(
          "--measure targets section \(section), but --items gives counts for \(itemCounts.count) section(s)")
      }
      if let section = measure.section, let item = measure.item, category != .boundary, item >= itemCounts[section] {
        throw UsageError("--measure targets item \(item) of section \(section), which has \(itemCounts[section]) items")
      }
      let sections = measure.section.map { [$0] } ?? Array(itemCounts.indices)
      for section in sections {
        // Boundary items are item 0 of their section (R10.7); cells and item supplementaries follow the items.
        // A range, not an array: the limit is checked before anything of the size of --items is allocated.
        let items = measure.item.map { $0..<($0 + 1) } ?? (category == .boundary ? 0..<1 : 0..<itemCounts[section])
        guard sizes.count + items.count <= 1_000_000 else {
          throw UsageError(
            "--measure '\(measure.kind)' would measure over a million elements; narrow it with @SECTION:ITEM")
        }
        let kind = category == .cell ? nil : measure.kind
        for item in items {
          sizes[ElementID(category: category, kind: kind, section: section, item: item)] = measure.size
        }
      }
    }
    return sizes
  }
}
