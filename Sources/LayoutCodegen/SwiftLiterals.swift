import LayoutCompiler
import LayoutIR

/// IR values written as Swift expressions of UIKit's types.
///
/// Numbers are written so that Swift computes exactly the `Double` the evaluator computes from the same exact
/// fraction (`Rational.doubleValue`, numerator divided by denominator): an integer as itself, a fraction whose
/// decimal expansion ends as that decimal (both are the correctly rounded value), any other as a division of two
/// integral literals (`2.0 / 3.0`), which IEEE division rounds the same way.
enum SwiftLiterals {
  /// A `CGFloat` expression for `number`.
  static func number(_ number: IRNumber) -> String {
    let value = number.value
    if value.isInteger { return String(value.numerator) }
    if let decimal = decimal(value.numerator, value.denominator) { return decimal }
    return "\(value.numerator).0 / \(value.denominator).0"
  }

  /// `numerator / denominator` as a finite decimal when the denominator has no prime factor but 2 and 5 and the
  /// digits fit in 64 bits; nil otherwise.
  private static func decimal(_ numerator: Int64, _ denominator: Int64) -> String? {
    var rest = denominator
    var twos = 0
    var fives = 0
    while rest % 2 == 0 {
      rest /= 2
      twos += 1
    }
    while rest % 5 == 0 {
      rest /= 5
      fives += 1
    }
    guard rest == 1 else { return nil }
    let digits = max(twos, fives)
    var scale: Int64 = 1
    for _ in 0..<digits {
      let (next, overflow) = scale.multipliedReportingOverflow(by: 10)
      guard !overflow else { return nil }
      scale = next
    }
    let (scaled, overflow) = numerator.magnitude.multipliedReportingOverflow(by: UInt64(scale / denominator))
    guard !overflow else { return nil }
    let text = String(scaled)
    let padded = String(repeating: "0", count: max(0, digits + 1 - text.count)) + text
    let point = padded.index(padded.endIndex, offsetBy: -digits)
    return (numerator < 0 ? "-" : "") + padded[..<point] + "." + padded[point...]
  }

  /// A Swift string literal: quotes, backslashes and anything that is not printable ASCII escaped.
  static func string(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case " "..."~": literal.unicodeScalars.append(scalar)
      default: literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return literal + "\""
  }

  /// `.fractionalWidth(1.0 / 3.0)`.
  static func dimension(_ dimension: IRDimension) -> String {
    switch dimension {
    case .absolute(let value): ".absolute(\(number(value)))"
    case .estimated(let value): ".estimated(\(number(value)))"
    case .fractionalWidth(let value): ".fractionalWidth(\(number(value)))"
    case .fractionalHeight(let value): ".fractionalHeight(\(number(value)))"
    }
  }

  /// `NSCollectionLayoutSize(widthDimension: …, heightDimension: …)` as a call.
  static func size(_ size: IRSize) -> SwiftCall {
    SwiftCall(
      "NSCollectionLayoutSize",
      ["widthDimension: \(dimension(size.width))", "heightDimension: \(dimension(size.height))"])
  }

  /// `NSDirectionalEdgeInsets(top: …, leading: …, bottom: …, trailing: …)`.
  static func insets(_ insets: IRInsets) -> SwiftCall {
    SwiftCall(
      "NSDirectionalEdgeInsets",
      [
        "top: \(number(insets.top))", "leading: \(number(insets.leading))", "bottom: \(number(insets.bottom))",
        "trailing: \(number(insets.trailing))",
      ])
  }

  /// `.fixed(10)` or `.flexible(0)`.
  static func spacing(_ spacing: IRSpacing) -> String {
    switch spacing {
    case .fixed(let value): ".fixed(\(number(value)))"
    case .flexible(let value): ".flexible(\(number(value)))"
    }
  }

  /// `NSCollectionLayoutEdgeSpacing(leading: …, top: …, trailing: …, bottom: …)`, absent edges `nil`.
  static func edgeSpacing(_ edges: IREdgeSpacing) -> SwiftCall {
    func edge(_ spacing: IRSpacing?) -> String { spacing.map(self.spacing) ?? "nil" }
    return SwiftCall(
      "NSCollectionLayoutEdgeSpacing",
      [
        "leading: \(edge(edges.leading))", "top: \(edge(edges.top))", "trailing: \(edge(edges.trailing))",
        "bottom: \(edge(edges.bottom))",
      ])
  }

  /// `[.top, .trailing]`, or `.top` for one edge.
  static func edges(_ edges: [IREdge]) -> String {
    let names = edges.map { ".\($0.rawValue)" }
    return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
  }

  /// `CGPoint(x: …, y: …)`.
  static func point(_ point: IRPoint) -> String { "CGPoint(x: \(number(point.x)), y: \(number(point.y)))" }

  /// `NSCollectionLayoutAnchor(edges: …)`, with `absoluteOffset:` or `fractionalOffset:` when the offset is not zero.
  static func anchor(_ anchor: IRAnchor) -> SwiftCall {
    var arguments = ["edges: \(edges(anchor.edges))"]
    if anchor.offset != .zero {
      arguments.append("\(anchor.fractional ? "fractionalOffset" : "absoluteOffset"): \(point(anchor.offset))")
    }
    return SwiftCall("NSCollectionLayoutAnchor", arguments)
  }

  /// `.groupPaging`: UICollectionLayoutSectionOrthogonalScrollingBehavior.
  static func scroll(_ behavior: IRScrollBehavior) -> String {
    switch behavior {
    case .none: ".none"
    case .continuous: ".continuous"
    case .continuousLeading: ".continuousGroupLeadingBoundary"
    case .paging: ".paging"
    case .groupPaging: ".groupPaging"
    case .groupPagingCentered: ".groupPagingCentered"
    }
  }

  /// `.topLeading`: NSRectAlignment has the IR's names.
  static func alignment(_ alignment: IRRectAlignment) -> String { ".\(alignment.rawValue)" }
}
