import LayoutCompiler

/// Draws a layout as an SVG 1.1 sheet: one column per evaluation input, side by side, with a legend and the lint
/// findings that hold in each column drawn where they happen. Pure: a compilation in, text out.
public enum LayoutSheet {
  /// SVG units per point: a phone column is about 200 units wide, so three fit a README and ten a wide screen.
  public static let zoom = 0.5

  /// The SVG text of the sheet `request` asks for. Throws when the layout is unknown, when the request has no
  /// column or too many, or when a column's input does not fit the layout.
  public static func render(_ compilation: Compilation, request: SheetRequest) throws(SheetError) -> String {
    guard (1...SheetRequest.maximumColumns).contains(request.columns.count) else {
      throw .columnCount(request.columns.count)
    }
    let layout: IRLayout
    do {
      layout = try compilation.layout(named: request.layout)
    } catch {
      throw .layout(error.description)
    }
    let findings = lintFindings(of: compilation, layout: layout.name)
    var columns: [ColumnDrawing] = []
    for column in request.columns {
      columns.append(
        try ColumnDrawing(
          compilation: compilation, layout: layout, column: column, screens: request.screens, findings: findings))
    }
    return SheetWriter(title: "\(layout.name) (\(compilation.source.path))", columns: columns, findings: findings)
      .svg()
  }

  /// The lint findings inside layout `name`'s declaration, in file order (what `check` reports, ignore comments
  /// applied).
  static func lintFindings(of compilation: Compilation, layout name: String) -> [Diagnostic] {
    guard let declaration = compilation.layoutDeclarationSpan(named: name) else { return [] }
    return compilation.diagnostics.filter {
      $0.code.phase == .lint && declaration.start <= $0.span.start && $0.span.end <= declaration.end
    }
  }
}
