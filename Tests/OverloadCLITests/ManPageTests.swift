import Foundation
import OverloadCLI
import OverloadTestSupport
import Testing

/// `overload man`: the manual page, generated from the help texts, against a golden.
@Suite struct ManPageTests {
    @Test func page() {
        let run = CLIRun(["man"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        Golden.check(run.output, against: CLIGolden.url("man/overload.1"))
    }

    /// Every command, its options and examples, and the sections a manual is read for.
    @Test func everyCommandAndSection() {
        let page = CLIRun(["man"]).output
        for section in [".SH NAME", ".SH SYNOPSIS", ".SH COMMANDS", ".SH EXAMPLES", ".SH EXIT STATUS", ".SH ENVIRONMENT"] {
            #expect(page.contains("\n" + section + "\n"), "\(section)")
        }
        for command in CLI.commands {
            let configuration = command.configuration
            #expect(page.contains(".SS \"overload \(configuration.name)"), "\(configuration.name)")
            for option in configuration.options {
                #expect(page.contains("\\fB\\-\\-" + option.name.replacingOccurrences(of: "-", with: "\\-") + "\\fR"), "--\(option.name)")
            }
        }
        for line in page.split(separator: "\n") where !line.hasPrefix(".") {
            #expect(!line.hasPrefix("'"), "a text line read as a request: \(line)")
        }
    }

    /// groff reads the page without a warning (`-ww`: every warning).
    @Test(.enabled(if: BuiltProducts.onPath("groff") != nil, "groff is not installed (apt-get install groff)"))
    func groffReadsItCleanly() throws {
        let page = CLIRun(["man"]).output
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(BuiltProducts.onPath("groff")))
        process.arguments = ["-man", "-Tutf8", "-ww", "-z"]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(page.utf8))
        try input.fileHandleForWriting.close()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
