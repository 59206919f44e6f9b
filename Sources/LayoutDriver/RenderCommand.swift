import LayoutCompiler
import LayoutIR
import LayoutRender

/// `layoutc render FILE [--layout NAME] [-o OUT.svg]`: the layout drawn as an SVG sheet, one column per viewport
/// (and per variant with `--all-variants`), lint findings drawn where they happen.
struct RenderCommand: Command {
  let name = "render"
  let summary = "Draw a layout as SVG: its frames at several screen sizes and variants side by side."
  let synopsis =
    "render [options] FILE | - [--viewport WxH ... | --devices] [--from P=V --to P=V | --update SPEC] [--frames N | --animate] [-o OUT.svg]"
  let discussion = """
    Evaluates one layout of FILE (a .layout file; --layout, or the file's only one) as 'eval' does, once per
    column, and draws each column: cells, item supplementaries, boundary items and decorations (behind) in z
    order, each labelled with its declaration's name and section:item and titled with its exact frame; the
    viewport outlined over the content, and content past the first screen faded. Lint findings that hold at a
    column's viewport and variant are drawn on the elements they are about (or their section) and captioned below.

    Columns: every --viewport, then with --devices the phone and tablet sizes of Documentation/Render.md in both
    orientations; --all-variants repeats them for every combination of the layout's parameters that --set leaves
    free. With neither --viewport nor --devices, the one column is the size the layout's 'viewport' declares,
    which must then be one size, not a range. Only the elements in the first --screens screens along the scroll
    axis are drawn (found with the evaluator's rect query), so the size and the time of a render do not grow with
    --items.

    --items defaults to \(RenderCommand.defaultItems) in every section; --scale, --set, --items and --measure take what 'eval' takes
    (layoutc eval --help). A sheet holds at most \(SheetRequest.maximumColumns) columns and draws at most \(SheetRequest.maximumShapesPerColumn) elements a
    column (it says how many it left out).

    Motion: with eval's motion flags (--from and --to, --to-file, --update; see 'layoutc eval --help' and
    Documentation/Eval.md) render draws a transition or a batch update at one --viewport: one picture at
    --progress (default 1), a filmstrip with --frames N (pictures at progress 0, 1/(N-1), ..., 1, each captioned
    with its progress), or one animated SVG with --animate (SMIL: UIKit's 0.3 s, ease-in-out for animations and
    updates, linear for a transition layout, between 0.6 s pauses, repeating). Each picture shows the content
    from the offset at its progress; it draws the elements that start in the first picture or end in the last
    (Documentation/Semantics.md M2.3), one-sided ones fading. Lint findings are not drawn on motion pictures.

    Exit status: 0 drawn, 1 the file has errors, 2 could not run (bad arguments, unknown layout or parameter, an
    input out of range, an output that cannot be written).
    """
  let options: [OptionSpec] =
    [
      OptionSpec("layout", .value(placeholder: "NAME"), help: "The layout to draw (needed when the file has several)"),
      OptionSpec(
        "viewport", .value(placeholder: "WxH"),
        help: "A column's viewport in points (repeatable); default: the layout's 'viewport' when it is one size"),
      .init("devices", .flag, help: "Add a column per device size of Documentation/Render.md, both orientations"),
      .init(
        "all-variants", .flag, help: "Repeat the columns for every combination of the parameters --set leaves free"),
      OptionSpec(
        "scale", .value(placeholder: "S", defaultValue: "3"),
        help: "The display scale: fractions are floored and frames rounded to its pixel grid"),
      OptionSpec(
        "items", .value(placeholder: "N[,N...]"),
        help: "The item count of each section, in order (default: \(RenderCommand.defaultItems) each)"),
      OptionSpec(
        "set", .value(placeholder: "PARAM=VALUE"), help: "A parameter value (repeatable); others take defaults"),
      OptionSpec(
        "measure", .value(placeholder: "KIND=WxH"), help: "A measured size for estimated elements (repeatable)"),
      OptionSpec(
        "screens", .value(placeholder: "N", defaultValue: "2"),
        help: "How many screens along the scroll axis to draw, from 1 to \(Int(RenderCommand.maximumScreens))"),
      OptionSpec(
        "frames", .value(placeholder: "N"),
        help:
          "With a motion: a filmstrip of N pictures at progress 0, 1/(N-1), ..., 1 (2 to \(MotionSheetRequest.maximumFrames))"
      ),
      .init("animate", .flag, help: "With a motion: one SVG whose elements move as UIKit animates them (SMIL)"),
      OptionSpec("offset", .value(placeholder: "X,Y"), help: "With a motion: the content offset it starts from"),
    ] + MotionRequest.options + [
      OptionSpec(
        "output", .value(placeholder: "OUT"), short: "o", help: "Write to OUT instead of standard output ('-')"),
      OptionSpec(
        "stdin-filepath", .value(placeholder: "NAME"), help: "The path shown in diagnostics for standard input"),
      .errorLimit,
    ]

