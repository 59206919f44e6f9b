import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG sheet read back with Foundation's XML parser: every element with its attributes, its parent and the text
/// directly inside it. Parsing fails on anything that is not well-formed XML.
struct SVGDocument {
  struct Node {
    var name: String
    var attributes: [String: String]
    var parent: Int?
    var text = ""
  }

  var nodes: [Node] = []

  /// Parses `svg`, or returns the parser's error.
  static func parse(_ svg: String) -> Result<SVGDocument, ParseFailure> {
    let reader = Reader()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = reader
    guard parser.parse() else {
      return .failure(ParseFailure(description: "\(parser.parserError.map { "\($0)" } ?? "unknown error")"))
    }
    return .success(SVGDocument(nodes: reader.nodes))
  }

  struct ParseFailure: Error, CustomStringConvertible { var description: String }

  /// The nodes named `name` whose ancestors include node `ancestor`.
  func nodes(named name: String, under ancestor: Int? = nil) -> [Int] {
    nodes.indices.filter { index in
      guard nodes[index].name == name else { return false }
      guard let ancestor else { return true }
      var parent = nodes[index].parent
      while let current = parent {
        if current == ancestor { return true }
        parent = nodes[current].parent
      }
      return false
    }
  }

  /// The text of the first child of `index` named `name`.
  func childText(_ index: Int, named name: String) -> String? {
    nodes.indices.first { nodes[$0].parent == index && nodes[$0].name == name }.map { nodes[$0].text }
  }

  /// A numeric attribute.
  func number(_ index: Int, _ attribute: String) -> Double? { nodes[index].attributes[attribute].flatMap(Double.init) }

  private final class Reader: NSObject, XMLParserDelegate {
    var nodes: [Node] = []
    var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      nodes.append(Node(name: elementName, attributes: attributes, parent: open.last))
      open.append(nodes.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let last = open.last { nodes[last].text += string }
    }
  }
}
