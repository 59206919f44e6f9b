import Foundation
import LayoutCompiler
import LayoutMotion
import LayoutPreview
import LayoutRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `layoutc preview FILE [--port N]`: a local web page showing the layout as `render` draws it, with sliders for
/// the viewport, the variant and item-count controls, reloaded when the file is saved.
struct PreviewCommand: Command {
  let name = "preview"
  let summary = "Serve a live picture of a layout on a local web page, redrawn when the file is saved."
  let synopsis = "preview [options] FILE [--port N]"
  let discussion = """
    Starts a small web server on 127.0.0.1 (never on other interfaces) and prints the page's URL as the first line
    of standard output. The page shows one layout of FILE as 'layoutc render' draws it, with a width and a height
    slider, a menu per parameter and the item counts; it polls the server and redraws when FILE, or a file it
    imports, is saved. While FILE has errors the page shows its diagnostics (what 'layoutc check' prints, imports
    resolved the same way) instead of the picture. Without --viewport the sliders start at the layout's declared
    'viewport' when it is one size, as 'eval' and 'render' take it; at 390x844 when it declares a range or none.
    They follow the file: saved with another declared size, the page moves to it, until you move a slider.

    Started with a motion (--from and --to, --to-file OTHER, or --update, as 'eval' takes them), the page draws
    it at one progress, with a progress slider from 0 to 1 and a play button that steps through the frames of
    UIKit's animation (0.3 s at 60 Hz, ease-in-out or linear as 'render --animate' plays it), one render a frame.
    With --to-file the transition goes to a layout of OTHER (--to-layout NAME when it has several), read again
    when it is saved; the page polls FILE, so it redraws at its next render.

    The server serves the page and renders of FILE (and of OTHER), nothing else: no file but these and the files
    they import is ever read, whatever the request's path. Values out of range get the message 'render' gives. Ctrl-C (or SIGTERM) stops it; it then
    exits 0. See Documentation/Render.md.

    Exit status: 0 stopped by Ctrl-C, 2 could not start (bad arguments, FILE unreadable, the port in use).
    """
  let options: [OptionSpec] =
    [
      OptionSpec(
        "port", .value(placeholder: "N", defaultValue: "0"),
        help: "The port on 127.0.0.1 to serve on, from 0 to 65535 (0: any free port)"),
      OptionSpec("layout", .value(placeholder: "NAME"), help: "The layout to show (needed when the file has several)"),
      OptionSpec(
        "viewport", .value(placeholder: "WxH"),
        help: "The sliders' first width and height (default: the layout's 'viewport' when it is one size, else "
          + "\(PreviewCommand.fallbackViewport))"),
      OptionSpec("set", .value(placeholder: "PARAM=VALUE"), help: "A parameter's first value (repeatable)"),
      OptionSpec(
        "items", .value(placeholder: "N[,N...]"),
        help: "The item count of each section (default: \(RenderCommand.defaultItems) each)"),
    ] + PreviewCommand.motionFlags.map { name in MotionRequest.options.first { $0.name == name }! } + [
      OptionSpec("offset", .value(placeholder: "X,Y"), help: "With a motion: the content offset it starts from"),
      .errorLimit,
    ]

  /// `eval`'s motion flags the preview takes, and `--offset`; each is passed to every render.
  static let motionFlags = [
    "from", "to", "to-file", "to-layout", "update", "items-after", "driver", "anchor", "progress",
  ]

  /// The sliders' first size when neither `--viewport` nor a declared single size gives one (a layout declaring a
  /// range, or nothing, or a file with errors when the preview starts).
  static let fallbackViewport = "390x844"

  /// How often the loop wakes to look at the file when no request comes, in milliseconds.
  static let tick: Int32 = 250