  /// The items of each section when `--items` is not given: a few screens of a typical grid.
  static let defaultItems = 24
  /// The most screens `--screens` draws: the drawn rect, not the item count, bounds the output.
  static let maximumScreens = 10.0

  func run(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) -> ExitStatus {
    let path = try singleInputPath(arguments, command: "render")
    let limit = try ErrorLimit.parse(arguments)
    let output = arguments.value("output") ?? "-"
    if path != "-", output != "-", let input = environment.identity(ofPath: path),
      environment.identity(ofPath: output) == input
    {
      throw UsageError("the output \(quoted(output)) is the input file \(quoted(path)); choose another path for -o")
    }
    // Every argument is read before the file, so a mistake on the command line is reported whatever the file holds.
    let options = try RenderOptions(arguments)

    let source: SourceFile
    switch CompiledInput.read(path, stdinName: arguments.value("stdin-filepath"), in: environment) {
    case .failure(let stop): return stop.status
    case .success(let read): source = read
    }
    if source.bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) == UInt8(ascii: "{") {
      throw UsageError(
        "\(quoted(path)) is an IR document; render draws .layout source files, whose declarations name what it draws")
    }
    let compilation: Compilation
    switch CompiledInput.checked(
      Compilation(source: source, imports: DriverImportLoader.imports(of: source, in: environment)), limit: limit,
      in: environment)
    {
    case .failure(let stop): return stop.status
    case .success(let checked): compilation = checked
    }
    guard let document = compilation.ir else { return .problems }
    if let stop = CompiledInput.refuseEmpty(
      document, path: path, stdinName: arguments.value("stdin-filepath"), command: "render", in: environment)
    {
      return stop.status
    }
    let layout = try CompiledInput.layout(in: document, named: options.layoutName, path: path)
    var endLayout = layout
    if let toFile = options.motion?.toFile {
      switch CompiledInput.load(toFile, stdinName: nil, limit: limit, in: environment) {
      case .failure(let stop): return stop.status
      case .success(let other):
        endLayout = try CompiledInput.layout(in: other, named: options.motion?.toLayout, path: toFile)
      }
    }
    let svg: String
    switch try options.picture(compilation, layout: layout, endLayout: endLayout) {
    case .success(let text): svg = text
    case .failure(let error):
      environment.error("error: \(error)")
      return .failure
    }
    if output == "-" {
      environment.write(svg, to: .standardOutput)
      return .success
    }
    do throws(FileError) {
      try environment.writeFile(atPath: output, bytes: Array(svg.utf8))
    } catch {
      environment.error("error: cannot write \(quoted(output)): \(error.reason)")
      return .failure
    }
    return .success
  }

  /// The columns' viewports with their captions: each `--viewport`, then the devices; none when neither is given
  /// (`RenderOptions.viewports(for:)` then takes the layout's declared size).
  static func viewports(_ arguments: ParsedArguments) throws(UsageError) -> [(caption: String, size: Size)] {
    var viewports: [(caption: String, size: Size)] = []
    for text in arguments.values("viewport") {
      let size = try EvalRequest.viewport(text)
      viewports.append(("\(size)", size))
    }
    if arguments.flag("devices") {
      for device in DeviceSize.standard {
        viewports += device.orientations.map { ($0.caption, $0.viewport) }
      }
    }
    return viewports
  }
}
