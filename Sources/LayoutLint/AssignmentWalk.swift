import LayoutSemantics
import LayoutSource

/// Where an assignment is in a layout: `layout.declarations[declaration].properties[assignment]`.
struct AssignmentPosition: Sendable {
  var declaration: Int
  var assignment: Int
}

/// What a rule about single property assignments gives the walk those rules share (`AssignmentWalk`): the properties
/// it reads and its check of one layout's assignments of them.
struct AssignmentCheck: Sendable {
  /// The properties whose assignments the check reads.
  let properties: [Property]
  /// Checks the assignments of `properties` in one layout (`positions`, in declaration and source order; never
  /// empty). `seen` is the rule's own and lasts the whole file: declarations shared by layouts are walked once per
  /// layout, and a rule reports each place once. `stage` is the file rules' place among the findings.
  let check:
    @Sendable (
      _ layout: LayoutModel, _ positions: [AssignmentPosition], _ source: SourceFile, _ stage: Int,
      _ seen: inout Set<Int>, _ collector: inout FindingCollector
    ) -> Void
}

/// One walk over every assignment of every declaration of the checked model, handing each rule that reads single
/// assignments the ones of its properties, layout by layout.
///
/// Why one walk: each such rule walked the whole model on its own, and the model of a large file does not stay in the
/// cache, so the walks were a quarter of the linter's time in `layoutc check`'s profile while almost no assignment
/// was of a property they read.
enum AssignmentWalk {
  /// Runs `checks` (in their order, layout by layout) over `program`.
  static func run(
    _ checks: [AssignmentCheck], program: Program, source: SourceFile, stage: Int,
    into collector: inout FindingCollector
  ) {
    guard !checks.isEmpty else { return }
    var positions = [[AssignmentPosition]](repeating: [], count: checks.count)
    var seen = [Set<Int>](repeating: [], count: checks.count)
    // By index: copying layouts, declarations and assignments out retains and releases their arrays and strings.
    for l in program.layouts.indices {
      let declarations = program.layouts[l].declarations
      for d in declarations.indices {
        let properties = declarations[d].properties
        for a in properties.indices {
          let property = properties[a].property
          for c in checks.indices where checks[c].properties.contains(property) {
            positions[c].append(AssignmentPosition(declaration: d, assignment: a))
          }
        }
      }
      for c in checks.indices where !positions[c].isEmpty {
        checks[c].check(program.layouts[l], positions[c], source, stage, &seen[c], &collector)
        positions[c].removeAll(keepingCapacity: true)
      }
    }
  }
}
