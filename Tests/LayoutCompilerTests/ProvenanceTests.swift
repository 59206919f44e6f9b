import Foundation
import LayoutCompiler
import Testing

/// From an evaluated element to the text it came from: every element of every Example, under every parameter value
/// and on a phone and a tablet, maps through the source map to a declaration of the right kind.
@Suite struct ProvenanceTests {
  static let examples: [URL] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".layout") }.sorted().map { folder.appendingPathComponent($0) }
  }()

  @Test func theExamplesAreThere() { #expect(Self.examples.count >= 8) }

  @Test(arguments: examples)
  func everyElementMapsToItsDeclaration(_ url: URL) throws {
    let compilation = Compilation(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
    let ir = try #require(compilation.ir, "\(url.lastPathComponent) has errors")
    let map = try #require(compilation.sourceMap)
    var checked = 0
    for (layout, spans) in zip(ir.layouts, map.layouts) {
      #expect(spans.name == layout.name)
      #expect(spans.items.count == layout.items.count && spans.groups.count == layout.groups.count)
      #expect(spans.supplementaries.count == layout.supplementaries.count)
      #expect(spans.sections.count == layout.sections.count)
      let declaration = try #require(compilation.layoutDeclarationSpan(named: layout.name))
      #expect(compilation.source.text(declaration).hasPrefix("layout \(layout.name)"))
      for input in Self.inputs(for: layout) {
        guard let evaluation = try? compilation.evaluate(layout: layout.name, input: input) else { continue }
        for element in evaluation.allElements() {
          let origin = try #require(evaluation.origin(of: element))
          let span = try #require(
            compilation.declarationSpan(of: element, in: evaluation, layout: layout.name, input: input),
            "\(layout.name): \(origin)")
          #expect(declaration.start <= span.start && span.end <= declaration.end)
          let text = compilation.source.text(span)
          #expect(Self.keywords(of: origin).contains { text.hasPrefix($0) }, "\(origin): \(text.prefix(40))")
          if let name = origin.name { #expect(text.contains(name), "\(origin): \(text.prefix(40))") }
          checked += 1
        }
      }
    }
    #expect(checked > 0)
  }

  /// The declaration keywords an origin's span may start with.
  static func keywords(of origin: ElementOrigin) -> [String] {
    switch origin {
    case .item: ["item"]
    case .itemSupplementary, .groupSupplementary: ["supplementary"]
    case .flowItem: ["section"]
    case .boundary: ["header", "footer", "boundary"]
    case .background: ["background"]
    }
  }

  /// Every value of every parameter (one at a time, the others at their defaults), on a phone and on a tablet,
  /// with items in every section.
  static func inputs(for layout: IRLayout) -> [EvaluationInput] {
    var params: [[String: String]] = [[:]]
    for param in layout.params { params += param.values.map { [param.name: $0] } }
    let counts = Array(repeating: 7, count: layout.sections.count)
    return [Size(width: 390, height: 844), Size(width: 1024, height: 768)].flatMap { viewport in
      params.map { EvaluationInput(viewport: viewport, scale: 3, params: $0, itemCounts: counts) }
    }
  }
}
