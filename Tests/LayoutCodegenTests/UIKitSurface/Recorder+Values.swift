// UIKit values as IR JSON (Documentation/IR.md): numbers, sizes, insets, spacings, anchors.
#if LAYOUTC_APPKIT_SURFACE
  import AppKit
#else
  import UIKit
#endif

extension Recorder {
  /// An IR number for a `CGFloat`: the integer, or the fraction with the smallest denominator whose quotient is
  /// exactly this `Double` (a continued-fraction search), which is what an evaluator computes with.
  static func number(_ value: CGFloat) -> Any {
    let x = Double(value)
    if x == x.rounded(), abs(x) < 1e15 { return Int64(x) }
    // Convergents h/k of the continued fraction of |x|.
    var (h0, h1): (Double, Double) = (0, 1)
    var (k0, k1): (Double, Double) = (1, 0)
    var rest = abs(x)
    for _ in 0..<64 {
      let a = rest.rounded(.down)
      (h0, h1) = (h1, a * h1 + h0)
      (k0, k1) = (k1, a * k1 + k0)
      if h1 > 9e15 || k1 > 9e15 { break }
      if h1 / k1 == abs(x) { return ["num": Int64(x < 0 ? -h1 : h1), "den": Int64(k1)] }
      let fraction = rest - a
      if fraction == 0 { break }
      rest = 1 / fraction
    }
    preconditionFailure("\(x) is no fraction an IR number can hold exactly")
  }

  static func dimension(_ dimension: NSCollectionLayoutDimension) -> [String: Any] {
    let key: String
    switch dimension.recordedKind {
    case .absolute: key = "absolute"
    case .estimated: key = "estimated"
    case .fractionalWidth: key = "fractionalWidth"
    case .fractionalHeight: key = "fractionalHeight"
    }
    return [key: number(dimension.dimension)]
  }

  static func size(_ size: NSCollectionLayoutSize) -> [String: Any] {
    ["width": dimension(size.widthDimension), "height": dimension(size.heightDimension)]
  }

  static func insets(_ insets: NSDirectionalEdgeInsets) -> [String: Any] {
    [
      "top": number(insets.top), "leading": number(insets.leading), "bottom": number(insets.bottom),
      "trailing": number(insets.trailing),
    ]
  }

  static func spacing(_ spacing: NSCollectionLayoutSpacing) -> [String: Any] {
    [spacing.isFlexibleSpacing ? "flexible" : "fixed": number(spacing.spacing)]
  }

  static func edges(_ edges: NSCollectionLayoutEdgeSpacing?) -> [String: Any] {
    var result: [String: Any] = [:]
    if let top = edges?.top { result["top"] = spacing(top) }
    if let leading = edges?.leading { result["leading"] = spacing(leading) }
    if let bottom = edges?.bottom { result["bottom"] = spacing(bottom) }
    if let trailing = edges?.trailing { result["trailing"] = spacing(trailing) }
    return result
  }

  static func point(_ point: CGPoint) -> [String: Any] { ["x": number(point.x), "y": number(point.y)] }

  static func anchor(_ anchor: NSCollectionLayoutAnchor) -> [String: Any] {
    let names: [(NSDirectionalRectEdge, String)] = [
      (.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
    ]
    return [
      "edges": names.filter { anchor.edges.contains($0.0) }.map(\.1), "offset": point(anchor.offset),
      "fractional": anchor.isFractionalOffset,
    ]
  }

  static func scroll(_ behavior: RecordedScrollingBehavior) -> String {
    switch behavior {
    case .none: "none"
    case .continuous: "continuous"
    case .continuousGroupLeadingBoundary: "continuous-leading"
    case .paging: "paging"
    case .groupPaging: "group-paging"
    case .groupPagingCentered: "group-paging-centered"
    }
  }

  /// Prints the recorded layouts as one IR document on standard output.
  static func print(_ layouts: [[String: Any]]) throws {
    let document: [String: Any] = ["format": "layoutc-ir", "version": 1, "layouts": layouts]
    let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    FileHandle.standardOutput.write(data)
  }
}
