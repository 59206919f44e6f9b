import LayoutSource
import LayoutSyntax

/// Inline suppression: `// layoutc-ignore: RULE[, RULE…] -- reason`.
///
/// A comment on a line of its own applies to the next line with code on it (normally the line after it); a comment
/// at the end of a line applies to that line. It hides the findings of the named rules that *start* on that line
/// (the line `layoutc check` prints). The reason after `--` is required. Only lint rules can be ignored; errors of
/// the checker cannot. Doc comments (`///`) are never directives.
///
/// `// layoutc-ignore-file: RULE[, RULE…] -- reason`, anywhere in the file, hides the named rules' findings in the
/// whole file (ruff's file-level `noqa`); it follows the same rules (a reason, known rules, `unused-ignore` when it
/// hides nothing).
///
/// Every directive that hides nothing is reported as `unused-ignore`, with a fix-it that removes it (or removes
/// the unused rule from its list); so is a directive that cannot hide anything because it is malformed, names an
/// unknown rule or gives no reason (a malformed directive hides nothing until it is corrected).
///
/// Pure: findings and a tree in, findings out.
public enum Suppressions {
  /// The word that starts a directive.
  public static let directive = "layoutc-ignore"

  /// Removes the findings hidden by `layoutc-ignore` comments in `tree` and adds an `unused-ignore` diagnostic for
  /// each directive (or rule of a directive) that hid nothing. The result is sorted for display.
  public static func apply(_ findings: [Diagnostic], in tree: SyntaxTree) -> [Diagnostic] {
    apply(findings, in: tree, rules: LintRules.all.map(\.id))
  }

  /// As ``apply(_:in:)``, with the rule ids a directive may name.
  public static func apply(_ findings: [Diagnostic], in tree: SyntaxTree, rules: [String]) -> [Diagnostic] {
    // Most files have no directive: one scan of the bytes decides, before any trivia is split.
    guard containsDirective(tree.source.bytes) else { return findings }
    let source = tree.source
    let known = Set(rules).subtracting([LintRule.unusedIgnore.id])
    var directives = collect(in: tree, known: known)

    // Every usable rule entry by the line it applies to and the rule it names, so a finding looks up exactly the
    // entries that hide it (many directives over one line, or many findings on it, stay linear).
    var entriesByLine: [Int: [String: [(directive: Int, entry: Int)]]] = [:]
    var fileEntries: [String: [(directive: Int, entry: Int)]] = [:]
    for (index, directive) in directives.enumerated() where directive.problem == nil {
      for (entry, value) in directive.entries.enumerated() where value.problem == nil {
        if directive.wholeFile {
          fileEntries[value.name, default: []].append((index, entry))
        } else {
          entriesByLine[directive.targetLine, default: [:]][value.name, default: []].append((index, entry))
        }
      }
    }
    var kept: [Diagnostic] = []
    for finding in findings {
      let line = source.location(of: finding.span.start).line
      let hiding = (entriesByLine[line]?[finding.code.id] ?? []) + (fileEntries[finding.code.id] ?? [])
      for (directive, entry) in hiding { directives[directive].entries[entry].used = true }
      if hiding.isEmpty { kept.append(finding) }
    }
    let severity = LintRule.unusedIgnore.defaultSeverity
    for directive in directives { kept += directive.report(severity: severity, in: source) }
    return kept.sortedForDisplay()
  }

