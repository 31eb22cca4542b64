import Foundation
import OverloadTestSupport
import Testing

/// The `overload-journal-stress` executable, built beside the test bundle by `swift test`.
struct StressTool {
    let url: URL

    /// Finds the executable next to the test binary, or in `.build` of this repository.
    static func locate() throws -> StressTool {
        let name = "overload-journal-stress"
        return StressTool(url: try #require(BuiltProducts.executable(name), "\(name) not found; build it with `swift build`"))
    }

    /// Starts the tool with `arguments`, its standard output going to a pipe.
    func start(_ arguments: [String]) throws -> (process: Process, output: Pipe) {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        return (process, output)
    }

    /// Runs the tool to completion: its exit status and standard output.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let (process, pipe) = try start(arguments)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The output of `verify`: torn entries, and how many intact entries each tag has.
    func verify(_ journal: String) throws -> (status: Int32, torn: Int, countByTag: [String: Int]) {
        let (status, output) = try run(["verify", journal])
        var torn = -1
        var counts: [String: Int] = [:]
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if words.count == 2, words[0] == "torn" { torn = Int(words[1]) ?? -1 }
            if words.count >= 4, words[0] == "tag" { counts[words[1]] = Int(words[3]) }
        }
        return (status, torn, counts)
    }

    /// The highest `ack N` in a writer's output (0 when there is none).
    static func lastAcknowledged(_ output: String) -> Int {
        output.split(separator: "\n").compactMap { line in
            line.hasPrefix("ack ") ? Int(line.dropFirst(4)) : nil
        }.max() ?? 0
    }
}
