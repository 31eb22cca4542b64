import Foundation
import OverloadTestSupport
import Testing

/// The engine is pure (architecture.md): its sources import no Foundation or C library, read
/// no clock, print nothing and touch no file. The compiler keeps Foundation out only if no
/// source imports it, so this reads every source of the target.
@Suite struct EnginePurityTests {
    static let forbidden = [
        "import Foundation", "import Glibc", "import Darwin", "import Musl", "import Dispatch", "print(", "FileManager",
        "fopen(", "open(", "Date()", "ProcessInfo", "readLine(", "getenv(", "clock_gettime", "time(nil)",
    ]

    static var sources: [URL] {
        FileListing.files(in: RepositoryPaths.root.appendingPathComponent("Sources/OverloadEngine"), withExtension: "swift")
    }

    @Test func theEngineHasSources() {
        #expect(Self.sources.count >= 10)
    }

    @Test func noEngineSourceDoesIOOrReadsTheClock() throws {
        for url in Self.sources {
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                for word in Self.forbidden where code.contains(word) {
                    Issue.record("\(RepositoryPaths.relative(url)):\(number + 1) uses \(word)")
                }
            }
        }
    }

    /// The syntax library imports only the standard library and Dispatch (for parsing a
    /// large file on several cores), so an editor tool can take it alone. Its target depends
    /// on no other module of the package, so this is the one import that could creep in.
    @Test func theSyntaxLibraryImportsOnlyTheStandardLibraryAndDispatch() throws {
        let sources = FileListing.files(in: RepositoryPaths.root.appendingPathComponent("Sources/OverloadSyntax"), withExtension: "swift")
        #expect(sources.count >= 10)
        for url in sources {
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                let words = code.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
                let module = words[index + 1]
                if module != "Dispatch" {
                    Issue.record("\(RepositoryPaths.relative(url)):\(number + 1) imports \(module)")
                }
            }
        }
    }

    @Test func theCheckFindsAForbiddenCall() {
        let line = "    let now = Date()"
        #expect(Self.forbidden.contains { line.contains($0) })
    }
}
