import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDriver

/// `Documentation/Cookbook.md`: each recipe shows an Example of `Examples/Cookbook` verbatim, that Example checks
/// clean, and the picture under it is what the `layoutc render` command printed above it draws today (the test reads
/// the commands from the page; `LAYOUTC_UPDATE_GOLDEN=1` redraws the pictures).
@Suite struct CookbookTests {
  static let root = Fixtures.repositoryRoot()
  static let page = String(
    decoding: Fixtures.bytes(root.appendingPathComponent("Documentation/Cookbook.md")), as: UTF8.self)
  static let recipes = Fixtures.files(in: "Examples/Cookbook", withExtension: "layout")

  /// The page's `layoutc render …` lines, as argument lists (the page writes them without quoting).
  static var commands: [[String]] {
    page.split(separator: "\n").filter { $0.hasPrefix("layoutc render Examples/Cookbook/") }
      .map { $0.split(separator: " ").dropFirst().map(String.init) }
  }

  static func text(_ path: String) -> String {
    String(decoding: Fixtures.bytes(root.appendingPathComponent(path)), as: UTF8.self)
  }

  @Test func everyRecipeIsOnThePageVerbatimWithItsPicture() {
    #expect(Self.recipes.count >= 7)
    for recipe in Self.recipes {
      let path = "Examples/Cookbook/" + recipe.lastPathComponent
      let name = recipe.deletingPathExtension().lastPathComponent
      #expect(Self.page.contains("```layout\n" + Self.text(path) + "```\n"), "\(path) is not on the page verbatim")
      #expect(Self.commands.contains { $0[1] == path && $0.last == "Documentation/Cookbook/\(name).svg" })
      #expect(Self.page.contains("](Cookbook/\(name).svg)"), "no picture for \(name)")
    }
  }

  @Test(arguments: Fixtures.files(in: "Examples/Cookbook", withExtension: "layout"))
  func recipeChecksClean(recipe: URL) {
    let path = "Examples/Cookbook/" + recipe.lastPathComponent
    let environment = FakeEnvironment(files: [path: Self.text(path)])
    #expect(environment.run("check", path) == 0)
    #expect(environment.standardError == "no problems found in 1 file\n", "\(environment.standardError)")
  }

  @Test(arguments: commands)
  func pictureIsWhatTheCommandDraws(arguments: [String]) throws {
    let layout = arguments[1]
    let picture = try #require(arguments.last)
    // Draw to standard output: the page's `-o FILE` names the golden file.
    let drawing = Array(arguments.dropLast(2))
    let environment = FakeEnvironment(files: [layout: Self.text(layout)])
    #expect(Driver.run(arguments: drawing, environment: environment) == 0)
    #expect(environment.standardError.isEmpty, "\(environment.standardError)")
    if let difference = Golden.check(environment.standardOutput, against: Self.root.appendingPathComponent(picture)) {
      Issue.record("\(difference)")
    }
  }
}
