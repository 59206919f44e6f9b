import Foundation
import LayoutDriver
import LayoutEvaluator
import LayoutIR
import LayoutLowering
import LayoutSemantics
import LayoutSource
import LayoutTestSupport
import Testing

/// The conformance suite of `Conformance/` (issue 10): each case's frames come from the rules by
/// `Conformance/derive.py`, never from layoutc, and layoutc must give them both through the library an app embeds
/// (check, lower, evaluate) and through `layoutc eval --format json`, as `Conformance/README.md` tells another
/// implementation to run them. A case marked `"status": "known-failure"` is reported as a known issue; when it
/// starts passing, the test fails until the mark is removed.
@Suite("Conformance suite")
struct ConformanceTests {
  static let names = ConformanceCase.names()

  @Test("every case loads strictly, names rules and a layout file, and every layout file is used")
  func suiteIsWhole() throws {
    #expect(Self.names.count >= 150, "only \(Self.names.count) cases in Conformance/cases")
    var used = Set<String>()
    for name in Self.names {
      let testCase = try ConformanceCase.load(name)
      #expect(!testCase.rules.isEmpty, "\(name) names no rule")
      let layout = ConformanceCase.directory.appendingPathComponent(testCase.layout)
      #expect(FileManager.default.fileExists(atPath: layout.path), "\(name): no file \(testCase.layout)")
      used.insert(testCase.layout)
    }
    let files = Fixtures.files(in: "Conformance/layouts", withExtension: "layout").map {
      "layouts/\($0.lastPathComponent)"
    }
    #expect(Set(files) == used, "layout files no case uses: \(Set(files).subtracting(used).sorted())")
  }

  @Test("the library (check, lower, evaluate) gives each case's frames", arguments: names)
  func library(name: String) throws {
    let testCase = try ConformanceCase.load(name)
    let (size, elements) = try Self.evaluate(testCase)
    Self.report(testCase, testCase.differences(contentSize: size, elements: elements))
  }

  @Test("`layoutc eval --format json` gives each case's frames", arguments: names)
  func commandLine(name: String) throws {
    let testCase = try ConformanceCase.load(name)
    let (size, elements) = try Self.runEval(testCase)
    Self.report(testCase, testCase.differences(contentSize: size, elements: elements))
  }

  /// The comparison is not vacuous: a frame a hair too far, a wrong z, a missing element, an extra one and another
  /// content size each fail a case, while a Double within the tolerance passes.
  @Test("a wrong frame, z, content size, a missing or an extra element fails a case")
  func comparisonCanFail() throws {
    let testCase = try ConformanceCase.load("worked-c-header-grid")
    let (size, elements) = try Self.evaluate(testCase)
    #expect(testCase.differences(contentSize: size, elements: elements).isEmpty)
    let header = ConformanceCase.Key(category: "boundary", kind: "header", section: 0, item: 0)
    let cell = ConformanceCase.Key(category: "cell", kind: nil, section: 0, item: 4)
    var nudged = elements
    nudged[cell]!.frame[1] += 5e-10
    #expect(testCase.differences(contentSize: size, elements: nudged).isEmpty)
    nudged[cell]!.frame[1] += 1e-8
    let message = "cell 0.4: frame \(nudged[cell]!.frame), expected \(testCase.expected[cell]!.frame)"
    #expect(testCase.differences(contentSize: size, elements: nudged) == [message])
    var other = elements
    other[header]!.z = 2
    #expect(testCase.differences(contentSize: size, elements: other).count == 1)
    var missing = elements
    missing[header] = nil
    #expect(testCase.differences(contentSize: size, elements: missing) == ["boundary \"header\" 0.0 is missing"])
    var extra = elements
    extra[ConformanceCase.Key(category: "cell", kind: nil, section: 0, item: 7)] = elements[cell]
    #expect(testCase.differences(contentSize: size, elements: extra).count == 1)
    #expect(testCase.differences(contentSize: (size.width, size.height + 1), elements: elements).count == 1)
  }

  @Test(
    "derive.py --check: every expected block follows from the rules and the hand derivations",
    .enabled(if: Python.available != nil, "needs python3"))
  func derivationAgrees() throws {
    let python = try #require(Python.available)
    let run = try python.run(["Conformance/derive.py", "--check"], in: Fixtures.repositoryRoot())
    #expect(run.status == 0, "\(run.text)\(run.standardError)")
    #expect(run.text.contains("all agree"), "\(run.text)")
  }

  /// The oracle can fail: a copy of the suite with one number changed does not pass `--check`.
  @Test(
    "derive.py --check fails on a case whose expected frames were edited",
    .enabled(if: Python.available != nil, "needs python3"))
  func derivationCanFail() throws {
    let python = try #require(Python.available)
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-conformance-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.copyItem(at: ConformanceCase.directory, to: copy)
    let caseFile = copy.appendingPathComponent("cases/worked-a-grid.json")
    let text = try String(contentsOf: caseFile, encoding: .utf8)
    let edited = text.replacingOccurrences(of: "\"width\": 126", with: "\"width\": 127")
    #expect(edited != text)
    try Data(edited.utf8).write(to: caseFile)
    let run = try python.run([copy.appendingPathComponent("derive.py").path, "--check"], in: copy)
    #expect(run.status == 1)
    #expect(run.standardError.contains("worked-a-grid: `expected` differs from the derivation"), "\(run.standardError)")
  }

  // MARK: running a case

