import Foundation

/// Maps over an array on every core, keeping the input order in the result.
///
/// The workers are threads with a stack as large as a process's main thread usually has (`workerStackSize`), not
/// Dispatch's: those get 512 KiB on Apple platforms, and a file must check and format the same whether it is
/// alone on the command line (main thread) or one of many (workers). Every phase bounds its recursion by the
/// parser's depth limit; this keeps that bound's margin the same on every platform and in debug builds, whose
/// frames are several times larger.
enum Parallel {
  /// The stack of each worker thread.
  static let workerStackSize = 16 << 20

  static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    guard elements.count > 1 else { return elements.map(transform) }
    let slots = Slots<Result>(count: elements.count)
    let workers = min(elements.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
    let finished = DispatchGroup()
    for _ in 0..<workers {
      finished.enter()
      let thread = Thread {
        while let index = slots.claim() { slots.store(transform(elements[index]), at: index) }
        finished.leave()
      }
      thread.stackSize = workerStackSize
      thread.start()
    }
    finished.wait()
    return slots.values
  }

  /// One slot per element, handed out once each under a lock; each is written by the one worker that claimed it and
  /// read only after every worker has finished, which is why unchecked sendability is sound here.
  private final class Slots<Value>: @unchecked Sendable {
    private var storage: UnsafeMutableBufferPointer<Value?>
    private var next = 0
    private let lock = NSLock()

    init(count: Int) {
      storage = .allocate(capacity: count)
      storage.initialize(repeating: nil)
    }

    deinit {
      storage.deinitialize()
      storage.deallocate()
    }

    /// The next unclaimed index, or nil when every element is taken.
    func claim() -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard next < storage.count else { return nil }
      next += 1
      return next - 1
    }

    func store(_ value: Value, at index: Int) { storage[index] = value }

    var values: [Value] { storage.map { $0! } }
  }
}
