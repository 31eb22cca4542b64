// swift-tools-version:6.0
import PackageDescription

// Layering: OverloadSyntax <- Overload <- OverloadEngine <- OverloadStandardPlugins <- OverloadLanguageServer
// <- OverloadCLI <- overload;
// a stage never imports a later one. OverloadEngine (the evaluator and the plugin API) does not
// import Foundation and does no I/O: EnginePurityTests checks its sources' imports, and the
// compiler (MemberImportVisibility) keeps Foundation's members out of files that do not import it.
// OverloadSyntax uses only the standard library and Dispatch (which the toolchain ships on
// every platform, to parse a large file on several cores) so an editor tool can reuse it.
let package = Package(
    name: "Overload",
    products: [
        .executable(name: "overload", targets: ["overload"]),
        .library(name: "OverloadSyntax", targets: ["OverloadSyntax"]),
        .library(name: "Overload", targets: ["Overload"]),
        .library(name: "OverloadEngine", targets: ["OverloadEngine"]),
        .library(name: "OverloadStandardPlugins", targets: ["OverloadStandardPlugins"]),
        .library(name: "OverloadReport", targets: ["OverloadReport"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "OverloadSyntax"),
        .target(name: "Overload", dependencies: ["OverloadSyntax"]),
        // MemberImportVisibility: a file sees the members of the modules it imports, not those
        // Overload's own Foundation import would lend it (docs/contributing.md).
        .target(
            name: "OverloadEngine", dependencies: ["OverloadSyntax", "Overload"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .target(name: "OverloadStandardPlugins", dependencies: ["OverloadEngine"]),
        // The language server (`overload lsp`): JSON-RPC over standard input and output.
        .target(name: "OverloadLanguageServer", dependencies: ["OverloadSyntax", "Overload", "OverloadEngine", "OverloadStandardPlugins"]),
        // The training report: a static HTML page (and its figures as JSON) from the journal and the engine.
        .target(name: "OverloadReport", dependencies: ["Overload", "OverloadEngine"]),
        .target(
            name: "OverloadCLI",
            dependencies: [
                "OverloadSyntax", "Overload", "OverloadEngine", "OverloadStandardPlugins", "OverloadLanguageServer", "OverloadReport",
            ]
        ),
        // Linked without exporting the program's own 9,000 symbols, which the runtime's
        // `dladdr` walked at every start (docs/performance.md, "Start-up"). The backtracer
        // still names frames from the symbol table.
        .executableTarget(
            name: "overload", dependencies: ["OverloadCLI"],
            linkerSettings: [
                .unsafeFlags(
                    ["-Xlinker", "--no-export-dynamic"],
                    .when(platforms: [.linux])
                )
            ]
        ),
        .executableTarget(
            name: "overload-bench",
            dependencies: ["OverloadSyntax", "Overload", "OverloadEngine", "OverloadStandardPlugins"]
        ),
        // Appends and verifies journal entries from outside the test suite (crash and
        // concurrency checks of JournalStore); OverloadTests runs it as a child process.
        .executableTarget(name: "overload-journal-stress", dependencies: ["Overload"]),
        .target(name: "OverloadTestSupport", dependencies: ["OverloadSyntax"], path: "Tests/OverloadTestSupport"),
        .testTarget(name: "OverloadSyntaxTests", dependencies: ["OverloadSyntax", "OverloadTestSupport"]),
        .testTarget(
            name: "OverloadTests",
            dependencies: ["Overload", "OverloadEngine", "OverloadStandardPlugins", "OverloadTestSupport", "overload-journal-stress"]
        ),
        .testTarget(name: "OverloadReportTests", dependencies: ["OverloadReport", "OverloadStandardPlugins", "OverloadTestSupport"]),
        // The terminal test runs the built `overload` under tmux.
        .testTarget(name: "OverloadCLITests", dependencies: ["OverloadCLI", "OverloadTestSupport", "overload"]),
        // Each method in process, the framing over pipes, and headless Neovim as a real client.
        .testTarget(
            name: "OverloadLanguageServerTests",
            dependencies: ["OverloadSyntax", "Overload", "OverloadLanguageServer", "OverloadCLI", "OverloadTestSupport", "overload"]
        ),
    ]
)
