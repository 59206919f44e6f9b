import LayoutCompiler

extension LanguageServer {
  /// `initialize`: negotiates the position encoding and states what the server can do.
  func initialize(_ params: JSONValue) -> JSONValue {
    phase = .running
    let offered = params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue)
    encoding = .negotiated(offered: offered)
    if let url = params["initializationOptions"]?["documentationURL"]?.stringValue { documentationURL = url }
    watchesConfigFiles =
      params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue == true
    let legend = JSONValue.object([
      ("tokenTypes", .array(SemanticTokenType.allCases.map { .string($0.rawValue) })),
      ("tokenModifiers", .array(SemanticTokenModifier.allCases.map { .string($0.rawValue) })),
    ])
    let capabilities = JSONValue.object([
      ("positionEncoding", .string(encoding.rawValue)),
      // Incremental sync (2): the client sends the changed ranges, not the whole text.
      ("textDocumentSync", .object([("openClose", .boolean(true)), ("change", .number(2))])),
      ("documentFormattingProvider", .boolean(true)),
      ("documentRangeFormattingProvider", .boolean(true)),
      ("documentSymbolProvider", .boolean(true)),
      ("foldingRangeProvider", .boolean(true)),
      ("definitionProvider", .boolean(true)),
      ("referencesProvider", .boolean(true)),
      ("renameProvider", .object([("prepareProvider", .boolean(true))])),
      ("hoverProvider", .boolean(true)),
      ("completionProvider", .object([("triggerCharacters", .array([.string(":"), .string("=")]))])),
      ("semanticTokensProvider", .object([("legend", legend), ("full", .boolean(true))])),
      ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
    ])
    var info: [(String, JSONValue)] = [("name", .string("layoutc"))]
    if let version = options.version { info.append(("version", .string(version))) }
    return .object([("capabilities", capabilities), ("serverInfo", .object(info))])
  }
}
