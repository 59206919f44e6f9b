import LayoutCompiler

extension ColumnDrawing {
  /// Puts each drawn element's derivation (`eval --why`, its key steps) into its shape, from one traced evaluation
  /// of the column: the same steps the command prints, each with the line its value was declared on.
  mutating func explainShapes(compilation: Compilation, layout: IRLayout, input: EvaluationInput) {
    // The column already evaluated; a failure here would be the evaluator's, and a title can go without.
    guard !shapes.isEmpty,
      let derivations = try? Evaluator.derivations(of: shapes.map(\.id), in: layout, input: input)
    else { return }
    var lines: [DerivationSource: String] = [:]
    func line(_ source: DerivationSource) -> String {
      if let known = lines[source] { return known }
      let text =
        compilation.span(of: source, layout: layout.name, input: input).map {
          " (line \(compilation.source.location(of: $0.start).line))"
        } ?? ""
      lines[source] = text
      return text
    }
    for (index, derivation) in derivations.enumerated() {
      guard let derivation else { continue }
      guard derivation.isConsistent else {
        shapes[index].why = ["why: internal error: the derivation does not arrive at this frame"]
        continue
      }
      shapes[index].why = derivation.keySteps.map { step in
        "\(step.rule) \(step.text)\(step.source.map(line) ?? "")"
      }
    }
  }
}
