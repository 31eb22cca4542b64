import Foundation
import Overload
import OverloadSyntax

/// Which program a journal follows and which journal a program is trained from. The
/// initialization options `program` and `journal` say so; without them, a folder holding
/// exactly one program and one journal (other `.lift` files, such as a file holding both,
/// aside, and a journal another one `include`s counting as part of it) pairs them. Nothing
/// else is guessed: two programs in a folder pair nothing.
struct DocumentPairing: Sendable {
    var settings: ServerSettings
    var engine: EngineAdapter

    /// What a `.lift` file holds.
    enum Kind: Sendable, Equatable {
        case program
        case journal
        case both
        case neither
    }

    func kind(of parsed: ParsedFile) -> Kind {
        switch (engine.holdsProgram(parsed), engine.holdsJournal(parsed)) {
        case (true, true): .both
        case (true, false): .program
        case (false, true): .journal
        case (false, false): .neither
        }
    }

    /// The program the journal at `path` follows; nil when none is named or found.
    func program(forJournal path: String) -> String? {
        if let program = settings.program { return program == path ? nil : program }
        return folderPair(beside: path)?.program
    }

    /// The journal the program at `path` is trained from; nil when none is named or found.
    func journal(forProgram path: String) -> String? {
        if let journal = settings.journal { return journal == path ? nil : journal }
        return folderPair(beside: path)?.journal
    }

    /// The one program and one journal of the folder holding `path`.
    func folderPair(beside path: String) -> (program: String, journal: String)? {
        let folder = (path as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        var paths = Set(names.filter { $0.hasSuffix(".lift") }.map { (folder as NSString).appendingPathComponent($0) })
        // An open document not yet saved counts too.
        for open in engine.openFiles.keys where (open as NSString).deletingLastPathComponent == folder && open.hasSuffix(".lift") {
            paths.insert(open)
        }
        var programs: [String] = []
        var journals: [String] = []
        var included: Set<String> = []
        for candidate in paths.sorted() {
            guard let bytes = try? engine.readFile(candidate) else { continue }
            let parsed = engine.parse(SourceFile(name: candidate, bytes: bytes))
            switch kind(of: parsed) {
            case .program: programs.append(candidate)
            case .journal:
                journals.append(candidate)
                for case .include(let path, _) in parsed.document.statements {
                    included.insert(((folder as NSString).appendingPathComponent(path.value) as NSString).standardizingPath)
                }
            case .both, .neither: continue
            }
        }
        journals.removeAll { included.contains(($0 as NSString).standardizingPath) }
        guard programs.count == 1, journals.count == 1 else { return nil }
        return (programs[0], journals[0])
    }
}
