import Testing

@testable import LayoutFormatter

@Suite struct UnifiedDiffTests {
  @Test func equalInputsGiveNoDiff() {
    #expect(UnifiedDiff.render(old: Array("a\nb\n".utf8), new: Array("a\nb\n".utf8), name: "x") == "")
  }

  @Test func hunksHaveThreeLinesOfContext() {
    let old = (1...12).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 6\n", with: "six\n")
    let expected = """
      --- a/f.layout
      +++ b/f.layout
      @@ -3,7 +3,7 @@
       line 3
       line 4
       line 5
      -line 6
      +six
       line 7
       line 8
       line 9

      """
    #expect(UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), name: "f.layout") == expected)
  }

  @Test func missingFinalNewlineIsMarked() {
    let diff = UnifiedDiff.render(old: Array("a\nb".utf8), new: Array("a\nb\n".utf8), name: "f")
    #expect(diff == "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
  }

  /// Applying the hunks to the old lines gives the new lines, for random edits (a seeded property).
  @Test(arguments: Array(UInt64(1)...60))
  func scriptTurnsOldIntoNew(_ seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let old = (0..<random.below(40)).map { _ in "l\(random.below(6))\n" }
    var new = old
    for _ in 0..<random.below(8) {
      switch random.below(3) {
      case 0 where !new.isEmpty: new.remove(at: random.below(new.count))
      case 1: new.insert("n\(random.below(4))\n", at: random.below(new.count + 1))
      default: if !new.isEmpty { new[random.below(new.count)] = "c\n" }
      }
    }
    let a = UnifiedDiff.lines(Array(old.joined().utf8))
    let b = UnifiedDiff.lines(Array(new.joined().utf8))
    let script = UnifiedDiff.editScript(a, b)
    #expect(script.filter { $0.kind != .insert }.map { a[$0.old] } == a)
    #expect(script.filter { $0.kind != .delete }.map { $0.kind == .insert ? b[$0.new] : a[$0.old] } == b)
    // Shortest: as many kept lines as the longest common subsequence (a plain dynamic programme).
    #expect(script.filter { $0.kind == .same }.count == Self.longestCommonSubsequence(a, b))
  }

  static func longestCommonSubsequence(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }
}
