import Foundation
import PackagePlugin

/// `swift package format-layouts [--target NAME]... [PATH...]`: `layoutc fmt` on the `.layout` files of the package's
/// targets (or of the paths given), rewriting them in place; the package directory must be writable, which SwiftPM
/// asks the user to allow (`--allow-writing-to-package-directory` without asking).
@main struct FormatLayouts: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let layoutc = try context.tool(named: "layoutc").url
    var extractor = ArgumentExtractor(arguments)
    let targets = extractor.extractOption(named: "target")
    let paths = try LayoutFiles.paths(in: context.package, targets: targets, given: extractor.remainingArguments)
    if paths.isEmpty {
      print("no .layout files to format")
      return
    }
    try LayoutFiles.run(layoutc, ["fmt"] + paths)
  }
}
