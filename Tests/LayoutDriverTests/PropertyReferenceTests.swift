import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDriver

/// `Documentation/Properties.md` is generated from the property table; `LAYOUTC_UPDATE_GOLDEN=1` rewrites it.
@Suite struct PropertyReferenceTests {
  @Test func propertiesPageMatchesTheTable() {
    let path = Fixtures.repositoryRoot().appendingPathComponent("Documentation/Properties.md")
    let difference = Golden.check(PropertyPages.reference, against: path)
    #expect(difference == nil, "\(difference ?? "")")
  }
}
