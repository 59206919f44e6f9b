import Foundation
import LayoutDriver
import LayoutLint
import LayoutSource
import LayoutTestSupport
import Testing

/// Runs `python3` with `jsonschema` over a log and the committed schema.
enum SchemaValidator {
  static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("SARIF/sarif-schema-2.1.0.json")

  static let script = """
    import json, sys, jsonschema
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    log = json.load(sys.stdin)
    errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=lambda e: list(e.path))
    for error in errors:
        print("/".join(map(str, error.path)) + ": " + error.message)
    """

  static let isAvailable: Bool = (try? python(["-c", "import jsonschema"], input: "").status) == 0

  /// The schema errors, one a line; empty when the log is valid.
  static func validate(_ log: String) throws -> String {
    let (status, output) = try python(["-c", script, schema.path], input: log)
    return status == 0 ? output : "python3 failed (\(status)): \(output)"
  }

  private static func python(_ arguments: [String], input: String) throws -> (status: Int32, output: String) {
    let outcome = try BuiltTool.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments, input: Array(input.utf8))
    return (outcome.status, outcome.text + outcome.standardError)
  }

}

extension String {
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}

/// A structural check of a SARIF 2.1.0 log, covering every object layoutc writes. Per the OASIS spec and schema:
///
/// - `sarifLog`: `version` (required, "2.1.0"), `runs` (required, array); `$schema` a string.
/// - `run`: `tool` (required); `columnKind` one of `utf16CodeUnits`, `unicodeCodePoints`; `artifacts`, `results`
///   arrays.
/// - `tool`: `driver` (required). `toolComponent`: `name` (required string); `version`, `informationUri` strings;
///   `rules` an array of unique `reportingDescriptor`s.
/// - `reportingDescriptor`: `id` (required, unique); `shortDescription`, `fullDescription`, `help` are
///   `multiformatMessageString`s (`text` required; `markdown` a string); `defaultConfiguration.level` one of
///   `none`, `note`, `warning`, `error`.
/// - `result`: `message` (required; `message.text` required here); `ruleId` a string; `ruleIndex` an index into
///   `rules` whose `id` equals `ruleId`; `level` as above; `locations`, `relatedLocations` arrays of `location`;
///   `fixes` an array of `fix`.
/// - `location`: `physicalLocation` with `artifactLocation` (the schema requires it or `address`); `id` ≥ -1,
///   unique within `relatedLocations`; `message` a message.
/// - `artifactLocation`: `uri` a URI reference (no spaces, no bare `<`, `>`, `#` in the path); `index` into
///   `artifacts` whose `location.uri` equals `uri`.
/// - `region`: at least `startLine` (≥ 1); `startColumn`, `endLine`, `endColumn` ≥ 1; the end not before the
///   start; `byteOffset` ≥ 0 and `byteLength` ≥ 0.
/// - `fix`: `artifactChanges` (required, at least one); `artifactChange`: `artifactLocation` and `replacements`
///   (required, at least one); `replacement`: `deletedRegion` (required), `insertedContent.text` a string.
/// - `artifact`: `location` an `artifactLocation`; `length` ≥ -1.
///
/// Objects in the schema allow no properties beyond their own (`additionalProperties: false`), so every key is
/// checked against the object's property list, which catches a misspelt key.
enum SARIFCheck {
  static func problems(in log: [String: Any]) -> [String] {
    var checker = Checker()
    checker.log(log)
    return checker.problems
  }

  /// Ways to break a valid log, each of which the check must catch.
  enum Mutation: String, CaseIterable, Sendable {
    case wrongVersion, noRuns, noDriverName, duplicateRule, ruleIndexOutOfRange, ruleIndexWrongRule, noMessage
    case badLevel, zeroStartLine, endBeforeStart, unknownKey, noDeletedRegion, emptyReplacements, badURI
    case artifactIndexMismatch

