import LayoutSyntax
import Testing

@testable import LayoutFormatter

/// Files with syntax errors are refused; output that says something else than the input is caught.
@Suite struct SafetyNetTests {
  static let broken: [String] = [
    "layout A {\n  item a { size: 1w x 1h }\n",  // unclosed block
    "item a { size: 20x20 }",  // malformed number
    "item a { size: 1w x 1h insets: 2 }",  // missing separator
    "item a { size: 1w x 1h } @",  // stray character
    "header { size: 1w x 44 }",  // missing element kind
    "item a { anchor: \"top }",  // unterminated string
    "when { insets: 2 }",  // missing condition
    "}",
  ]

  @Test(arguments: broken)
  func refusesFilesWithSyntaxErrors(_ input: String) {
    let tree = FormatCheck.parse(input)
    guard case .refused(let reason) = SourceFormatter.format(tree) else {
      Issue.record("formatted a file with syntax errors: \(input)")
      return
    }
    #expect(reason.contains("syntax error"))
    #expect(reason.contains("test.layout"))
  }

  /// Issue 10 §2.1 (50,000 `and` terms crashed `fmt`): a chain that long, and `or` chains of `and` chains with
  /// parentheses, format, pass the safety net and format again to the same bytes.
  @Test(arguments: ["and", "mixed"]) func longConditionChains(_ shape: String) throws {
    let chain =
      shape == "and"
      ? Array(repeating: "width > 1", count: 50_000).joined(separator: " and ")
      : Array(repeating: "width > 1 and (height < 2 or not width == 3)", count: 12_500).joined(separator: " or ")
    let input =
      "layout A {\n  section {\n    when \(chain) { insets: 2 }\n    vertical { size: 1w x 44; item { size: 1w x 1h } }\n  }\n}\n"
    let once = try FormatCheck.format(input).get()
    #expect(once.contains("\n      \(shape == "and" ? "and" : "or") width > 1\n"))
    #expect(try FormatCheck.format(once).get() == once)
  }

  /// One `;` with a comment on each of 50,000 lines after an entry: the comments stay, and the document they make
  /// stays flat (it once nested one level per `;`, and releasing it overflowed the stack).
  @Test func manySemicolonsWithComments() throws {
    let input =
      "layout A {\n  section {\n    insets: 2\n" + String(repeating: "; // why\n", count: 50_000)
      + "    vertical { size: 1w x 44; item { size: 1w x 1h } }\n  }\n}\n"
    let once = try FormatCheck.format(input).get()
    #expect(once.components(separatedBy: "// why").count == 50_001)
    #expect(try FormatCheck.format(once).get() == once)
  }

  static let original = """
    /// Docs.
    item a { // one
      size: 1w x 1h  // two
      insets: top 8, leading 16
    }

    """

  struct Corruption: CustomTestStringConvertible, Sendable {
    let what: String
    let output: String
    var testDescription: String { what }
  }

  static let corruptions: [Corruption] = [
    Corruption(
      what: "a comment lost", output: "/// Docs.\nitem a { // one\n  size: 1w x 1h\n  insets: top 8, leading 16\n}\n"),
    Corruption(
      what: "comments swapped",
      output: "/// Docs.\nitem a { // two\n  size: 1w x 1h  // one\n  insets: top 8, leading 16\n}\n"),
    Corruption(
      what: "a comment edited",
      output: "/// Docs!\nitem a { // one\n  size: 1w x 1h  // two\n  insets: top 8, leading 16\n}\n"),
    Corruption(
      what: "a token changed",
      output: "/// Docs.\nitem a { // one\n  size: 1w x 2h  // two\n  insets: top 8, leading 16\n}\n"),
    Corruption(
      what: "a token dropped",
      output: "/// Docs.\nitem a { // one\n  size: 1w x 1h  // two\n  insets: top 8 leading 16\n}\n"),
    Corruption(
      what: "a token added",
      output: "/// Docs.\nitem a b { // one\n  size: 1w x 1h  // two\n  insets: top 8, leading 16\n}\n"),
    Corruption(
      what: "a syntax error", output: "/// Docs.\nitem a { // one\n  size: 1w x 1h  // two\n  insets: top 8,\n}\n"),
    Corruption(
      what: "a value split",
      output: "/// Docs.\nitem a { // one\n  size: 1w\n  x 1h  // two\n  insets: top 8, leading 16\n}\n"),
    Corruption(
      what: "a byte order mark added",
      output: "\u{FEFF}/// Docs.\nitem a { // one\n  size: 1w x 1h  // two\n  insets: top 8, leading 16\n}\n"),
  ]

  @Test(arguments: corruptions)
  func catchesOutputThatChangesTheFile(_ corruption: Corruption) {
    let tree = FormatCheck.parse(Self.original)
    #expect(SafetyNet.compare(tree, formatted: Array(corruption.output.utf8)) != nil)
  }

  @Test func acceptsTheFormatterOutputAndSemicolonChanges() {
    let tree = FormatCheck.parse(Self.original)
    #expect(SafetyNet.compare(tree, formatted: SourceFormatter.render(tree)) == nil)
    let oneLine = "/// Docs.\nitem a { // one\n  size: 1w x 1h;  // two\n  insets: top 8, leading 16;\n}\n"
    #expect(SafetyNet.compare(tree, formatted: Array(oneLine.utf8)) == nil)
  }

  @Test func aSectionNestedInAnotherBlockIsLeftAlone() {
    // Parses on one line, but the parser closes a non-layout block at a `section` that starts a line (its
    // recovery for a lost '}'), so one entry per line would change the tree: the safety net must stop it.
    let tree = FormatCheck.parse("section { horizontal { size: 1w x 1h; cell }; section { cell } }\n")
    #expect(!tree.hasErrors)
    let result = SourceFormatter.format(tree)
    guard case .internalError(let message) = result else {
      Issue.record("expected the safety net to refuse, got \(result)")
      return
    }
    #expect(message.contains("syntax error"))
  }

  @Test func semicolonAfterATrailingCommaIsKept() throws {
    // Without the `;`, `cell` on the next line would continue the value.
    let output = try FormatCheck.format("item a { supplementaries: badge,; cell }").get()
    #expect(output == "item a {\n  supplementaries: badge,;\n  cell\n}\n")
    // A property after the comma ends the value by itself; the block breaks either way, on every run.
    let property = try FormatCheck.format("item a { insets: top 8,\n  size: 1w x 1h }").get()
    #expect(property == "item a {\n  insets: top 8,\n  size: 1w x 1h\n}\n")
    #expect(try FormatCheck.format(property).get() == property)
  }

  @Test func formatReportsTheSafetyNetsFinding() {
    // `render` output is what `format` checks; a file whose output is fine never gets an internal error.
    let tree = FormatCheck.parse(Self.original)
    #expect(SourceFormatter.format(tree) == .formatted(SourceFormatter.render(tree)))
  }
}
