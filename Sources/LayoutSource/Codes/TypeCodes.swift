extension DiagnosticCatalog {
  static let typeCodes: [DiagnosticCode] = [
    .invalidValue, .invalidCount, .nonPositiveValue, .missingRequirement, .countNotAlone, .invalidParam,
    .numberOutOfRange, .invalidCondition, .multipleRoots, .nestingTooDeepSemantic, .tooManyFrames,
    .compiledSizeTooLarge,
  ]
}

extension DiagnosticCode {
  /// E0401
  public static let invalidValue = DiagnosticCode(
    id: "E0401", phase: .types, title: "value has the wrong shape",
    explanation: """
      A property's value does not have the shape the property takes: a size is `WIDTH x HEIGHT`, insets are one, \
      two or four numbers or named sides, an anchor is a set of edges, `scroll` is one of six behaviours.
      """,
    example: "layout A {\n  item cell { size: 1w 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}",
    fixed: "layout A {\n  item cell { size: 1w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}")

  /// E0402
  public static let invalidCount = DiagnosticCode(
    id: "E0402", phase: .types, title: "invalid count",
    explanation: "A count (`pair * 2`) is a whole number of at least 1.",
    example: "layout A {\n  item cell { size: 1w x 1h }\n  section { horizontal { size: 1w x 44; cell * 0 } }\n}",
    fixed: "layout A {\n  item cell { size: 1w x 1h }\n  section { horizontal { size: 1w x 44; cell * 3 } }\n}")

  /// E0403
  public static let nonPositiveValue = DiagnosticCode(
    id: "E0403", phase: .types, title: "zero or negative dimension",
    explanation: """
      Sizes, fractions and estimates are positive: `0w`, `-1/2h`, `~0` and `1/0w` describe nothing UIKit can lay out.
      """,
    example: "layout A {\n  item cell { size: 0w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}",
    fixed: "layout A {\n  item cell { size: 1/3w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}")

  /// E0404
  public static let missingRequirement = DiagnosticCode(
    id: "E0404", phase: .types, title: "missing required property or entry",
    explanation: """
      Items, groups, supplementaries and boundary items need a `size`; a `boundary` needs an `alignment`; groups \
      need at least one child; sections need a root group or a `flow`; layouts need a section.
      """,
    example: "layout A {\n  item cell { insets: 2 }\n  section { horizontal { size: 1w x 44; cell } }\n}",
    fixed: "layout A {\n  item cell { size: 1w x 1h; insets: 2 }\n  section { horizontal { size: 1w x 44; cell } }\n}")

  /// E0405
  public static let countNotAlone = DiagnosticCode(
    id: "E0405", phase: .types, title: "counted child is not alone",
    explanation: """
      `child * n` is UIKit's `subitem:count:`: the group holds exactly n copies of one child. It cannot be mixed with \
      other children; list them instead, or nest a counted group.
      """,
    example: """
      layout A {
        item cell { size: 1w x 1h }
        item wide { size: 1w x 1h }
        section { horizontal { size: 1w x 44; cell * 2; wide } }
      }
      """,
    fixed: """
      layout A {
        item cell { size: 1w x 1h }
        item wide { size: 1w x 1h }
        section { horizontal { size: 1w x 44; cell; cell; wide } }
      }
      """)

  /// E0406
  public static let invalidParam = DiagnosticCode(
    id: "E0406", phase: .types, title: "invalid parameter declaration",
    explanation: "A parameter lists each value once, and its default (after `=`) is one of its values.",
    example:
      "layout A {\n  param mode: list | grid = gird\n  item cell { size: 1w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}",
    fixed:
      "layout A {\n  param mode: list | grid = grid\n  item cell { size: 1w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}"
  )

  /// E0407
  public static let numberOutOfRange = DiagnosticCode(
    id: "E0407", phase: .types, title: "number out of range",
    explanation: """
      Numbers are at most 1,000,000,000 and fractions have denominators of at most 1,000,000 (after reducing: \
      `2/4` is 1/2, `0.5` is 1/2, `0.0000001` is 1/10,000,000 and too fine), so exact arithmetic through any nesting \
      cannot overflow. A number is never dropped for being too long: `4/99999999999999999999` is this error, not a \
      missing inset. Counts (`child * n`) are at most 10,000, z-indices between -999,999 and 999,999, and the \
      numbers of `when width >= N` follow the same bounds.
      """,
    example: "layout A {\n  item cell { size: 1w x 99999999999 }\n  section { horizontal { size: 1w x 44; cell } }\n}",
    fixed: "layout A {\n  item cell { size: 1w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}")

