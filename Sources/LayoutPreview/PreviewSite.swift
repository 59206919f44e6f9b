import LayoutCompiler

/// An option of `layoutc render` by its name on the command line (`viewport`, `set`, `items`, `layout`) and value.
public struct RenderOption: Hashable, Sendable {
  /// The option's name without dashes.
  public var name: String
  /// Its value, as `render` would read it from the command line.
  public var value: String

  /// Creates an option.
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

/// Draws a sheet the way `layoutc render` does for these options: the SVG text, or the message `render` prints for
/// them (without `error: `). The driver provides it, so the page and the command share one reading of the options.
public typealias SheetMaker = @Sendable (Compilation, [RenderOption]) -> Result<String, SheetRefusal>

/// The size the sliders start at for a version of the file, as `WxH`: the driver's reading of the layout's declared
/// `viewport:` (its single size, else the preview's fallback), so an edit that changes it moves the page as the
/// start-up did.
public typealias StartingViewport = @Sendable (PreviewSnapshot) -> String

/// Why a sheet was not drawn, in `render`'s words.
public struct SheetRefusal: Error, Hashable, Sendable {
  /// The message, without `error: `.
  public var message: String

  /// Creates a refusal.
  public init(_ message: String) { self.message = message }
}

/// What the page starts with: the command line's options.
public struct PreviewSettings: Hashable, Sendable {
  /// `--layout`, passed to every render.
  public var layout: String?
  /// The viewport's sides as given (`--viewport WxH`).
  public var width: String
  public var height: String
  /// `--items`, if given.
  public var items: String?
  /// Every `--set PARAM=VALUE`.
  public var params: [String]
  /// The most diagnostics shown for a file with errors (`check`'s default).
  public var errorLimit: Int?
  /// The motion flags the preview was started with (`from`, `to`, `update`, …), passed to every render; empty for
  /// rest pictures. With a motion the page has a progress slider and a play button.
  public var motion: [RenderOption] = []
  /// The progress slider's first value (`--progress`).
  public var progress = "1"
  /// The progress of each frame the play button draws, in order, as JSON numbers (UIKit's curve sampled at the
  /// display's rate, Semantics.md M2.1 and M2.2).
  public var playProgresses: [String] = []

  /// Creates settings.
  public init(
    layout: String?, width: String, height: String, items: String?, params: [String], errorLimit: Int?
  ) {
    self.layout = layout
    self.width = width
    self.height = height
    self.items = items
    self.params = params
    self.errorLimit = errorLimit
  }
}

/// The preview's routes: given a request and the file's current snapshot, the response. Pure: it never reads a
/// file (the snapshot is the one file the server was given) and maps no path to anything but these routes.
///
/// - `GET /`: the page; `GET /preview.js`: its script.
/// - `GET /version`: the snapshot's version, which the page polls to reload when the file is saved.
/// - `GET /controls`: the layout's parameters and section count, as JSON, for the page's controls; and, unless
///   `--viewport` fixed the sliders' start, the size they start at for this version (`viewport`), which the page
///   moves to on a reload while the user has not moved the sliders.
/// - `GET /render?width=W&height=H&set=P=V&items=N[&progress=P]`: the SVG `layoutc render` draws for these values
///   (`progress` only when the preview shows a motion); 400 with `render`'s message when a value is out of range;
///   422 with `check`'s report when the file has errors.
/// - Any other path: 404; any other method: 405; a request for another host: 403.
public struct PreviewSite: Sendable {
  /// The command line's options.
  public let settings: PreviewSettings
  let sheets: SheetMaker
  /// The sliders' start for each version of the file; nil when `--viewport` gave it once and for all.
  let startingViewport: StartingViewport?

  /// Creates the site; `startingViewport` reads the start size from each version of the file (nil: the settings'
  /// size is the start whatever the file declares).
  public init(settings: PreviewSettings, sheets: @escaping SheetMaker, startingViewport: StartingViewport? = nil) {
    self.settings = settings
    self.sheets = sheets
    self.startingViewport = startingViewport
  }

