// swift-tools-version: 6.0
// layoutc: a compiler for `.layout` files (UIKit compositional layouts).
// The design card says "packages: none": this package depends on the Swift toolchain alone.
import PackageDescription

let package = Package(
  name: "layoutc",
  // The oldest systems the code is audited for (Documentation/Platforms.md): at or below an iOS app's usual deployment
  // target, and the first with Swift's concurrency runtime built in. Linux needs no entry.
  platforms: [.macOS(.v12), .iOS(.v15), .macCatalyst(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .executable(name: "layoutc", targets: ["layoutc"]),
    // What an app embeds to load compiled layouts at run time: the IR, the evaluator and the rules it applies.
    .library(name: "LayoutRuntime", targets: ["LayoutIR", "LayoutRules", "LayoutEvaluator", "LayoutMotion"]),
    // What a tool or a test embeds to compile layouts: the façade (source text in, a snapshot of everything out).
    .library(name: "LayoutCompiler", targets: ["LayoutCompiler"]),
    // SwiftPM plugins for packages with .layout files (Documentation/Editors.md, "Swift packages").
    .plugin(name: "FormatLayouts", targets: ["FormatLayouts"]),
    .plugin(name: "CheckLayouts", targets: ["CheckLayouts"]),
    .plugin(name: "LayoutSwiftPlugin", targets: ["LayoutSwiftPlugin"]),
  ],
  targets: [
    // Exact arithmetic and the language's limits (LayoutLimits), shared by the front end and the IR.
    .target(name: "LayoutMath"),
    // Source files, spans, line tables, diagnostics and their renderers (exact numbers for where findings hold).
    .target(name: "LayoutSource", dependencies: ["LayoutMath"]),
    // Lossless lexer, syntax tree and error-recovering parser.
    .target(name: "LayoutSyntax", dependencies: ["LayoutSource"]),
    // Name resolution, property typing and the checked model.
    .target(name: "LayoutSemantics", dependencies: ["LayoutSource", "LayoutSyntax", "LayoutMath"]),
    // The versioned IR document: the contract between compiler and evaluators.
    .target(name: "LayoutIR", dependencies: ["LayoutMath"]),
    // UIKit's rules written once, generic over the number they compute with (the group fill, R5.2/R5.3): `Double` in
    // the evaluator, exact viewport forms in the linter.
    .target(name: "LayoutRules"),
    // Checked model -> IR.
    .target(name: "LayoutLowering", dependencies: ["LayoutMath", "LayoutSource", "LayoutSemantics", "LayoutIR"]),
    // IR + viewport -> frames. Depends on the IR (and its numbers) and the rules alone so apps can embed it.
    .target(name: "LayoutEvaluator", dependencies: ["LayoutMath", "LayoutIR", "LayoutRules"]),
    // Motion: frames during a layout transition and a batch update, from two rest evaluations (motion.md's M, T and B
    // rules). Pure like the evaluator, so an app can embed it with the runtime.
    .target(name: "LayoutMotion", dependencies: ["LayoutMath", "LayoutIR", "LayoutEvaluator"]),
    // Lint rules proven over every viewport and variant, on the lowered IR and its source map (rules about the text
    // on the checked model).
    .target(
      name: "LayoutLint",
      dependencies: [
        "LayoutMath", "LayoutSource", "LayoutSyntax", "LayoutSemantics", "LayoutIR", "LayoutLowering", "LayoutRules",
      ]),
    // Project configuration: the `.layoutc.toml` reader (a TOML subset), its settings, and the path globs of
    // `exclude` and `.gitignore`. Pure: the driver finds and reads the files.
    .target(name: "LayoutConfig", dependencies: ["LayoutMath", "LayoutSource", "LayoutLint"]),
    // The pretty printer (a `Doc` algebra and its width-aware printer), shared by the formatter and code generators;
    // it knows nothing of the layout language.
    .target(name: "LayoutPrinting"),
    // Canonical formatting over the lossless tree.
    .target(name: "LayoutFormatter", dependencies: ["LayoutPrinting", "LayoutSource", "LayoutSyntax"]),
    // The façade every tool calls: one file's text in, a snapshot out (tree, diagnostics, IR, source map, evaluation).
    .target(
      name: "LayoutCompiler",
      dependencies: [
        "LayoutMath", "LayoutSource", "LayoutSyntax", "LayoutSemantics", "LayoutLint", "LayoutLowering",
        "LayoutEvaluator",
        "LayoutFormatter",
      ]
    ),
    // Pictures of evaluated layouts: a compilation and evaluation inputs in, an SVG sheet out (no IO).
    .target(name: "LayoutRender", dependencies: ["LayoutCompiler", "LayoutMotion"]),
    // The preview's web page as plain data: HTTP request heads read with hard limits, routes, the page (no IO).
    .target(name: "LayoutPreview", dependencies: ["LayoutCompiler"]),
    // The language server: LSP over JSON-RPC on the façade; pure (the driver passes it standard input and output).
    .target(name: "LayoutServer", dependencies: ["LayoutCompiler", "LayoutLint"]),
    // Swift source from the IR: one type per layout building it with UIKit's compositional layout API.
    .target(name: "LayoutCodegen", dependencies: ["LayoutCompiler", "LayoutIR", "LayoutPrinting"]),
    // Commands, argument parsing, file IO, output formats, exit codes.
    .target(
      name: "LayoutDriver",
      dependencies: [
        "LayoutCodegen", "LayoutCompiler", "LayoutConfig", "LayoutMath", "LayoutPreview", "LayoutRender",
        "LayoutServer", "LayoutSource",
        "LayoutSyntax", "LayoutSemantics", "LayoutLint",
        "LayoutLowering", "LayoutIR",
        "LayoutEvaluator", "LayoutFormatter", "LayoutMotion",
      ]
    ),
    .executableTarget(name: "layoutc", dependencies: ["LayoutDriver"]),
    // `swift package format-layouts` and `check-layouts`: layoutc fmt and check on a package's .layout files.
    .plugin(
      name: "FormatLayouts",
      capability: .command(
        intent: .custom(verb: "format-layouts", description: "Format the package's .layout files with layoutc fmt"),
        permissions: [.writeToPackageDirectory(reason: "layoutc fmt rewrites .layout files in canonical form")]),
      dependencies: ["layoutc"]),
    .plugin(
      name: "CheckLayouts",
      capability: .command(
        intent: .custom(verb: "check-layouts", description: "Check the package's .layout files with layoutc check")),
      dependencies: ["layoutc"]),
    // A build-tool plugin: each .layout file in a target becomes Swift (layoutc generate swift) compiled into it.
    .plugin(name: "LayoutSwiftPlugin", capability: .buildTool(), dependencies: ["layoutc"]),
    .executableTarget(
      name: "layoutc-bench",
      dependencies: [
        "LayoutCodegen", "LayoutCompiler", "LayoutDriver", "LayoutPreview", "LayoutServer", "LayoutSource",
        "LayoutSyntax", "LayoutSemantics", "LayoutLint", "LayoutLowering", "LayoutEvaluator", "LayoutFormatter",
        "LayoutMotion",
      ]
    ),

    // Golden-file and fixture helpers shared by the test targets (never shipped).
    .target(name: "LayoutTestSupport", dependencies: ["LayoutSource"], path: "Tests/LayoutTestSupport"),
    .testTarget(name: "LayoutMathTests", dependencies: ["LayoutMath"]),
    .testTarget(name: "LayoutRulesTests", dependencies: ["LayoutRules", "LayoutMath", "LayoutTestSupport"]),
    // Test data lives beside the tests and is read through #filePath, not bundled as resources.
    .testTarget(
      name: "LayoutSyntaxTests", dependencies: ["LayoutSource", "LayoutSyntax", "LayoutTestSupport"],
      exclude: ["Fixtures", "Grammar/Valid", "Grammar/Invalid"]),
    .testTarget(
      name: "LayoutSemanticsTests",
      dependencies: ["LayoutSource", "LayoutSemantics", "LayoutDriver", "LayoutTestSupport"],
      exclude: ["Corpus"]),
    .testTarget(
      name: "LayoutEvaluatorTests", dependencies: ["LayoutMath", "LayoutEvaluator", "LayoutIR", "LayoutTestSupport"],
      exclude: ["Cases"]),
    // Transitions and batch updates: the worked examples of motion.md, properties against the rest evaluations and an
    // independent model of the index mapping.
    .testTarget(
      name: "LayoutMotionTests",
      dependencies: ["LayoutMotion", "LayoutEvaluator", "LayoutCompiler", "LayoutTestSupport"]
    ),
    .testTarget(
      name: "LayoutFormatterTests",
      dependencies: ["LayoutSource", "LayoutFormatter", "LayoutSyntax", "LayoutTestSupport"],
      exclude: ["Canonical", "Messy"]),
    .testTarget(
      name: "LayoutLintTests",
      dependencies: [
        "LayoutSource", "LayoutSyntax", "LayoutSemantics", "LayoutLint", "LayoutLowering", "LayoutIR",
        "LayoutEvaluator", "LayoutTestSupport",
      ], exclude: ["Corpus"]),
    // Generated Swift: goldens, E0501, and the round trip through a UIKit stand-in compiled with the toolchain's swiftc.
    .testTarget(
      name: "LayoutCodegenTests",
      dependencies: ["LayoutCodegen", "LayoutCompiler", "LayoutMotion", "LayoutTestSupport"],
      exclude: ["Fixtures", "Goldens", "UIKitSurface", "AppKitSurface"]),
    // `.layoutc.toml`: the TOML subset, keys and values (bad config corpora with inline expectations), globs.
    .testTarget(
      name: "LayoutConfigTests", dependencies: ["LayoutConfig", "LayoutSource", "LayoutLint", "LayoutTestSupport"],
      exclude: ["Corpus"]),
    // The façade end to end, through its product alone: what a tool's or an app's tests can do.
    .testTarget(name: "LayoutCompilerTests", dependencies: ["LayoutCompiler", "LayoutTestSupport"]),
    // Sheets drawn from the Examples, checked as bytes (goldens) and as XML against the evaluation.
    .testTarget(
      name: "LayoutRenderTests",
      dependencies: ["LayoutRender", "LayoutCompiler", "LayoutMotion", "LayoutTestSupport"],
      exclude: ["Goldens"]),
    // The preview: request heads, routes and answers in process; the server over a real loopback socket.
    .testTarget(
      name: "LayoutPreviewTests",
      dependencies: ["LayoutPreview", "LayoutCompiler", "LayoutDriver", "LayoutTestSupport"]),
    // The language server in process over pipes: scripted sessions with golden transcripts.
    .testTarget(
      name: "LayoutServerTests",
      dependencies: ["LayoutServer", "LayoutCompiler", "LayoutLint", "LayoutMath", "LayoutTestSupport"],
      exclude: ["Sessions"]),
    .testTarget(
      name: "LayoutDriverTests",
      dependencies: [
        "LayoutMath", "LayoutSource", "LayoutSyntax", "LayoutSemantics", "LayoutLint", "LayoutLowering", "LayoutIR",
        "LayoutEvaluator", "LayoutDriver", "LayoutRender", "LayoutConfig", "LayoutTestSupport",
      ],
      exclude: ["Diagnostics", "EvalGoldens", "SARIF"]),
  ]
)
