import LayoutConfig
import Testing

/// The `.gitignore` subset: comments, negation, directory-only, anchored and unanchored patterns, escapes.
@Suite struct GitignoreTests {
  let file = GitignoreFile(
    directory: ".",
    bytes: Array(
      """
      # build products
      build/
      /Pods
      *.generated.layout
      !keep.generated.layout
      Sources/Drafts
      \\#literal.layout
      trailing.layout   \r
      [unclosed

      """.utf8))

  @Test func commentsBlanksAndInvalidLinesAreNotPatterns() {
    #expect(file.patterns.count == 7)
  }

  @Test(
    arguments: [
      ("build", true, true), ("build", false, nil), ("a/build", true, true), ("Pods", true, true),
      ("a/Pods", true, nil), ("x/y.generated.layout", false, true), ("x/keep.generated.layout", false, false),
      ("Sources/Drafts", true, true), ("a/Sources/Drafts", true, nil), ("#literal.layout", false, true),
      ("trailing.layout", false, true), ("other.layout", false, nil),
    ] as [(String, Bool, Bool?)])
  func decides(path: String, isDirectory: Bool, expected: Bool?) {
    #expect(file.decision(for: path, isDirectory: isDirectory) == expected)
  }

  @Test func excludeListSkipsEntriesBelowAMatchingDirectory() throws {
    let patterns = [try PathPattern("Pods/", negation: false), try PathPattern("Generated/*.layout", negation: false)]
    #expect(patterns.excludes("Pods/a/b.layout", isDirectory: false) != nil)
    #expect(patterns.excludes("x/Pods/b.layout", isDirectory: false) != nil)
    #expect(patterns.excludes("Generated/a.layout", isDirectory: false) != nil)
    #expect(patterns.excludes("x/Generated/a.layout", isDirectory: false) == nil)
    #expect(patterns.excludes("Pods.layout", isDirectory: false) == nil)
  }
}