  func run(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) -> ExitStatus {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      throw UsageError(arguments.positionals.isEmpty ? "no input file" : "preview takes one file")
    }
    guard path != "-" else { throw UsageError("preview watches a file for changes; it cannot preview standard input") }
    let portText = arguments.value("port") ?? "0"
    guard let port = Int(portText), (0...65535).contains(port) else {
      throw UsageError("invalid --port '\(portText)'; expected a port from 0 to 65535 (0: any free port)")
    }
    guard arguments.values("viewport").count <= 1 else { throw UsageError("preview takes one --viewport") }
    let watch = PreviewWatch(path: path, environment: environment)
    let layoutName = arguments.value("layout")
    let viewportText = arguments.value("viewport") ?? PreviewSheets.startingViewport(watch.snapshot, layout: layoutName)
    _ = try EvalRequest.viewport(viewportText)
    let sides = viewportText.split(separator: "x", omittingEmptySubsequences: false).map(String.init)
    var settings = PreviewSettings(
      layout: layoutName, width: sides[0], height: sides[1], items: arguments.value("items"),
      params: arguments.values("set"), errorLimit: try ErrorLimit.parse(arguments))
    if let motion = try MotionRequest(arguments) {
      settings.motion = (PreviewCommand.motionFlags + ["offset"]).flatMap { name in
        name == "progress" ? [] : arguments.values(name).map { RenderOption(name, $0) }
      }
      settings.progress = arguments.value("progress") ?? "1"
      settings.playProgresses = MotionTiming(driver: motion.driver).frameProgresses().map { "\($0)" }
    } else if arguments.value("offset") != nil {
      throw UsageError("--offset needs a transition (--from and --to, or --to-file) or an --update")
    }
    // `--to-file`: the end layout's file, watched like FILE and read again at a render when it changed.
    let endWatch = arguments.value("to-file").map { PreviewWatch(path: $0, environment: environment) }
    if let endWatch, let readError = endWatch.snapshot.readError {
      environment.error("error: cannot read \(quoted(endWatch.path)): \(readError)")
      return .failure
    }

    if let readError = watch.snapshot.readError {
      environment.error("error: cannot read \(quoted(path)): \(readError)")
      return .failure
    }
    // Without --viewport the start follows the file: an edit of its declared size moves the page's sliders.
    var startingViewport: StartingViewport? = nil
    if arguments.value("viewport") == nil {
      startingViewport = { snapshot in PreviewSheets.startingViewport(snapshot, layout: layoutName) }
    }
    let site = PreviewSite(
      settings: settings,
      sheets: endWatch.map { watch in
        let end = PreviewEndFile(watch)
        return { compilation, options in PreviewSheets.sheet(compilation, options, end: end.snapshot()) }
      } ?? PreviewSheets.sheet,
      startingViewport: startingViewport)
    // The command line's values are checked now when the file compiles, so a mistake is an exit, not a page.
    if let compilation = watch.snapshot.compilation, compilation.ir != nil {
      let first = site.answer(
        HTTPRequest(method: "GET", path: "/render", fields: [HeaderField(name: "host", value: "127.0.0.1")]),
        snapshot: watch.snapshot)
      if first.status == .badRequest {
        throw UsageError(String(first.bodyText.dropFirst("error: ".count).dropLast()))
      }
    }

    let listener: LoopbackListener
    do throws(ListenError) {
      listener = try LoopbackListener(port: port)
    } catch {
      environment.error("error: \(error.message)")
      return .failure
    }
    environment.write("http://127.0.0.1:\(listener.port)/\n", to: .standardOutput)
    environment.error("previewing \(quoted(path)); press Ctrl-C to stop")
    guard let stop = StopSignal() else {
      environment.error("error: cannot create a pipe for Ctrl-C: \(LoopbackListener.systemMessage())")
      return .failure
    }
    defer { stop.restore() }
    while true {
      var entries = [
        pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stop.descriptor, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&entries, 2, PreviewCommand.tick)
      if entries[1].revents != 0 { break }
      watch.refresh()
      guard ready > 0, entries[0].revents & Int16(POLLIN) != 0 else { continue }
      // A few connections per wake, then the stop pipe and the file are looked at again.
      for _ in 0..<16 {
        guard let connection = listener.acceptConnection() else { break }
        LoopbackListener.serve(connection) { request in
          watch.refresh()
          return site.answer(request, snapshot: watch.snapshot)
        }
      }
    }
    environment.error("layoutc preview: stopped")
    return .success
  }
}