    func apply(to log: inout [String: Any]) {
      var run = (log["runs"] as! [[String: Any]])[0]
      var driver = (run["tool"] as! [String: Any])["driver"] as! [String: Any]
      var rules = driver["rules"] as! [[String: Any]]
      var results = run["results"] as! [[String: Any]]
      let fixable = results.firstIndex { $0["fixes"] != nil }!
      func editFirstRegion(_ edit: (inout [String: Any]) -> Void) {
        var locations = results[0]["locations"] as! [[String: Any]]
        var physical = locations[0]["physicalLocation"] as! [String: Any]
        var region = physical["region"] as! [String: Any]
        edit(&region)
        physical["region"] = region
        locations[0]["physicalLocation"] = physical
        results[0]["locations"] = locations
      }
      func editFirstChange(_ edit: (inout [String: Any]) -> Void) {
        var fixes = results[fixable]["fixes"] as! [[String: Any]]
        var changes = fixes[0]["artifactChanges"] as! [[String: Any]]
        edit(&changes[0])
        fixes[0]["artifactChanges"] = changes
        results[fixable]["fixes"] = fixes
      }
      switch self {
      case .wrongVersion: log["version"] = "2.0.0"
      case .noRuns: log["runs"] = nil
      case .noDriverName: driver["name"] = nil
      case .duplicateRule: rules.append(rules[0])
      case .ruleIndexOutOfRange: results[0]["ruleIndex"] = rules.count
      case .ruleIndexWrongRule: results[0]["ruleIndex"] = ((results[0]["ruleIndex"] as! Int) + 1) % rules.count
      case .noMessage: results[0]["message"] = nil
      case .badLevel: results[0]["level"] = "fatal"
      case .zeroStartLine: editFirstRegion { $0["startLine"] = 0 }
      case .endBeforeStart:
        editFirstRegion {
          $0["endLine"] = 1; $0["startLine"] = 2
        }
      case .unknownKey: results[0]["severity"] = "error"
      case .noDeletedRegion:
        editFirstChange { change in
          var replacements = change["replacements"] as! [[String: Any]]
          replacements[0]["deletedRegion"] = nil
          change["replacements"] = replacements
        }
      case .emptyReplacements: editFirstChange { $0["replacements"] = [] as [Any] }
      case .badURI:
        var artifacts = run["artifacts"] as! [[String: Any]]
        artifacts[0]["location"] = ["uri": "a b<.layout", "index": 0]
        run["artifacts"] = artifacts
      case .artifactIndexMismatch:
        editFirstChange { $0["artifactLocation"] = ["uri": "a.layout", "index": 1] }
      }
      driver["rules"] = rules
      run["tool"] = ["driver": driver]
      run["results"] = results
      if log["runs"] != nil { log["runs"] = [run] }
    }
  }

  private struct Checker {
    var problems: [String] = []
    var ruleIDs: [String] = []
    var artifactURIs: [String] = []

    mutating func fail(_ path: String, _ message: String) { problems.append("\(path): \(message)") }

    mutating func keys(_ object: [String: Any], _ path: String, allowed: Set<String>, required: Set<String> = []) {
      for key in object.keys.sorted() where !allowed.contains(key) { fail(path, "unknown property '\(key)'") }
      for key in required.sorted() where object[key] == nil { fail(path, "missing required '\(key)'") }
    }

    mutating func object(_ value: Any?, _ path: String) -> [String: Any]? {
      guard let value else { return nil }
      guard let object = value as? [String: Any] else {
        fail(path, "not an object")
        return nil
      }
      return object
    }

    mutating func array(_ value: Any?, _ path: String, minimum: Int = 0) -> [Any] {
      guard let value else { return [] }
      guard let array = value as? [Any] else {
        fail(path, "not an array")
        return []
      }
      if array.count < minimum { fail(path, "fewer than \(minimum) items") }
      return array
    }

    mutating func string(_ value: Any?, _ path: String) -> String? {
      guard let value else { return nil }
      guard let string = value as? String else {
        fail(path, "not a string")
        return nil
      }
      return string
    }

    mutating func integer(_ value: Any?, _ path: String, minimum: Int) -> Int? {
      guard let value else { return nil }
      guard let number = value as? Int else {
        fail(path, "not an integer")
        return nil
      }
      if number < minimum { fail(path, "\(number) is below \(minimum)") }
      return number
    }

    mutating func log(_ log: [String: Any]) {
      keys(
        log, "log", allowed: ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
        required: ["version", "runs"])
      _ = string(log["$schema"], "log.$schema")
      if string(log["version"], "log.version") != "2.1.0" { fail("log.version", "must be \"2.1.0\"") }
      for (index, run) in array(log["runs"], "log.runs").enumerated() {
        if let run = object(run, "runs[\(index)]") { self.run(run, "runs[\(index)]") }
      }
    }

