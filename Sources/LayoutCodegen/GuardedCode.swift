import LayoutIR
import LayoutPrinting

/// Guarded IR properties and lists written as Swift that decides them at run time.
///
/// A property's value is the last assignment whose guard holds, else its default (`IRProperty.resolve`); the Swift
/// tests the guards from the last assignment back to the last unguarded one, which always holds, so what comes
/// before it is never written.
struct GuardedCode {
  let naming: LayoutNaming

  /// The assignments that can win, last first: the guarded ones after the last unguarded assignment, then that one
  /// (with a nil condition) if there is one.
  func candidates<Value>(_ property: IRProperty<Value>) -> [(condition: String?, value: Value)] {
    var result: [(condition: String?, value: Value)] = []
    for assignment in property.assignments.reversed() {
      guard let when = assignment.when else {
        result.append((nil, assignment.value))
        break
      }
      result.append((naming.condition(when), assignment.value))
    }
    return result
  }

  /// An expression for a property, and the statements that compute it first when guards can change it: `let size:
  /// T` and an `if` chain. `fallback` is the property's default; nil for a required property (size, anchor, root),
  /// for which the checker has proved that some assignment always holds, so the chain's last test is left out.
  func value<Value>(
    _ property: IRProperty<Value>, named name: String, type: String, fallback: Value?, _ expression: (Value) -> Doc
  ) -> (statements: [Doc], expression: Doc) {
    var branches = candidates(property)
    if let last = branches.last, last.condition != nil {
      if let fallback { branches.append((nil, fallback)) } else { branches[branches.count - 1].condition = nil }
    }
    if branches.count == 1 { return ([], expression(branches[0].value)) }
    let chain = SwiftCode.ifChain(
      branches.map { ($0.condition, [SwiftCode.line(.concat([.text("\(name) = "), expression($0.value)]))]) })
    return ([SwiftCode.line("let \(name): \(type)"), chain], .text(name))
  }

  /// Statements that set `target` (`item.contentInsets`) to the property's value. `implicit` is the value the
  /// object already has when nothing is set (UIKit's default, when the IR's default is the same): it is not
  /// written. `fallback` is the IR's default.
  func assignment<Value: Equatable>(
    _ property: IRProperty<Value>, to target: String, fallback: Value, implicit: Value?, _ expression: (Value) -> Doc
  ) -> [Doc] {
    var branches = candidates(property)
    if branches.last?.condition != nil || branches.isEmpty { branches.append((nil, fallback)) }
    // A final `else` that would set the value the object already has is left out.
    if let last = branches.last, last.condition == nil, last.value == implicit { branches.removeLast() }
    guard !branches.isEmpty else { return [] }
    func set(_ value: Value) -> [Doc] { [SwiftCode.line(.concat([.text("\(target) = "), expression(value)]))] }
    if branches.count == 1, branches[0].condition == nil { return set(branches[0].value) }
    return [SwiftCode.ifChain(branches.map { ($0.condition, set($0.value)) })]
  }

  /// A list whose entries may be guarded: an array literal when none is, else a `var` built entry by entry.
  func list<Value>(
    _ list: IRList<Value>, named name: String, type: String, _ expression: (Value) -> Doc
  ) -> (statements: [Doc], expression: Doc) {
    if list.entries.allSatisfy({ $0.when == nil }) {
      return ([], arrayLiteral(list.entries.map { expression($0.value) }))
    }
    var statements: [Doc] = [SwiftCode.line("var \(name): [\(type)] = []")]
    for entry in list.entries {
      let append = SwiftCode.line(.concat([.text("\(name).append("), expression(entry.value), .text(")")]))
      if let when = entry.when {
        statements.append(SwiftCode.ifChain([(naming.condition(when), [append])]))
      } else {
        statements.append(append)
      }
    }
    return (statements, .text(name))
  }

  /// `[a, b]`, broken one element a line with a trailing comma when it does not fit (as `swift format` writes it).
  func arrayLiteral(_ elements: [Doc]) -> Doc {
    guard !elements.isEmpty else { return .text("[]") }
    let body = Doc.join(elements, separator: .concat([.text(","), .line]))
    return .group(
      .concat([
        .text("["), .nest(SwiftCode.indent, .concat([.softline, body, .ifBroken(.text(","))])), .softline, .text("]"),
      ]))
  }
}
