import LayoutLint
import LayoutSemantics
import LayoutSource

/// `layoutc check --fix`: applies the safe fix-its of a file until none is left, and proves the result still checks.
///
/// Which fix-its are safe: those attached to lint findings (a diagnostic whose code is a lint rule id, including
/// `unused-ignore`). The linter attaches a fix-it only where it keeps the layout's meaning (`0.33w` to `1/3w`,
/// removing a stale suppression). Fix-its of the checker (`did you mean 'cell'?`) are guesses and are never
/// applied automatically; of a finding's fix-its only the first is taken, since several are alternatives.
///
/// Pure: bytes in, bytes and diagnostics out. The driver writes the result, atomically.
enum FixApplication {
  /// A pass applies every non-overlapping safe fix; fixes skipped for overlapping are picked up by the next pass.
  static let maximumPasses = 8

  /// What `--fix` did to one file.
  struct Outcome: Sendable {
    /// The file as read.
    var original: SourceFile
    /// Its diagnostics as read (reported when the fixed text cannot be written).
    var originalDiagnostics: [Diagnostic]
    /// The text after fixing (the original bytes when nothing was applied).
    var fixed: SourceFile
    /// The diagnostics of the fixed text: what remains.
    var remaining: [Diagnostic]
    /// Diagnostics of the file as read, and of the fixed text, beyond what the phases keep (counted only).
    var originalDropped = DiagnosticCounts()
    var remainingDropped = DiagnosticCounts()
    /// How many findings were fixed.
    var applied: Int
    /// Set when a pass would have introduced an error: that pass and later ones were dropped.
    var failure: String?

    /// Whether the text changed.
    var changed: Bool { fixed.bytes != original.bytes }
  }

  /// Whether a diagnostic's fix-its may be applied without asking.
  static func isSafe(_ diagnostic: Diagnostic) -> Bool { LintRules.rule(for: diagnostic.code) != nil }

  /// Fixes one file: passes of apply, re-check, until nothing safe is left to apply. A pass whose text has a
  /// lexical, syntax or semantic error is thrown away and reported as an internal error. `diagnose` is what `check`
  /// reports for a text: the façade's `Compilation.diagnostics` (a parameter so that tests can feed a broken fix-it).
  static func fix(
    _ source: SourceFile,
    diagnose: (SourceFile) -> (checked: CheckedFile, diagnostics: [Diagnostic]) = { CheckCommand.diagnose($0) }
  ) -> Outcome {
    let first = diagnose(source)
    var outcome = Outcome(
      original: source, originalDiagnostics: first.diagnostics, fixed: source, remaining: first.diagnostics,
      originalDropped: first.checked.droppedDiagnostics, remainingDropped: first.checked.droppedDiagnostics,
      applied: 0)
    if first.checked.hasErrors { return outcome }
    for _ in 0..<maximumPasses {
      let fixIts = outcome.remaining.filter(isSafe).compactMap(\.fixIts.first)
      let (bytes, count) = apply(fixIts, to: outcome.fixed.bytes)
      guard count > 0, bytes != outcome.fixed.bytes else { break }
      let next = SourceFile(path: source.path, bytes: bytes)
      let result = diagnose(next)
      if let error = result.checked.diagnostics.first(where: { $0.severity == .error }) {
        let at = next.location(of: error.span.start)
        outcome.failure =
          "internal error: fixing '\(source.path)' would introduce an error (\(at.line):\(at.column): "
          + "\(error.message) [\(error.code.id)]); those fixes were not applied"
        break
      }
      outcome.fixed = next
      outcome.remaining = result.diagnostics
      outcome.remainingDropped = result.checked.droppedDiagnostics
      outcome.applied += count
    }
    return outcome
  }

  /// Applies the fix-its that do not overlap one taken before (in the order given) and returns the new bytes and how
  /// many fix-its were applied. A fix-it is taken whole or not at all.
  ///
  /// The edits taken are kept sorted, so checking a new edit looks at its two neighbours only: a file with a
  /// hundred thousand findings is fixed in n log n, not n².
  static func apply(_ fixIts: [FixIt], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
    var accepted: [TextEdit] = []
    var applied = 0
    for fixIt in fixIts {
      let edits = fixIt.edits.sorted { $0.span < $1.span }
      guard !edits.isEmpty, edits.allSatisfy({ $0.span.start >= 0 && $0.span.end <= bytes.count }) else { continue }
      if zip(edits, edits.dropFirst()).contains(where: { overlap($0, $1) }) { continue }
      if edits.contains(where: { conflicts($0, with: accepted) }) { continue }
      for edit in edits { accepted.insert(edit, at: insertionIndex(of: edit, in: accepted)) }
      applied += 1
    }
    guard applied > 0 else { return (bytes, 0) }
    accepted.sort { $0.span < $1.span }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var cursor = 0
    for edit in accepted {
      output += bytes[cursor..<edit.span.start]
      output += Array(edit.replacement.utf8)
      cursor = edit.span.end
    }
    output += bytes[cursor...]
    return (output, applied)
  }

  /// Where `edit` goes in `sorted` (edits by span) to keep it sorted.
  private static func insertionIndex(of edit: TextEdit, in sorted: [TextEdit]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid].span < edit.span { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Whether `edit` overlaps any of `sorted`, which do not overlap each other: only the edits next to where it
  /// would go can (one that starts at or after it, and the one before).
  private static func conflicts(_ edit: TextEdit, with sorted: [TextEdit]) -> Bool {
    let index = insertionIndex(of: edit, in: sorted)
    if index < sorted.count, overlap(edit, sorted[index]) { return true }
    if index > 0, overlap(edit, sorted[index - 1]) { return true }
    return false
  }

  /// Two edits conflict when their ranges share a byte, or when they start at the same offset (two insertions at one
  /// point, or an insertion where a replacement starts: either order would be a guess).
  static func overlap(_ a: TextEdit, _ b: TextEdit) -> Bool {
    a.span.start == b.span.start || (a.span.start < b.span.end && b.span.start < a.span.end)
  }
}
