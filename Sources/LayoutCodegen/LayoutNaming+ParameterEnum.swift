import LayoutIR
import LayoutPrinting

extension LayoutNaming {
  /// The Swift enum of one `param`, the same for a compositional and a flow layout's type, so that an app switching
  /// between the two generators keeps its call sites: `CaseIterable`, raw values the `.layout` names.
  func parameterEnum(_ param: IRParam, access: SwiftAccess) -> Doc {
    let names = parameters[param.name]!
    let cases = param.values.map { value -> Doc in
      let name = names.cases[value]!
      let raw = name == value ? "" : " = \(SwiftLiterals.string(value))"
      return SwiftCode.line("case \(SwiftNames.escaped(name))\(raw)")
    }
    return .concat([
      SwiftCode.documentation(["The values of `param \(param.name)`; raw values are the `.layout` names."]),
      SwiftCode.block("\(access.keyword)enum \(names.type): String, CaseIterable, Sendable", cases),
    ])
  }
}
