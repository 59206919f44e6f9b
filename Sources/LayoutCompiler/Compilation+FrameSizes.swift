// What size a declaration resolves to: the question an editor's hover asks ("this item is 130x130 on a phone").
// The frames come from the evaluator and are traced back through the source map, so the answer is the evaluator's,
// not a second reading of the size expression.

extension Compilation {
  /// The distinct sizes, in first-seen order, of the frames that declaration `span` (a declaration's whole span, as
  /// the source map holds it) produced in layout `layout` for `input`; empty when the file has errors, the input does
  /// not evaluate, or the declaration produced no frame (a group, which has no frame of its own, or an unused one).
  public func frameSizes(ofDeclaration span: SourceSpan, layout: String, input: EvaluationInput) -> [Size] {
    guard let evaluation = try? evaluate(layout: layout, input: input) else { return [] }
    var sizes: [Size] = []
    for element in evaluation.allElements() {
      let size = Size(width: element.frame.width, height: element.frame.height)
      guard !sizes.contains(size),
        declarationSpan(of: element, in: evaluation, layout: layout, input: input) == span
      else { continue }
      sizes.append(size)
    }
    return sizes
  }

  /// The derivation (`eval --why`) of the first frame declaration `span` produced in layout `layout` for `input`, or
  /// nil when it produced none (or the file has errors): the "why this size" an editor's hover shows.
  public func derivation(ofDeclaration span: SourceSpan, layout: String, input: EvaluationInput) -> Derivation? {
    guard let ir = try? self.layout(named: layout), let evaluation = try? evaluate(layout: layout, input: input),
      let element = evaluation.allElements().first(where: {
        declarationSpan(of: $0, in: evaluation, layout: layout, input: input) == span
      })
    else { return nil }
    return try? Evaluator.derivation(of: evaluation.id(of: element), in: ir, input: input)
  }
}
