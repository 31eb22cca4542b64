// libFuzzer target: the CSV reader and every app importer on any text; the journal text
// an import would append must read back without errors.
import Overload
import OverloadSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let table = try? CSVReader.read(text) else { return 0 }
    _ = ImportFormat.detect(table)
    for format in ImportFormat.allCases {
        let importer = format.importer(options: ImportOptions())
        guard let result = try? importer.importSessions(from: table, into: [], progress: nil) else { continue }
        // What an import appends must read back as a journal without errors.
        let text = result.journalText(unit: result.unit, startingJournal: true)
        let reading = JournalReader().read(SourceFile(name: "imported.lift", text: text))
        if reading.hasErrors {
            fatalError("FUZZ PROPERTY FAILED: \(format) import wrote a journal that does not read\n---\n\(text)---")
        }
    }
    return 0
}
