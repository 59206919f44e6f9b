import Testing

@testable import LayoutDriver

/// The lexical path arithmetic of config discovery: where the walk up goes, and how paths relate to a config file's
/// or a `.gitignore`'s directory.
@Suite struct ProjectPathsTests {
  @Test(arguments: [
    ("a/./b/../c", "a/c"), ("", "."), ("./", "."), ("../a/..", ".."), ("/a/../..", "/"), ("a//b/", "a/b"),
  ])
  func normalizes(path: String, expected: String) {
    #expect(ProjectPaths.normalized(path) == expected)
  }

  @Test func parentsClimbToTheRootAndNoFurther() {
    func chain(_ path: String, depth: Int?) -> [String] {
      var result: [String] = []
      var current = path
      while let parent = ProjectPaths.parent(of: current, workingDirectoryDepth: depth) {
        result.append(parent)
        current = parent
      }
      return result
    }
    #expect(chain("a/b/c.layout", depth: nil) == ["a/b", "a", "."])
    #expect(chain("a/c.layout", depth: 2) == ["a", ".", "..", "../.."])
    #expect(chain("/x/y/c.layout", depth: nil) == ["/x/y", "/x", "/"])
    #expect(chain("../c.layout", depth: 1) == [".."])
  }

  @Test func relativePaths() {
    #expect(ProjectPaths.relative("a/b/c.layout", to: "a", workingDirectory: nil) == "b/c.layout")
    #expect(ProjectPaths.relative("a/b/c.layout", to: ".", workingDirectory: nil) == "a/b/c.layout")
    #expect(ProjectPaths.relative("ab/c.layout", to: "a", workingDirectory: nil) == nil)
    #expect(ProjectPaths.relative("c.layout", to: "..", workingDirectory: nil) == nil)
    #expect(ProjectPaths.relative("c.layout", to: "..", workingDirectory: "/w/repo/App") == "App/c.layout")
    #expect(ProjectPaths.relative("/w/repo/App/c.layout", to: "App", workingDirectory: "/w/repo") == "c.layout")
  }
}
