import LayoutCodegen
import LayoutCompiler

/// The round trip's part for layouts of flow sections (`RoundTripTests`): the recording program makes the generated
/// `UICollectionViewFlowLayout` and a delegate that forwards to the generated `SectionMetrics`, as an app's delegate
/// does, and records both; the original IR is compared under UIKit's names for headers and footers.
enum FlowRoundTripProgram {
  /// `main.swift` lines that make a flow layout for every choice of parameters, with its delegate, and record them at
  /// every viewport.
  static func loops(
    layout: IRLayout, api: GeneratedLayout, metrics: [FlowMetric], viewports: [(width: Double, height: Double)]
  ) -> String {
    RoundTripProgram.recordingLoops(
      layout: layout, api: api, viewports: viewports, prelude: delegate(api: api, metrics: metrics),
      perChoice: { values in "let delegate = Delegate(\(values.joined(separator: ", ")))" },
      recording: { name in
        "Recorder.flowLayout(made, delegate: delegate, name: \(name), sections: \(layout.sections.count), "
          + "width: size.0, height: size.1)"
      })
  }

  /// A delegate class holding one choice of parameters, whose methods return `SectionMetrics`' answers for the
  /// collection view's size: what `Documentation/Codegen.md` tells an app to write.
  private static func delegate(api: GeneratedLayout, metrics: [FlowMetric]) -> String {
    let fields = api.parameters.indices.map { "v\($0)" }
    var text = "    final class Delegate: UICollectionViewDelegateFlowLayout {\n"
    for (field, parameter) in zip(fields, api.parameters) {
      text += "      let \(field): \(api.type).\(parameter.type)\n"
    }
    let typed = zip(fields, api.parameters).map { "_ \($0): \(api.type).\($1.type)" }.joined(separator: ", ")
    text += "      init(\(typed)) {\n"
    for field in fields { text += "        self.\(field) = \(field)\n" }
    text += "      }\n"
    let sizeLabel = api.parameters.contains { $0.label == "size" } ? "boundsSize" : "size"
    let arguments =
      (zip(api.parameters, fields).map { "\($0.label): \($1)" } + [
        "\(sizeLabel): collectionView.bounds.size"
      ]).joined(separator: ", ")
    for metric in metrics {
      let (question, type, section) = delegateMethod(metric)
      text += "      func collectionView(\n"
      text += "        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,\n"
      text += "        \(question)\n"
      text += "      ) -> \(type) {\n"
      text += "        \(api.type).SectionMetrics(\(arguments)).\(metric.methodName)(forSection: \(section))\n"
      text += "      }\n"
    }
    return text + "    }\n"
  }

  /// The delegate method's last parameter, its result type and the section it names.
  private static func delegateMethod(_ metric: FlowMetric) -> (String, String, String) {
    switch metric {
    case .itemSize: ("sizeForItemAt indexPath: IndexPath", "CGSize", "indexPath.section")
    case .inset: ("insetForSectionAt section: Int", "UIEdgeInsets", "section")
    case .minimumLineSpacing: ("minimumLineSpacingForSectionAt section: Int", "CGFloat", "section")
    case .minimumInteritemSpacing: ("minimumInteritemSpacingForSectionAt section: Int", "CGFloat", "section")
    case .headerReferenceSize: ("referenceSizeForHeaderInSection section: Int", "CGSize", "section")
    case .footerReferenceSize: ("referenceSizeForFooterInSection section: Int", "CGSize", "section")
    }
  }

  /// `layout` with its flow headers and footers named as UIKit names them (`elementKindSectionHeader`, F13), the
  /// names the generated constants hold and the recording reads; every frame is unchanged.
  static func withUIKitKinds(_ layout: IRLayout) -> IRLayout {
    guard layout.sections.contains(where: { $0.flow != nil }) else { return layout }
    var renamed = layout
    for section in renamed.sections.indices {
      for entry in renamed.sections[section].boundaries.entries.indices {
        let alignment = renamed.sections[section].boundaries.entries[entry].value.alignment.assignments.first?.value
        renamed.sections[section].boundaries.entries[entry].value.kind =
          alignment == .bottom ? "UICollectionElementKindSectionFooter" : "UICollectionElementKindSectionHeader"
      }
    }
    return renamed
  }
}
