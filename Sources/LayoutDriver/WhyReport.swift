import LayoutCompiler
import LayoutIR

/// `eval --why ELEMENT`: the derivation of one element's frame (`Evaluator.derivation`), one step per line with the
/// rule it applies and where its value was declared, then the frame, checked against the evaluation.
enum WhyReport {
  /// The accepted element ids, as messages quote them.
  static let syntax =
    "cell:SECTION:ITEM, supplementary:KIND:SECTION:ITEM, boundary:KIND:SECTION or background:KIND:SECTION[:INDEX]"

  static func run(
    _ text: String, path: String, request: EvalRequest, arguments: ParsedArguments,
    in environment: any DriverEnvironment
  ) throws(UsageError) -> ExitStatus {
    let id = try parse(text)
    let loaded: (document: IRDocument, compilation: Compilation?)
    switch CompiledInput.loadWithSource(
      path, stdinName: arguments.value("stdin-filepath"), limit: try ErrorLimit.parse(arguments), in: environment)
    {
    case .failure(let stop): return stop.status
    case .success(let value): loaded = value
    }
    let layout = try CompiledInput.layout(in: loaded.document, named: arguments.value("layout"), path: path)
    // SE8 replaces every frame of the section with the strip's; the derivation explains the flow's lines only.
    guard !layout.uses(.focusWidth) else {
      throw UsageError(
        "--why explains flow and compositional frames; layout '\(layout.name)' has a focus-width section (SE8)")
    }
    let derivation: Derivation?
    let input: EvaluationInput
    do {
      input = EvaluationInput(
        viewport: try request.viewport(for: layout), scale: request.scale, params: request.params,
        itemCounts: request.itemCounts,
        measuredSizes: try request.measuredSizes(for: layout))
      derivation = try Evaluator.derivation(of: id, in: layout, input: input)
    } catch let error as UsageError {
      throw error
    } catch {
      environment.error("error: \(error)")
      return .failure
    }
    guard let derivation else { throw UsageError(missing(id, text: text, layout: layout, request: request)) }
    guard derivation.isConsistent else {
      environment.error(
        "error: internal error: the derivation of \(text) arrives at \(frameText(derivation.frame)) but the "
          + "evaluation has \(frameText(derivation.evaluated)); please report this")
      return .failure
    }
    let locate: (DerivationSource) -> String? = { source in
      guard let compilation = loaded.compilation else { return irLocation(of: source, in: layout) }
      guard let span = compilation.span(of: source, layout: layout.name, input: input) else { return nil }
      let location = compilation.source.location(of: span.start)
      return "\(compilation.source.path):\(location.line):\(location.column)"
    }
    if arguments.value("format") == "json" {
      environment.write(json(derivation, id: text, locate: locate) + "\n", to: .standardOutput)
    } else {
      environment.write(self.text(derivation, id: text, layout: layout.name, locate: locate), to: .standardOutput)
    }
    return .success
  }

  /// For an IR document compiled with `--source-locations`: the declaration's position (properties are not kept;
  /// a boundary item or background points at its section).
  static func irLocation(of source: DerivationSource, in layout: IRLayout) -> String? {
    guard let locations = layout.sourceLocations else { return nil }
    func at(_ positions: [String], _ index: Int) -> String? {
      positions.indices.contains(index) ? "\(locations.file):\(positions[index])" : nil
    }
    switch source.declaration {
    case .item(let index): return at(locations.items, index)
    case .group(let index): return at(locations.groups, index)
    case .supplementary(let index): return at(locations.supplementaries, index)
    case .section(let index), .boundary(let index, _), .background(let index, _): return at(locations.sections, index)
    case .layout: return nil
    }
  }

  /// Reads an element id as `eval` prints identities.
  static func parse(_ text: String) throws(UsageError) -> ElementID {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    let failure = UsageError("invalid --why '\(text)'; expected \(syntax), such as cell:0:4")
    func index(_ part: String) throws(UsageError) -> Int {
      guard !part.isEmpty, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int(part),
        value <= Int(Int32.max)
      else { throw failure }
      return value
    }
    guard let category = parts.first else { throw failure }
    switch (category, parts.count) {
    case ("cell", 3):
      return ElementID(category: .cell, kind: nil, section: try index(parts[1]), item: try index(parts[2]))
    case ("supplementary", 4) where !parts[1].isEmpty:
      return ElementID(
        category: .supplementary, kind: parts[1], section: try index(parts[2]), item: try index(parts[3]))
    case ("boundary", 3) where !parts[1].isEmpty:
      return ElementID(category: .boundary, kind: parts[1], section: try index(parts[2]), item: 0)
    case ("background", 3) where !parts[1].isEmpty, ("decoration", 3) where !parts[1].isEmpty:
      return ElementID(category: .decoration, kind: parts[1], section: try index(parts[2]), item: 0)
    case ("background", 4) where !parts[1].isEmpty, ("decoration", 4) where !parts[1].isEmpty:
      return ElementID(category: .decoration, kind: parts[1], section: try index(parts[2]), item: try index(parts[3]))
    default:
      throw failure
    }
  }

