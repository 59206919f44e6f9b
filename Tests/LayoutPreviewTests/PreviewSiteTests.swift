import Foundation
import LayoutCompiler
import LayoutDriver
import LayoutPreview
import LayoutTestSupport
import Testing

/// The routes, in process: the page, the version, the controls, renders equal to `layoutc render`'s, `check`'s
/// report for a file with errors, and an error status for everything else; no path reaches a file.
@Suite struct PreviewSiteTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

  static let settings = PreviewSettings(
    layout: nil, width: "390", height: "844", items: nil, params: [], errorLimit: 1_000)

  static func site(_ settings: PreviewSettings = settings) -> PreviewSite {
    PreviewSite(settings: settings, sheets: PreviewSheets.sheet)
  }

  static func example(_ name: String) throws -> PreviewSnapshot {
    let path = examples.appendingPathComponent(name).path
    return PreviewSnapshot(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
  }

  static func get(_ target: String, method: String = "GET", host: String? = "127.0.0.1:8080") -> HTTPRequest {
    let parts = target.split(separator: "?", maxSplits: 1).map(String.init)
    return HTTPRequest(
      method: method, path: parts[0], query: parts.count == 2 ? parts[1] : nil,
      fields: host.map { [HeaderField(name: "host", value: $0)] } ?? [])
  }

  @Test func thePageLoadsItsScriptFromThisServerOnly() throws {
    let snapshot = try Self.example("Home.layout")
    let page = Self.site().answer(Self.get("/"), snapshot: snapshot)
    #expect(page.status == .ok)
    #expect(page.contentType.hasPrefix("text/html"))
    #expect(page.bodyText.contains("<script src=\"/preview.js\"></script>"))
    #expect(page.bodyText.contains("id=\"width\" type=\"range\""))
    #expect(page.bodyText.contains("value=\"390\""))
    #expect(page.fields.contains { $0.name == "Content-Security-Policy" && $0.value.contains("script-src 'self'") })
    let script = Self.site().answer(Self.get("/preview.js"), snapshot: snapshot)
    #expect(script.status == .ok)
    #expect(script.bodyText.contains("fetch(\"/version\""))
  }

  @Test func valuesOnThePageAreEscaped() throws {
    let settings = PreviewSettings(
      layout: nil, width: "390", height: "844", items: "\"><script>", params: ["a=</script>"], errorLimit: nil)
    let page = Self.site(settings).answer(Self.get("/"), snapshot: PreviewSnapshot(path: "<b>.layout", bytes: []))
    #expect(!page.bodyText.contains("<script>"))
    #expect(!page.bodyText.contains("<b>"))
    #expect(page.bodyText.contains("&lt;b&gt;.layout"))
  }

  @Test func theVersionChangesWithTheBytes() {
    let one = PreviewSnapshot(path: "a.layout", bytes: Array("layout A {}".utf8))
    let same = PreviewSnapshot(path: "a.layout", bytes: Array("layout A {}".utf8))
    let other = PreviewSnapshot(path: "a.layout", bytes: Array("layout B {}".utf8))
    let unread = PreviewSnapshot(path: "a.layout", readError: "No such file or directory")
    #expect(one.version == same.version)
    #expect(Set([one.version, other.version, unread.version]).count == 3)
    #expect(Self.site().answer(Self.get("/version"), snapshot: one).bodyText == one.version)
  }

  @Test func controlsListTheParametersAndSections() throws {
    let answer = Self.site().answer(Self.get("/controls"), snapshot: try Self.example("Photos.layout"))
    #expect(answer.status == .ok)
    let json = try JSONValue.parse(answer.body)
    #expect(json["errors"]?.boolValue == false)
    #expect((json["params"]?.arrayValue?.count ?? 0) > 0)
    #expect((json["sections"]?.intValue ?? 0) > 0)
    let broken = PreviewSnapshot(path: "b.layout", bytes: Array("layout {".utf8))
    let brokenJSON = try JSONValue.parse(Self.site().answer(Self.get("/controls"), snapshot: broken).body)
    #expect(brokenJSON["errors"]?.boolValue == true)
  }

  /// Without `--viewport` the controls carry the start size of each version of the file: its declared single
  /// `viewport:`, else the fallback, as at start-up; so an edit of the declared size moves the page's sliders. With
  /// `--viewport` there is none: the command line's size stays the start.
  @Test func controlsCarryTheStartOfEachVersion() throws {
    let following = PreviewSite(settings: Self.settings, sheets: PreviewSheets.sheet) { snapshot in
      PreviewSheets.startingViewport(snapshot, layout: nil)
    }
    func start(_ text: String, _ site: PreviewSite) throws -> String? {
      let snapshot = PreviewSnapshot(path: "a.layout", bytes: Array(text.utf8))
      return try JSONValue.parse(site.answer(Self.get("/controls"), snapshot: snapshot).body)["viewport"]?.stringValue
    }
    let layout =
      "layout A {\n  VIEWPORT\n  item cell { size: 1w x 44 }\n  section { vertical { size: 1w x 44; cell } }\n}\n"
    let declared = layout.replacingOccurrences(of: "VIEWPORT", with: "viewport: 375 x 500")
    #expect(try start(declared, following) == "375x500")
    #expect(try start(layout.replacingOccurrences(of: "VIEWPORT", with: "viewport: 500 x 700"), following) == "500x700")
    #expect(
      try start(layout.replacingOccurrences(of: "VIEWPORT", with: "viewport: 320...800 x 600"), following) == "390x844")
    #expect(try start(layout.replacingOccurrences(of: "VIEWPORT", with: ""), following) == "390x844")
    #expect(try start(declared, Self.site()) == nil)
  }

  /// The render route answers exactly what `layoutc render` prints for the same file and options.
  @Test(arguments: [
    ("Home.layout", "width=300&height=600&items=5,2,3", ["--viewport", "300x600", "--items", "5,2,3"]),
    ("Photos.layout", "width=700&height=400", ["--viewport", "700x400"]),
    ("Contacts.layout", "width=390&height=844&items=40", ["--viewport", "390x844", "--items", "40"]),
  ])
  func rendersEqualRendersOfTheCommand(file: String, query: String, options: [String]) throws {
    let tool = try #require(BuiltTool.layoutc)
    let path = Self.examples.appendingPathComponent(file).path
    let expected = try BuiltTool.run(tool, ["render", path] + options)
    #expect(expected.status == 0)
    let answer = Self.site().answer(Self.get("/render?\(query)"), snapshot: try Self.example(file))
    #expect(answer.status == .ok)
    #expect(answer.contentType == "image/svg+xml")
    #expect(answer.body == expected.standardOutput)
  }

  @Test func parametersReachTheSheet() throws {
    let snapshot = try Self.example("Photos.layout")
    let layout = try #require(try snapshot.compilation?.layout())
    let param = try #require(layout.params.first)
    let value = try #require(param.values.last)
    let answer = Self.site().answer(Self.get("/render?set=\(param.name)%3D\(value)"), snapshot: snapshot)
    let expected = try BuiltTool.run(
      try #require(BuiltTool.layoutc),
      ["render", snapshot.path, "--viewport", "390x844", "--set", "\(param.name)=\(value)"])
    #expect(answer.status == .ok)
    #expect(answer.body == expected.standardOutput)
  }

  /// Values out of range get `render`'s own message, as the command prints it after `error: `.
  @Test(arguments: [
    ("width=0", ["--viewport", "0x844"]),
    ("width=2000000", ["--viewport", "2000000x844"]),
    ("width=abc", ["--viewport", "abcx844"]),
    ("items=-1", ["--viewport", "390x844", "--items", "-1"]),
    ("items=99999999", ["--viewport", "390x844", "--items", "99999999"]),
    ("set=nope", ["--viewport", "390x844", "--set", "nope"]),
    ("set=unknown%3D1", ["--viewport", "390x844", "--set", "unknown=1"]),
  ])
  func valuesOutOfRangeGetRendersMessage(query: String, options: [String]) throws {
    let tool = try #require(BuiltTool.layoutc)
    let path = Self.examples.appendingPathComponent("Home.layout").path
    let command = try BuiltTool.run(tool, ["render", path] + options)
    #expect(command.status == 2)
    let answer = Self.site().answer(Self.get("/render?\(query)"), snapshot: try Self.example("Home.layout"))
    #expect(answer.status == .badRequest)
    let firstLine = command.standardError.split(separator: "\n").first.map(String.init) ?? ""
    #expect(answer.bodyText == firstLine + "\n")
  }

  /// A file with errors: the render route answers 422 with what `layoutc check` prints.
  @Test func aFileWithErrorsGetsChecksReport() throws {
    let folder = try BuiltTool.folder(["Broken.layout": "layout Broken {\n  item cell { size: 1w x }\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Broken.layout").path
    let check = try BuiltTool.run(try #require(BuiltTool.layoutc), ["check", path])
    #expect(check.status == 1)
    let snapshot = PreviewSnapshot(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    let answer = Self.site().answer(Self.get("/render?width=390&height=844"), snapshot: snapshot)
    #expect(answer.status == .unprocessableContent)
    #expect(answer.bodyText == check.standardError)
    #expect(answer.bodyText.contains("error: ") && answer.bodyText.contains(" [E0"))
  }

  @Test func anUnreadableFileIsSaidSo() {
    let snapshot = PreviewSnapshot(path: "gone.layout", readError: "No such file or directory")
    let answer = Self.site().answer(Self.get("/render"), snapshot: snapshot)
    #expect(answer.status == .unprocessableContent)
    #expect(answer.bodyText == "error: cannot read 'gone.layout': No such file or directory\n")
  }

  /// No path is a file: traversal in every spelling is a 404 that shows nothing of the file system.
  @Test(arguments: [
    "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd", "/render/../../etc/passwd",
    "/..%2f..%2fetc%2fpasswd", "//etc/passwd", "/etc/passwd", "/Home.layout", "/preview.js/..", "/./",
    "/index.html", "/%00", "/render/", "/version/x",
  ])
  func otherPathsAreNotFound(path: String) throws {
    let answer = Self.site().answer(Self.get(path), snapshot: try Self.example("Home.layout"))
    #expect(answer.status == .notFound)
    #expect(!answer.bodyText.contains("root:"))
    #expect(!answer.bodyText.contains("layout"))
  }

  @Test func otherMethodsHostsAndQueriesAreRefused() throws {
    let snapshot = try Self.example("Home.layout")
    for method in ["POST", "HEAD", "PUT", "DELETE", "get"] {
      let answer = Self.site().answer(Self.get("/", method: method), snapshot: snapshot)
      #expect(answer.status == .methodNotAllowed, "\(method)")
      #expect(answer.fields.contains(HeaderField(name: "Allow", value: "GET")))
    }
    for host in ["example.com", "127.0.0.1.evil.example", "localhost.:80", "[::2]", "127.0.0.1:80x", "[::1]:8x"] {
      #expect(Self.site().answer(Self.get("/", host: host), snapshot: snapshot).status == .forbidden, "\(host)")
    }
    for host in ["127.0.0.1", "localhost:1234", "LOCALHOST", "[::1]:8080"] {
      #expect(Self.site().answer(Self.get("/version", host: host), snapshot: snapshot).status == .ok, "\(host)")
    }
    #expect(Self.site().answer(Self.get("/", host: nil), snapshot: snapshot).status == .badRequest)
    for query in ["width=%zz", "color=red", "width=390&layout=Other"] {
      let answer = Self.site().answer(Self.get("/render?\(query)"), snapshot: snapshot)
      #expect(answer.status == .badRequest, "\(query)")
      #expect(answer.bodyText.hasPrefix("error: "))
    }
  }
}

/// Random request targets, built from the characters traversal attempts are made of, through the reader and the
/// routes: every answer is one of the statuses the site gives, and only the routes' own paths answer 200.
@Suite struct RandomTargetTests {
  @Test func randomTargetsGetAnErrorOrARoute() throws {
    let snapshot = PreviewSnapshot(path: "a.layout", bytes: Array("layout A {}".utf8))
    let site = PreviewSiteTests.site()
    let pieces = [
      "/", ".", "..", "%2e", "%2E", "%2f", "%00", "%", "etc", "passwd", "render", "version", "?", "&", "=",
      "width", "\\", "~", "a.layout", "%zz", ";", "#", "%c0%ae",
    ]
    var random = SeededGenerator(seed: 1313)
    let routes: Set<String> = ["/", "/preview.js", "/version", "/controls", "/render"]
    for _ in 0..<3_000 {
      let target =
        "/"
        + (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }
        .joined()
      let text = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
      switch RequestHead.read(Array(text.utf8)) {
      case .incomplete: Issue.record("a whole head read as incomplete: \(text.debugDescription)")
      case .refused(let response): #expect(response.status == .badRequest, "\(target)")
      case .complete(let request):
        let answer = site.answer(request, snapshot: snapshot)
        #expect(!answer.bodyText.contains("root:"))
        if answer.status == .ok { #expect(routes.contains(request.path), "\(target)") }
        let statuses: Set<HTTPStatus> = [.ok, .badRequest, .notFound, .unprocessableContent]
        #expect(statuses.contains(answer.status), "\(target): \(answer.status)")
      }
    }
  }
}
