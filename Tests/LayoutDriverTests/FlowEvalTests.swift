import LayoutDriver
import LayoutTestSupport
import Testing

/// `layoutc eval` on a layout of flow sections (UICollectionViewFlowLayout, the F rules of Semantics.md), in process.
@Suite struct FlowEvalTests {
  /// `Examples/Tags.layout`: chips of 110 x 32 in 358 points (insets 16) with item-spacing 8 fit 3 to a row (F5),
  /// justified with (358 - 330) / 2 = 14 between them (F6): x = 16, 140, 264. The header is 44 tall and spans the
  /// whole width (F13); rows start after it and the top inset 8 and advance by 32 + 8 (F9): y = 52, 92, 132; the last
  /// row's single chip is column-aligned at 16 (F7). Content 44 + 8 + 3 * 32 + 2 * 8 + 8 = 172. The header has the flow
  /// layout's z-index 10 (F13).
  @Test func tagsTable() {
    let path = "Examples/Tags.layout"
    let source = Fixtures.bytes(Fixtures.repositoryRoot().appendingPathComponent(path))
    let environment = FakeEnvironment(files: [path: String(decoding: source, as: UTF8.self)])
    let status = Driver.run(
      arguments: ["eval", path, "--viewport", "390x844", "--items", "7", "--format", "table"],
      environment: environment)
    let expected = """
      layout Tags at 390x844 scale 3: content 390 x 172

      category  kind        section  item    x    y  width  height   z  pinned
      cell      -                 0     0   16   52    110      32   0
      cell      -                 0     1  140   52    110      32   0
      cell      -                 0     2  264   52    110      32   0
      cell      -                 0     3   16   92    110      32   0
      cell      -                 0     4  140   92    110      32   0
      cell      -                 0     5  264   92    110      32   0
      cell      -                 0     6   16  132    110      32   0
      boundary  tags-title        0     0    0    0    390      44  10

      """
    #expect(status == 0 && environment.standardError.isEmpty, "\(environment.standardError)")
    #expect(environment.standardOutput == expected)
  }
}
