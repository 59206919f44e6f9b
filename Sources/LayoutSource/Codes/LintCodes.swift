extension DiagnosticCatalog {
  /// The linter's rules (`LayoutLint`), plus `unused-ignore`, which `layoutc check` reports for suppressions.
  static let lintCodes: [DiagnosticCode] = [
    .childOverflow, .childTooLarge, .fractionOfEstimate, .emptyFrame, .approximateFraction, .countDiscardsSize,
    .insetsOnEstimatedAxis, .flexibleRootEdge, .fractionalGroupInsets, .crossAxisOverflow, .unusedDeclaration,
    .unusedIgnore, .analysisIncomplete,
  ]
}

/// The viewport range the linter proves a layout for when it declares no `viewport:`.
private let defaultRange = """
  Without a `viewport:` property the layout is checked for every viewport from 320 to 1366 points wide and \
  from 320 to 1366 points high (phones and tablets in both orientations); every parameter combination and every \
  range between the `when width/height` thresholds is checked on its own.
  """

extension DiagnosticCode {
  /// child-overflow
  public static let childOverflow = DiagnosticCode(
    id: "child-overflow", phase: "lint", title: "listed children need more than their group",
    explanation: """
      A group lays its listed children out one after another while the next one fits (R5.2, with a 0.25 pt \
      tolerance). When the children together need more than the group along its axis, UIKit silently stops at \
      the first one that does not fit: the rest are never laid out. The message gives the share of the group \
      they need and a viewport where it happens. \(defaultRange)
      """,
    example: """
      layout A {
        item main { size: 2/3w x 1h }
        item side { size: 1/2w x 1h }
        section { horizontal { size: 1w x 200; main; side } }
      }
      """,
    fixed: """
      layout A {
        item main { size: 2/3w x 1h }
        item side { size: 1/3w x 1h }
        section { horizontal { size: 1w x 200; main; side } }
      }
      """)

  /// child-too-large
  public static let childTooLarge = DiagnosticCode(
    id: "child-too-large", phase: "lint", title: "a child is larger than its group",
    explanation: """
      When even the first child of a group is larger than the group along its axis, UIKit logs "This group \
      cannot fit even a single item" and the group lays out nothing (R5.2); a group with no room at all after \
      its insets does the same (R5.1). The section shows no items at those viewports. \(defaultRange)
      """,
    example: """
      layout A {
        item wide { size: 400 x 1h }
        section { horizontal { size: 1w x 44; wide } }
      }
      """,
    fixed: """
      layout A {
        item wide { size: 1w x 1h }
        section { horizontal { size: 1w x 44; wide } }
      }
      """)

  /// fraction-of-estimate
  public static let fractionOfEstimate = DiagnosticCode(
    id: "fraction-of-estimate", phase: "lint", title: "a fraction of an estimated size",
    explanation: """
      A fraction resolves against its container (R3.3). When the container's size on that axis is estimated, the \
      fraction takes the estimate and never self-sizes (R12.4): a `1h` item in a `~44` high group is 44 high \
      whatever its content. Estimate the child instead, or give the container a real size.
      """,
    example: """
      layout A {
        item row { size: 1w x 1h }
        section { horizontal { size: 1w x ~44; row } }
      }
      """,
    fixed: """
      layout A {
        item row { size: 1w x ~44 }
        section { horizontal { size: 1w x ~44; row } }
      }
      """)

  /// empty-frame
  public static let emptyFrame = DiagnosticCode(
    id: "empty-frame", phase: "lint", title: "a frame is empty or negative",
    explanation: """
      An item's frame is its slot less its insets (R4.1); a supplementary's is its size less its insets (R9.5); \
      a group's children get its size less its insets (R3.3, R5.1). Where the insets are as large as the slot, \
      UIKit produces an empty frame, or a flipped one when they are larger. The message gives the sub-range of \
      viewports where it happens. \(defaultRange)
      """,
    example: """
      layout A {
        item cell { size: 1/10w x 1h; insets: 0 20 }
        section { horizontal { size: 1w x 44; cell } }
      }
      """,
    fixed: """
      layout A {
        item cell { size: 1/10w x 1h; insets: 0 2 }
        section { horizontal { size: 1w x 44; cell } }
      }
      """)

  /// approximate-fraction
  public static let approximateFraction = DiagnosticCode(
    id: "approximate-fraction", phase: "lint", title: "a decimal approximates a simple fraction",
    explanation: """
      Fractions are exact: `0.33w` is 33/100 of the width, not a third, so three of them leave 1% of a row \
      empty, and three `0.34w` do not fit. Write the fraction you mean; `layoutc check --fix` replaces the decimal.
      """,
    example: """
      layout A {
        item cell { size: 0.33w x 1h }
        section { horizontal { size: 1w x 100; cell } }
      }
      """,
    fixed: """
      layout A {
        item cell { size: 1/3w x 1h }
        section { horizontal { size: 1w x 100; cell } }
      }
      """)

  /// count-discards-size
  public static let countDiscardsSize = DiagnosticCode(
    id: "count-discards-size", phase: "lint", title: "a count discards the child's size",
    explanation: """
      `child * n` is UIKit's `subitem:count:`: each copy is exactly 1/n of the group along its axis, whatever \
      size the child declares on that axis (R5.4). A child that says otherwise is misleading: its size is \
      thrown away. Give it `1/nw` (or `1/nh` in a vertical group), or list it without a count.
      """,
    example: """
      layout A {
        item cell { size: 100 x 1h }
        section { horizontal { size: 1w x 100; cell * 3 } }
      }
      """,
    fixed: """
      layout A {
        item cell { size: 1/3w x 1h }
        section { horizontal { size: 1w x 100; cell * 3 } }
      }
      """)