  /// The library route: what an app does with a compiled layout, after the compiler's check and lowering.
  static func evaluate(_ testCase: ConformanceCase) throws -> (
    (width: Double, height: Double), [ConformanceCase.Key: ConformanceCase.Placement]
  ) {
    let url = ConformanceCase.directory.appendingPathComponent(testCase.layout)
    let checked = FrontEnd.check(SourceFile(path: testCase.layout, bytes: Fixtures.bytes(url)))
    guard !checked.hasErrors else {
      throw CaseJSON.Failure("\(testCase.layout) does not check: \(checked.diagnostics)")
    }
    let document = Lowering.lower(checked.program)
    guard let layout = testCase.layoutName.map({ document.layout(named: $0) }) ?? document.layouts.first else {
      throw CaseJSON.Failure("\(testCase.layout) has no layout \(testCase.layoutName ?? "")")
    }
    var measured: [ElementID: LayoutEvaluator.Size] = [:]
    for measure in testCase.measured {
      guard let category = ElementCategory.allCases.first(where: { "\($0)" == measure.key.category }) else {
        throw CaseJSON.Failure("\(testCase.name): unknown category \(measure.key.category)")
      }
      let id = ElementID(
        category: category, kind: measure.key.kind, section: measure.key.section, item: measure.key.item)
      measured[id] = LayoutEvaluator.Size(width: measure.width, height: measure.height)
    }
    let evaluation = try Evaluator.evaluate(
      layout,
      input: EvaluationInput(
        viewport: LayoutEvaluator.Size(width: testCase.viewport.width, height: testCase.viewport.height),
        scale: testCase.scale, params: testCase.params, itemCounts: testCase.items, measuredSizes: measured))
    var elements: [ConformanceCase.Key: ConformanceCase.Placement] = [:]
    for element in evaluation.allElements() {
      let key = ConformanceCase.Key(
        category: "\(element.category)", kind: evaluation.kind(of: element), section: element.section,
        item: element.item)
      let frame = element.frame
      elements[key] = ConformanceCase.Placement(
        frame: [frame.x, frame.y, frame.width, frame.height], z: element.zIndex, pinned: element.isPinned)
    }
    return ((evaluation.contentSize.width, evaluation.contentSize.height), elements)
  }

  /// The command-line route of `Conformance/README.md`: `layoutc eval FILE --viewport … --format json`.
  static func runEval(_ testCase: ConformanceCase) throws -> (
    (width: Double, height: Double), [ConformanceCase.Key: ConformanceCase.Placement]
  ) {
    let path = "Conformance/\(testCase.layout)"
    let source = Fixtures.bytes(ConformanceCase.directory.appendingPathComponent(testCase.layout))
    let environment = FakeEnvironment(files: [path: String(decoding: source, as: UTF8.self)])
    var arguments = [
      "eval", path, "--viewport", "\(testCase.viewport.width)x\(testCase.viewport.height)", "--scale",
      "\(testCase.scale)", "--items", testCase.items.map(String.init).joined(separator: ","), "--format", "json",
    ]
    if let name = testCase.layoutName { arguments += ["--layout", name] }
    for (key, value) in testCase.params.sorted(by: { $0.key < $1.key }) { arguments += ["--set", "\(key)=\(value)"] }
    for measure in testCase.measured {
      let kind = measure.key.category == "cell" ? "cell" : measure.key.kind ?? ""
      arguments += [
        "--measure", "\(kind)@\(measure.key.section):\(measure.key.item)=\(measure.width)x\(measure.height)",
      ]
    }
    let status = Driver.run(arguments: arguments, environment: environment)
    guard status == 0 else {
      throw CaseJSON.Failure(
        "layoutc \(arguments.joined(separator: " ")) exited \(status): \(environment.standardError)")
    }
    let output = CaseJSON(try JSONSerialization.jsonObject(with: Data(environment.standardOutput.utf8)), at: "output")
    let content = try output["contentSize"]
    var elements: [ConformanceCase.Key: ConformanceCase.Placement] = [:]
    for element in try output["elements"].array() {
      let kind = element.value as? [String: Any]
      let key = ConformanceCase.Key(
        category: try element["category"].string(), kind: kind?["kind"] as? String,
        section: try element["section"].integer(), item: try element["item"].integer())
      let frame = try element["frame"]
      elements[key] = ConformanceCase.Placement(
        frame: try ["x", "y", "width", "height"].map { try frame[$0].number() },
        z: try element["zIndex"].integer(), pinned: try element.optional("pinned")?.boolean() ?? false)
    }
    return ((try content["width"].number(), try content["height"].number()), elements)
  }

  /// Records a case's differences, as a known issue when the case is marked as a known failure.
  static func report(_ testCase: ConformanceCase, _ problems: [String]) {
    let message = Comment(
      rawValue: "\(testCase.name) (\(testCase.rules.joined(separator: ", "))):\n"
        + problems.joined(separator: "\n"))
    if let issue = testCase.knownFailure {
      withKnownIssue("\(testCase.name) is a known failure: \(issue)") { #expect(problems.isEmpty, message) }
    } else {
      #expect(problems.isEmpty, message)
    }
  }
}

/// `python3`, when this machine has it (CI does).
struct Python {
  static let available: Python? = {
    let python = Python()
    return (try? python.run(["--version"]))?.status == 0 ? python : nil
  }()

  func run(_ arguments: [String], in directory: URL? = nil) throws -> BuiltTool.Outcome {
    try BuiltTool.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments, in: directory)
  }
}
