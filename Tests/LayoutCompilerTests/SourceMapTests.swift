import Foundation
import LayoutCompiler
import Testing

/// The source map's assignment and entry spans (what the linter points at): for every Example and every clean file of
/// the lint corpus, each array is parallel to the IR's, and each span holds what it locates.
@Suite struct SourceMapTests {
  static let files: [URL] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    return ["Examples", "Tests/LayoutLintTests/Corpus"].flatMap { folder -> [URL] in
      let directory = root.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.filter { $0.hasSuffix(".layout") }.sorted().map { directory.appendingPathComponent($0) }
    }
  }()

  @Test func theFilesAreThere() { #expect(Self.files.count >= 20) }

  @Test(arguments: files)
  func spansAreParallelToTheIR(_ url: URL) throws {
    let compilation = Compilation(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
    guard let ir = compilation.ir, let map = compilation.sourceMap else { return }  // corpus files with errors
    let source = compilation.source
    for (layout, spans) in zip(ir.layouts, map.layouts) {
      #expect(spans.itemDeclarations.count == layout.items.count)
      #expect(spans.groupDeclarations.count == layout.groups.count)
      #expect(spans.supplementaryDeclarations.count == layout.supplementaries.count)
      #expect(spans.sectionDeclarations.count == layout.sections.count)
      #expect(spans.fields[.spacing, default: []].count == layout.spacing.assignments.count)
      for (item, declaration) in zip(layout.items, spans.itemDeclarations) {
        #expect(declaration.name == item.name)
        #expect(source.text(declaration.head).hasPrefix("item"))
        Self.expectSizes(declaration.spans(of: .size), item.size.assignments.count, source)
        #expect(declaration.spans(of: .insets).count == item.insets.assignments.count)
        #expect(declaration.spans(of: .edges).count == item.edges.assignments.count)
        #expect(declaration.spans(of: .supplementaries).count == item.supplementaries.entries.count)
      }
      for (group, declaration) in zip(layout.groups, spans.groupDeclarations) {
        #expect(declaration.name == group.name)
        #expect(source.text(declaration.head).hasPrefix(group.axis.rawValue))
        #expect(declaration.displayName.hasPrefix("\(group.axis.rawValue) group"))
        Self.expectSizes(declaration.spans(of: .size), group.size.assignments.count, source)
        #expect(declaration.spans(of: .spacing).count == group.spacing.assignments.count)
        #expect(declaration.spans(of: .count).count == group.count.assignments.count)
        let children = declaration.spans(of: .children)
        try #require(children.count == group.children.entries.count)
        for (entry, span) in zip(group.children.entries, children) {
          // A child reference names its declaration, or is one (an inline `horizontal { … }`).
          let name: String? =
            switch entry.value {
            case .item(let i): layout.items[i].name
            case .group(let g): layout.groups[g].name
            }
          if let name { #expect(source.text(span).hasPrefix(name), "\(source.text(span))") }
        }
      }
      for (supplementary, declaration) in zip(layout.supplementaries, spans.supplementaryDeclarations) {
        #expect(source.text(declaration.head).hasPrefix("supplementary"))
        Self.expectSizes(declaration.spans(of: .size), supplementary.size.assignments.count, source)
        #expect(declaration.spans(of: .anchor).count == supplementary.anchor.assignments.count)
        #expect(declaration.spans(of: .itemAnchor).count == supplementary.itemAnchor.assignments.count)
        #expect(declaration.spans(of: .insets).count == supplementary.insets.assignments.count)
      }
      for (s, section) in layout.sections.enumerated() {
        let declaration = spans.sectionDeclarations[s]
        #expect(declaration.spans(of: .root).count == section.root.assignments.count)
        #expect(declaration.spans(of: .insets).count == section.insets.assignments.count)
        #expect(declaration.spans(of: .scroll).count == section.scroll.assignments.count)
        #expect(spans.boundaryDeclarations[s].count == section.boundaries.entries.count)
        #expect(spans.backgroundDeclarations[s].count == section.backgrounds.entries.count)
        for (entry, boundary) in zip(section.boundaries.entries, spans.boundaryDeclarations[s]) {
          Self.expectSizes(boundary.spans(of: .size), entry.value.size.assignments.count, source)
          #expect(boundary.spans(of: .alignment).count == entry.value.alignment.assignments.count)
          #expect(boundary.spans(of: .followsInsets).count == entry.value.followsInsets.assignments.count)
        }
      }
    }
  }

  /// `size` spans are one per assignment, and each is a size value (`1w x 44`).
  static func expectSizes(_ spans: [SourceSpan], _ count: Int, _ source: SourceFile) {
    #expect(spans.count == count)
    for span in spans { #expect(source.text(span).contains(" x "), "\(source.text(span))") }
  }
}
