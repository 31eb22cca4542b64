import Foundation
import OverloadTestSupport
import Testing

@testable import OverloadCLI

/// Up and Down through the history, and the history file.
@Suite struct LineHistoryTests {
    @Test func upAndDownWalkAndGiveTheDraftBack() {
        var history = LineHistory(entries: ["next", "explain bench"])
        let result1 = history.previous(current: "ben")
        #expect(result1 == "explain bench")
        let result2 = history.previous(current: "ignored")
        #expect(result2 == "next")
        let result3 = history.previous(current: "ignored")
        #expect(result3 == nil)
        let result4 = history.next()
        #expect(result4 == "explain bench")
        let result5 = history.next()
        #expect(result5 == "ben")
        let result6 = history.next()
        #expect(result6 == nil)
    }

    @Test func blanksAndRepeatsAreNotKeptAndTheCapHolds() {
        var history = LineHistory(capacity: 2)
        let result7 = history.add("next")
        #expect(result7)
        let result8 = history.add("next")
        #expect(!result8)
        let result9 = history.add("   ")
        #expect(!result9)
        history.add("suggest")
        history.add("undo")
        #expect(history.entries == ["suggest", "undo"])
    }

    @Test func encodingKeepsAMultiLineEntryOnOneLine() {
        let entry = "day \"A\":\n  squat 3x5\n  note \\n stays"
        let line = HistoryFile.encode(entry)
        #expect(!line.contains("\n"))
        #expect(HistoryFile.decode(Substring(line)) == entry)
        #expect(HistoryFile.decode("odd \\q end\\") == "odd \\q end\\")
    }

    @Test func pathFromTheEnvironment() {
        #expect(HistoryFile.path(environment: ["HOME": "/home/l"]) == "/home/l/.overload_history")
        #expect(HistoryFile.path(environment: ["HOME": "/home/l", "OVERLOAD_HISTORY": "/tmp/h"]) == "/tmp/h")
        #expect(HistoryFile.path(environment: ["HOME": "/home/l", "OVERLOAD_HISTORY": ""]) == nil)
        #expect(HistoryFile.path(environment: [:]) == nil)
    }

    @Test func appendedEntriesComeBackInOrder() throws {
        try withTemporaryFolder { folder in
            let file = HistoryFile(path: folder + "/history", capacity: 10)
            #expect(file.load() == [])
            try file.append("bench 3x5 @ 80%")
            try file.append("day \"B\":\n  press 5x5")
            let reopened = HistoryFile(path: folder + "/history", capacity: 10)
            #expect(reopened.load() == ["bench 3x5 @ 80%", "day \"B\":\n  press 5x5"])
        }
    }

    @Test func aLongFileIsCompactedToItsNewestEntries() throws {
        try withTemporaryFolder { folder in
            let file = HistoryFile(path: folder + "/history", capacity: 3)
            for number in 1...7 { try file.append("line \(number)") }
            #expect(file.load() == ["line 5", "line 6", "line 7"])
            #expect(fileText(folder + "/history") == "line 5\nline 6\nline 7\n")
            try file.append("line 8")
            #expect(file.load() == ["line 6", "line 7", "line 8"])
            #expect(folderEntries(folder) == ["history"])
        }
    }

    @Test func anUnwritableFileIsAnError() throws {
        try withTemporaryFolder { folder in
            let file = HistoryFile(path: folder + "/missing/history", capacity: 3)
            #expect(throws: HistoryFileError.self) { try file.append("next") }
        }
    }
}