  /// E0408
  public static let invalidCondition = DiagnosticCode(
    id: "E0408", phase: .types, title: "invalid condition",
    explanation: """
      A comparison is `param == value`, `param != value`, or `width|height OP points` with OP one of \
      `<`, `<=`, `>`, `>=`, `==`, `!=`. A condition nests `and`, `or` and `not` at most 32 levels deep (a chain \
      such as `a and b and c` is one level however long it is, and parentheses alone add none), so that every \
      compiled condition stays within what an IR reader accepts.
      """,
    example:
      "layout A {\n  item cell { size: 1w x 1h }\n  section {\n    when width >= 1/2w { insets: 8 }\n    horizontal { size: 1w x 44; cell }\n  }\n}",
    fixed:
      "layout A {\n  item cell { size: 1w x 1h }\n  section {\n    when width >= 700 { insets: 8 }\n    horizontal { size: 1w x 44; cell }\n  }\n}"
  )

  /// E0409
  public static let multipleRoots = DiagnosticCode(
    id: "E0409", phase: .types, title: "more than one root group",
    explanation: """
      A section has exactly one root group, repeated for as long as there are items. Put alternatives under \
      `when` conditions, or nest the groups in one root.
      """,
    example: """
      layout A {
        item cell { size: 1w x 1h }
        section {
          horizontal { size: 1w x 44; cell }
          vertical { size: 1w x 88; cell }
        }
      }
      """,
    fixed: """
      layout A {
        param mode: list | grid = list
        item cell { size: 1w x 1h }
        section {
          when mode == list { horizontal { size: 1w x 44; cell } }
          when mode == grid { vertical { size: 1w x 88; cell } }
        }
      }
      """)

  /// E0410
  public static let nestingTooDeepSemantic = DiagnosticCode(
    id: "E0410", phase: .types, title: "groups nested too deeply",
    explanation: """
      Groups nest, through references, more than 32 levels deep. Real layouts nest a few levels; the limit keeps \
      every later phase (lowering, evaluation, analysis) bounded.
      """,
    example: "layout A {\n  item cell { size: 1w x 1h }\n"
      + (0..<34).map { "  vertical g\($0) { size: 1w x 1h; \($0 == 33 ? "cell" : "g\($0 + 1)") }\n" }.joined()
      + "  section { g0 }\n}",
    fixed: "layout A {\n  item cell { size: 1w x 1h }\n  vertical g0 { size: 1w x 1h; cell }\n  section { g0 }\n}")

  /// E0411
  public static let tooManyFrames = DiagnosticCode(
    id: "E0411", phase: .types, title: "group holds too many frames",
    explanation: """
      One instance of a group holds at most 100,000 frames: its cells, their supplementaries and the supplementaries \
      of the groups inside it. Counts multiply: a group of `row * 1000` where `row` is `cell * 1000` holds \
      1,000,000 cells in every instance, which no screen shows and which would cost gigabytes to lay out. The count \
      is checked over one run of the children, every child counted once whatever its `when`; `layoutc` refuses an \
      IR file over the limit the same way, and stops an evaluation whose group repeats its children past it.
      """,
    example: """
      layout A {
        item cell { size: 1/1000w x 1h }
        horizontal row { size: 1w x 1/1000h; cell * 1000 }
        section { vertical { size: 1w x 1h; row * 1000 } }
      }
      """,
    fixed: """
      layout A {
        item cell { size: 1/10w x 1h }
        horizontal row { size: 1w x 1/10h; cell * 10 }
        section { vertical { size: 1w x 1h; row * 10 } }
      }
      """)

  /// E0412
  public static let compiledSizeTooLarge = DiagnosticCode(
    id: "E0412", phase: .types, title: "the file compiles to too much",
    explanation: """
      A file compiles to at most 500,000 declarations, entries and condition terms, plus one for each byte of \
      its source: a file that only grows always fits, one that multiplies may not. Compiling multiplies in three \
      places: every layout holds the file-level declarations again; every entry under `when` carries its whole \
      condition, the enclosing ones included; and a property assigned under several conditions gets guards that \
      say "this one holds and no later one does", which repeat the later conditions (an `anchor` and an `offset` \
      that vary separately are paired, every assignment of one with every assignment of the other). A file a few \
      kilobytes long can so ask for gigabytes of IR. The error points at the layout that passes the limit and names \
      the declaration that costs the most; the layouts after it are not checked. Join the conditions (one `when` \
      around many entries costs its condition once per entry: keep it short), move shared declarations into the \
      layouts that use them, or split the file.
      """,
    example: """
      layout A {
        supplementary badge "badge" {
          size: 20 x 20
          anchor: top trailing

      """ + (0..<100).map { "    when width > \(300 + $0) { anchor: top; offset: \($0) 0 }\n" }.joined() + """
          }
          item cell { size: 1w x 44; supplementaries: badge }
          section { horizontal { size: 1w x 44; cell } }
        }
        """,
    fixed: """
      layout A {
        supplementary badge "badge" {
          size: 20 x 20
          anchor: top trailing
          when width > 300 { anchor: top; offset: 4 0 }
        }
        item cell { size: 1w x 44; supplementaries: badge }
        section { horizontal { size: 1w x 44; cell } }
      }
      """)
}
