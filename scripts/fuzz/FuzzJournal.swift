// libFuzzer target: the journal reader on any bytes, then what reads a journal afterwards
// (history and e1RM estimates, the journal's JSON).
import Overload
import OverloadSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJournal(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reading = JournalReader().read(SourceFile(name: "fuzz.lift", bytes: bytes))
    _ = TrainingHistory(reading.journal)
    _ = JournalJSON.encode(reading.journal)
    return 0
}
