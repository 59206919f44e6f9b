/// The UI framework generated code builds its layouts with. The emitter is one; the framework is the values it reads:
/// the names of the two classes that differ, the file's compile guard and import, and the availability attributes.
///
/// AppKit's compositional API (macOS 10.15) is UIKit's with the `UI` prefix of two classes replaced: items, groups,
/// sections, sizes, dimensions, spacings, anchors, boundary and decoration items keep their `NSCollectionLayout…`
/// names, labels and defaults. What AppKit lacks is refused by `MappingCheck` (E0501), never approximated
/// (`Documentation/Codegen.md` § AppKit).
public enum SwiftFramework: String, Sendable, CaseIterable {
  /// UIKit (iOS, iPadOS, tvOS, Mac Catalyst, visionOS): `UICollectionViewCompositionalLayout`.
  case uikit
  /// AppKit (macOS): `NSCollectionViewCompositionalLayout`.
  case appkit

  /// The framework's name as Apple spells it, for comments and messages.
  public var displayName: String { self == .uikit ? "UIKit" : "AppKit" }

  /// The layout class `make` returns.
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
  /// AppKit: https://developer.apple.com/documentation/appkit/nscollectionviewcompositionallayout
  var layoutClass: String {
    self == .uikit ? "UICollectionViewCompositionalLayout" : "NSCollectionViewCompositionalLayout"
  }

  /// The configuration class (`scrollDirection`, `interSectionSpacing`, the same in both).
  /// AppKit: https://developer.apple.com/documentation/appkit/nscollectionviewcompositionallayoutconfiguration
  var configurationClass: String {
    self == .uikit
      ? "UICollectionViewCompositionalLayoutConfiguration" : "NSCollectionViewCompositionalLayoutConfiguration"
  }

  /// The condition the whole file sits under, so it also builds where the framework does not exist. UIKit: watchOS
  /// has UIKit but no `UICollectionView`. AppKit: Mac Catalyst can import AppKit's module for a few types, but a
  /// Catalyst app's collection views are UIKit's, so AppKit output is for native macOS only.
  var fileGuard: String {
    self == .uikit ? "canImport(UIKit) && !os(watchOS)" : "canImport(AppKit) && !targetEnvironment(macCatalyst)"
  }

  /// The module the file imports.
  var module: String { displayName }

  /// `@available` of a generated type. UIKit's compositional layouts are iOS 13 and tvOS 13 API, AppKit's macOS
  /// 10.15 (the pages above). `repeatingSubitem:count:`, which count groups use, is iOS 16 and tvOS 16
  /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:));
  /// AppKit declares the same selector (`horizontalGroupWithLayoutSize:repeatingSubitem:count:`) in the SDK of the
  /// same year, macOS 13.
  func availability(countGroups: Bool) -> String {
    switch (self, countGroups) {
    case (.uikit, false): "@available(iOS 13.0, tvOS 13.0, *)"
    case (.uikit, true): "@available(iOS 16.0, tvOS 16.0, *)"
    case (.appkit, false): "@available(macOS 10.15, *)"
    case (.appkit, true): "@available(macOS 13.0, *)"
    }
  }
}
