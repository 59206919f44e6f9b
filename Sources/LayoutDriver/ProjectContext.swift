import LayoutConfig
import LayoutSource

/// The project configuration of one run: config files found upward from each input, `.gitignore` files, and the
/// settings they give each file, cached per directory (a tree of many files reads each config file once).
///
/// All IO goes through the environment; the reading and merging are the pure `LayoutConfig`.
final class ProjectContext {
  /// How the config file is chosen.
  enum Mode {
    /// The nearest `.layoutc.toml` above each input (stopping after a directory holding `.git`).
    case discover
    /// `--config PATH`: this file for every input.
    case file(String)
    /// `--no-config`: defaults and flags only.
    case none
  }

  /// The config file's name.
  static let fileName = ".layoutc.toml"

  private let environment: any DriverEnvironment
  private let mode: Mode
  let flags: SettingFlags
  private let workingDirectory: String?
  private let depth: Int?
  private var nearest: [String: String?] = [:]
  private var loaded: [String: ProjectConfig] = [:]
  private var ignores: [String: [GitignoreFile]] = [:]
  private var repositoryRoots: [String: Bool] = [:]
  /// Config files with errors (each once, in the order met): the run reports them and exits with 2.
  private(set) var invalid: [FileDiagnostics] = []
  /// Config files that could not be read (`--config` naming nothing, a directory, an unreadable file).
  private(set) var problems: [String] = []

  init(mode: Mode, flags: SettingFlags, in environment: any DriverEnvironment) {
    self.mode = mode
    self.flags = flags
    self.environment = environment
    workingDirectory = environment.currentDirectory()
    depth = workingDirectory.map { $0.split(separator: "/").count }
  }

  /// The config file that applies to files in `directory`, if any.
  func configPath(forDirectory directory: String) -> String? {
    switch mode {
    case .none: return nil
    case .file(let path): return path
    case .discover: break
    }
    let directory = ProjectPaths.normalized(directory)
    if let known = nearest[directory] { return known }
    let candidate = ProjectPaths.joined(directory, Self.fileName)
    let found: String?
    if environment.kind(ofPath: candidate) != nil {
      found = candidate
    } else if isRepositoryRoot(directory) {
      found = nil
    } else {
      found = ProjectPaths.parent(of: directory, workingDirectoryDepth: depth).flatMap(configPath(forDirectory:))
    }
    nearest[directory] = found
    return found
  }

  /// The parsed config at `path` (read once; an unreadable or invalid one is recorded and gives nil).
  func config(at path: String) -> ProjectConfig? {
    if let config = loaded[path] { return config }
    guard !problems.contains(where: { $0.hasPrefix("cannot read \(quoted(path))") }),
      !invalid.contains(where: { $0.source.path == path })
    else { return nil }
    let bytes: [UInt8]
    do throws(FileError) {
      bytes = try environment.readFile(atPath: path)
    } catch {
      problems.append("cannot read \(quoted(path)): \(error.reason)")
      return nil
    }
    let source = SourceFile(path: path, bytes: bytes)
    let (config, diagnostics) = ProjectConfig.parse(source)
    if !diagnostics.isEmpty {
      invalid.append(FileDiagnostics(source: source, diagnostics: diagnostics))
      return nil
    }
    loaded[path] = config
    return config
  }

  /// The settings of a file (by its path), and the config file they come from.
  func settings(forFile path: String) -> (settings: ResolvedSettings, config: String?) {
    let directory = ProjectPaths.parent(of: path, workingDirectoryDepth: depth) ?? "."
    return settings(forDirectory: directory)
  }

  func settings(forDirectory directory: String) -> (settings: ResolvedSettings, config: String?) {
    let path = configPath(forDirectory: directory)
    return (ResolvedSettings(config: path.flatMap(config(at:)), flags: flags), path)
  }

  /// Whether the directory walk skips an entry: `exclude` of the config that applies where it is, then `.gitignore`
  /// (unless `respect-gitignore = false`).
  func skips(_ path: String, isDirectory: Bool) -> Bool {
    let directory = ProjectPaths.parent(of: path, workingDirectoryDepth: depth) ?? "."
    let (settings, config) = settings(forDirectory: directory)
    if let config, !settings.exclude.patterns.isEmpty {
      let base = ProjectPaths.parent(of: config, workingDirectoryDepth: depth) ?? "."
      if let relative = ProjectPaths.relative(path, to: base, workingDirectory: workingDirectory),
        settings.exclude.patterns.excludes(relative, isDirectory: isDirectory) != nil
      {
        return true
      }
    }
    guard settings.respectGitignore.value else { return false }
    var ignored = false
    for file in gitignores(forDirectory: directory) {
      guard let relative = ProjectPaths.relative(path, to: file.directory, workingDirectory: workingDirectory),
        let decision = file.decision(for: relative, isDirectory: isDirectory)
      else { continue }
      ignored = decision
    }
    return ignored
  }

  /// The `.gitignore` files that apply in `directory`, outermost first: its own and its ancestors' up to the
  /// repository root (the directory holding `.git`) or the top.
  private func gitignores(forDirectory directory: String) -> [GitignoreFile] {
    let directory = ProjectPaths.normalized(directory)
    if let known = ignores[directory] { return known }
    var files: [GitignoreFile] = []
    if !isRepositoryRoot(directory), let parent = ProjectPaths.parent(of: directory, workingDirectoryDepth: depth) {
      files = gitignores(forDirectory: parent)
    }
    let path = ProjectPaths.joined(directory, ".gitignore")
    if environment.kind(ofPath: path) == .file, let bytes = try? environment.readFile(atPath: path) {
      files.append(GitignoreFile(directory: directory, bytes: bytes))
    }
    ignores[directory] = files
    return files
  }

  private func isRepositoryRoot(_ directory: String) -> Bool {
    if let known = repositoryRoots[directory] { return known }
    let root = environment.kind(ofPath: ProjectPaths.joined(directory, ".git")) != nil
    repositoryRoots[directory] = root
    return root
  }
}
