import Foundation

/// The entry point of the `layoutc` executable.
public enum LayoutDriver {
  /// Runs the command line of this process against the real environment and exits with the result.
  public static func main() -> Never {
    let status = Driver.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment())
    exit(status)
  }
}
