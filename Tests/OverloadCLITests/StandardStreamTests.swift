import Foundation
import Testing

@testable import OverloadCLI

/// The console's own writes put out exactly the UTF-8 bytes `FileHandle` would.
@Suite struct StandardStreamTests {
    static func written(_ text: String) -> [UInt8] {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return [] }
        StandardStream.write(text, to: ends[1])
        close(ends[1])
        return Array(FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile())
    }

    @Test(arguments: ["", "squat 3x5 @ 100kg\n", "Caf\u{E9} \u{1F3CB} e\u{301}\n", String(repeating: "bench press 5x5\n", count: 2_000)])
    func theBytesAreTheTextsUTF8(_ text: String) {
        #expect(Self.written(text) == Array(text.utf8))
    }
}