    mutating func run(_ run: [String: Any], _ path: String) {
      let allowed: Set<String> = [
        "tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds", "artifacts",
        "logicalLocations", "graphs", "results", "automationDetails", "runAggregates", "baselineGuid",
        "redactionTokens",
        "defaultEncoding", "defaultSourceLanguage", "newlineSequences", "columnKind", "externalPropertyFileReferences",
        "threadFlowLocations", "taxonomies", "addresses", "translations", "policies", "webRequests", "webResponses",
        "specialLocations", "properties",
      ]
      keys(run, path, allowed: allowed, required: ["tool"])
      if let kind = string(run["columnKind"], "\(path).columnKind"),
        !["utf16CodeUnits", "unicodeCodePoints"].contains(kind)
      {
        fail("\(path).columnKind", "'\(kind)' is not a column kind")
      }
      if let tool = object(run["tool"], "\(path).tool") {
        keys(tool, "\(path).tool", allowed: ["driver", "extensions", "properties"], required: ["driver"])
        if let driver = object(tool["driver"], "\(path).tool.driver") { self.driver(driver, "\(path).tool.driver") }
      }
      for (index, artifact) in array(run["artifacts"], "\(path).artifacts").enumerated() {
        let place = "\(path).artifacts[\(index)]"
        guard let artifact = object(artifact, place) else { continue }
        keys(
          artifact, place,
          allowed: [
            "location", "parentIndex", "offset", "length", "roles", "mimeType", "contents", "encoding",
            "sourceLanguage",
            "hashes", "lastModifiedTimeUtc", "description", "properties",
          ])
        _ = integer(artifact["length"], "\(place).length", minimum: -1)
        let location = object(artifact["location"], "\(place).location")
        artifactURIs.append(location.flatMap { $0["uri"] as? String } ?? "")
        if let location { artifactLocation(location, "\(place).location", checkIndex: false) }
      }
      for (index, result) in array(run["results"], "\(path).results").enumerated() {
        if let result = object(result, "\(path).results[\(index)]") { self.result(result, "\(path).results[\(index)]") }
      }
      for (index, invocation) in array(run["invocations"], "\(path).invocations").enumerated() {
        let place = "\(path).invocations[\(index)]"
        if let invocation = object(invocation, place) { self.invocation(invocation, place) }
      }
    }

    /// `invocation`: `executionSuccessful` (required boolean); `toolExecutionNotifications` an array of
    /// `notification`s, each with a required `message`, a `level` and `locations`.
    mutating func invocation(_ invocation: [String: Any], _ path: String) {
      keys(
        invocation, path,
        allowed: [
          "commandLine", "arguments", "responseFiles", "startTimeUtc", "endTimeUtc", "exitCode", "exitCodeDescription",
          "exitSignalName", "exitSignalNumber", "processStartFailureMessage", "executionSuccessful", "machine",
          "account", "processId", "executableLocation", "workingDirectory", "environmentVariables", "stdin", "stdout",
          "stderr", "stdoutStderr", "ruleConfigurationOverrides", "notificationConfigurationOverrides",
          "toolExecutionNotifications", "toolConfigurationNotifications", "properties",
        ],
        required: ["executionSuccessful"])
      if !(invocation["executionSuccessful"] is Bool) { fail("\(path).executionSuccessful", "must be a boolean") }
      for (index, notification) in array(invocation["toolExecutionNotifications"], "\(path).toolExecutionNotifications")
        .enumerated()
      {
        let place = "\(path).toolExecutionNotifications[\(index)]"
        guard let notification = object(notification, place) else { continue }
        keys(
          notification, place,
          allowed: [
            "locations", "message", "level", "threadId", "timeUtc", "exception", "descriptor", "associatedRule",
            "properties",
          ], required: ["message"])
        message(notification["message"], "\(place).message", required: true)
        level(notification["level"], "\(place).level")
        for (number, location) in array(notification["locations"], "\(place).locations").enumerated() {
          if let location = object(location, "\(place).locations[\(number)]") {
            self.location(location, "\(place).locations[\(number)]")
          }
        }
      }
    }

