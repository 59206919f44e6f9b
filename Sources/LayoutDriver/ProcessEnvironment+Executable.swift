import Foundation

extension ProcessEnvironment {
  package func executablePath() -> String? {
    Bundle.main.executableURL?.resolvingSymlinksInPath().path
  }
}
