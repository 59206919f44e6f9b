import Foundation

extension Driver {
  /// The entry point of the `layoutc` executable: runs the command line of this process against the real environment
  /// and exits with the result.
  package static func main() -> Never {
    let environment = ProcessEnvironment()
    // `CommandLine.arguments` turns bytes that are not UTF-8 into U+FFFD, which would name another file (or none):
    // such an argument is reported as it is instead.
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
      if !isValidUTF8(bytes) {
        environment.error(
          "error: argument \(quoted(ProcessEnvironment.escapedName(bytes))) is not valid UTF-8; "
            + "layoutc takes paths and options in UTF-8")
        exit(ExitStatus.failure.rawValue)
      }
    }
    let status = Driver.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)
    exit(status)
  }
}
