import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDriver

/// The pictures in the README's quick tour are what the commands printed beside them draw today: the test runs each
/// command and compares its output with the committed file (`LAYOUTC_UPDATE_GOLDEN=1` rewrites it).
@Suite struct ReadmePictureTests {
  struct Picture: CustomStringConvertible, Sendable {
    var path: String
    var input: String
    var arguments: [String]
    var description: String { path }
  }

  static let pictures = [
    Picture(
      path: "Documentation/render-home.svg", input: "Examples/Home.layout",
      arguments: [
        "render", "Examples/Home.layout", "--viewport", "375x667", "--viewport", "430x932", "--viewport", "1133x744",
      ]),
    // M2.3: the Photos mode switch as a filmstrip (motion.md's worked example d).
    Picture(
      path: "Documentation/render-photos-filmstrip.svg", input: "Examples/Photos.layout",
      arguments: [
        "render", "Examples/Photos.layout", "--viewport", "390x844", "--items", "8", "--from", "mode=allPhotos", "--to",
        "mode=monthSummary", "--frames", "5",
      ]),
  ]

  @Test(arguments: pictures)
  func thePictureIsWhatTheCommandDrawsToday(_ picture: Picture) throws {
    let root = Fixtures.repositoryRoot()
    let environment = FakeEnvironment(files: [
      picture.input: String(decoding: Fixtures.bytes(root.appendingPathComponent(picture.input)), as: UTF8.self)
    ])
    #expect(Driver.run(arguments: picture.arguments, environment: environment) == 0)
    #expect(environment.standardError.isEmpty)
    if let difference = Golden.check(environment.standardOutput, against: root.appendingPathComponent(picture.path)) {
      Issue.record("\(difference)")
    }
  }

  @Test(arguments: pictures)
  func theReadmeShowsThePictureAndTheCommand(_ picture: Picture) {
    let readme = String(
      decoding: Fixtures.bytes(Fixtures.repositoryRoot().appendingPathComponent("README.md")), as: UTF8.self)
    #expect(readme.contains("](\(picture.path))"))
    #expect(readme.contains("layoutc " + picture.arguments.joined(separator: " ") + " -o \(picture.path)"))
  }
}
