import LayoutEvaluator
import LayoutIR

/// `eval --offset` on a layout that leads or follows another (`follows:`, Semantics.md L1-L3): besides its own
/// frames, the linked layout's offset and its frames there. The mapping is `LayoutEvaluator.ScrollLink`; this file
/// reads `--viewport-of`, picks the linked layouts and evaluates them.
extension EvalCommand {
  /// `--viewport-of`, appended to `options`.
  static let linkOptions: [OptionSpec] = [
    OptionSpec(
      "viewport-of", .value(placeholder: "NAME=WxH"),
      help: "The viewport of a linked layout (repeatable); default: its single 'viewport'")
  ]
}

/// One linked layout at the offset the link gives it (the `"linked"` entries of `eval`'s output).
struct LinkedView {
  let layout: IRLayout
  let viewport: Size
  let evaluation: Evaluation
  /// The content offset: the mapped coordinate along the layout's scroll axis, 0 across it.
  let offset: Point
}

/// The layouts linked to the evaluated one and what they need, read from the command line and the document.
struct LinkRequest {
  /// `--viewport-of` by layout name.
  var viewports: [String: Size] = [:]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    for text in arguments.values("viewport-of") {
      let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty else {
        throw UsageError("invalid --viewport-of '\(text)'; expected NAME=WIDTHxHEIGHT, such as Photos=375x500")
      }
      let name = String(parts[0])
      let viewport: Size
      guard let size = EvalRequest.size(String(parts[1])), size.width > 0, size.height > 0,
        size.width <= EvaluationInput.maximumLength, size.height <= EvaluationInput.maximumLength
      else {
        throw UsageError(
          "invalid --viewport-of '\(text)'; expected NAME=WIDTHxHEIGHT with each side above 0 and at most "
            + "\(Int(EvaluationInput.maximumLength)) points, such as Photos=375x500")
      }
      viewport = size
      guard viewports[name] == nil else { throw UsageError("--viewport-of gives layout '\(name)' twice") }
      viewports[name] = viewport
    }
  }

  /// The layouts of `document` linked to `layout`: the followers (L1) in document order, then its leader (L2).
  static func linkedLayouts(of layout: IRLayout, in document: IRDocument) -> (followers: [IRLayout], leader: IRLayout?)
  {
    let followers = document.layouts.filter { $0.follows == layout.name && $0.name != layout.name }
    let leader = layout.follows.flatMap { name in document.layout(named: name) }
    return (followers, leader)
  }

  /// Refuses `--viewport-of` names that are not linked to the evaluated layout, and needs one for each linked layout
  /// without a single `viewport` of its own.
  func viewport(of linked: IRLayout, evaluated: IRLayout) throws(UsageError) -> Size {
    if let size = viewports[linked.name] { return size }
    if let size = linked.viewport?.singleSize { return size }
    throw UsageError(
      "layout '\(linked.name)' is linked to '\(evaluated.name)' and declares no single viewport; give it with "
        + "--viewport-of \(linked.name)=WxH")
  }

  func checkNames(linked: [IRLayout], evaluated: IRLayout) throws(UsageError) {
    let names = Set(linked.map(\.name))
    for name in viewports.keys.sorted() where !names.contains(name) {
      throw UsageError(
        "--viewport-of names '\(name)', which is not linked to layout '\(evaluated.name)' (linked: "
          + (names.isEmpty ? "none" : names.sorted().map { "'\($0)'" }.joined(separator: ", ")) + ")",
        suggestions: Suggestions.closeMatches(to: name, in: names.sorted()))
    }
  }
}

/// Evaluates the links of one `eval --offset`.
struct LinkEvaluation {
  let document: IRDocument
  let layout: IRLayout
  let input: EvaluationInput
  /// Per-item sizes of each linked layout, by name (`ItemSizesFile`).
  let linkedSizes: [String: [FlowItemSizes?]]
  let request: LinkRequest

  /// The input of linked layout `linked`: the evaluated layout's item counts and scale, its own viewport and item
  /// sizes, and the parameters it declares (L3: both show the same items).
  func input(of linked: IRLayout, viewport: Size) -> EvaluationInput {
    var result = input
    result.viewport = viewport
    result.params = input.params.filter { name, _ in linked.params.contains { $0.name == name } }
    result.itemSizes = linkedSizes[linked.name] ?? []
    result.focus = .first
    return result
  }

  /// L1 for each follower of the evaluated layout at `offset`; L2 when the evaluated layout follows another, which
  /// also re-evaluates it at rest on the item it settles on (returned as `main`).
  func run(offset: Point, main: Evaluation) throws -> (main: Evaluation, linked: [LinkedView]) {
    let (followers, leader) = LinkRequest.linkedLayouts(of: layout, in: document)
    try request.checkNames(linked: followers + (leader.map { [$0] } ?? []), evaluated: layout)
    let count = input.itemCounts.first ?? 0
    let along = offset.along(layout.scrollDirection)
    var views: [LinkedView] = []
    var evaluated = main
    if !followers.isEmpty, let pitch = try ScrollLink.pitch(of: layout, input: input) {
      // L1: the leader's page at its offset plus its inset.
      let page = ScrollLink.leaderPage(at: along + main.contentInset, pitch: pitch, itemCount: count)
      for follower in followers {
        let viewport = try request.viewport(of: follower, evaluated: layout)
        var followerInput = input(of: follower, viewport: viewport)
        followerInput.focus = ScrollLink.followerFocus(item: page.item, progress: page.progress)
        guard let followerPitch = try ScrollLink.pitch(of: follower, input: followerInput) else { continue }
        let evaluation = try Evaluator.evaluate(follower, input: followerInput)
        let position = ScrollLink.followerOffset(
          item: page.item, progress: page.progress, pitch: followerPitch, follower: evaluation,
          direction: follower.scrollDirection)
        views.append(
          LinkedView(
            layout: follower, viewport: viewport, evaluation: evaluation,
            offset: Point(along: position, direction: follower.scrollDirection)))
      }
    }
    if let leader, let pitch = try ScrollLink.pitch(of: layout, input: input) {
      // L2: the follower's current item at its offset, from its inset at the focus it was evaluated with.
      let item = ScrollLink.followerItem(at: along, inset: main.contentInset, pitch: pitch, itemCount: count)
      var resting = input
      resting.focus = ScrollFocus(item: item)
      evaluated = try Evaluator.evaluate(layout, input: resting)
      let viewport = try request.viewport(of: leader, evaluated: layout)
      let leaderInput = input(of: leader, viewport: viewport)
      if let leaderPitch = try ScrollLink.pitch(of: leader, input: leaderInput) {
        let evaluation = try Evaluator.evaluate(leader, input: leaderInput)
        let position = ScrollLink.leaderOffset(item: item, pitch: leaderPitch, leader: evaluation)
        views.append(
          LinkedView(
            layout: leader, viewport: viewport, evaluation: evaluation,
            offset: Point(along: position, direction: leader.scrollDirection)))
      }
    }
    return (evaluated, views)
  }
}

extension Point {
  /// The coordinate along a layout's scroll direction.
  fileprivate func along(_ direction: IRAxis) -> Double { direction == .horizontal ? x : y }

  /// A point at `along` on a layout's scroll direction and 0 across it.
  fileprivate init(along: Double, direction: IRAxis) {
    self = direction == .horizontal ? Point(x: along, y: 0) : Point(x: 0, y: along)
  }
}
