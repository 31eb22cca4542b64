import Foundation
import Overload
import OverloadSyntax

extension LanguageServer {
    /// `textDocument/didOpen`: the document is held and checked.
    mutating func didOpen(_ params: JSONValue) -> [JSONValue] {
        guard let item = params["textDocument"], let uri = item["uri"]?.stringValue,
              let text = item["text"]?.stringValue else {
            logLines.append("didOpen without a document; ignored")
            return []
        }
        documents[uri] = TextDocument(uri: uri, version: item["version"]?.intValue ?? 0, text: text)
        changedSincePreparation.insert(uri)
        syncOpenFiles()
        return republish()
    }

    /// `textDocument/didChange`: each change applied in order, a ranged one to its range,
    /// one without a range to the whole text.
    mutating func didChange(_ params: JSONValue) -> [JSONValue] {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, var document = documents[uri] else {
            logLines.append("didChange for a document that is not open; ignored")
            return []
        }
        for change in params["contentChanges"]?.arrayValue ?? [] {
            guard let text = change["text"]?.stringValue else { continue }
            if let range = change["range"].flatMap(Self.range) {
                document.replace(document.sourceRange(of: range, in: encoding), with: text)
            } else {
                document.replaceAll(with: text)
            }
        }
        document.version = params["textDocument"]?["version"]?.intValue ?? document.version + 1
        documents[uri] = document
        changedSincePreparation.insert(uri)
        syncOpenFiles()
        return republish()
    }

    /// `textDocument/didClose`: the document is dropped and its diagnostics cleared.
    mutating func didClose(_ params: JSONValue) -> [JSONValue] {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { return [] }
        documents[uri] = nil
        engine.setEstimates.forget(uri)
        syncOpenFiles()
        let cleared = Self.notification("textDocument/publishDiagnostics",
                                        .object(["uri": .string(uri), "diagnostics": .array([])]))
        return [cleared] + republish()
    }

    /// `textDocument/didSave`: files on disk may have changed what others see.
    mutating func didSave(_ params: JSONValue) -> [JSONValue] {
        filesChanged()
    }

    /// `didSave` and `workspace/didChangeWatchedFiles`: files on disk changed, so the journal
    /// replays kept for them are forgotten and every open document is checked again.
    mutating func filesChanged() -> [JSONValue] {
        engine.trainingCache.invalidateIncludes()
        engine.fileSummaries.invalidate()
        return republish()
    }

    /// The diagnostics of every open document now, or (when publishing waits for a pause)
    /// once ``flushDiagnostics()`` is called: a burst of keystrokes is checked once.
    mutating func republish() -> [JSONValue] {
        guard publishesAtOnce else {
            diagnosticsPending = true
            return []
        }
        return publishAll() + inlayHintRefresh()
    }

    /// The diagnostics held back since the last pause; none when nothing changed.
    public mutating func flushDiagnostics() -> [JSONValue] {
        guard diagnosticsPending else { return [] }
        diagnosticsPending = false
        return publishAll() + inlayHintRefresh()
    }

    /// After a change, asks a client that can to request inlay hints again: a journal edited in
    /// another buffer, or written on disk by `overload log`, changes the hints of its program
    /// (the next session's loads) as well as its own.
    mutating func inlayHintRefresh() -> [JSONValue] {
        guard canRefreshInlayHints else { return [] }
        inlayHintRefreshes += 1
        return [.object([
            "jsonrpc": "2.0", "id": .string("overload-inlay-hint-refresh-\(inlayHintRefreshes)"),
            "method": "workspace/inlayHint/refresh",
        ])]
    }

    /// The diagnostics of every open document: a change to one file can change another's
    /// (a program and its journal, a used file). The files an open document includes or uses
    /// get theirs too, as its check finds them, open or not: an error in an included file shows
    /// as soon as the program is open, and is cleared once fixed or no longer included. An
    /// included file open in the editor is published as its own check finds it.
    mutating func publishAll() -> [JSONValue] {
        var messages = projectFileDiagnostics()
        var included: [String: (file: SourceFile, diagnostics: [Diagnostic])] = [:]
        let openPaths = Set(documents.keys.compactMap(DocumentURI.path))
        for uri in documents.keys.sorted() {
            guard let document = documents[uri] else { continue }
            let files = diagnosticFiles(of: document)
            messages.append(Self.notification("textDocument/publishDiagnostics", .fields([
                ("uri", .string(uri)), ("version", .integer(document.version)),
                ("diagnostics", .array((files.first?.diagnostics ?? []).map { lspDiagnostic($0, in: document) })),
            ])))
            for file in files.dropFirst() where !openPaths.contains(file.source.name) {
                var entry = included[file.source.name] ?? (file.source, [])
                // Two open programs that include one file find its problems twice.
                entry.diagnostics += file.diagnostics.filter { !entry.diagnostics.contains($0) }
                included[file.source.name] = entry
            }
        }
        var published: Set<String> = []
        for path in included.keys.sorted() {
            guard let entry = included[path] else { continue }
            let (file, diagnostics) = entry
            let document = relatedDocument(file)
            published.insert(document.uri)
            messages.append(Self.notification("textDocument/publishDiagnostics", .object([
                "uri": .string(document.uri),
                "diagnostics": .array(diagnostics.sorted { $0.range.start < $1.range.start }.map { lspDiagnostic($0, in: document) }),
            ])))
        }
        // A file no longer included (or now open, published above as its own) is cleared.
        for uri in publishedIncludedFiles.subtracting(published).sorted() where documents[uri] == nil {
            messages.append(Self.notification("textDocument/publishDiagnostics",
                                              .object(["uri": .string(uri), "diagnostics": .array([])])))
        }
        publishedIncludedFiles = published
        return messages
    }

