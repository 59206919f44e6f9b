import Testing

@testable import LayoutFormatter

/// One rule of the canonical style per row: an input and the exact output.
@Suite struct StyleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let rule: String
    let input: String
    let output: String
    var testDescription: String { rule }
  }

  static let cases: [Case] = [
    Case(rule: "spacing around ':' and braces", input: "item a{size :1w x 1h}", output: "item a { size: 1w x 1h }\n"),
    Case(rule: "'~' glued to its number", input: "item a { size: 1w x ~ 44 }", output: "item a { size: 1w x ~44 }\n"),
    Case(
      rule: "flexible spacing glued, comma then space", input: "item a { edges: leading >= 0 ,trailing>=0 }",
      output: "item a { edges: leading >=0, trailing >=0 }\n"),
    Case(
      rule: "ranges glued", input: "layout A {\n  viewport: 320 ... 1366 x 480 ...1366\n}",
      output: "layout A {\n  viewport: 320...1366 x 480...1366\n}\n"),
    Case(
      rule: "operators glued to numbers only", input: "item a { z: > = 1, ~ x, a ... b }",
      output: "item a { z: > = 1, ~ x, a ... b }\n"),
    Case(
      rule: "spaces around '*'", input: "vertical v { size: 1w x 1h; pair*2 }",
      output: "vertical v { size: 1w x 1h; pair * 2 }\n"),
    Case(rule: "spaces around '|' and '='", input: "param m:a|b=a", output: "param m: a | b = a\n"),
    Case(
      rule: "spaces around comparisons and 'and'", input: "when width>=700 and(mode==a or not height<5){ insets: 2 }",
      output: "when width >= 700 and (mode == a or not height < 5) { insets: 2 }\n"),
    Case(
      rule: "layouts and sections always break", input: "layout A { section { horizontal { size: 1w x 1h; a } } }",
      output: "layout A {\n  section {\n    horizontal { size: 1w x 1h; a }\n  }\n}\n"),
    Case(
      rule: "a when inside breaks its block", input: "item a { size: 1w x 1h; when m == b { insets: 2 } }",
      output: "item a {\n  size: 1w x 1h\n  when m == b { insets: 2 }\n}\n"),
    Case(
      rule: "seven entries break", input: "horizontal h { a; b; c; d; e; f; g }",
      output: "horizontal h {\n  a\n  b\n  c\n  d\n  e\n  f\n  g\n}\n"),
    Case(
      rule: "a block broken after '{' stays broken", input: "item a {\n  size: 1w x 1h }",
      output: "item a {\n  size: 1w x 1h\n}\n"),
    Case(
      rule: "a comment inside breaks the block", input: "item a { size: 1w x 1h // why\n}",
      output: "item a {\n  size: 1w x 1h  // why\n}\n"),
    Case(
      rule: "a trailing comment after the block keeps it on one line", input: "item a { size: 1w x 1h }   // why",
      output: "item a { size: 1w x 1h }  // why\n"),
    Case(
      rule: "a trailing comment does not break the value before it",
      input: "item a {\n  insets: top 8, leading 16 // why\n}",
      output: "item a {\n  insets: top 8, leading 16  // why\n}\n"),
    Case(rule: "empty block", input: "item a {  \n\n }", output: "item a {}\n"),
    Case(rule: "empty file", input: "", output: ""),
    Case(rule: "only whitespace", input: " \n\t\n\n", output: ""),
    Case(rule: "only a comment", input: "\n\n// alone   \n\n", output: "// alone\n"),
    Case(
      rule: "lone CR line breaks become LF", input: "item a {\r  size: 1w x 1h\r}\r",
      output: "item a {\n  size: 1w x 1h\n}\n"),
    Case(
      rule: "at most one blank line, none at block edges",
      input: "layout A {\n\n\n  item a {}\n\n\n\n  item b {}\n\n}\n\n\n",
      output: "layout A {\n  item a {}\n\n  item b {}\n}\n"),
    Case(
      rule: "a doc comment sits directly above its declaration", input: "/// Docs.\n\nitem a {}",
      output: "/// Docs.\nitem a {}\n"),
    Case(
      rule: "comments keep their text", input: "item a {} //no space   after\n//\n",
      output: "item a {}  //no space   after\n//\n"),
    Case(
      rule: "semicolons dropped when broken", input: "layout A {\n  spacing: 10;\n  item a {};;\n}",
      output: "layout A {\n  spacing: 10\n  item a {}\n}\n"),
  ]

  @Test(arguments: cases)
  func rule(_ example: Case) throws {
    let output = try FormatCheck.format(example.input).get()
    #expect(output == example.output)
  }

  @Test func longCommaValuesBreakOneItemPerLine() throws {
    let names = (1...12).map { "supplementaryNumber\($0)" }
    let input = "item a {\n  supplementaries: \(names.joined(separator: ", "))\n}\n"
    let expected = "item a {\n  supplementaries: \(names.joined(separator: ",\n    "))\n}\n"
    #expect(try FormatCheck.format(input).get() == expected)
  }

  @Test func lineWidthIsOneHundredColumns() throws {
    // `item a { z: N }` is 14 columns plus the digits of N.
    let fits = "item a { z: \(String(repeating: "1", count: 86)) }\n"
    let over = "item a { z: \(String(repeating: "1", count: 87)) }\n"
    #expect(fits.utf8.count == 101)  // 100 columns and the line break
    #expect(try FormatCheck.format(fits).get() == fits)
    #expect(try FormatCheck.format(over).get() == "item a {\n  z: \(String(repeating: "1", count: 87))\n}\n")
  }

  @Test func lineWidthCountsScalarsNotBytes() throws {
    // `item a { z: "…" }` is 16 columns plus the string's scalars; each `é` is two bytes but one column, and the
    // odd lengths leave the printer's eight-bytes-at-a-time count a tail to finish.
    let fits = "item a { z: \"\(String(repeating: "é", count: 83))x\" }\n"
    let over = "item a { z: \"\(String(repeating: "é", count: 84))x\" }\n"
    #expect(fits.unicodeScalars.count == 101)  // 100 columns and the line break
    #expect(try FormatCheck.format(fits).get() == fits)
    #expect(try FormatCheck.format(over).get() == "item a {\n  z: \"\(String(repeating: "é", count: 84))x\"\n}\n")
  }

  @Test func nestingNearTheParserLimitFormatsAndStaysIdempotent() throws {
    // The parser accepts 128 levels; the formatter's recursion and the printer must cope on a test thread.
    let depth = 120
    var input = ""
    for level in 0..<depth { input += "vertical g\(level) { size: 1w x 1h // level \(level)\n" }
    input += "leaf\n" + String(repeating: "}\n", count: depth)
    let output = try FormatCheck.format(input).get()
    #expect(output.contains(String(repeating: " ", count: 2 * depth) + "leaf\n"))
    #expect(try FormatCheck.format(output).get() == output)
  }

  @Test func crlfFilesStayCRLF() throws {
    let output = try FormatCheck.format(Array("item a {\r\n  size: 1w x 1h\r\n}".utf8)).get()
    #expect(output == Array("item a {\r\n  size: 1w x 1h\r\n}\r\n".utf8))
  }

  @Test func byteOrderMarkIsKept() throws {
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    #expect(try FormatCheck.format(mark + Array("item a{}".utf8)).get() == mark + Array("item a {}\n".utf8))
    #expect(try FormatCheck.format(mark).get() == mark)
  }

  @Test func invalidUTF8InCommentsIsCopiedExactly() throws {
    let input: [UInt8] = Array("item a {} // caf".utf8) + [0xE9, 0xFF] + Array("\n".utf8)
    #expect(try FormatCheck.format(input).get() == Array("item a {}  // caf".utf8) + [0xE9, 0xFF, 0x0A])
  }
}
