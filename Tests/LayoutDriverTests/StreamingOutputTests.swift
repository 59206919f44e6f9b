import Foundation
import LayoutEvaluator
import LayoutIR
import LayoutMath
import LayoutTestSupport
import Testing

@testable import LayoutDriver

/// `eval` streams every format (issue 10 §3): its output must equal, byte for byte, what the printer that held every
/// element in an array printed (`MaterialisedFramePrinter`), across the evaluator's golden cases, generated layouts
/// (fixed seeds), batch boundaries, several sections, supplementaries, decorations, flow sections and `--rect`.
@Suite struct StreamingOutputTests {
  static let formats = ["json", "table", "summary"]

  /// Streamed output of one format through the real printer, in batches of `batchSize`.
  static func streamed(
    _ layout: IRLayout, _ evaluation: Evaluation, input: EvaluationInput, rect: Rect?, format: String,
    batchSize: Int = Evaluation.defaultBatchSize
  ) -> String {
    let environment = FakeEnvironment()
    let printer = FramePrinter(
      layout: layout, evaluation: evaluation, viewport: input.viewport, scale: input.scale, environment: environment)
    let stream = EvaluationStream(evaluation: evaluation, rect: rect, batchSize: batchSize)
    switch format {
    case "table": printer.table(stream)
    case "summary": printer.summary(stream)
    default: printer.json(stream)
    }
    return environment.standardOutput
  }

  /// The oracle: every element in an array (`allElements()` or `elements(in:)`), printed as before streaming.
  static func materialised(
    _ layout: IRLayout, _ evaluation: Evaluation, input: EvaluationInput, rect: Rect?, format: String
  ) -> String {
    let elements = rect.map(evaluation.elements(in:)) ?? evaluation.allElements()
    return MaterialisedFramePrinter(
      layoutName: layout.name, viewport: input.viewport, scale: input.scale, evaluation: evaluation
    ).print(elements, format: format)
  }