    /// The diagnostics of the project files (`overload.json`) of the open documents' folders
    /// and the workspace folder: a malformed one is shown where it goes wrong.
    func projectFileDiagnostics() -> [JSONValue] {
        var folders = Set(documents.keys.compactMap(DocumentURI.path).map { ($0 as NSString).deletingLastPathComponent })
        if let root = settings.rootPath { folders.insert(root) }
        return folders.sorted().compactMap { folder in
            guard let read = engine.projectFile(in: folder) else { return nil }
            let path = (folder as NSString).appendingPathComponent(ProjectFile.name)
            let file = TextDocument(uri: DocumentURI.uri(of: path), version: 0, text: String(decoding: read.bytes, as: UTF8.self))
            return Self.notification("textDocument/publishDiagnostics", .object([
                "uri": .string(file.uri), "diagnostics": .array(read.diagnostics.map { lspDiagnostic($0, in: file) }),
            ]))
        }
    }

    /// The project's diagnostics for one document.
    func diagnostics(of document: TextDocument) -> [Diagnostic] {
        diagnosticFiles(of: document).first?.diagnostics ?? []
    }

    /// The project's diagnostics for one document, then for each file it includes or uses.
    /// A journal's parse also gives its e1RM hints, kept for the text (the hints an editor
    /// asks for after the diagnostics are then ready, without parsing ten years again).
    func diagnosticFiles(of document: TextDocument) -> [FileDiagnostics] {
        let parsed = engine.parse(sourceFile(of: document))
        let kind = pairing.kind(of: parsed)
        var program: CheckedProgram?
        if let path = DocumentURI.path(of: document.uri), kind == .journal, let programPath = pairing.program(forJournal: path) {
            program = engine.checkedProgram(at: programPath)
        }
        if kind == .journal || kind == .both {
            _ = engine.setEstimates.estimates(of: document.uri, bytes: document.bytes, catalog: engine.catalog, parsed: parsed.document)
        }
        return engine.diagnostics(of: parsed, against: program)
    }

    /// The document as a source file named by its path (its URI when it has none), so
    /// relative `use` and `include` paths resolve as they do for `overload check`.
    func sourceFile(of document: TextDocument) -> SourceFile {
        SourceFile(name: DocumentURI.path(of: document.uri) ?? document.uri, bytes: document.bytes)
    }

    var pairing: DocumentPairing {
        DocumentPairing(settings: settings, engine: engine)
    }

    mutating func syncOpenFiles() {
        var files: [String: [UInt8]] = [:]
        for document in documents.values {
            if let path = DocumentURI.path(of: document.uri) { files[path] = document.bytes }
        }
        engine.openFiles = files
    }

    /// The open document a request names.
    func document(_ params: JSONValue) throws(ResponseError) -> TextDocument {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else {
            throw ResponseError(.invalidParams, "the request names no textDocument")
        }
        guard let document = documents[uri] else { throw ResponseError(.invalidParams, "\(uri) is not open") }
        return document
    }

    static func position(_ value: JSONValue) -> Position? {
        guard let line = value["line"]?.intValue, let character = value["character"]?.intValue else { return nil }
        return Position(line: line, character: character)
    }

    static func range(_ value: JSONValue) -> LSPRange? {
        guard let start = value["start"].flatMap(position), let end = value["end"].flatMap(position) else { return nil }
        return LSPRange(start: start, end: end)
    }

    static func json(_ position: Position) -> JSONValue {
        .object(["line": .integer(position.line), "character": .integer(position.character)])
    }

    static func json(_ range: LSPRange) -> JSONValue {
        .object(["start": json(range.start), "end": json(range.end)])
    }
}
