import Foundation
import Overload
import OverloadSyntax

/// Which program a journal follows and which journal a program is trained from. The
/// initialization options `program` and `journal` say so first; then the project file
/// (`overload.json`) of the document's folder, or of the workspace folder; without either, a
/// folder holding exactly one program and one journal (other `.lift` files, such as a file
/// holding both, aside, and a journal another one `include`s counting as part of it) pairs
/// them. Nothing else is guessed: two programs in a folder pair nothing.
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
        if let project = project(beside: path), let program = project.file.program {
            let resolved = project.resolve(program)
            return resolved == path ? nil : resolved
        }
        return folderPair(beside: path)?.program
    }

    /// The journal the program at `path` is trained from; nil when none is named or found.
    func journal(forProgram path: String) -> String? {
        if let journal = settings.journal { return journal == path ? nil : journal }
        if let project = project(beside: path), let journal = project.file.journal {
            let resolved = project.resolve(journal)
            return resolved == path ? nil : resolved
        }
        return folderPair(beside: path)?.journal
    }

    /// The day hover and inlay hints plan for: the `date` option, else the project file's.
    func date(beside path: String?) -> LocalDate? {
        settings.date ?? path.flatMap { project(beside: $0)?.file.date }
    }

    /// The project file that reads, of the folder holding `path`, else of the workspace folder.
    func project(beside path: String) -> FolderProject? {
        let folders = [(path as NSString).deletingLastPathComponent] + (settings.rootPath.map { [$0] } ?? [])
        for folder in folders {
            if let read = engine.projectFile(in: folder) { return read.file.map { FolderProject(folder: folder, file: $0) } }
        }
        return nil
    }

    /// The one program and one journal of the folder holding `path`. Each file's kind is
    /// kept while its modification (or open text) stays the same, so hover does not parse
    /// the folder again.
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
            guard let summary = engine.fileSummary(candidate, kind: kind) else { continue }
            switch summary.kind {
            case .program: programs.append(candidate)
            case .journal:
                journals.append(candidate)
                for include in summary.includes {
                    included.insert(((folder as NSString).appendingPathComponent(include) as NSString).standardizingPath)
                }
            case .both, .neither: continue
            }
        }
        journals.removeAll { included.contains(($0 as NSString).standardizingPath) }
        guard programs.count == 1, journals.count == 1 else { return nil }
        return (programs[0], journals[0])
    }
}

/// A project file and the folder its paths are relative to.
struct FolderProject: Sendable {
    var folder: String
    var file: ProjectFile

    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : ((folder as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }
}
