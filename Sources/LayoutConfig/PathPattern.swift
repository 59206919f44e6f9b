/// One line of `.gitignore`, or one `exclude` pattern, with git's rules for where it matches:
///
/// - a pattern with a `/` at its start or in its middle is anchored: matched against the whole path relative to the
///   directory of the file that holds it (`Sources/Generated`, `/Pods`);
/// - a pattern without one matches a name at any depth (`Pods` skips every `Pods` directory);
/// - a trailing `/` matches directories only (`build/`);
/// - a leading `!` (`.gitignore` only) re-includes what an earlier pattern ignored.
///
/// A directory that matches is skipped whole, so nothing below it can be re-included (as in git).
public struct PathPattern: Sendable, Hashable {
  /// The glob, without the marks above.
  public var glob: PathGlob
  /// Matched against the whole relative path, not the name alone.
  public var anchored: Bool
  /// Matches directories only.
  public var directoryOnly: Bool
  /// `!`: re-includes.
  public var negated: Bool
  /// The pattern as written.
  public var written: String

  /// Reads a pattern; `negation` says whether `!` is a mark (`.gitignore`) or refused (`exclude`, where a
  /// re-include would depend on the order of patterns in two places). Problem offsets count characters of `text`.
  public init(_ text: String, negation: Bool) throws(PathGlob.Problem) {
    written = text
    var body = Substring(text)
    var skipped = 0
    negated = false
    if body.hasPrefix("!") {
      guard negation else {
        throw PathGlob.Problem(
          message: "'!' (re-include) is for .gitignore files; list only what to exclude", offset: 0)
      }
      negated = true
      body = body.dropFirst()
      skipped += 1
    }
    directoryOnly = body.hasSuffix("/") && !body.hasSuffix("\\/")
    if directoryOnly { body = body.dropLast() }
    anchored = body.hasPrefix("/") || body.dropLast().contains("/")
    if body.hasPrefix("/") {
      body = body.dropFirst()
      skipped += 1
    }
    do throws(PathGlob.Problem) {
      glob = try PathGlob(String(body))
    } catch {
      throw PathGlob.Problem(message: error.message, offset: error.offset + skipped)
    }
  }

  /// Whether the pattern matches an entry, by its path relative to the pattern's directory.
  public func matches(_ relativePath: String, isDirectory: Bool) -> Bool {
    if directoryOnly && !isDirectory { return false }
    if anchored { return glob.matches(relativePath) }
    let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
    return glob.matchesName(name)
  }
}

extension Array where Element == PathPattern {
  /// Whether `exclude` patterns skip this path or a directory above it (all relative to the config file's directory).
  public func excludes(_ relativePath: String, isDirectory: Bool) -> PathPattern? {
    let parts = relativePath.split(separator: "/")
    for end in parts.indices {
      let prefix = parts[...end].joined(separator: "/")
      let directory = end < parts.count - 1 || isDirectory
      if let pattern = first(where: { $0.matches(prefix, isDirectory: directory) }) { return pattern }
    }
    return nil
  }
}

/// The patterns of one `.gitignore` file: the subset of its syntax layoutc reads is the pattern lines above, `#`
/// comments, blank lines, and `\#`, `\!` and `\ ` escapes; a line whose pattern is not a valid glob is skipped (git
/// itself never errors on `.gitignore`, so neither does a tool reading it).
public struct GitignoreFile: Sendable, Hashable {
  /// The directory the file is in (patterns are relative to it).
  public var directory: String
  /// The patterns, in file order (the last that matches decides).
  public var patterns: [PathPattern]

  /// The most bytes read from one `.gitignore`; beyond it the rest is not read.
  public static let maximumSize = 1 << 20

  /// Reads a `.gitignore`'s bytes.
  public init(directory: String, bytes: [UInt8]) {
    self.directory = directory
    let text = String(decoding: bytes.prefix(Self.maximumSize), as: UTF8.self)
    patterns = text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" }.compactMap { line in
      var line = Substring(line)
      if line.hasSuffix("\r") { line = line.dropLast() }
      // Trailing spaces are ignored unless escaped.
      while line.hasSuffix(" ") && !line.hasSuffix("\\ ") { line = line.dropLast() }
      guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
      if line.hasPrefix("\\#") || line.hasPrefix("\\!") { line = line.dropFirst() }
      return try? PathPattern(String(line), negation: true)
    }
  }

  /// `true` when this file ignores the entry, `false` when it re-includes it, nil when no pattern matches.
  public func decision(for relativePath: String, isDirectory: Bool) -> Bool? {
    guard let last = patterns.last(where: { $0.matches(relativePath, isDirectory: isDirectory) }) else { return nil }
    return !last.negated
  }
}
