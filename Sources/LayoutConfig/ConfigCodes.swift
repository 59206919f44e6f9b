import LayoutSource

extension DiagnosticCatalog {
  /// The codes of the project configuration file (`.layoutc.toml`, E06xx). Not part of `frontEnd`: they are about a
  /// config file, never a `.layout` file (`layoutc explain` lists them with the rest).
  public static let configCodes: [DiagnosticCode] = [
    .configSyntax, .unknownConfigKey, .configType, .invalidGlob, .invalidConfigValue,
  ]
}

extension DiagnosticCode {
  /// E0601
  public static let configSyntax = DiagnosticCode(
    id: "E0601", phase: .config, title: "the config file is not in layoutc's TOML subset",
    explanation: """
      `.layoutc.toml` is read by a small TOML reader: `# comments`, `[table]` headers, one `key = value` a line, and \
      values that are strings (`"…"` or `'…'`), whole numbers, `true`/`false` or arrays of them. A line it cannot \
      read is reported where it goes wrong and skipped; so are the parts of TOML it does not take (floats, dates, \
      inline tables, dotted keys, multi-line strings), a key set twice and a table opened twice. Any error in the \
      config file stops `layoutc` with exit status 2 before a `.layout` file is read.
      """,
    example: """
      error-limit = 100
      exclude = ["Pods/**"
      """,
    fixed: """
      error-limit = 100
      exclude = ["Pods/**"]
      """)

  /// E0602
  public static let unknownConfigKey = DiagnosticCode(
    id: "E0602", phase: .config, title: "unknown key or table in the config file",
    explanation: """
      The top level of `.layoutc.toml` takes `select`, `ignore`, `exclude`, `respect-gitignore`, `viewport` and \
      `error-limit`; the `[severity]` table takes lint rule ids. Anything else is an error, not ignored, so a \
      misspelt key (`exlude`) cannot silently do nothing. The message suggests the nearest key.
      """,
    example: """
      exlude = ["Pods/**"]
      """,
    fixed: """
      exclude = ["Pods/**"]
      """)

  /// E0603
  public static let configType = DiagnosticCode(
    id: "E0603", phase: .config, title: "a config value has the wrong type",
    explanation: """
      Each key takes one type: `select`, `ignore` and `exclude` arrays of strings, `respect-gitignore` a boolean, \
      `viewport` a string, `error-limit` a whole number, and each `[severity]` entry a string.
      """,
    example: """
      error-limit = "100"
      """,
    fixed: """
      error-limit = 100
      """)

  /// E0604
  public static let invalidGlob = DiagnosticCode(
    id: "E0604", phase: .config, title: "an exclude pattern is not a valid glob",
    explanation: """
      `exclude` patterns use `*` (any characters but `/`), `?` (one character), `**` (any number of whole path \
      segments, so only as a segment of its own: `Pods/**`, `**/Generated`), character classes `[abc]`, `[a-z]`, \
      `[!a]`, and `\\` to escape. An unclosed `[`, a reversed range, `**` inside a name, a trailing `\\` or an \
      empty pattern is reported at the pattern.
      """,
    example: """
      exclude = ["Generated/[a-z.layout"]
      """,
    fixed: """
      exclude = ["Generated/[a-z]*.layout"]
      """)

  /// E0605
  public static let invalidConfigValue = DiagnosticCode(
    id: "E0605", phase: .config, title: "a config value is out of range or names nothing",
    explanation: """
      A value of the right type that still cannot be used: a rule id that is not a lint rule (`layoutc rules` \
      lists them; the message suggests the nearest), a severity other than `error`, `warning`, `note` or `off`, \
      a `viewport` that is not a range as the `viewport:` property writes it (`320...1024 x 480...1366`), or a \
      negative `error-limit`.
      """,
    example: """
      [severity]
      child-overflow = "fatal"
      """,
    fixed: """
      [severity]
      child-overflow = "error"
      """)
}
