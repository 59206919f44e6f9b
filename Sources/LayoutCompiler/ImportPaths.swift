/// Lexical path arithmetic for imports: `/`-separated, no file system (the façade does no IO). Symbolic links are
/// not followed, so `..` is taken lexically, as in the import's text.
package enum ImportPaths {
  /// `path` with `.` components and repeated `/` removed and each `..` applied to the component before it; a
  /// `..` that would climb above the start of a relative path is kept.
  package static func normalized(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part == ".." && absolute {
        continue  // `/..` is `/`
      } else {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// The directory holding `path` (`.` for a bare file name).
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Where `written` (an import's path) leads from a file at `importer`: relative to the importer's directory,
  /// unless it starts with `/`.
  package static func resolve(_ written: String, from importer: String) -> String {
    if written.hasPrefix("/") { return normalized(written) }
    return normalized(directory(of: importer) + "/" + written)
  }

  /// Whether `path` is `root` or inside it (both normalized, of the same kind: both absolute or both relative).
  package static func isInside(_ path: String, root: String) -> Bool {
    if root == "/" { return path.hasPrefix("/") }
    if root == "." { return !path.hasPrefix("/") && path != ".." && !path.hasPrefix("../") }
    return path == root || path.hasPrefix(root + "/")
  }

  /// `path` relative to `root` when inside it (what messages and notes show: the same wherever the project is).
  package static func display(_ path: String, root: String) -> String {
    guard isInside(path, root: root), path != root else { return path }
    if root == "." { return path }
    return String(path.dropFirst(root == "/" ? 1 : root.count + 1))
  }
}
