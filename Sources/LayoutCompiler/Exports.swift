// `import LayoutCompiler` is all a tool or a test needs: the types the façade's API speaks in come with it (sources,
// spans and diagnostics; the tree; the checked model and the exact numbers it holds; the IR and its source map; the
// evaluator and its results; formatting results).
@_exported import LayoutEvaluator
@_exported import LayoutFormatter
@_exported import LayoutLowering
@_exported import LayoutMath
@_exported import LayoutSemantics
@_exported import LayoutSource
@_exported import LayoutSyntax
