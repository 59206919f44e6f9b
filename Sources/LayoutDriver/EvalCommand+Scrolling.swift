import LayoutEvaluator
import LayoutIR

/// `eval --offset`, `--section-offset` and `--settle` (Documentation/Eval.md, "Frames at a scroll position"): the
/// flags are read here and the frames come from the evaluator's scroll post-pass (S1, S2, S3, S5, S6, S7). `--focus`
/// (SE8) is read here too: it is an evaluation input, since focus-width frames depend on the focus, not the offset.
extension EvalCommand {
  /// The scrolling options, appended to `options`.
  static let scrollingOptions: [OptionSpec] = [
    OptionSpec(
      "offset", .value(placeholder: "X,Y"),
      help:
        "The content offset: the elements visible there, pinned headers clamped; with a motion, where it starts"),
    OptionSpec(
      "section-offset", .value(placeholder: "S:T"),
      help: "The row offset of orthogonal section S (repeatable); implies the visible elements at --offset"),
    OptionSpec(
      "settle", .value(placeholder: "[S:]FROM,V"),
      help: "Where scrolling released at FROM with V points per second comes to rest (section S's row, or the view)"),
    OptionSpec(
      "focus", .value(placeholder: "P"),
      help: "The focused item of a focus-width section (default 0): it widens to its natural length"),
  ]

  /// SE8: `--focus P`, an item index of the layout's focus-width section (the layout's only section), or nil when the
  /// flag is absent. A layout without focus width has nothing to focus, so the flag is refused rather than ignored.
  static func focus(
    _ arguments: ParsedArguments, layout: IRLayout, itemCounts: [Int]
  ) throws(UsageError) -> ScrollFocus? {
    guard let text = arguments.value("focus") else { return nil }
    guard let item = Int(text), item >= 0 else {
      throw UsageError("invalid --focus '\(text)'; expected an item index such as 0 or 2")
    }
    guard layout.uses(.focusWidth) else {
      throw UsageError("--focus \(text): layout '\(layout.name)' has no 'focus-width' section to focus")
    }
    let count = itemCounts.first ?? 0
    guard item < max(count, 1) else {
      let range = count == 0 ? "0 (the section has no items)" : "from 0 to \(count - 1)"
      throw UsageError("--focus \(text) is out of range; the focused item is \(range)")
    }
    return ScrollFocus(item: item)
  }
}

/// The scrolling flags of one `eval`, validated; nil from `init` when none is given (frames at rest).
struct ScrollRequest {
  var offset = Point(x: 0, y: 0)
  var sectionOffsets: [Int: Double] = [:]
  var settle: (section: Int?, from: Double, velocity: Double)?

  init?(_ arguments: ParsedArguments) throws(UsageError) {
    let offsetText = arguments.value("offset")
    let sectionTexts = arguments.values("section-offset")
    let settleText = arguments.value("settle")
    guard offsetText != nil || !sectionTexts.isEmpty || settleText != nil else { return nil }
    // A derivation explains a rest frame (R rules); the scroll post-pass is not one of its steps yet.
    guard arguments.value("why") == nil else {
      throw UsageError("--why explains frames at rest; it does not take --offset, --section-offset or --settle")
    }
    if let offsetText {
      let values = try Self.numbers(offsetText, flag: "offset", count: 2, expected: "X,Y such as 0,250")
      offset = Point(x: values[0], y: values[1])
    }
    for text in sectionTexts {
      let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, let section = Int(parts[0]), section >= 0 else {
        throw UsageError("invalid --section-offset '\(text)'; expected SECTION:OFFSET such as 1:310")
      }
      guard sectionOffsets[section] == nil else {
        throw UsageError("--section-offset gives section \(section) twice")
      }
      sectionOffsets[section] = try Self.numbers(
        String(parts[1]), flag: "section-offset", count: 1, expected: "SECTION:OFFSET such as 1:310", shown: text)[0]
    }
    if let settleText {
      let expected = "[SECTION:]FROM,VELOCITY such as 1:200,400 or 300,-800"
      let parts = settleText.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      var section: Int?
      if parts.count == 2 {
        guard let index = Int(parts[0]), index >= 0 else {
          throw UsageError("invalid --settle '\(settleText)'; expected \(expected)")
        }
        section = index
      }
      let values = try Self.numbers(
        String(parts.last!), flag: "settle", count: 2, expected: expected, shown: settleText)
      settle = (section, values[0], values[1])
    }
  }

