import Foundation
import LayoutTestSupport
import Testing

/// Every module of this package a source file imports is a declared dependency of the file's target in
/// `Package.swift`, directly: a module that is only reachable through another target's dependencies builds today
/// by accident and breaks when that other target drops it. Read as text, as the manifest and the sources are; system
/// modules (Foundation, Testing, …) are not this package's targets and are not checked.
@Suite struct DeclaredImportsTests {
  /// One target as the manifest declares it.
  struct Target {
    var name: String
    var dependencies: Set<String>
    /// The folder of its sources, relative to the repository root.
    var path: String
  }

  /// The targets of `Package.swift`: each `.target(`, `.executableTarget(` and `.testTarget(` call, read up to its
  /// closing parenthesis for its `name:`, its `dependencies:` (by name, as this manifest writes them) and its
  /// `path:`, which defaults to `Sources/NAME` or, for a test target, `Tests/NAME`.
  static func targets(of manifest: String) -> [Target] {
    let text = Array(manifest.utf8)
    var targets: [Target] = []
    for (kind, isTest) in [(".target(", false), (".executableTarget(", false), (".testTarget(", true)] {
      var searchStart = manifest.startIndex
      while let opening = manifest.range(of: kind, range: searchStart..<manifest.endIndex) {
        searchStart = opening.upperBound
        var offset = manifest.utf8.distance(from: manifest.startIndex, to: opening.upperBound)
        var depth = 1
        let bodyStart = offset
        while depth > 0, offset < text.count {
          if text[offset] == UInt8(ascii: "(") { depth += 1 }
          if text[offset] == UInt8(ascii: ")") { depth -= 1 }
          offset += 1
        }
        let body = String(decoding: text[bodyStart..<(offset - 1)], as: UTF8.self)
        guard let name = firstString(after: "name:", in: body) else { continue }
        var dependencies: Set<String> = []
        if let list = body.range(of: "dependencies:"),
          let open = body.range(of: "[", range: list.upperBound..<body.endIndex),
          let close = body.range(of: "]", range: open.upperBound..<body.endIndex)
        {
          dependencies = Set(quoted(in: String(body[open.upperBound..<close.lowerBound])))
        }
        let path = firstString(after: "path:", in: body) ?? (isTest ? "Tests/" : "Sources/") + name
        targets.append(Target(name: name, dependencies: dependencies, path: path))
      }
    }
    return targets
  }

  /// The strings in double quotes, in order.
  static func quoted(in text: String) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
      .map { String($0.element) }
  }

  /// The first quoted string after `label`.
  static func firstString(after label: String, in text: String) -> String? {
    guard let range = text.range(of: label) else { return nil }
    return quoted(in: String(text[range.upperBound...])).first
  }

  /// The modules a Swift file imports: lines of the form `[@attribute ...] [access] import [kind] Module[.Member]`.
  static func imports(in source: String) -> Set<String> {
    let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
    let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
    var modules: Set<String> = []
    for line in source.split(separator: "\n") {
      var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
      while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words = words.dropFirst() }
      guard words.first == "import" else { continue }
      words = words.dropFirst()
      if let first = words.first, kinds.contains(first) { words = words.dropFirst() }
      guard let path = words.first else { continue }
      modules.insert(String(path.split(separator: ".")[0]))
    }
    return modules
  }

  @Test func manifestIsRead() throws {
    let root = Fixtures.repositoryRoot()
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let targets = Self.targets(of: manifest)
    let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    #expect(targets.count == byName.count)
    #expect(byName["LayoutMath"]?.dependencies == [])
    #expect(byName["LayoutTestSupport"]?.path == "Tests/LayoutTestSupport")
    #expect(byName["LayoutDriverTests"]?.path == "Tests/LayoutDriverTests")
    #expect(byName["LayoutDriverTests"]?.dependencies.contains("LayoutDriver") == true)
    #expect(
      Self.imports(in: "@testable import A\npublic import B.C\nimport struct D.E\n// import F\n") == ["A", "B", "D"])
  }

  @Test func everyImportedPackageModuleIsADeclaredDependency() throws {
    let root = Fixtures.repositoryRoot()
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let targets = Self.targets(of: manifest)
    let packageModules = Set(targets.map(\.name))
    var undeclared: [String] = []
    for target in targets {
      for file in Fixtures.files(in: target.path, withExtension: "swift") {
        let source = try String(contentsOf: file, encoding: .utf8)
        let missing = Self.imports(in: source).intersection(packageModules).subtracting(target.dependencies)
          .subtracting([target.name])
        for module in missing.sorted() {
          undeclared.append("\(target.name): \(file.lastPathComponent) imports \(module)")
        }
      }
    }
    #expect(
      undeclared.isEmpty,
      "undeclared imports (add them to the target's dependencies in Package.swift):\n\(undeclared.joined(separator: "\n"))"
    )
  }
}
