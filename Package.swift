// swift-tools-version:6.0
import PackageDescription

// Layering (see docs/architecture.md): a stage never imports a later one.
// OverloadSyntax uses only the standard library so an editor tool can reuse it.
let package = Package(
    name: "Overload",
    products: [
        .executable(name: "overload", targets: ["overload"]),
        .library(name: "OverloadSyntax", targets: ["OverloadSyntax"]),
        .library(name: "Overload", targets: ["Overload"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "OverloadSyntax"),
        .target(name: "Overload", dependencies: ["OverloadSyntax"]),
        .target(name: "OverloadStandardPlugins", dependencies: ["Overload"]),
        .target(name: "OverloadCLI", dependencies: ["OverloadSyntax", "Overload", "OverloadStandardPlugins"]),
        .executableTarget(name: "overload", dependencies: ["OverloadCLI"]),
        .executableTarget(
            name: "overload-bench",
            dependencies: ["OverloadSyntax", "Overload", "OverloadStandardPlugins"]
        ),
        .target(name: "OverloadTestSupport", dependencies: ["OverloadSyntax"], path: "Tests/OverloadTestSupport"),
        .testTarget(name: "OverloadSyntaxTests", dependencies: ["OverloadSyntax", "OverloadTestSupport"]),
        .testTarget(name: "OverloadTests", dependencies: ["Overload", "OverloadStandardPlugins", "OverloadTestSupport"]),
        .testTarget(name: "OverloadCLITests", dependencies: ["OverloadCLI", "OverloadTestSupport"]),
    ]
)