  /// Whether the bytes contain `layoutc-ignore` anywhere.
  static func containsDirective(_ bytes: [UInt8]) -> Bool {
    let needle = Array(directive.utf8)
    guard bytes.count >= needle.count else { return false }
    var index = 0
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return true }
      index += 1
    }
    return false
  }

  /// Every directive in the tree's comments, with the line it applies to.
  private static func collect(in tree: SyntaxTree, known: Set<String>) -> [Directive] {
    let source = tree.source
    var directives: [Directive] = []
    for index in tree.tokens.indices {
      let token = tree.token(at: index)
      let leading = token.leadingTrivia
      for (position, piece) in leading.enumerated() where piece.kind == .lineComment {
        guard var directive = Directive.parse(piece, in: source, known: known) else { continue }
        directive.targetLine = source.location(of: token.span.start).line
        directive.removal = ownLineRemoval(of: position, in: leading)
        directives.append(directive)
      }
      let trailing = token.trailingTrivia
      for (position, piece) in trailing.enumerated() where piece.kind == .lineComment {
        guard var directive = Directive.parse(piece, in: source, known: known) else { continue }
        directive.targetLine = source.location(of: piece.start).line
        let before =
          position > 0 && trailing[position - 1].kind == .whitespace ? trailing[position - 1].start : piece.start
        directive.removal = SourceSpan(start: before, end: piece.end)
        directives.append(directive)
      }
    }
    return directives
  }

  /// The bytes to delete to remove a comment that sits on its own line: the whole line, its line break included.
  private static func ownLineRemoval(of position: Int, in pieces: [TriviaPiece]) -> SourceSpan {
    let comment = pieces[position]
    var start = comment.start
    if position > 0, pieces[position - 1].kind == .whitespace { start = pieces[position - 1].start }
    var end = comment.end
    if position + 1 < pieces.count, pieces[position + 1].kind == .newline { end = pieces[position + 1].end }
    return SourceSpan(start: start, end: end)
  }
}

/// One `layoutc-ignore` comment.
private struct Directive {
  /// One rule named in the list.
  struct Entry {
    var name: String
    var span: SourceSpan
    /// Why this name cannot hide anything (unknown rule), with an optional note.
    var problem: (message: String, note: DiagnosticNote?)?
    var used = false
  }

  /// The comment's bytes (`//` to the end of the line).
  var comment: SourceSpan
  var entries: [Entry] = []
  /// Why the whole directive cannot hide anything (no rule, no reason, no colon).
  var problem: String?
  var targetLine = 0
  /// `layoutc-ignore-file`: hides findings anywhere in the file.
  var wholeFile = false
  /// What to delete to remove the comment.
  var removal = SourceSpan.point(0)

