/// A line diff in unified format (`diff -u`, `git diff`), for `layoutc fmt --diff`.
///
/// Myers' O(ND) algorithm finds a shortest edit script; formatting changes few lines, so D stays small. A
/// pathological pair (D above `maximumEditDistance`) gets the plain "delete all, insert all" script instead
/// of quadratic memory: still a correct diff, just not a minimal one.
public enum UnifiedDiff {
  /// Lines of context around each change.
  public static let contextLines = 3
  /// Above this many differing lines, the diff replaces the whole file.
  static let maximumEditDistance = 4_000

  /// A relative path as `git apply` reads it: no `.` segments (`./Examples/./a.layout` is `Examples/a.layout`), which
  /// git refuses in a patch's file names.
  static func repositoryRelative(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.joined(separator: "/")
  }

  /// The unified diff from `old` to `new`, labelled `--- a/NAME` and `+++ b/NAME` as `git diff` does (so
  /// `git apply` and `patch -p1` take it), or `--- NAME` and `+++ NAME` for an absolute path; empty when the
  /// two are equal.
  public static func render(old: [UInt8], new: [UInt8], name: String) -> String {
    let a = lines(old)
    let b = lines(new)
    let script = editScript(a, b)
    guard script.contains(where: { $0.kind != .same }) else { return "" }
    let absolute = name.hasPrefix("/")
    let label = absolute ? name : repositoryRelative(name)
    var text = absolute ? "--- \(label)\n+++ \(label)\n" : "--- a/\(label)\n+++ b/\(label)\n"
    for hunk in hunks(script) {
      let oldLines = hunk.filter { $0.kind != .insert }
      let newLines = hunk.filter { $0.kind != .delete }
      let oldStart = oldLines.first.map { $0.old + 1 } ?? (hunk.first?.old ?? 0)
      let newStart = newLines.first.map { $0.new + 1 } ?? (hunk.first?.new ?? 0)
      text += "@@ -\(range(oldStart, oldLines.count)) +\(range(newStart, newLines.count)) @@\n"
      for edit in hunk {
        let line = edit.kind == .insert ? b[edit.new] : a[edit.old]
        let prefix = edit.kind == .same ? " " : edit.kind == .delete ? "-" : "+"
        var body = line
        let hasNewline = body.last == 0x0A
        if hasNewline { body.removeLast() }
        text += prefix + String(decoding: body, as: UTF8.self) + "\n"
        if !hasNewline { text += "\\ No newline at end of file\n" }
      }
    }
    return text
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }

  /// Lines with their terminators (`\n`; a `\r` before it stays part of the line).
  static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      result.append(bytes[start...index])
      start = index + 1
    }
    if start < bytes.count { result.append(bytes[start...]) }
    return result
  }

  enum EditKind { case same, delete, insert }

  /// One line of the edit script: its kind and its indices in the old and new line lists.
  struct Edit {
    var kind: EditKind
    var old: Int
    var new: Int
  }

  /// A shortest edit script from `a` to `b` (Myers 1986, greedy forward pass and backtracking).
  static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Edit] {
    let n = a.count
    let m = b.count
    let limit = min(n + m, maximumEditDistance)
    let offset = limit + 1
    var v = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    var finished = false
    search: for d in 0...limit {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        while x < n && y < m && a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n && y >= m {
          finished = true
          break search
        }
      }
    }
    guard finished else {
      return (0..<n).map { Edit(kind: .delete, old: $0, new: 0) } + (0..<m).map { Edit(kind: .insert, old: n, new: $0) }
    }
    var edits: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : v[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        x -= 1
        y -= 1
        edits.append(Edit(kind: .same, old: x, new: y))
      }
      if d > 0 {
        if x == previousX {
          edits.append(Edit(kind: .insert, old: x, new: previousY))
        } else {
          edits.append(Edit(kind: .delete, old: previousX, new: y))
        }
      }
      x = previousX
      y = previousY
    }
    return edits.reversed()
  }

  /// Changes with `contextLines` of context, overlapping or touching contexts merged.
  static func hunks(_ script: [Edit]) -> [[Edit]] {
    let changed = script.indices.filter { script[$0].kind != .same }
    var result: [[Edit]] = []
    var index = 0
    while index < changed.count {
      let start = max(0, changed[index] - contextLines)
      var end = changed[index]
      while index + 1 < changed.count && changed[index + 1] - end <= 2 * contextLines {
        index += 1
        end = changed[index]
      }
      result.append(Array(script[start...min(script.count - 1, end + contextLines)]))
      index += 1
    }
    return result
  }
}
