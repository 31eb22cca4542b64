// overload-journal-stress: drives JournalStore from outside the test suite.
//
//   overload-journal-stress append JOURNAL COUNT TAG   appends entries TAG 1...COUNT, printing
//                                                      "ack N" after each append has returned
//   overload-journal-stress verify JOURNAL             checks every entry and prints counts
//
// Exit codes (sysexits): 0 success, 1 verification failed, 64 usage, 74 I/O error.
import Foundation
import Overload

func say(_ text: String, to handle: FileHandle = .standardOutput) {
    // Unbuffered, so an "ack" is out of the process before the next append starts.
    handle.write(Data((text + "\n").utf8))
}

func usage() -> Never {
    say("usage: overload-journal-stress append JOURNAL COUNT TAG | verify JOURNAL", to: .standardError)
    exit(64)
}

func append(journal: String, count: Int, tag: String) -> Never {
    let store = JournalStore()
    for number in stride(from: 1, through: count, by: 1) {
        do {
            try store.append(StressEntry.make(tag: tag, number: number), to: journal)
        } catch {
            say("error: \(error)", to: .standardError)
            exit(74)
        }
        say("ack \(number)")
    }
    exit(0)
}

func verify(journal: String) -> Never {
    // A journal no writer has created yet has no entries; any other read failure is an error.
    let data: Data
    if !FileManager.default.fileExists(atPath: journal) {
        data = Data()
    } else if let bytes = FileManager.default.contents(atPath: journal) {
        data = bytes
    } else {
        say("error: cannot read \(journal)", to: .standardError)
        exit(74)
    }
    let text = String(decoding: data, as: UTF8.self)
    var torn = 0
    var numbersByTag: [String: [Int]] = [:]
    if !text.isEmpty {
        // Every entry, the last one included, must end with exactly one newline.
        let complete = text.hasSuffix("\n")
        let entries = (complete ? text.dropLast() : text[...]).split(separator: "\n\n", omittingEmptySubsequences: false)
        for (index, entry) in entries.enumerated() {
            let isUnfinished = !complete && index == entries.count - 1
            switch isUnfinished ? .torn : StressEntry.check(entry) {
            case .intact(let tag, let number): numbersByTag[tag, default: []].append(number)
            case .torn: torn += 1
            }
        }
    }
    let intact = numbersByTag.values.reduce(0) { $0 + $1.count }
    say("entries \(intact + torn)")
    say("intact \(intact)")
    say("torn \(torn)")
    var healthy = torn == 0
    for tag in numbersByTag.keys.sorted() {
        let numbers = numbersByTag[tag] ?? []
        let distinct = Set(numbers)
        let last = numbers.max() ?? 0
        // One writer appends its entries in order, so what survives must be exactly 1...last.
        let contiguous = distinct.count == last && numbers == numbers.sorted()
        let duplicates = numbers.count - distinct.count
        healthy = healthy && contiguous && duplicates == 0
        say("tag \(tag) count \(numbers.count) last \(last) contiguous \(contiguous ? "yes" : "no") duplicates \(duplicates)")
    }
    exit(healthy ? 0 : 1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "append":
    guard arguments.count == 4, let count = Int(arguments[2]), count >= 0, StressEntry.isValidTag(arguments[3])
    else { usage() }
    append(journal: arguments[1], count: count, tag: arguments[3])
case "verify":
    guard arguments.count == 2 else { usage() }
    verify(journal: arguments[1])
default:
    usage()
}
