extension DiagnosticCatalog {
  /// The codes `layoutc generate` reports. Not part of `frontEnd`: a file with one of them checks clean, and only a
  /// generator finds them (`layoutc explain` lists them with the rest).
  public static let generateCodes: [DiagnosticCode] = [.noSwiftMapping]
}

extension DiagnosticCode {
  /// E0501
  public static let noSwiftMapping = DiagnosticCode(
    id: "E0501", phase: .generate, title: "no faithful mapping to UIKit's compositional layout API",
    explanation: """
      `layoutc generate swift` writes Swift that builds the layout with `UICollectionViewCompositionalLayout`, and \
      refuses a construct that API cannot express exactly rather than write an approximation: a flow section (UIKit \
      lays those out with `UICollectionViewFlowLayout`, a different layout object that cannot share a collection \
      view with compositional sections); a layout `spacing` that depends on `width` or `height` (the configuration \
      is fixed when the layout is made, before any container size is known); boundary items of one section that \
      disagree on `follows-insets` (UIKit has one `supplementariesFollowContentInsets` per section); a group \
      whose children are all guarded and that is left without one for some choice of parameters, or whose \
      children's guards read the container size (UIKit requires at least one subitem); `appear` and `disappear` \
      effects declared on supplementaries, boundary items or backgrounds (the generated layout subclass answers \
      for cells only, so UIKit would play its default fade instead), and items of one section with different \
      `appear`/`disappear` effects; and, of scroll effects, `parallax` (a section's visible-items handler sets a \
      cell's transform and alpha, not its content's position) and items of one section with different effects \
      (both the handler and the subclass see index paths, not item declarations). Scroll effects' `scale` and \
      `alpha`, and cells' `appear` and `disappear` effects (items' and sections'), are generated. Such a layout \
      still compiles to the IR, which an app evaluates at run time.
      """,
    example: """
      layout Chips {
        section {
          flow: 110 x 32
        }
      }
      """,
    fixed: """
      layout Chips {
        item chip { size: 110 x 32 }
        section {
          horizontal { size: 1w x 32; chip }
        }
      }
      """)
}
