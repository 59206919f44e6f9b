import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDriver

/// The picture in the README's quick tour is what the command printed beside it draws today: the test runs that
/// command and compares its output with the committed file (`LAYOUTC_UPDATE_GOLDEN=1` rewrites it).
@Suite struct ReadmePictureTests {
  static let picture = "Documentation/render-home.svg"
  static let arguments = [
    "render", "Examples/Home.layout", "--viewport", "375x667", "--viewport", "430x932", "--viewport", "1133x744",
  ]

  @Test func thePictureIsWhatTheCommandDrawsToday() throws {
    let root = Fixtures.repositoryRoot()
    let environment = FakeEnvironment(files: [
      "Examples/Home.layout": String(
        decoding: Fixtures.bytes(root.appendingPathComponent("Examples/Home.layout")), as: UTF8.self)
    ])
    #expect(Driver.run(arguments: Self.arguments, environment: environment) == 0)
    #expect(environment.standardError.isEmpty)
    if let difference = Golden.check(environment.standardOutput, against: root.appendingPathComponent(Self.picture)) {
      Issue.record("\(difference)")
    }
  }

  @Test func theReadmeShowsThePictureAndTheCommand() {
    let readme = String(
      decoding: Fixtures.bytes(Fixtures.repositoryRoot().appendingPathComponent("README.md")), as: UTF8.self)
    #expect(readme.contains("](\(Self.picture))"))
    #expect(readme.contains("layoutc " + Self.arguments.joined(separator: " ") + " -o \(Self.picture)"))
  }
}
