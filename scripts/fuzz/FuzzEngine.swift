// libFuzzer target: the replay, the heart of `next`. The input is a program and a journal
// separated by a line `---journal---` (all of it is the program when there is none); the
// program is loaded as `next` loads it (`use`d and included files cannot be read), the
// journal read, and the evaluator replays it; then every output a lifter reads (`next`,
// `explain`, `suggest`, text and JSON, and `plan --journal`) is rendered. A runtime
// failure must be a diagnostic inside its file; nothing may crash or hang.
import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax

let separator = Array("\n---journal---\n".utf8)
let date = LocalDate(iso: "2026-12-31")!

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var programBytes = bytes
    var journalBytes: [UInt8] = []
    if let cut = firstIndex(of: separator, in: bytes) {
        programBytes = Array(bytes[..<cut])
        journalBytes = Array(bytes[(cut + separator.count)...])
    }
    let noFiles: (String) throws -> [UInt8] = { _ in throw NoFiles() }
    let workspace = ProgramWorkspace(SourceFile(name: "program.lift", bytes: programBytes), registry: StandardPlugins.registry,
                                     readFile: noFiles)
    guard let evaluator = workspace.evaluator else { return 0 }
    let reading = JournalReader().read(SourceFile(name: "journal.lift", bytes: journalBytes))
    let evaluation = evaluator.evaluate(reading.journal, on: date)
    EngineOutput.render(evaluation, program: evaluator.program, date: date)
    _ = evaluator.evaluate(reading.journal, on: date, steps: .latest)
    _ = evaluator.appliedPlanWithWarnings(reading.journal, on: date)
    return 0
}

func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
        if Array(haystack[start..<(start + needle.count)]) == needle { return start }
    }
    return nil
}

struct NoFiles: Error {}
