import Foundation

/// A value computed at most once, on first use, by whichever thread asks first; later callers, on any thread, get
/// the same value. The lock is held while computing, so concurrent first callers wait rather than compute twice.
///
/// Stages that depend on each other use separate cells, so computing one while holding its lock only ever takes
/// the locks of earlier stages: the dependency order is the lock order, and there is no cycle to deadlock on.
final class Once<Value: Sendable>: @unchecked Sendable {
  // `Mutex` (Synchronization) needs macOS 15 / iOS 18, above the package's deployment targets; NSLock is everywhere.
  private let lock = NSLock()
  private var stored: Value?

  /// The value, computing it with `make` if this is the first call.
  func value(_ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let stored { return stored }
    let made = make()
    stored = made
    return made
  }
}
