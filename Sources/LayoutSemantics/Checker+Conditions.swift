import LayoutMath
import LayoutSource
import LayoutSyntax

extension Checker {
  /// Reads `param name: a | b = a`, reporting duplicate values, a default that is not a value, and names that
  /// would clash with condition syntax.
  func readParam(_ node: SyntaxNode) -> Param? {
    guard let param = ParamDeclSyntax(node), let nameToken = param.name else { return nil }
    let valueTokens = param.values
    guard !valueTokens.isEmpty else { return nil }
    let name = nameToken.text
    if ["width", "height", "and", "or", "not"].contains(name) {
      report(.error(.reservedWord, "'\(name)' cannot name a parameter: conditions use it", at: nameToken.span))
      return nil
    }
    var values: [String] = []
    for token in valueTokens {
      if values.contains(token.text) {
        report(.error(.invalidParam, "value '\(token.text)' is listed twice", at: token.span))
      } else {
        values.append(token.text)
      }
    }
    var defaultValue = values[0]
    if let defaultToken = param.defaultValue {
      if values.contains(defaultToken.text) {
        defaultValue = defaultToken.text
      } else {
        reportMisspelling(
          .invalidParam, "default '\(defaultToken.text)' is not a value of '\(name)'", name: defaultToken.text,
          at: defaultToken.span, candidates: values)
      }
    }
    return Param(name: name, values: values, defaultValue: defaultValue, span: nameToken.span)
  }

  func addParam(_ param: Param) {
    if let previous = self.param(named: param.name) {
      report(
        .error(
          .duplicateDeclaration, "invalid redeclaration of parameter '\(param.name)'", at: param.span,
          notes: [DiagnosticNote("'\(param.name)' previously declared here", at: previous.span)]))
      return
    }
    paramIndex[param.name] = params.count
    params.append(param)
  }

  /// The condition of a `when` clause, or nil when it has errors (already reported). Cached per clause because
  /// layouts walk their blocks twice.
  func readCondition(of clause: SyntaxNode) -> Condition? {
    if let cached = conditionCache[clause.id] { return cached }
    var condition: Condition? = nil
    if let first = WhenClauseSyntax(clause)?.condition {
      condition = self.condition(from: first)
      if let read = condition, read.depth > Checker.maximumConditionDepth {
        report(
          .error(
            .invalidCondition,
            "condition nests 'and', 'or' and 'not' \(read.depth) levels deep; the limit is \(Checker.maximumConditionDepth)",
            at: first.node.span))
        condition = nil
      }
    }
    conditionCache[clause.id] = .some(condition)
    return condition
  }

  /// The condition of a node. The recursion follows parentheses and `not`s only, which the parser bounds; a
  /// chain of `and` or `or`, however long, is one node whose operands are read in a loop.
  private func condition(from syntax: ConditionSyntax) -> Condition? {
    switch syntax {
    case .binary(let chain):
      let isAnd = chain.isAnd
      var parts: [Condition] = []
      var failed = false
      for operand in chain.operands {
        // Every operand is read, even after a bad one, so that each mistake is reported.
        guard let part = ConditionSyntax(operand).flatMap(condition(from:)) else {
          failed = true
          continue
        }
        // `a and (b and c)` is one chain: flattening the parentheses keeps the depth what the reader sees.
        switch (isAnd, part) {
        case (true, .and(let inner)), (false, .or(let inner)): parts += inner
        default: parts.append(part)
        }
      }
      guard !failed, parts.count >= 2 else { return nil }
      return isAnd ? .and(parts) : .or(parts)
    case .not(let negation):
      return negation.operand.flatMap(condition(from:)).map(Condition.not)
    case .paren(let parenthesized):
      return parenthesized.condition.flatMap(condition(from:))
    case .comparison(let comparison):
      return self.comparison(comparison)
    }
  }

  private func comparison(_ node: ComparisonSyntax) -> Condition? {
    // A comparison the parser completed has exactly its three parts; one it reported as broken is skipped.
    guard node.isComplete, let lhs = node.lhs, let opToken = node.op, let rhs = node.rhs,
      let op = Comparison(rawValue: opToken.text)
    else { return nil }
    guard lhs.kind == .identifier else {
      report(.error(.invalidCondition, "a condition starts with 'width', 'height' or a parameter name", at: lhs.span))
      return nil
    }
    let name = lhs.text
    if name == "width" || name == "height" {
      // A constant of points stands for its number here too (Grammar/README.md, "Constants").
      if rhs.kind == .identifier, let constant = constants[rhs.text],
        case .number(let value, .points, _) = constant.value
      {
        usedConstants.insert(constant.span.start)
        return .viewport(name == "width" ? .width : .height, op, value)
      }
      let literal = rhs.kind == .number ? NumberLiteral.read(rhs.unsafeBytes) : .failure(.malformed)
      if case .failure(let failure) = literal, failure == .tooLarge || failure == .tooFine {
        report(.error(.numberOutOfRange, NumberLiteral.message(failure, rhs.text), at: rhs.span))
        return nil
      }
      guard case .success(let (value, unit)) = literal, unit == .points else {
        report(.error(.invalidCondition, "'\(name)' is compared with a number of points, such as 700", at: rhs.span))
        return nil
      }
      return .viewport(name == "width" ? .width : .height, op, value)
    }
    guard let param = self.param(named: name) else {
      reportMisspelling(
        .unknownParam, "cannot find parameter '\(name)'", name: name, at: lhs.span,
        candidates: params.map(\.name) + ["width", "height"])
      return nil
    }
    guard op == .equal || op == .notEqual else {
      report(.error(.invalidCondition, "parameters are compared with '==' or '!='", at: opToken.span))
      return nil
    }
    guard rhs.kind == .identifier, param.values.contains(rhs.text) else {
      reportMisspelling(
        .unknownParam,
        "'\(rhs.text)' is not a value of parameter '\(name)' (\(param.values.joined(separator: ", ")))",
        name: rhs.text, at: rhs.span, candidates: param.values,
        notes: [DiagnosticNote("'\(name)' declared here", at: param.span)])
      return nil
    }
    return .param(name, equals: op == .equal, rhs.text)
  }
}