  static func expectSameOutput(
    _ layout: IRLayout, _ input: EvaluationInput, rects: [Rect?], batchSizes: [Int], _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let evaluation = try Evaluator.evaluate(layout, input: input)
    for rect in rects {
      for format in formats {
        let expected = materialised(layout, evaluation, input: input, rect: rect, format: format)
        for size in batchSizes {
          let actual = streamed(layout, evaluation, input: input, rect: rect, format: format, batchSize: size)
          #expect(
            actual == expected, "\(label) \(format) rect \(rect.map { "\($0)" } ?? "none") batches of \(size)",
            sourceLocation: sourceLocation)
        }
      }
    }
  }

  // MARK: Golden cases of the evaluator

  static let casesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("LayoutEvaluatorTests/Cases")

  static var caseNames: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: casesDirectory.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// A golden case's layout and input (`Tests/LayoutEvaluatorTests/Cases/NAME.json`; see `GoldenCase` there).
  static func goldenCase(_ name: String) throws -> (IRLayout, EvaluationInput) {
    let data = try Data(contentsOf: casesDirectory.appendingPathComponent("\(name).json"))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let document = try IRDocument.load(from: try JSONSerialization.data(withJSONObject: root["document"] ?? [:]))
    let layout = try #require(
      (root["layout"] as? String).map { document.layout(named: $0) } ?? document.layouts.first)
    let input = root["input"] as? [String: Any] ?? [:]
    let viewport = input["viewport"] as? [String: Any] ?? [:]
    func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }
    var measured: [ElementID: Size] = [:]
    for entry in input["measured"] as? [[String: Any]] ?? [] {
      // `cell 0.3`, `boundary header 0.0`: category, kind, section.item.
      let words = (entry["id"] as? String ?? "").split(separator: " ").map(String.init)
      let category = try #require(ElementCategory.allCases.first { "\($0)" == words.first })
      let position = words.last?.split(separator: ".").compactMap { Int($0) } ?? []
      let id = ElementID(
        category: category, kind: words.count == 3 ? words[1] : nil, section: position[0], item: position[1])
      measured[id] = Size(width: number(entry["width"]), height: number(entry["height"]))
    }
    return (
      layout,
      EvaluationInput(
        viewport: Size(width: number(viewport["width"]), height: number(viewport["height"])),
        scale: input["scale"].map(number) ?? 3, params: input["params"] as? [String: String] ?? [:],
        itemCounts: input["itemCounts"] as? [Int] ?? [], measuredSizes: measured)
    )
  }

  @Test(arguments: caseNames)
  func goldenCaseStreamsLikeTheMaterialisedPrinter(_ name: String) throws {
    #expect(Self.caseNames.count >= 30)
    let (layout, input) = try Self.goldenCase(name)
    let rects: [Rect?] = [
      nil, Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 100, y: 120, width: 50, height: 50),
      Rect(x: 0, y: 500, width: 390, height: 0),
    ]
    try Self.expectSameOutput(layout, input, rects: rects, batchSizes: [1, 3, Evaluation.defaultBatchSize], name)
    // The same case with many items: a batch of 64 splits every section several times.
    var more = input
    more.itemCounts = more.itemCounts.map { $0 == 0 ? 0 : 150 + $0 }
    more.measuredSizes = more.measuredSizes.filter { $0.key.category == .boundary }
    try Self.expectSameOutput(layout, more, rects: [nil, rects[1]], batchSizes: [64], "\(name) x150")
  }

  // MARK: Generated layouts, through the whole command

  /// `eval` as a user runs it against the oracle fed by the same compile and evaluation.
  static func expectCommandMatches(
    _ files: [String: String], _ arguments: [String], layoutName: String? = nil, input: EvaluationInput, rect: Rect?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let path = arguments[0]
    let environment = FakeEnvironment(files: files)
    guard case .success(let document) = CompiledInput.load(path, stdinName: nil, in: environment) else {
      Issue.record("\(path) does not compile: \(environment.standardError)\n\(files[path] ?? "")")
      return
    }
    let layout = try CompiledInput.layout(in: document, named: layoutName, path: path)
    let evaluation = try Evaluator.evaluate(layout, input: input)
    for format in formats {
      let run = FakeEnvironment(files: files)
      let status = Driver.run(arguments: ["eval"] + arguments + ["--format", format], environment: run)
      #expect(status == 0, "\(arguments): \(run.standardError)", sourceLocation: sourceLocation)
      let expected = materialised(layout, evaluation, input: input, rect: rect, format: format)
      #expect(
        run.standardOutput == expected, "\(arguments.joined(separator: " ")) --format \(format)\n\(files[path] ?? "")",
        sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: Array(UInt64(1)...40))
  func generatedLayoutStreamsLikeTheMaterialisedPrinter(seed: UInt64) throws {
    var generator = EvalSourceGenerator(seed: seed)
    let source = generator.layout()
    let sections = generator.sectionCount
    let counts = (0..<sections).map { _ in generator.int(0...40) }
    let viewport = Size(width: Double(generator.int(300...1100)), height: Double(generator.int(400...1400)))
    let scale = generator.pick([1.0, 2.0, 3.0])
    let rect: Rect? =
      generator.chance(0.5)
      ? Rect(
        x: Double(generator.int(-50...600)), y: Double(generator.int(-50...1500)),
        width: Double(generator.int(0...500)),
        height: Double(generator.int(0...900))) : nil
    var arguments = [
      "gen.layout", "--viewport", "\(Int(viewport.width))x\(Int(viewport.height))", "--scale", "\(Int(scale))",
      "--items", counts.map(String.init).joined(separator: ","),
    ]
    if let rect { arguments += ["--rect", "\(Int(rect.x)),\(Int(rect.y)),\(Int(rect.width)),\(Int(rect.height))"] }
    try Self.expectCommandMatches(
      ["gen.layout": source], arguments,
      input: EvaluationInput(viewport: viewport, scale: scale, itemCounts: counts), rect: rect)
  }

  /// The generated layouts above reach what the printers must handle: every category, pinned items, flow sections,
  /// frames off the whole-point grid, several sections.
  @Test func generatedLayoutsReachEveryKindOfElement() throws {
    var categories = Set<ElementCategory>()
    var pinned = false
    var flow = false
    var fractional = false
    var sections = false
    for seed in UInt64(1)...40 {
      var generator = EvalSourceGenerator(seed: seed)
      let source = generator.layout()
      let environment = FakeEnvironment(files: ["gen.layout": source])
      guard case .success(let document) = CompiledInput.load("gen.layout", stdinName: nil, in: environment) else {
        Issue.record("seed \(seed) does not compile")
        continue
      }
      let layout = document.layouts[0]
      flow = flow || layout.sections.contains { $0.flow != nil }
      sections = sections || layout.sections.count > 1
      let evaluation = try Evaluator.evaluate(
        layout,
        input: EvaluationInput(
          viewport: Size(width: 390, height: 844), itemCounts: layout.sections.map { _ in 10 }))
      for element in evaluation.allElements() {
        categories.insert(element.category)
        pinned = pinned || element.isPinned
        let frame = element.frame
        fractional = fractional || [frame.x, frame.y, frame.width, frame.height].contains { $0 != $0.rounded() }
      }
    }
    #expect(categories == Set(ElementCategory.allCases))
    #expect(pinned && flow && fractional && sections)
  }

  // MARK: The examples through the command: sections, supplementaries, decorations, flow, --rect, --set, --measure

  @Test(arguments: [
    "PhotoGrid --items 4095", "Home --items 3,4097,4096", "Home --items 30,40,30 --rect 0,300,390,500",
    "Home --items 3,4,30 --measure cell@2:5=358x200", "Home --items 3,4,30 --measure cell=358x200 --rect 0,900,390,400",
    "Badges --items 4097", "Badges --items 41 --rect 0,100,390,300", "AlbumDetail --items 4095",
    "AlbumDetail --items 4096", "AlbumDetail --items 4097 --rect 0,7000,390,844", "Tags --items 4097",
    "Tags --items 100 --rect 0,100,390,200", "Carousel --items 20,30", "Photos --items 50 --set mode=monthSummary",
    "Contacts --items 4097 --set style=grid", "PhotoGrid --items 0", "Home --items 0,0,0",
  ])
  func exampleStreamsLikeTheMaterialisedPrinter(_ command: String) throws {
    let words = command.split(separator: " ").map(String.init)
    let name = words[0]
    let option = { (flag: String) in words.firstIndex(of: flag).map { words[$0 + 1] } }
    let counts = try #require(option("--items")).split(separator: ",").compactMap { Int($0) }
    let rect = option("--rect").map { text in
      let v = text.split(separator: ",").compactMap { Double($0) }
      return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
    var params: [String: String] = [:]
    if let setting = option("--set") {
      let parts = setting.split(separator: "=").map(String.init)
      params[parts[0]] = parts[1]
    }
    var measured: [ElementID: Size] = [:]
    if let measure = option("--measure") {
      // `cell=WxH` or `cell@S:I=WxH`, as the command expands them.
      let place = measure.split(separator: "=")[0].split(separator: "@").dropFirst().first
      let at = place?.split(separator: ":").compactMap { Int($0) }
      for (section, count) in counts.enumerated() where at == nil || at![0] == section {
        for item in 0..<count where at == nil || at![1] == item {
          measured[ElementID(category: .cell, kind: nil, section: section, item: item)] = Size(width: 358, height: 200)
        }
      }
    }
    let input = EvaluationInput(
      viewport: Size(width: 390, height: 844), params: params, itemCounts: counts, measuredSizes: measured)
    try Self.expectCommandMatches(
      [name: CompileCommandTests.example(name)], words + ["--viewport", "390x844"], input: input, rect: rect)
  }

  /// Kinds with quotes, backslashes, control characters and letters of several bytes: JSON escapes them as before
  /// and the table pads them by characters, not bytes.
  @Test func unusualKindsPrintAsBefore() throws {
    let kinds = ["naïve-header", "日本語", "say \"hi\"\\", "tab\there", "e\u{301}"]
    let boundaries = kinds.prefix(3).enumerated().map { index, kind in
      IRGuarded(
        IRBoundary(
          kind: kind,
          size: IRProperty(IRSize(width: .fractionalWidth(1), height: .absolute(IRNumber(Int64(20 + index), 1)!))),
          alignment: IRProperty(index == 1 ? .bottom : .top), pinned: IRProperty(index == 0)))
    }
    var section = IRSection(root: IRProperty(0))
    section.boundaries.entries = Array(boundaries)
    section.backgrounds.entries = [IRGuarded(IRBackground(kind: kinds[3]))]
    let layout = IRLayout(
      name: "Kinds \"quoted\"",
      items: [
        IRItem(
          size: IRProperty(IRSize(width: .fractionalWidth(IRNumber(1, 3)!), height: .fractionalHeight(1))),
          supplementaries: IRList([IRGuarded(0)]))
      ],
      groups: [
        IRGroup(
          axis: .horizontal,
          size: IRProperty(IRSize(width: .fractionalWidth(1), height: .fractionalWidth(IRNumber(1, 3)!))),
          children: IRList([IRGuarded(.item(0))]))
      ],
      supplementaries: [
        IRSupplementary(
          kind: kinds[4], size: IRProperty(IRSize(width: .absolute(IRNumber(25, 2)!), height: .absolute(10))),
          anchor: IRProperty(IRAnchor(edges: [.top, .trailing], offset: IRPoint(x: 0, y: 0))))
      ],
      sections: [section])
    for count in [0, 1, 7, 100] {
      try Self.expectSameOutput(
        layout, EvaluationInput(viewport: Size(width: 390, height: 844), itemCounts: [count]),
        rects: [nil, Rect(x: 0, y: 0, width: 100, height: 100)], batchSizes: [1, 5, 4096], "kinds \(count)")
    }
  }

  // MARK: Printers consume a stream, never an array

  /// Counts the batches a printer pulls and scribbles over each batch once the printer has had it, so a printer
  /// that kept pointers into a batch (instead of consuming it) would print garbage.
  final class CountingStream: ElementStream {
    let inner: EvaluationStream
    var passes = 0
    var batches = 0
    var largest = 0

    init(_ inner: EvaluationStream) { self.inner = inner }

    func forEachBatch(_ body: (UnsafeBufferPointer<Element>) throws -> Void) rethrows {
      passes += 1
      try inner.forEachBatch { batch in
        batches += 1
        largest = max(largest, batch.count)
        try body(batch)
        let scribble = UnsafeMutableBufferPointer(mutating: batch)
        for index in scribble.indices { scribble[index] = batch[batch.count - 1 - index] }
      }
    }
  }

  /// Records every write, to check that output leaves in bounded chunks.
  final class ChunkEnvironment: DriverEnvironment {
    var chunks: [String] = []
    func readStandardInput() throws(FileError) -> [UInt8] { throw FileError("not in this test") }
    func write(_ text: String, to stream: StandardStream) { chunks.append(text) }
    func kind(ofPath path: String) -> FileKind? { nil }
    func readFile(atPath path: String) throws(FileError) -> [UInt8] { throw FileError("not in this test") }
    func contentsOfDirectory(atPath path: String) throws(FileError) -> [(name: String, kind: FileKind)] { [] }
    func writeFile(atPath path: String, bytes: [UInt8]) throws(FileError) { throw FileError("not in this test") }
    func variable(_ name: String) -> String? { nil }
    func isTerminal(_ stream: StandardStream) -> Bool { false }
  }

  @Test func printersConsumeEachBatchOnceAndWriteBoundedChunks() throws {
    let files = ["Badges": CompileCommandTests.example("Badges")]
    guard case .success(let document) = CompiledInput.load("Badges", stdinName: nil, in: FakeEnvironment(files: files))
    else { throw CancellationError() }
    let layout = document.layouts[0]
    let input = EvaluationInput(viewport: Size(width: 390, height: 844), itemCounts: [20_000])
    let evaluation = try Evaluator.evaluate(layout, input: input)
    let total = evaluation.elementCount
    for format in Self.formats {
      let stream = CountingStream(EvaluationStream(evaluation: evaluation, rect: nil, batchSize: 1_000))
      let environment = ChunkEnvironment()
      let printer = FramePrinter(
        layout: layout, evaluation: evaluation, viewport: input.viewport, scale: input.scale, environment: environment)
      switch format {
      case "table": printer.table(stream)
      case "summary": printer.summary(stream)
      default: printer.json(stream)
      }
      // The table walks the stream twice (column widths, then rows); the others once.
      #expect(stream.passes == (format == "table" ? 2 : 1), "\(format)")
      // Batches hold whole groups (six elements here): as many as fit in 1,000.
      #expect(stream.batches == stream.passes * ((total + 995) / 996), "\(format)")
      #expect(stream.largest == 996)
      #expect(
        environment.chunks.joined()
          == Self.materialised(layout, evaluation, input: input, rect: nil, format: format), "\(format)")
      // Nothing near the whole output (megabytes) is ever held: each write is one chunk of about 64 KiB.
      #expect(environment.chunks.allSatisfy { $0.utf8.count <= (1 << 16) + 4_096 }, "\(format)")
      if format != "summary" { #expect(environment.chunks.count > 10, "\(format)") }
    }
  }

  // MARK: Number formatting

  /// The byte writers, and the strings of the titles, print numbers exactly as the materialised printer's `number`
  /// and `short` (and `String(Int)`) did.
  @Test func numbersPrintAsTheStringFormatters() {
    var rng = SeededGenerator(seed: 10)
    var values: [Double] = [
      0, -0.0, 1, -1, 0.5, -0.5, 0.0004, 0.0005, -0.0005, 0.001, 1 / 3, 2 / 3, -1 / 3, 115.33333333333333,
      169.33333333333334, 999_999_999.9994, 999_999_999.9996, 1e9, 1e12 + 0.5, 1e15, -1e15, 1e15 - 0.5, 1e16, 1e300,
      .infinity, -.infinity, .nan, .ulpOfOne, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 4_503_599_627_370_495.5,
      433_333_420, 1_300_000_000.6666667, 0.0015, 2.0005, -2.0005, 999_999_999.9995, -999_999_999.9995, 1e9 - 0.0005,
      -1e9, 62.6665, -69.6665, 4.6665,
    ]
    for _ in 0..<3_000 {
      let magnitude = pow(10, Double.random(in: -4...13, using: &rng))
      let value = Double.random(in: -magnitude...magnitude, using: &rng)
      values += [value, (value * 3).rounded() / 3, (value * 1000).rounded() / 1000, value.rounded()]
    }
    let environment = FakeEnvironment()
    var buffer = OutputBuffer(environment)
    defer { buffer.release() }
    for value in values {
      buffer.appendNumber(value)
      buffer.append(" ")
      buffer.appendShort(value)
      buffer.append("\n")
    }
    for integer in [0, 1, -1, 9, 10, 99, 100, Int(Int32.max), Int(Int32.min), Int.max, Int.min] {
      buffer.appendInteger(integer)
      buffer.append("\n")
    }
    buffer.flush()
    let expected =
      values.map { "\(MaterialisedFramePrinter.number($0)) \(MaterialisedFramePrinter.short($0))\n" }.joined()
      + [0, 1, -1, 9, 10, 99, 100, Int(Int32.max), Int(Int32.min), Int.max, Int.min].map { "\($0)\n" }.joined()
    #expect(environment.standardOutput == expected)
    // The table sizes its columns by these lengths before printing.
    for value in values {
      let short = MaterialisedFramePrinter.short(value)
      let number = MaterialisedFramePrinter.number(value)
      #expect(FramePrinter.short(value) == short && PrintedNumber.short(value).length == short.count, "\(value)")
      #expect(FramePrinter.number(value) == number && PrintedNumber.number(value).length == number.count, "\(value)")
    }
  }
}

/// Random `.layout` sources that reach every element category: several sections with insets and spacing, headers and
/// footers (some pinned, some estimated), backgrounds, item and group supplementaries, nested and counted groups,
/// fractions that are not whole pixels, and flow sections.
struct EvalSourceGenerator {
  var rng: SeededGenerator
  private(set) var sectionCount = 0
  private var declarations: [String] = []
  private var counter = 0

  init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
  mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

  mutating func name(_ prefix: String) -> String {
    counter += 1
    return "\(prefix)\(counter)"
  }

  mutating func dimension(_ unit: String) -> String {
    pick(["1\(unit)", "1/3\(unit)", "2/3\(unit)", "1/2\(unit)", "3/7\(unit)", "\(pick([37, 44, 90, 125]))", "62.5"])
  }

  mutating func child(depth: Int, supplementaries: [String]) -> String {
    if depth < 2 && chance(0.3) { return group(depth: depth + 1, root: false, supplementaries: supplementaries) }
    let n = name("i")
    var body = "size: \(dimension("w")) x \(dimension("h"))"
    if chance(0.5) { body += "; insets: \(pick(["2", "3.5", "0 6", "7"]))" }
    let itemSupplementaries = supplementaries.filter { $0.hasPrefix("is") && chance(0.5) }
    if !itemSupplementaries.isEmpty { body += "; supplementaries: \(itemSupplementaries.joined(separator: ", "))" }
    declarations.append("  item \(n) { \(body) }")
    return n
  }

  mutating func group(depth: Int, root: Bool, supplementaries: [String]) -> String {
    let n = name("g")
    let axis = pick(["horizontal", "vertical"])
    var body = "size: " + (root ? "1w x \(pick(["1/3w", "120", "2/5w", "1/4h"]))" : "\(dimension("w")) x 1h")
    if chance(0.3) { body += "; spacing: \(pick([4, 10]))" }
    let groupSupplementaries = supplementaries.filter { $0.hasPrefix("gs") && chance(0.4) }
    if !groupSupplementaries.isEmpty { body += "; supplementaries: \(groupSupplementaries.joined(separator: ", "))" }
    if chance(0.3) {
      body += "; \(child(depth: depth, supplementaries: supplementaries)) * \(int(1...3))"
    } else {
      for _ in 0..<int(1...3) { body += "; \(child(depth: depth, supplementaries: supplementaries))" }
    }
    declarations.append("  \(axis) \(n) { \(body) }")
    return n
  }

  mutating func layout() -> String {
    declarations = []
    var supplementaries: [String] = []
    // A layout's sections are all flow sections or all compositional ones (E0309).
    let flow = chance(0.2)
    for index in 0..<(flow ? 0 : int(0...3)) {
      let n = index % 2 == 0 ? "is\(index)" : "gs\(index)"
      supplementaries.append(n)
      let anchor = pick(["top trailing", "bottom leading", "center"])
      declarations.append(
        "  supplementary \(n) \"badge-\(n)\" { size: \(pick(["20", "12.5", "7"])) x 16; anchor: \(anchor)\(chance(0.5) ? "; z: \(int(0...3))" : "") }"
      )
    }
    sectionCount = int(1...3)
    var sections: [String] = []
    for index in 0..<sectionCount {
      if flow {
        var body = "insets: \(pick(["8 16", "0", "4 10"])); flow: \(pick(["110 x 32", "100.5 x 40", "60 x 60"]))"
        body += "; item-spacing: \(pick([0, 8])); line-spacing: \(pick([0, 8]))"
        if chance(0.5) { body += "; header \"flow-title\(index)\" { size: 1w x 44 }" }
        if chance(0.3) { body += "; footer \"flow-end\(index)\" { size: 1w x 20 }" }
        sections.append("  section { \(body) }")
        continue
      }
      var body = ""
      if chance(0.5) { body += "insets: \(pick(["8 16", "10", "0 12"])); " }
      if chance(0.5) { body += "spacing: \(pick([4, 10, 12])); " }
      if chance(0.5) {
        let height = chance(0.3) ? "~40" : "\(pick([30, 44]))"
        body += "header \"head\(index)\" { size: 1w x \(height)\(chance(0.5) ? "; pinned: true" : "") }; "
      }
      if chance(0.3) { body += "footer \"foot\(index)\" { size: 1w x \(pick([20, 44])) }; " }
      if chance(0.3) { body += "background \"back\(index)\" { insets: \(pick([0, 4, 8])) }; " }
      body += group(depth: 0, root: true, supplementaries: supplementaries)
      sections.append("  section { \(body) }")
    }
    let spacing = !flow && chance(0.5) ? "  spacing: \(pick([8, 24]))\n" : ""
    return "layout Generated {\n" + spacing + declarations.joined(separator: "\n") + "\n"
      + sections.joined(separator: "\n")
      + "\n}\n"
  }
}