/// The page's sheets: `render`'s reading of the options and its sheet, the one path from options to SVG that both
/// commands take (``PreviewSite`` is given ``sheet(_:_:)``; tests call it too).
package enum PreviewSheets {
  /// The sliders' start without `--viewport`, at start-up and again for each version of the file: the shown layout's
  /// declared single size, as `eval` and `render` take it (``EvalRequest/declaredSingleSize(of:)``), else
  /// `PreviewCommand.fallbackViewport`. A file that does not compile yet, or a `--layout` it lacks, also gets the
  /// fallback: the page reports those, and the sliders still need a start.
  package static func startingViewport(_ snapshot: PreviewSnapshot, layout name: String?) -> String {
    guard let document = snapshot.compilation?.ir, !document.layouts.isEmpty,
      let layout = try? CompiledInput.layout(in: document, named: name, path: snapshot.path),
      let size = EvalRequest.declaredSingleSize(of: layout)
    else { return PreviewCommand.fallbackViewport }
    return size.description
  }

  /// The SVG `render` draws for `options` (its option names and values), or `render`'s message; a `--to-file`
  /// transition needs ``sheet(_:_:end:)``.
  package static func sheet(_ compilation: Compilation, _ options: [RenderOption]) -> Result<String, SheetRefusal> {
    sheet(compilation, options, end: nil)
  }

  /// The SVG `render` draws for `options`, the end layout of a `--to-file` transition read from `end` (the other
  /// file's current snapshot; nil when the preview was started without it).
  package static func sheet(_ compilation: Compilation, _ options: [RenderOption], end: PreviewSnapshot?) -> Result<
    String, SheetRefusal
  > {
    do throws(UsageError) {
      // `--name=value`, so a value that starts with a dash is still a value.
      let words = options.map { "--\($0.name)=\($0.value)" }
      let render = try RenderOptions(ArgumentParser.parse(words, options: RenderCommand().options))
      guard let document = compilation.ir else { return .failure(SheetRefusal("the file has errors")) }
      guard !document.layouts.isEmpty else {
        return .failure(
          SheetRefusal("\(quoted(compilation.source.path)) declares no layout, so there is nothing to render"))
      }
      let layout = try CompiledInput.layout(in: document, named: render.layoutName, path: compilation.source.path)
      var endLayout = layout
      if let toFile = render.motion?.toFile {
        // Only the file the command was started with is read: a request cannot name another one.
        guard let end, end.path == toFile else {
          return .failure(
            SheetRefusal("--to-file is given when the preview starts ('layoutc preview FILE --to-file OTHER')"))
        }
        if let readError = end.readError {
          return .failure(SheetRefusal("cannot read \(quoted(toFile)): \(readError)"))
        }
        guard let endDocument = end.compilation?.ir else {
          return .failure(SheetRefusal("\(quoted(toFile)) has errors; 'layoutc check \(toFile)' lists them"))
        }
        endLayout = try CompiledInput.layout(in: endDocument, named: render.motion?.toLayout, path: toFile)
      }
      return try render.picture(compilation, layout: layout, endLayout: endLayout).mapError {
        SheetRefusal($0.description)
      }
    } catch {
      return .failure(SheetRefusal(error.message))
    }
  }
}

/// The `--to-file` of a preview: its watch, refreshed under a lock since renders may be answered on any thread.
private final class PreviewEndFile: @unchecked Sendable {
  private let watch: PreviewWatch
  private let lock = NSLock()

  init(_ watch: PreviewWatch) { self.watch = watch }

  /// The other file as it is now (read again if it changed).
  func snapshot() -> PreviewSnapshot {
    lock.lock()
    defer { lock.unlock() }
    watch.refresh()
    return watch.snapshot
  }
}

/// The write end of the pipe through which SIGINT and SIGTERM wake the server loop: a signal handler may only do
/// async-signal-safe things, and writing a byte to a pipe is one; -1 when no handler is installed.
nonisolated(unsafe) private var stopSignalWriter: Int32 = -1

/// SIGINT and SIGTERM turned into a readable pipe while the preview runs, so the loop ends cleanly (its sockets
/// closed, its exit status 0) instead of the process dying in the middle of an answer.
private final class StopSignal {
  /// The read end: readable once a signal came.
  let descriptor: Int32
  private let writer: Int32

  init?() {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    descriptor = ends[0]
    writer = ends[1]
    _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK)
    stopSignalWriter = writer
    // A parent can start us with these signals blocked (the mask is inherited across exec; test runners and some
    // shells' job control do it), and a blocked Ctrl-C would never reach the handler.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, SIGINT)
    sigaddset(&unblocked, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    for number in [SIGINT, SIGTERM] {
      signal(number) { _ in
        var byte: UInt8 = 1
        _ = write(stopSignalWriter, &byte, 1)
      }
    }
  }

  /// Puts the default handlers back and closes the pipe.
  func restore() {
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
    stopSignalWriter = -1
    close(descriptor)
    close(writer)
  }
}
