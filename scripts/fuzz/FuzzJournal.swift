// libFuzzer target: the journal reader on any bytes, then what reads a journal afterwards
// (history and e1RM estimates, the journal's JSON). Property: reading the bytes a part at a
// time (JournalPartReader, as `next` does on its second thread, here in parts of 64 bytes so
// small inputs have many) gives what reading them whole gives, and the entries it handed out
// as final are the journal's.
import Overload
import OverloadSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJournal(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceFile(name: "fuzz.lift", bytes: bytes)
    let reading = JournalReader().read(source)
    _ = TrainingHistory(reading.journal)
    _ = JournalJSON.encode(reading.journal)

    struct NoIncludes: Error {}
    var parts = JournalPartReader(source, partBytes: 64)
    var handedOut: [JournalEntry] = []
    while let entries = parts.next() { handedOut += entries }
    let parted = parts.finish(includes: { _ in throw NoIncludes() })
    let whole = JournalReader().read(source, includes: { _ in throw NoIncludes() })
    if parted.journal != whole.journal { fail("the part reader's journal differs from the whole read's", bytes) }
    if parted.files.map(\.diagnostics) != whole.files.map(\.diagnostics) {
        fail("the part reader's diagnostics differ from the whole read's", bytes)
    }
    if parts.handedOutEntriesAreFinal, handedOut != whole.journal.entries {
        fail("the entries handed out as final are not the journal's", bytes)
    }
    return 0
}

private func fail(_ what: String, _ bytes: [UInt8]) -> Never {
    fatalError("FUZZ PROPERTY FAILED: \(what)\n---\n\(String(decoding: bytes, as: UTF8.self))---")
}