    mutating func driver(_ driver: [String: Any], _ path: String) {
      let allowed: Set<String> = [
        "guid", "name", "organization", "product", "productSuite", "shortDescription", "fullDescription", "fullName",
        "version", "semanticVersion", "dottedQuadFileVersion", "releaseDateUtc", "downloadUri", "informationUri",
        "globalMessageStrings", "notifications", "rules", "taxa", "locations", "language", "contents",
        "isComprehensive", "localizedDataSemanticVersion", "minimumRequiredLocalizedDataSemanticVersion",
        "associatedComponent", "translationMetadata", "supportedTaxonomies", "properties",
      ]
      keys(driver, path, allowed: allowed, required: ["name"])
      _ = string(driver["name"], "\(path).name")
      _ = string(driver["version"], "\(path).version")
      _ = string(driver["informationUri"], "\(path).informationUri")
      for (index, rule) in array(driver["rules"], "\(path).rules").enumerated() {
        let place = "\(path).rules[\(index)]"
        guard let rule = object(rule, place) else { continue }
        keys(
          rule, place,
          allowed: [
            "id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames", "shortDescription",
            "fullDescription", "messageStrings", "defaultConfiguration", "helpUri", "help", "relationships",
            "properties",
          ], required: ["id"])
        let id = string(rule["id"], "\(place).id") ?? ""
        if ruleIDs.contains(id) { fail(place, "duplicate rule id '\(id)'") }
        ruleIDs.append(id)
        for key in ["shortDescription", "fullDescription", "help"] {
          guard let text = object(rule[key], "\(place).\(key)") else { continue }
          keys(text, "\(place).\(key)", allowed: ["text", "markdown", "properties"], required: ["text"])
          _ = string(text["text"], "\(place).\(key).text")
          _ = string(text["markdown"], "\(place).\(key).markdown")
        }
        if let configuration = object(rule["defaultConfiguration"], "\(place).defaultConfiguration") {
          keys(
            configuration, "\(place).defaultConfiguration",
            allowed: ["enabled", "level", "rank", "parameters", "properties"])
          level(configuration["level"], "\(place).defaultConfiguration.level")
        }
        if let properties = object(rule["properties"], "\(place).properties") {
          for (tag, value) in array(properties["tags"], "\(place).properties.tags").enumerated() {
            _ = string(value, "\(place).properties.tags[\(tag)]")
          }
        }
      }
    }

    mutating func level(_ value: Any?, _ path: String) {
      if let level = string(value, path), !["none", "note", "warning", "error"].contains(level) {
        fail(path, "'\(level)' is not a level")
      }
    }

    mutating func message(_ value: Any?, _ path: String, required: Bool) {
      guard let message = object(value, path) else {
        if required { fail(path, "missing required message") }
        return
      }
      keys(message, path, allowed: ["text", "markdown", "id", "arguments", "properties"], required: ["text"])
      _ = string(message["text"], "\(path).text")
    }

    mutating func result(_ result: [String: Any], _ path: String) {
      let allowed: Set<String> = [
        "ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid",
        "correlationGuid", "occurrenceCount", "partialFingerprints", "fingerprints", "stacks", "codeFlows", "graphs",
        "graphTraversals", "relatedLocations", "suppressions", "baselineState", "rank", "attachments",
        "hostedViewerUri",
        "workItemUris", "provenance", "fixes", "taxa", "webRequest", "webResponse", "properties",
      ]
      keys(result, path, allowed: allowed, required: ["message"])
      message(result["message"], "\(path).message", required: true)
      let ruleID = string(result["ruleId"], "\(path).ruleId")
      if let index = integer(result["ruleIndex"], "\(path).ruleIndex", minimum: -1), index >= 0 {
        if index >= ruleIDs.count {
          fail("\(path).ruleIndex", "\(index) is out of range (\(ruleIDs.count) rules)")
        } else if ruleIDs[index] != ruleID {
          fail("\(path).ruleIndex", "rules[\(index)] is '\(ruleIDs[index])', not '\(ruleID ?? "")'")
        }
      }
      level(result["level"], "\(path).level")
      for (index, location) in array(result["locations"], "\(path).locations").enumerated() {
        if let location = object(location, "\(path).locations[\(index)]") {
          self.location(location, "\(path).locations[\(index)]")
        }
      }
      var relatedIDs: Set<Int> = []
      for (index, location) in array(result["relatedLocations"], "\(path).relatedLocations").enumerated() {
        let place = "\(path).relatedLocations[\(index)]"
        guard let location = object(location, place) else { continue }
        self.location(location, place)
        if let id = integer(location["id"], "\(place).id", minimum: -1), id >= 0, !relatedIDs.insert(id).inserted {
          fail(place, "duplicate id \(id)")
        }
      }
      for (index, fix) in array(result["fixes"], "\(path).fixes").enumerated() {
        let place = "\(path).fixes[\(index)]"
        guard let fix = object(fix, place) else { continue }
        keys(fix, place, allowed: ["description", "artifactChanges", "properties"], required: ["artifactChanges"])
        message(fix["description"], "\(place).description", required: false)
        for (changeIndex, change) in array(fix["artifactChanges"], "\(place).artifactChanges", minimum: 1).enumerated()
        {
          let changePath = "\(place).artifactChanges[\(changeIndex)]"
          guard let change = object(change, changePath) else { continue }
          keys(
            change, changePath, allowed: ["artifactLocation", "replacements", "properties"],
            required: ["artifactLocation", "replacements"])
          if let location = object(change["artifactLocation"], "\(changePath).artifactLocation") {
            artifactLocation(location, "\(changePath).artifactLocation", checkIndex: true)
          }
          for (replacementIndex, replacement) in array(change["replacements"], "\(changePath).replacements", minimum: 1)
            .enumerated()
          {
            let replacementPath = "\(changePath).replacements[\(replacementIndex)]"
            guard let replacement = object(replacement, replacementPath) else { continue }
            keys(
              replacement, replacementPath, allowed: ["deletedRegion", "insertedContent", "properties"],
              required: ["deletedRegion"])
            if let region = object(replacement["deletedRegion"], "\(replacementPath).deletedRegion") {
              self.region(region, "\(replacementPath).deletedRegion")
            }
            if let content = object(replacement["insertedContent"], "\(replacementPath).insertedContent") {
              keys(
                content, "\(replacementPath).insertedContent", allowed: ["text", "binary", "rendered", "properties"])
              _ = string(content["text"], "\(replacementPath).insertedContent.text")
            }
          }
        }
      }
    }

