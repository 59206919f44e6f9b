import Foundation
import PackagePlugin

/// A build-tool plugin: each `.layout` file among a target's sources becomes Swift (`layoutc generate swift`) that is
/// compiled into the target, so the app builds its layouts from the files on every build and a layout with an error
/// fails the build with its diagnostic. Add it to a target with
/// `plugins: [.plugin(name: "LayoutSwiftPlugin", package: "layoutc")]`.
@main struct LayoutSwiftPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    let layoutc = try context.tool(named: "layoutc").url
    return module.sourceFiles(withSuffix: "layout").map { file in
      let input = file.url
      let output = context.pluginWorkDirectoryURL.appending(
        path: input.deletingPathExtension().lastPathComponent + "+Layout.swift")
      return .buildCommand(
        displayName: "Generating Swift from \(input.lastPathComponent)", executable: layoutc,
        arguments: ["generate", "swift", input.path, "-o", output.path], inputFiles: [input], outputFiles: [output])
    }
  }
}
