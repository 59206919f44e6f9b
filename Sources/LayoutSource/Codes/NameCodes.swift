extension DiagnosticCatalog {
  static let nameCodes: [DiagnosticCode] = [
    .unknownName, .duplicateDeclaration, .cycle, .wrongKind, .unknownProperty, .duplicateProperty, .unknownParam,
    .duplicateElementKind, .misplacedEntry, .styleCycle, .linkCycle,
  ]
}

extension DiagnosticCode {
  /// E0301
  public static let unknownName = DiagnosticCode(
    id: "E0301", phase: .names, title: "cannot find a name in scope",
    explanation: """
      A child, a root group or a supplementary names a declaration that does not exist in the layout or at file \
      level. Declarations may come in any order; names are case-sensitive. A close match is offered as a fix-it.
      """,
    example:
      "layout A {\n  item cell { size: 1/3w x 1h }\n  section {\n    horizontal { size: 1w x 1/3w; cel }\n  }\n}",
    fixed: "layout A {\n  item cell { size: 1/3w x 1h }\n  section {\n    horizontal { size: 1w x 1/3w; cell }\n  }\n}")

  /// E0302
  public static let duplicateDeclaration = DiagnosticCode(
    id: "E0302", phase: .names, title: "duplicate declaration",
    explanation: """
      Two declarations share a name in one scope (the file, or one layout), or two layouts or two parameters share \
      a name. A layout's own declaration may shadow a file-level one of the same name.
      """,
    example:
      "layout A {\n  item cell { size: 1w x 1h }\n  item cell { size: 1w x 44 }\n  section { horizontal { size: 1w x 44; cell } }\n}",
    fixed: "layout A {\n  item cell { size: 1w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}")

  /// E0303
  public static let cycle = DiagnosticCode(
    id: "E0303", phase: .names, title: "group contains itself",
    explanation: "Groups reference each other in a loop, so the layout would be infinitely deep.",
    example: """
      layout A {
        horizontal a { size: 1w x 44; b }
        vertical b { size: 1w x 1h; a }
        section { a }
      }
      """,
    fixed: """
      layout A {
        item cell { size: 1w x 1h }
        horizontal a { size: 1w x 44; b }
        vertical b { size: 1w x 1h; cell }
        section { a }
      }
      """)

  /// E0330
  public static let styleCycle = DiagnosticCode(
    id: "E0330", phase: .names, title: "section style applies itself",
    explanation: """
      Section styles apply each other (`style:` inside a `section-style`) in a loop, so no style would come first. \
      The `style` that closes the loop is reported; break it by moving the shared entries into one of the styles.
      """,
    example: """
      section-style card { style: framed; insets: 16 }
      section-style framed { style: card; spacing: 8 }
      layout A {
        item cell { size: 1w x 44 }
        section { style: card; vertical { size: 1w x 44; cell } }
      }
      """,
    fixed: """
      section-style card { style: framed; insets: 16 }
      section-style framed { spacing: 8 }
      layout A {
        item cell { size: 1w x 44 }
        section { style: card; vertical { size: 1w x 44; cell } }
      }
      """)

  /// E0331
  public static let linkCycle = DiagnosticCode(
    id: "E0331", phase: .names, title: "layouts follow each other in a loop",
    explanation: """
      A layout's `follows:` names itself, or the layouts it leads to through `follows:` come back to it, so no \
      scroll view would lead the others (L3). Each `follows` of the loop is reported; one layout of the loop \
      must lead without following.
      """,
    example: """
      layout Photos {
        direction: horizontal
        follows: Strip
        section { flow: 375 x 500 }
      }
      layout Strip {
        direction: horizontal
        follows: Photos
        section { flow: 30 x 48 }
      }
      """,
    fixed: """
      layout Photos {
        direction: horizontal
        section { flow: 375 x 500 }
      }
      layout Strip {
        direction: horizontal
        follows: Photos
        section { flow: 30 x 48 }
      }
      """)

  /// E0304
  public static let wrongKind = DiagnosticCode(
    id: "E0304", phase: .names, title: "wrong kind of declaration",
    explanation: """
      A name refers to the wrong kind of declaration: a group's children are items or groups, a section's root is a \
      group, and `supplementaries:` lists supplementaries.
      """,
    example: "layout A {\n  item cell { size: 1w x 44 }\n  section { cell }\n}",
    fixed: "layout A {\n  item cell { size: 1w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}")

  /// E0305
  public static let unknownProperty = DiagnosticCode(
    id: "E0305", phase: .names, title: "unknown or misplaced property",
    explanation: """
      A property name that does not exist, or one that exists but not on this kind of declaration (`scroll` is a \
      section property, `spacing` is not an item property). Misspellings get a fix-it.
      """,
    example: "layout A {\n  item cell { sise: 1w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}",
    fixed: "layout A {\n  item cell { size: 1w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}")

  /// E0306
  public static let duplicateProperty = DiagnosticCode(
    id: "E0306", phase: .names, title: "property set twice",
    explanation: """
      A block sets the same property twice. To change a property in some variants, set it again inside `when`.
      """,
    example:
      "layout A {\n  item cell { size: 1w x 1h; size: 1w x 44 }\n  section { horizontal { size: 1w x 44; cell } }\n}",
    fixed: "layout A {\n  item cell { size: 1w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}")

  /// E0307
  public static let unknownParam = DiagnosticCode(
    id: "E0307", phase: .names, title: "unknown parameter or value in a condition",
    explanation: """
      A `when` condition names a parameter that is not declared, or compares a parameter with a value it does not \
      have. Conditions may also test the viewport: `width >= 700`.
      """,
    example: """
      layout A {
        param mode: list | grid = list
        item cell { size: 1w x 1h }
        section {
          when mode == gird { insets: 8 }
          horizontal { size: 1w x 44; cell }
        }
      }
      """,
    fixed: """
      layout A {
        param mode: list | grid = list
        item cell { size: 1w x 1h }
        section {
          when mode == grid { insets: 8 }
          horizontal { size: 1w x 44; cell }
        }
      }
      """)

  /// E0308
  public static let duplicateElementKind = DiagnosticCode(
    id: "E0308", phase: .names, title: "duplicate element kind in a section",
    explanation: """
      Two boundary items of one section use the same element kind; UIKit throws an exception for this (R7.4).
      """,
    example: """
      layout A {
        item cell { size: 1w x 1h }
        section {
          header "title" { size: 1w x 44 }
          footer "title" { size: 1w x 44 }
          horizontal { size: 1w x 44; cell }
        }
      }
      """,
    fixed: """
      layout A {
        item cell { size: 1w x 1h }
        section {
          header "title" { size: 1w x 44 }
          footer "note" { size: 1w x 44 }
          horizontal { size: 1w x 44; cell }
        }
      }
      """)

  /// E0309
  public static let misplacedEntry = DiagnosticCode(
    id: "E0309", phase: .names, title: "entry not allowed here",
    explanation: """
      An entry in a block that cannot hold it: a property at file level, a child in an item, a header outside a \
      section, a parameter inside `when` (and `direction` or `viewport`, which a layout has one of), a root group or \
      background in a flow section, a layout that mixes flow sections with sections that have root groups.
      """,
    example:
      "layout A {\n  item cell { size: 1w x 1h; header \"h\" { size: 1w x 44 } }\n  section { horizontal { size: 1w x 44; cell } }\n}",
    fixed:
      "layout A {\n  item cell { size: 1w x 1h }\n  section {\n    header \"h\" { size: 1w x 44 }\n    horizontal { size: 1w x 44; cell }\n  }\n}"
  )
}