  /// `count` comma-separated finite numbers of at most 1e15 in magnitude, or a message naming `flag` (SD7).
  static func numbers(
    _ text: String, flag: String, count: Int, expected: String, shown: String? = nil
  ) throws(UsageError) -> [Double] {
    let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    let text = shown ?? text
    guard values.count == count, values.allSatisfy({ $0 != nil }) else {
      throw UsageError("invalid --\(flag) '\(text)'; expected \(expected)")
    }
    guard values.allSatisfy({ $0!.isFinite }) else {
      throw UsageError("--\(flag) '\(text)' is not finite; offsets and velocities are finite numbers")
    }
    guard values.allSatisfy({ abs($0!) <= Evaluator.maximumCoordinate }) else {
      throw UsageError("--\(flag) '\(text)' is out of range; each value is at most 1e15 in magnitude")
    }
    return values.map { $0! }
  }

  /// The content offset where a fling of the main view starts: `--offset` with `FROM` along `direction`'s axis (a
  /// section's settle leaves the main view at `--offset`). A linked layout is evaluated there to settle (L1, L2).
  func settleStart(direction: IRAxis) -> Point {
    guard let settle, settle.section == nil else { return offset }
    var start = offset
    if direction == .horizontal { start.x = settle.from } else { start.y = settle.from }
    return start
  }

  /// S7 on `evaluation`: where `--settle` comes to rest, from `--offset` and the section offsets.
  func settled(_ evaluation: Evaluation) throws(UsageError) -> SettleResult? {
    guard let settle else { return nil }
    let position = ScrollPosition(contentOffset: offset, sectionOffsets: sectionOffsets)
    do {
      try evaluation.check(position)
    } catch {
      throw UsageError("--section-offset: \(error)")
    }
    do {
      return try evaluation.settle(
        section: settle.section, from: settle.from, velocity: settle.velocity, base: position)
    } catch {
      throw UsageError("--settle: \(error)")
    }
  }

  /// Prints the elements at the requested position (after settling, when asked) that meet `rect` (default: the
  /// visible rect), in `format`. `settled` is the settle already found on the view as it was when the fling
  /// started, for a linked layout whose evaluation the target changed (L2); nil settles `evaluation`.
  func run(
    _ evaluation: Evaluation, settled: SettleResult? = nil, rect: Rect?, printer: FramePrinter, format: String
  ) throws(UsageError) -> ExitStatus {
    var position = ScrollPosition(contentOffset: offset, sectionOffsets: sectionOffsets)
    do {
      try evaluation.check(position)
    } catch {
      throw UsageError("--section-offset: \(error)")
    }
    var head = ScrollHead()
    let result: SettleResult?
    if let settled { result = settled } else { result = try self.settled(evaluation) }
    if let settle, let result {
      position = result.position
      head.settle(settle.section, from: settle.from, velocity: settle.velocity, at: result.point)
    }
    head.offset(position.contentOffset)
    var printer = printer
    printer.scrollHead = head
    if evaluation.hasScrollEffects {
      // SE rules: values beside the frames, computed from each cell's final frame at this position (S8).
      let at = position
      printer.effects = { evaluation.effect(of: $0, at: at) }
    }
    let elements = ScrollStream(evaluation: evaluation, position: position, rect: rect)
    switch format {
    case "table": printer.table(elements)
    case "summary": printer.summary(elements)
    default: printer.json(elements)
    }
    return .success
  }
}

/// The lines the printers add for a scroll position: JSON members before `contentSize`, text lines for the table
/// and the summary (Documentation/Eval.md).
struct ScrollHead {
  var json = ""
  var text = ""

  private static func number(_ value: Double) -> String { FramePrinter.number(value) }
  private static func short(_ value: Double) -> String { FramePrinter.short(value) }

  mutating func offset(_ point: Point) {
    json = "\"contentOffset\": {\"x\": \(Self.number(point.x)), \"y\": \(Self.number(point.y))}, " + json
    text = "content offset: \(Self.short(point.x)), \(Self.short(point.y))\n" + text
  }

  mutating func settle(_ section: Int?, from: Double, velocity: Double, at point: Point) {
    json += "\"settle\": {" + (section.map { "\"section\": \($0), " } ?? "")
    json += "\"from\": \(Self.number(from)), \"velocity\": \(Self.number(velocity)), "
    json += "\"x\": \(Self.number(point.x)), \"y\": \(Self.number(point.y))}, "
    let target = section.map { "section \($0)" } ?? "the view"
    text += "settle: \(target) from \(Self.short(from)) at \(Self.short(velocity)) pt/s rests at "
    text += "\(Self.short(point.x)), \(Self.short(point.y))\n"
  }
}

/// The elements of an evaluation at a scroll position that meet `rect` (default: the visible rect), batch by batch.
struct ScrollStream: ElementStream {
  let evaluation: Evaluation
  let position: ScrollPosition
  var rect: Rect?

  func forEachBatch(_ body: (UnsafeBufferPointer<Element>) throws -> Void) rethrows {
    try evaluation.forEachBatch(at: position, in: rect, body)
  }
}