  /// insets-on-estimated-axis
  public static let insetsOnEstimatedAxis = DiagnosticCode(
    id: "insets-on-estimated-axis", phase: "lint", title: "insets on an estimated axis are ignored",
    explanation: """
      UIKit ignores content insets along any estimated axis (R4.2) and logs "Insets along any estimated axes will \
      be ignored": top and bottom insets of a `~44` high item do nothing. Use edge spacing or the group's spacing.
      """,
    example: """
      layout A {
        item row { size: 1w x ~44; insets: 8 16 }
        section { horizontal { size: 1w x ~44; row } }
      }
      """,
    fixed: """
      layout A {
        item row { size: 1w x ~44; insets: 0 16 }
        section { horizontal { size: 1w x ~44; row } }
      }
      """)

  /// flexible-root-edge
  public static let flexibleRootEdge = DiagnosticCode(
    id: "flexible-root-edge", phase: "lint", title: "flexible root edge spacing along the scroll axis",
    explanation: """
      A section's root group ignores flexible edge spacing along the section's scroll axis (R5.7; UIKit logs \
      "flexible spacing will be ignored but any required spacing will be applied"): only the minimum is used. \
      Write a fixed spacing, or use the section's `spacing`.
      """,
    example: """
      layout A {
        item cell { size: 1w x 1h }
        section { horizontal { size: 1w x 44; edges: top >=8; cell } }
      }
      """,
    fixed: """
      layout A {
        item cell { size: 1w x 1h }
        section { horizontal { size: 1w x 44; edges: top 8; cell } }
      }
      """)

  /// fractional-group-insets
  public static let fractionalGroupInsets = DiagnosticCode(
    id: "fractional-group-insets", phase: "lint", title: "group insets below 0.5 are fractions",
    explanation: """
      UIKit reads a group inset between 0 and 0.5 as a fraction of the group's size, not as points (R3.7, U1): \
      `insets: 0.25` on a 390 pt wide group is 97.5 pt on each side. Write whole points, or 0.5 and above.
      """,
    example: """
      layout A {
        item cell { size: 1w x 1h }
        section { horizontal { size: 1w x 44; insets: 0.25; cell } }
      }
      """,
    fixed: """
      layout A {
        item cell { size: 1w x 1h }
        section { horizontal { size: 1w x 44; insets: 1; cell } }
      }
      """)

  /// cross-axis-overflow
  public static let crossAxisOverflow = DiagnosticCode(
    id: "cross-axis-overflow", phase: "lint", title: "a child sticks out of its group across its axis",
    explanation: """
      A child taller than its horizontal group (or wider than its vertical group) is still placed, and sticks \
      out of the group (R5.2), over whatever comes next. \(defaultRange)
      """,
    example: """
      layout A {
        item cell { size: 1w x 60 }
        section { horizontal { size: 1w x 44; cell } }
      }
      """,
    fixed: """
      layout A {
        item cell { size: 1w x 1h }
        section { horizontal { size: 1w x 44; cell } }
      }
      """)

  /// unused-declaration
  public static let unusedDeclaration = DiagnosticCode(
    id: "unused-declaration", phase: "lint", title: "a declaration is never used",
    explanation: """
      An item, group or supplementary that no section reaches in any variant, or a parameter that no `when` \
      tests, does nothing. Remove it or use it.
      """,
    example: """
      layout A {
        item cell { size: 1w x 1h }
        item spare { size: 1w x 1h }
        section { horizontal { size: 1w x 44; cell } }
      }
      """,
    fixed: """
      layout A {
        item cell { size: 1w x 1h }
        section { horizontal { size: 1w x 44; cell } }
      }
      """)

  /// unused-ignore
  public static let unusedIgnore = DiagnosticCode(
    id: "unused-ignore", phase: "lint", title: "a suppression suppresses nothing",
    explanation: """
      `// layoutc-ignore: RULE -- reason`, on the line before a finding or at the end of its line, hides that \
      finding. When no finding of that rule is there, the comment is stale: `layoutc check` reports it so that \
      suppressions do not outlive the problem they hid.
      """,
    example: """
      layout A {
        item cell { size: 1w x 1h }
        // layoutc-ignore: child-overflow -- reason
        section { horizontal { size: 1w x 44; cell } }
      }
      """,
    fixed: """
      layout A {
        item cell { size: 1w x 1h }
        section { horizontal { size: 1w x 44; cell } }
      }
      """)

  /// analysis-incomplete
  public static let analysisIncomplete = DiagnosticCode(
    id: "analysis-incomplete", phase: "lint", title: "part of the layout was not analysed",
    explanation: """
      The linter proves its findings case by case: each combination of the parameter values and viewport ranges \
      that its guards read together, and each count of children a group's fill can accept. Parameters that no \
      `when` reads, and guards read in different groups, do not multiply the cases; but a layout can still need \
      more cases than the analysis budget: many parameters or thousands of thresholds read by the same group, or a \
      fill that accepts more than 512 children one by one. Then the linter checks a fixed sample of the cases, or \
      stops following that part, and reports this note where it happened. The findings it reports still hold where \
      they say; findings in the cases left out may be missing. Guard fewer properties of one group with the same \
      parameters, split the layout, or write a run of equal children as a count, to have it checked whole.
      """,
    example: """
      layout A {
        item dot { size: 1/600w x 1h }
        section { horizontal { size: 1w x 44; spacing: 1; dot } }
      }
      """,
    fixed: """
      layout A {
        item dot { size: 1/600w x 1h }
        section { horizontal { size: 1w x 44; dot } }
      }
      """)
}