    mutating func location(_ location: [String: Any], _ path: String) {
      keys(
        location, path,
        allowed: [
          "id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships", "properties",
        ])
      message(location["message"], "\(path).message", required: false)
      guard let physical = object(location["physicalLocation"], "\(path).physicalLocation") else { return }
      keys(
        physical, "\(path).physicalLocation",
        allowed: ["address", "artifactLocation", "region", "contextRegion", "properties"])
      guard let artifact = object(physical["artifactLocation"], "\(path).physicalLocation.artifactLocation") else {
        if physical["address"] == nil { fail("\(path).physicalLocation", "needs 'artifactLocation' or 'address'") }
        return
      }
      artifactLocation(artifact, "\(path).physicalLocation.artifactLocation", checkIndex: true)
      if let region = object(physical["region"], "\(path).physicalLocation.region") {
        self.region(region, "\(path).physicalLocation.region")
      }
    }

    mutating func artifactLocation(_ location: [String: Any], _ path: String, checkIndex: Bool) {
      keys(location, path, allowed: ["uri", "uriBaseId", "index", "description", "properties"])
      let uri = string(location["uri"], "\(path).uri")
      if let uri, uri.contains(where: { " <>\"{}|\\^`#".contains($0) || $0.asciiValue == nil }) {
        fail("\(path).uri", "'\(uri)' is not a URI reference")
      }
      if checkIndex, let index = integer(location["index"], "\(path).index", minimum: -1), index >= 0 {
        if index >= artifactURIs.count {
          fail("\(path).index", "\(index) is out of range (\(artifactURIs.count) artifacts)")
        } else if let uri, artifactURIs[index] != uri {
          fail("\(path).index", "artifacts[\(index)] is '\(artifactURIs[index])', not '\(uri)'")
        }
      }
    }

    mutating func region(_ region: [String: Any], _ path: String) {
      keys(
        region, path,
        allowed: [
          "startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset", "byteLength",
          "snippet", "message", "sourceLanguage", "properties",
        ])
      guard let startLine = integer(region["startLine"], "\(path).startLine", minimum: 1) else {
        if region["charOffset"] == nil && region["byteOffset"] == nil { fail(path, "needs 'startLine' or an offset") }
        return
      }
      let startColumn = integer(region["startColumn"], "\(path).startColumn", minimum: 1) ?? 1
      let endLine = integer(region["endLine"], "\(path).endLine", minimum: 1) ?? startLine
      let endColumn = integer(region["endColumn"], "\(path).endColumn", minimum: 1) ?? Int.max
      if endLine < startLine || (endLine == startLine && endColumn < startColumn) {
        fail(path, "ends (\(endLine):\(endColumn)) before it starts (\(startLine):\(startColumn))")
      }
      _ = integer(region["byteOffset"], "\(path).byteOffset", minimum: 0)
      _ = integer(region["byteLength"], "\(path).byteLength", minimum: 0)
    }
  }
}