  /// Why the evaluation has no element `id`, with what it has instead.
  static func missing(_ id: ElementID, text: String, layout: IRLayout, request: EvalRequest) -> String {
    let sections = layout.sections.count
    guard id.section < sections else {
      return "--why \(text): layout '\(layout.name)' has \(sections) section(s), numbered from 0"
    }
    let count = id.section < request.itemCounts.count ? request.itemCounts[id.section] : 0
    let section = layout.sections[id.section]
    func kinds(_ names: [String]) -> String {
      names.isEmpty ? "none" : Array(Set(names)).sorted().joined(separator: ", ")
    }
    switch id.category {
    case .cell:
      return "--why \(text): section \(id.section) has \(count) items (--items)"
    case .supplementary:
      let declared = layout.supplementaries.map(\.kind)
      guard declared.contains(id.kind ?? "") else {
        return "--why \(text): layout '\(layout.name)' has no supplementary of kind '\(id.kind ?? "")'; "
          + "its kinds: \(kinds(declared))"
      }
      return "--why \(text): section \(id.section) (\(count) items) has no supplementary '\(id.kind ?? "")' "
        + "numbered \(id.item)"
    case .boundary:
      return "--why \(text): section \(id.section) shows no boundary item of kind '\(id.kind ?? "")' for this input; "
        + "it declares: \(kinds(section.boundaries.entries.map(\.value.kind)))"
    case .decoration:
      return "--why \(text): section \(id.section) shows no background '\(id.kind ?? "")' numbered \(id.item) for "
        + "this input (an empty section has none); it declares: \(kinds(section.backgrounds.entries.map(\.value.kind)))"
    }
  }

  static func frameText(_ frame: Rect) -> String {
    "x \(PrintedNumber.number(frame.x).text) y \(PrintedNumber.number(frame.y).text) "
      + "width \(PrintedNumber.number(frame.width).text) height \(PrintedNumber.number(frame.height).text)"
  }

  /// One line per step: the rule, what it computes, and where its value was declared.
  static func text(_ derivation: Derivation, id: String, layout: String, locate: (DerivationSource) -> String?)
    -> String
  {
    var out = "\(id) of layout '\(layout)': \(derivation.origin)\n"
    let width = derivation.steps.map(\.rule.count).max() ?? 0
    for step in derivation.steps {
      let rule = step.rule + String(repeating: " ", count: width - step.rule.count)
      let location = step.source.flatMap(locate).map { "  [\($0)]" } ?? ""
      out += "  \(rule)  \(step.text)\(location)\n"
    }
    out += "frame: \(frameText(derivation.frame))\n"
    return out
  }

  /// The derivation as data: the element, its origin, the steps and the frame.
  static func json(_ derivation: Derivation, id: String, locate: (DerivationSource) -> String?) -> String {
    let steps = derivation.steps.map { step -> JSONValue in
      .object([
        ("rule", .string(step.rule)), ("text", .string(step.text)),
        ("location", step.source.flatMap(locate).map(JSONValue.string) ?? .null),
      ])
    }
    let frame = derivation.frame
    let head = JSONValue.object([
      ("element", .string(id)), ("origin", .string("\(derivation.origin)")), ("steps", .array(steps)),
    ]).written(indent: "")
    // Frame numbers as `eval`'s JSON writes them (shortest round trip), which `JSONValue` has no case for.
    let numbers = [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
      .map { "\(JSONValue.quoted($0.0)): \(PrintedNumber.number($0.1).text)" }.joined(separator: ", ")
    // `written` ends the object with "\n}": the frame goes in before it.
    return String(head.dropLast(2)) + ",\n  \"frame\": {\(numbers)}\n}"
  }
}