  /// The response to `request` for the file as `snapshot` holds it.
  public func answer(_ request: HTTPRequest, snapshot: PreviewSnapshot) -> HTTPResponse {
    let hosts = request.values(of: "host")
    guard hosts.count == 1 else { return .refusal(.badRequest, "a request needs exactly one Host field") }
    // A page on another site can reach a loopback port through DNS rebinding; its requests carry that site's
    // name as the Host, so only loopback names are answered.
    guard PreviewSite.isLoopback(host: hosts[0]) else {
      return .refusal(.forbidden, "this preview answers requests for 127.0.0.1 or localhost only")
    }
    guard request.method == "GET" else {
      var response = HTTPResponse.refusal(.methodNotAllowed, "the preview answers GET requests only")
      response.fields.append(HeaderField(name: "Allow", value: "GET"))
      return response
    }
    switch request.path {
    case "/":
      return HTTPResponse(
        status: .ok, contentType: "text/html; charset=utf-8", body: Array(PreviewPage.html(settings, snapshot).utf8),
        fields: [HeaderField(name: "Content-Security-Policy", value: PreviewPage.contentPolicy)])
    case "/preview.js":
      return HTTPResponse(
        status: .ok, contentType: "text/javascript; charset=utf-8", body: Array(PreviewPage.script.utf8))
    case "/version":
      return .text(.ok, snapshot.version)
    case "/controls":
      return HTTPResponse(
        status: .ok, contentType: "application/json", body: Array(controls(snapshot).compact.utf8))
    case "/render":
      return render(query: request.query ?? "", snapshot: snapshot)
    default:
      return .refusal(.notFound, "nothing here; the preview serves / and its renders")
    }
  }

  /// The SVG for a query, or why not.
  func render(query: String, snapshot: PreviewSnapshot) -> HTTPResponse {
    if let problems = snapshot.problems(limit: settings.errorLimit) {
      return .text(.unprocessableContent, problems)
    }
    guard let compilation = snapshot.compilation else { return .refusal(.unprocessableContent, "no file") }
    let pairs: [(name: String, value: String)]
    do throws(FormQuery.Malformed) {
      pairs = try FormQuery.decode(query)
    } catch {
      return .refusal(.badRequest, error.message)
    }
    var width = settings.width
    var height = settings.height
    var items = settings.items
    var params = settings.params
    var givenParams: [String] = []
    var progress = settings.progress
    for (name, value) in pairs {
      switch name {
      case "width": width = value
      case "height": height = value
      case "items": items = value.isEmpty ? nil : value
      case "set": givenParams.append(value)
      case "progress":
        guard !settings.motion.isEmpty else {
          return .refusal(
            .badRequest, "progress needs a motion; start the preview with --from and --to, or with --update")
        }
        progress = value
      default:
        let known = settings.motion.isEmpty ? "width, height, set and items" : "width, height, set, items and progress"
        return .refusal(.badRequest, "unknown query parameter '\(name)'; a render takes \(known)")
      }
    }
    if !givenParams.isEmpty { params = givenParams }
    var options = [RenderOption("viewport", "\(width)x\(height)")]
    if let layout = settings.layout { options.append(RenderOption("layout", layout)) }
    if let items { options.append(RenderOption("items", items)) }
    options += params.map { RenderOption("set", $0) }
    // `render` checks the progress like `--progress`: a number from 0 to 1, else its message.
    if !settings.motion.isEmpty { options += settings.motion + [RenderOption("progress", progress)] }
    switch sheets(compilation, options) {
    case .success(let svg): return HTTPResponse(status: .ok, contentType: "image/svg+xml", body: Array(svg.utf8))
    case .failure(let refusal): return .refusal(.badRequest, refusal.message)
    }
  }

  /// The page's controls: the layout's parameters (name, values, default), its section count and, when the file
  /// chooses it, the size the sliders start at.
  func controls(_ snapshot: PreviewSnapshot) -> JSONValue {
    var fields: [(String, JSONValue)] = [("version", .string(snapshot.version)), ("file", .string(snapshot.path))]
    guard let compilation = snapshot.compilation, compilation.ir != nil,
      let layout = try? compilation.layout(named: settings.layout)
    else {
      return .object(fields + [("errors", .boolean(true))])
    }
    let params = layout.params.map { param in
      JSONValue.object([
        ("name", .string(param.name)), ("values", .array(param.values.map { .string($0) })),
        ("default", .string(param.defaultValue)),
      ])
    }
    fields += [
      ("errors", .boolean(false)), ("layout", .string(layout.name)), ("sections", .number(layout.sections.count)),
      ("params", .array(params)),
    ]
    if let startingViewport { fields.append(("viewport", .string(startingViewport(snapshot)))) }
    return .object(fields)
  }

  /// Whether a Host field names the loopback interface (any port).
  static func isLoopback(host: String) -> Bool {
    var name = Substring(host.lowercased())
    if name.hasPrefix("[") {
      guard let close = name.firstIndex(of: "]") else { return false }
      let rest = name[name.index(after: close)...]
      guard rest.isEmpty || (rest.first == ":" && rest.dropFirst().allSatisfy({ $0 >= "0" && $0 <= "9" })) else {
        return false
      }
      return name[...close] == "[::1]"
    }
    if let colon = name.firstIndex(of: ":") {
      guard name[name.index(after: colon)...].allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return false }
      name = name[..<colon]
    }
    return name == "127.0.0.1" || name == "localhost"
  }
}
