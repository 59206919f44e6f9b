import LayoutCompiler
import Testing

/// The typed views of the checked model: one per declaration kind, each property as its guarded, located payloads.
@Suite struct DeclarationViewTests {
  static let album = """
    layout Album {
      param mode: grid | list = grid
      supplementary badge "badge" { size: 20 x 20; anchor: top trailing; offset: 30% -30% }
      item photo {
        size: 1/3w x 1/3w
        when mode == list { size: 1w x 44 }
        insets: 2
        supplementaries: badge
      }
      horizontal row { size: 1w x 1/3w; spacing: >=4; photo * 3 }
      section {
        row
        insets: top 8, leading 16
        scroll: group-paging
        header "title" { size: 1w x 40; pinned: true }
        background "card" { insets: 4; z: -1 }
      }
    }

    """

  let compilation = Compilation(path: "Album.layout", text: Self.album)

  private func declaration(_ name: String) throws -> Declaration {
    let layout = try #require(compilation.checked.program.layouts.first)
    return try #require(layout.declarations.first { $0.name == name })
  }

  private func text(_ span: SourceSpan) -> String { compilation.source.text(span) }

  @Test func itemPropertiesKeepConditionsAndSpans() throws {
    #expect(!compilation.hasErrors)
    let item = try #require(ItemDeclaration(try declaration("photo")))
    #expect(item.size.map { text($0.value.span) } == ["1/3w x 1/3w", "1w x 44"])
    #expect(item.size.map { $0.condition == nil } == [true, false])
    #expect(item.size[1].value.value.height == .absolute(Rational(44)))
    #expect(item.insets.map { [$0.value.value.top, $0.value.value.trailing] } == [[Rational(2), Rational(2)]])
    #expect(item.supplementaries.count == 1)
    #expect(GroupDeclaration(try declaration("photo")) == nil)
  }

  @Test func everyKindHasItsView() throws {
    let layout = try #require(compilation.checked.program.layouts.first)
    var seen: [String] = []
    for declaration in layout.declarations {
      switch DeclarationView(declaration) {
      case .item(let item): seen.append("item \(item.size.count)")
      case .group(let group):
        #expect(group.spacing.map { $0.value.value.isFlexible } == [true])
        #expect(group.spacing.map { $0.value.value.value } == [Rational(4)])
        seen.append("group \(group.children.count)")
      case .supplementary(let supplementary):
        #expect(supplementary.anchor.map(\.value.value) == [[.top, .trailing]])
        #expect(supplementary.offset.map(\.value.value.isFractional) == [true])
        seen.append("supplementary")
      case .section(let section):
        #expect(section.scroll.map(\.value.value) == [.groupPaging])
        #expect(section.insets.map { text($0.value.span) } == ["top 8, leading 16"])
        seen.append("section \(section.roots.count) \(section.boundaries.count) \(section.backgrounds.count)")
      case .boundary(let boundary):
        #expect(boundary.pinned.map(\.value.value) == [true])
        seen.append("boundary")
      case .background(let background):
        #expect(background.z.map(\.value.value) == [-1])
        seen.append("background")
      }
    }
    #expect(seen.sorted() == ["background", "boundary", "group 1", "item 2", "section 1 1 1", "supplementary"])
  }

  /// The layout's own properties read through the same accessor as a declaration's.
  @Test func layoutPropertiesAreTypedToo() throws {
    let source =
      "layout L {\n  spacing: 12\n  direction: horizontal\n  section { horizontal { size: 1w x 1h; item { size: 1w x 1h } } }\n}\n"
    let compilation = Compilation(path: "L.layout", text: source)
    let layout = try #require(compilation.checked.program.layouts.first)
    #expect(layout.properties.assignments(of: .spacing, \.spacing).map { $0.value.value.value } == [Rational(12)])
    #expect(layout.properties.assignments(of: .direction, \.direction).map(\.value.value) == [.horizontal])
    #expect(layout.properties.assignments(of: .direction, \.spacing).isEmpty)  // a payload of the wrong case
  }
}
