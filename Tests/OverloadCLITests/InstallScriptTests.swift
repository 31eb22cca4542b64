import Foundation
import OverloadCLI
import OverloadTestSupport
import Testing

/// `scripts/install.sh`: the release build is minutes, so the tests install the binary the
/// tests were built with (`--binary`) into a temporary prefix, and check that a plain run
/// would build the static release binary (`--dry-run`).
@Suite struct InstallScriptTests {
    static var script: String { RepositoryPaths.root.appendingPathComponent("scripts/install.sh").path }

    @Test func installsTheBinaryManPageAndCompletions() throws {
        let overload = try #require(BuiltProducts.executable("overload"), "the overload executable is not built")
        try withTemporaryFolder { prefix in
            let (status, output) = try Self.run(["--binary", overload.path, prefix])
            #expect(status == 0, "\(output)")
            #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/overload"))
            #expect(fileText(prefix + "/share/man/man1/overload.1") == CLIRun(["man"]).output)
            #expect(fileText(prefix + "/share/bash-completion/completions/overload") == CLIRun(["completions", "bash"]).output)
            #expect(fileText(prefix + "/share/zsh/site-functions/_overload") == CLIRun(["completions", "zsh"]).output)
            #expect(fileText(prefix + "/share/fish/vendor_completions.d/overload.fish") == CLIRun(["completions", "fish"]).output)
            #expect(output.contains("overload installed under \(prefix):"))
            #expect(output.contains(prefix + "/bin/overload"))
        }
    }

    @Test func aDryRunBuildsStaticallyAndWritesNothing() throws {
        try withTemporaryFolder { folder in
            let prefix = folder + "/prefix"
            let (status, output) = try Self.run(["--dry-run", prefix])
            #expect(status == 0)
            #expect(output.hasPrefix("+ swift build -c release --static-swift-stdlib --product overload\n"))
            #expect(output.contains("+ install -m 755 .build/release/overload \(prefix)/bin/overload\n"))
            #expect(output.contains("+ overload completions zsh > \(prefix)/share/zsh/site-functions/_overload\n"))
            #expect(output.contains("overload would install under \(prefix):"))
            #expect(!FileManager.default.fileExists(atPath: prefix))
        }
    }

    @Test func theDefaultPrefixIsLocal() throws {
        let (status, output) = try Self.run(["--dry-run"], home: "/home/lifter")
        #expect(status == 0)
        #expect(output.contains("+ install -m 755 .build/release/overload /home/lifter/.local/bin/overload\n"))
    }

    @Test func aWrongOptionIsAUsageError() throws {
        let (status, output) = try Self.run(["--prefix", "/tmp"])
        #expect(status == 64)
        #expect(output.contains("install.sh: unknown option '--prefix'"))
    }

    static func run(_ arguments: [String], home: String? = nil) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec bash \"$0\" \"$@\" 2>&1", script] + arguments
        if let home {
            var environment = ProcessInfo.processInfo.environment
            environment["HOME"] = home
            process.environment = environment
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
