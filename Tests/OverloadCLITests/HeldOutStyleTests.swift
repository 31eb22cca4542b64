import Foundation
import OverloadTestSupport
import Testing

/// Inputs a lifter might hand the tool on day one: each checks clean.
@Suite struct HeldOutStyleTests {
    @Test(arguments: [
        ("crlf.lift", Array("program \"P\"\r\nday \"A\":\r\n  squat 3x5 @ 75%\r\n".utf8)),
        ("bom.lift", [0xEF, 0xBB, 0xBF] + Array("program \"P\"\nday \"A\":\n  squat 3x5\n".utf8)),
        ("comments.lift", Array("# just notes\n# nothing else\n".utf8)),
        ("empty.lift", []),
        ("one-liner.lift", Array("week 4 deload: bench 3x5 @ 60%".utf8)),
        ("one-liner-newline.lift", Array("week 4 deload: bench 3x5 @ 60%\n".utf8)),
    ] as [(String, [UInt8])])
    func checkExitsZero(_ name: String, _ bytes: [UInt8]) throws {
        try withTemporaryFolder { folder in
            let path = try write(bytes, to: folder + "/" + name)
            let run = CLIRun(["check", path])
            #expect(run.status == 0, "\(name): \(run.errors)")
            // Warnings are fine (the design card's bench has no max yet); errors are not.
            #expect(!run.errors.contains(": error:"), "\(name): \(run.errors)")
            #expect(run.output.isEmpty, "\(name)")
            // And the canonical form of each also checks clean.
            let formatted = CLIRun(["fmt", path])
            #expect(formatted.status == 0, "\(name)")
            #expect(CLIRun(["check", "-"], input: formatted.output).status == 0, "\(name)")
        }
    }
}
