/// The diagnostics one phase (lexer, parser, checker) keeps for a file: the first ``capacity`` of them, and a count
/// of the rest by severity.
///
/// Why: a damaged or generated file can earn a diagnostic every two bytes, and each costs a few hundred bytes of
/// memory, so an uncapped phase would hold gigabytes for a file well under the input size limit. Printing stops
/// far earlier anyway (the driver's `--error-limit`); the count keeps the summary exact.
///
/// A collection of the kept diagnostics, so a phase reads it as it would read an array.
public struct DiagnosticLog: RandomAccessCollection, Sendable {
  /// Diagnostics kept per phase and file; more than any error limit the driver prints by default.
  public static let capacity = 10_000

  /// The diagnostics kept, in the order they were reported.
  public private(set) var kept: [Diagnostic] = []
  /// Diagnostics reported after ``capacity`` was reached: counted, not kept.
  public private(set) var dropped = DiagnosticCounts()

  /// An empty log.
  public init() {}

  /// Keeps `diagnostic`, or counts it when the log is full.
  public mutating func append(_ diagnostic: Diagnostic) {
    if kept.count < Self.capacity {
      kept.append(diagnostic)
    } else {
      dropped.add(diagnostic.severity)
    }
  }

  public var startIndex: Int { kept.startIndex }
  public var endIndex: Int { kept.endIndex }
  public subscript(position: Int) -> Diagnostic { kept[position] }
}

extension DiagnosticCounts {
  /// The counts of both.
  public static func + (lhs: DiagnosticCounts, rhs: DiagnosticCounts) -> DiagnosticCounts {
    var sum = lhs
    sum.errors += rhs.errors
    sum.warnings += rhs.warnings
    sum.notes += rhs.notes
    return sum
  }
}
