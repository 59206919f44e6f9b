import LayoutCompiler

/// What `layoutc render` draws: one layout of a file, evaluated once per column, the columns side by side on one
/// sheet.
public struct SheetRequest: Sendable {
  /// The layout to draw (the file's only one when nil).
  public var layout: String?
  /// The columns, left to right: each an evaluation input and the caption above it.
  public var columns: [SheetColumn]
  /// How many screens along the scroll axis each column shows (the drawn rect); only elements in it are emitted.
  public var screens: Double

  /// The most columns one sheet holds: `--devices` times every variant stays far below it, and a sheet wider than
  /// this is no longer a picture a person reads.
  public static let maximumColumns = 64
  /// The most elements drawn in one column. Two screens of 1-point cells would otherwise be millions of shapes;
  /// past this the column says how many it left out.
  public static let maximumShapesPerColumn = 20_000

  /// Creates a request.
  public init(layout: String?, columns: [SheetColumn], screens: Double = 2) {
    self.layout = layout
    self.columns = columns
    self.screens = screens
  }
}

/// One column of a sheet.
public struct SheetColumn: Sendable {
  /// The caption above the column (`iPhone 15, portrait (393x852)`, `mode=grid`).
  public var caption: String
  /// What the layout is evaluated with.
  public var input: EvaluationInput

  /// Creates a column.
  public init(caption: String, input: EvaluationInput) {
    self.caption = caption
    self.input = input
  }
}

/// A screen size `--devices` draws.
public struct DeviceSize: Hashable, Sendable {
  /// The device's name.
  public var name: String
  /// The portrait size in points (width below height); landscape swaps the sides.
  public var portrait: Size

  /// Creates a device size.
  public init(name: String, portrait: Size) {
    self.name = name
    self.portrait = portrait
  }

  /// The sizes of `--devices`, phones then tablets, smallest first: the window sizes a full-screen collection view
  /// gets on common iPhones and iPads (documented in `Documentation/Render.md`).
  public static let standard: [DeviceSize] = [
    DeviceSize(name: "iPhone SE", portrait: Size(width: 375, height: 667)),
    DeviceSize(name: "iPhone 15", portrait: Size(width: 393, height: 852)),
    DeviceSize(name: "iPhone 15 Pro Max", portrait: Size(width: 430, height: 932)),
    DeviceSize(name: "iPad mini", portrait: Size(width: 744, height: 1133)),
    DeviceSize(name: "iPad Pro 13-inch", portrait: Size(width: 1024, height: 1366)),
  ]

  /// The device in both orientations, portrait first, each with its caption.
  public var orientations: [(caption: String, viewport: Size)] {
    let landscape = Size(width: portrait.height, height: portrait.width)
    return [("\(name), portrait (\(portrait))", portrait), ("\(name), landscape (\(landscape))", landscape)]
  }
}

/// Why a sheet could not be drawn.
public enum SheetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The request has no column, or more than ``SheetRequest/maximumColumns``.
  case columnCount(Int)
  /// The file has errors, or no layout of that name (the façade's words).
  case layout(String)
  /// A column's evaluation failed; `caption` names the column.
  case evaluation(caption: String, message: String)

  /// The error in words, for `error: …`.
  public var description: String {
    switch self {
    case .columnCount(let count):
      count == 0
        ? "nothing to draw: no viewport" : "\(count) columns; a sheet holds at most \(SheetRequest.maximumColumns)"
    case .layout(let message): message
    case .evaluation(let caption, let message): "\(caption): \(message)"
    }
  }
}
