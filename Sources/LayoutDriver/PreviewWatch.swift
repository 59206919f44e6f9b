import LayoutCompiler
import LayoutPreview

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The previewed file's current snapshot, read again when the file or a file it imports changes. A change is seen by
/// `stat` (device, inode, size, modification and change times), which catches editors that write in place and those
/// that rename a new file over the old; the bytes are read only then, through the driver's environment (bounded like
/// every read), and the imports resolved as `check` resolves them (`DriverImportLoader`).
final class PreviewWatch {
  let path: String
  let environment: any DriverEnvironment
  /// The file as last read.
  private(set) var snapshot: PreviewSnapshot
  /// The paths its imports were looked for at (found or not) when it was last read: watched beside it.
  private var importedPaths: [String] = []
  private var signature: [[Int]?]?

  /// Reads `path` for the first time.
  init(path: String, environment: any DriverEnvironment) {
    self.path = path
    self.environment = environment
    snapshot = PreviewSnapshot(path: path, readError: "not read yet")
    refresh()
  }

  /// Reads the file again if it may have changed; the snapshot changes only when its bytes (or the read error) do.
  func refresh() {
    let now = ([path] + importedPaths).map(PreviewWatch.signature(of:))
    // Two saves within one tick of the file system's clock can leave size and times alike, so a file changed in
    // the last two seconds is read again whatever `stat` says (git's "racily clean" entries, for the same reason).
    // A missing imported file is not recent; when it appears, its `stat` differs from the failed one, and so is seen.
    let recent =
      now[0].map { Int(time(nil)) - $0[3] <= 2 } ?? true
      || now.dropFirst().contains { $0.map { Int(time(nil)) - $0[3] <= 2 } ?? false }
    guard now != signature || recent else { return }
    signature = now
    let next: PreviewSnapshot
    do throws(FileError) {
      let source = SourceFile(path: path, bytes: try environment.read(.file(path)))
      let resolved = DriverImportLoader.importsAndPaths(of: source, in: environment)
      importedPaths = resolved.paths
      next = PreviewSnapshot(path: path, bytes: source.bytes, imports: resolved.imports)
    } catch {
      next = PreviewSnapshot(path: path, readError: error.reason)
    }
    if next.version != snapshot.version { snapshot = next }
  }

  /// Device, inode, size, modification time (seconds, nanoseconds) and change time, or nil when `stat` fails.
  static func signature(of path: String) -> [Int]? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = status.st_mtimespec
      let changed = status.st_ctimespec
    #else
      let modified = status.st_mtim
      let changed = status.st_ctim
    #endif
    return [
      Int(status.st_dev), Int(status.st_ino), Int(status.st_size), Int(modified.tv_sec), Int(modified.tv_nsec),
      Int(changed.tv_sec), Int(changed.tv_nsec),
    ]
  }
}
