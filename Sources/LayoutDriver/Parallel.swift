import Dispatch

/// Maps over an array on every core, keeping the input order in the result.
enum Parallel {
  static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    guard elements.count > 1 else { return elements.map(transform) }
    let slots = Slots<Result>(count: elements.count)
    DispatchQueue.concurrentPerform(iterations: elements.count) { index in
      slots.store(transform(elements[index]), at: index)
    }
    return slots.values
  }

  /// One slot per iteration; each is written by exactly one iteration and read only after all have finished,
  /// which is why unchecked sendability is sound here.
  private final class Slots<Value>: @unchecked Sendable {
    private var storage: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
      storage = .allocate(capacity: count)
      storage.initialize(repeating: nil)
    }

    deinit {
      storage.deinitialize()
      storage.deallocate()
    }

    func store(_ value: Value, at index: Int) { storage[index] = value }

    var values: [Value] { storage.map { $0! } }
  }
}
