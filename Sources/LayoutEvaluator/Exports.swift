// An app that embeds the runtime imports one module: the IR types (`IRDocument`, `IRLayout`) come with the evaluator.
@_exported import LayoutIR
