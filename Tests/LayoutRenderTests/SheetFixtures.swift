import Foundation
import LayoutCompiler
import LayoutRender
import LayoutTestSupport

/// The sheets the tests draw: each Example at a phone's size in both orientations (or at the one size its layout
/// declares, as the ScrollingAlbum's pager and strip do), with every variant of its parameters, at 24 items a section
/// (what `layoutc render` draws without `--items`).
enum SheetFixtures {
  static let viewports = [Size(width: 390, height: 844), Size(width: 844, height: 390)]
  static let itemsPerSection = 24

  /// Every Example but the design system's, whose files take part in imports (ImportCommandTests compiles them).
  static var examples: [URL] {
    Fixtures.files(in: "Examples", withExtension: "layout").filter { !$0.path.contains("/DesignSystem/") }
  }

  /// The Example's path under `Examples` (the cookbook's are in a folder of their own).
  static func name(of url: URL) -> String {
    let examples = Fixtures.repositoryRoot().appendingPathComponent("Examples").standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(examples) ? String(path.dropFirst(examples.count)) : url.lastPathComponent
  }

  static func compilation(_ url: URL) -> Compilation {
    Compilation(path: "Examples/\(name(of: url))", bytes: Fixtures.bytes(url))
  }

  /// The request for every layout of an Example: one column per viewport and variant.
  static func requests(for compilation: Compilation) -> [SheetRequest] {
    (compilation.ir?.layouts ?? []).map { layout in
      let combinations = ParameterCombination.all(of: layout, fixing: [:], limit: SheetRequest.maximumColumns) ?? []
      let columns = combinations.flatMap { combination in
        (declaredSize(of: layout).map { [$0] } ?? viewports).map { viewport in
          SheetColumn(
            caption: combination.caption.isEmpty ? "\(viewport)" : "\(viewport); \(combination.caption)",
            input: EvaluationInput(
              viewport: viewport, scale: 3, params: combination.params,
              itemCounts: Array(repeating: itemsPerSection, count: layout.sections.count)))
        }
      }
      return SheetRequest(layout: layout.name, columns: columns)
    }
  }

  /// The layout's `viewport:` when it is one size rather than a range.
  static func declaredSize(of layout: IRLayout) -> Size? {
    guard let range = layout.viewport, let width = range.minWidth, let height = range.minHeight,
      range.maxWidth == width, range.maxHeight == height
    else { return nil }
    return Size(width: width.doubleValue, height: height.doubleValue)
  }
}