  /// Reads a comment; `nil` when it is not a directive at all (an ordinary comment).
  static func parse(_ piece: TriviaPiece, in source: SourceFile, known: Set<String>) -> Directive? {
    let bytes = source.bytes
    var index = piece.start + 2  // past `//`
    func skipSpaces() { while index < piece.end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
    skipSpaces()
    let word = Array(Suppressions.directive.utf8)
    guard piece.end - index >= word.count, bytes[index..<index + word.count].elementsEqual(word) else { return nil }
    index += word.count
    let fileWord = Array("-file".utf8)
    let wholeFile =
      piece.end - index >= fileWord.count && bytes[index..<index + fileWord.count].elementsEqual(fileWord)
    if wholeFile { index += fileWord.count }
    if index < piece.end, isNameByte(bytes[index]) { return nil }  // `layoutc-ignored`: some other word
    var directive = Directive(comment: SourceSpan(start: piece.start, end: piece.end))
    directive.wholeFile = wholeFile
    skipSpaces()
    guard index < piece.end, bytes[index] == UInt8(ascii: ":") else {
      directive.problem = UnusedIgnoreMessage.missingColon
      return directive
    }
    index += 1
    // The list runs to `--` (rule ids never contain two hyphens in a row) or the end of the comment.
    var separator: Int? = nil
    var scan = index
    while scan + 1 < piece.end {
      if bytes[scan] == UInt8(ascii: "-"), bytes[scan + 1] == UInt8(ascii: "-") {
        separator = scan
        break
      }
      scan += 1
    }
    let listEnd = separator ?? piece.end
    var start = index
    while start <= listEnd {
      var end = start
      while end < listEnd, bytes[end] != UInt8(ascii: ",") { end += 1 }
      var lower = start
      var upper = end
      while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
      while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
      if lower < upper {
        let span = SourceSpan(start: lower, end: upper)
        directive.entries.append(Entry(name: source.text(span), span: span))
      } else if end < listEnd || !directive.entries.isEmpty {
        directive.problem = UnusedIgnoreMessage.emptyEntry
      }
      start = end + 1
    }
    if directive.entries.isEmpty {
      directive.problem = UnusedIgnoreMessage.noRule
      return directive
    }
    if directive.problem != nil { return directive }
    for entry in directive.entries.indices {
      directive.entries[entry].problem = Self.problem(with: directive.entries[entry], known: known)
    }
    let reasonStart = separator.map { $0 + 2 } ?? piece.end
    let reason = Substring(source.text(SourceSpan(start: reasonStart, end: piece.end))).trimmingSpaces
    if reason.isEmpty {
      directive.problem = UnusedIgnoreMessage.missingReason
    }
    return directive
  }

  private static func problem(with entry: Entry, known: Set<String>) -> (String, DiagnosticNote?)? {
    let name = entry.name
    if known.contains(name) { return nil }
    if name == LintRule.unusedIgnore.id {
      return (UnusedIgnoreMessage.ignoresItself, nil)
    }
    if let code = DiagnosticCatalog.frontEnd.code(name) {
      return (UnusedIgnoreMessage.checkerCode(code.id), nil)
    }
    let note: DiagnosticNote
    if let match = Spelling.closest(to: name, in: Array(known)) {
      note = DiagnosticNote("did you mean '\(match)'?", at: entry.span)
    } else {
      note = DiagnosticNote("'layoutc rules' lists the rules")
    }
    return (UnusedIgnoreMessage.unknownRule(name), note)
  }

  /// The diagnostics this directive earns: problems, and rules that hid nothing.
  func report(severity: Severity, in source: SourceFile) -> [Diagnostic] {
    if let problem {
      return [Diagnostic(severity, LintRule.unusedIgnore.code, problem, at: comment)]
    }
    var diagnostics: [Diagnostic] = []
    for entry in entries {
      if let problem = entry.problem {
        diagnostics.append(
          Diagnostic(
            severity, LintRule.unusedIgnore.code, problem.message, at: entry.span,
            notes: problem.note.map { [$0] } ?? []))
      }
    }
    let unused = entries.indices.filter { entries[$0].problem == nil && !entries[$0].used }
    if unused.isEmpty { return diagnostics }
    if unused.count == entries.count {
      let message =
        wholeFile
        ? UnusedIgnoreMessage.fileSuppressesNothing(rules: entries.map(\.name))
        : UnusedIgnoreMessage.suppressesNothing(rules: entries.map(\.name), line: targetLine)
      let fix = FixIt(message: UnusedIgnoreMessage.removeDirective, edits: [TextEdit(span: removal, replacement: "")])
      diagnostics.append(Diagnostic(severity, LintRule.unusedIgnore.code, message, at: comment, fixIts: [fix]))
      return diagnostics
    }
    for index in unused {
      let entry = entries[index]
      // Remove the name with the comma before it, or, for the first name, with the comma and spaces after it.
      let span =
        index > 0
        ? SourceSpan(start: entries[index - 1].span.end, end: entry.span.end)
        : SourceSpan(start: entry.span.start, end: entries[1].span.start)
      let message =
        wholeFile
        ? UnusedIgnoreMessage.fileRuleSuppressesNothing(entry.name)
        : UnusedIgnoreMessage.ruleSuppressesNothing(entry.name, line: targetLine)
      let fix = FixIt(
        message: UnusedIgnoreMessage.removeRule(entry.name), edits: [TextEdit(span: span, replacement: "")])
      diagnostics.append(Diagnostic(severity, LintRule.unusedIgnore.code, message, at: entry.span, fixIts: [fix]))
    }
    return diagnostics
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "_")
  }
}

extension Substring {
  /// Without the spaces and tabs at either end.
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
