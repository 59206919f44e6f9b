/// Lexical path arithmetic for config discovery and `.gitignore`: no file system calls, no symbolic link resolution
/// (a config file is found where the path says, as ruff and SwiftLint find theirs).
enum ProjectPaths {
  /// `a/./b/../c` → `a/c`; `""` → `.`; a leading `..` is kept; an absolute path stays absolute.
  static func normalized(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part == "..", absolute {
        continue  // `/..` is `/`
      } else {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
  }

  /// The directory a path is in, lexically: `a/b` → `a`, `a` → `.`, `.` → `..`, `../..` → `../../..`, `/a` → `/`;
  /// nil above the root (`/`), or above the working directory's depth when `depth` is known (a relative path cannot
  /// climb higher than the root either).
  static func parent(of path: String, workingDirectoryDepth depth: Int?) -> String? {
    let path = normalized(path)
    if path == "/" { return nil }
    if path == "." || path.split(separator: "/").allSatisfy({ $0 == ".." }) {
      let ups = path == "." ? 0 : path.split(separator: "/").count
      guard let depth, ups < depth else { return nil }
      return path == "." ? ".." : path + "/.."
    }
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// `directory/name`, without `./` for `.` (paths print as the walk names them).
  static func joined(_ directory: String, _ name: String) -> String {
    directory == "." ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// `path` relative to `base`, both as given (relative to the working directory, or absolute); nil when `base` is not
  /// above `path`. `workingDirectory` (absolute) lets a base above `.` (`..`) relate to a relative path.
  static func relative(_ path: String, to base: String, workingDirectory: String?) -> String? {
    var path = normalized(path)
    var base = normalized(base)
    if path.hasPrefix("/") != base.hasPrefix("/") || path.hasPrefix("..") || base.hasPrefix("..") {
      guard let cwd = workingDirectory, cwd.hasPrefix("/") else { return nil }
      if !path.hasPrefix("/") { path = normalized(cwd + "/" + path) }
      if !base.hasPrefix("/") { base = normalized(cwd + "/" + base) }
    }
    if base == "." { return path.hasPrefix("/") ? nil : path }
    if path == base { return "" }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
  }
}
