import Overload
import OverloadSyntax

/// A file the navigation requests look in: an open document, or a paired file read from disk.
struct IndexedFile: Sendable {
    var document: TextDocument
    /// The editor's version of an open document; nil for a file read from disk.
    var version: Int?
    var index: NameIndex
    var holdsProgram: Bool
}

extension LanguageServer {
    /// `textDocument/definition`: where the name under the cursor is declared (an `exercise`
    /// line, a `day`, a `template`, a `wave`), in the document or the program it is paired
    /// with. A catalog exercise the program never declares goes to its first line in the program.
    func definition(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let (files, occurrence) = try nameAtPosition(params) else { return .null }
        var found = locations(of: occurrence.key, in: files) { $0.isDeclaration }
        if found.isEmpty, occurrence.kind == .exercise {
            let programs = files.filter(\.holdsProgram)
            for file in programs {
                if let first = file.index.occurrences(of: occurrence.key).first {
                    found = [location(first.range, in: file)]
                    break
                }
            }
        }
        return found.isEmpty ? .null : .array(found)
    }

    /// `textDocument/references`: every place the name under the cursor is used, in the
    /// document and its paired program or journal; declarations too unless the client says not.
    func references(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let (files, occurrence) = try nameAtPosition(params) else { return .null }
        let withDeclarations = params["context"]?["includeDeclaration"]?.boolValue ?? true
        return .array(locations(of: occurrence.key, in: files) { withDeclarations || !$0.isDeclaration })
    }

    /// `workspace/symbol`: the days, templates, waves and exercises of the open documents and
    /// the files they pair with, whose names hold the query's letters in order (no case).
    func workspaceSymbols(_ params: JSONValue) -> JSONValue {
        let query = (params["query"]?.stringValue ?? "").lowercased()
        var seen: Set<String> = []
        var files: [IndexedFile] = []
        for uri in documents.keys.sorted() {
            guard let document = documents[uri] else { continue }
            for file in relatedFiles(of: document) where seen.insert(file.document.uri).inserted { files.append(file) }
        }
        // Programs first, so a name only used is found where it is planned.
        files = files.filter(\.holdsProgram) + files.filter { !$0.holdsProgram }
        let declared = Set(files.flatMap { $0.index.occurrences.filter(\.isDeclaration).map(\.key) })
        var symbols: [JSONValue] = []
        var named: Set<NameIndex.Key> = []
        for file in files {
            for occurrence in file.index.occurrences where Self.matches(query, occurrence.name.lowercased()) {
                // A name once: its declaration, else (an exercise or day only used) its first use.
                guard occurrence.isDeclaration || !declared.contains(occurrence.key), named.insert(occurrence.key).inserted
                else { continue }
                symbols.append(.object([
                    "name": .string(occurrence.name), "kind": .integer(occurrence.kind.symbolKind),
                    "containerName": .string(occurrence.kind.rawValue),
                    "location": location(occurrence.range, in: file),
                ]))
            }
        }
        return .array(symbols)
    }

    /// True when `name` holds the letters of `query` in order.
    static func matches(_ query: String, _ name: String) -> Bool {
        var remaining = query[...]
        for character in name where remaining.first == character { remaining = remaining.dropFirst() }
        return remaining.isEmpty
    }

    /// The files a request on `document` looks in, and the name under its position; nil when
    /// the position is on no name.
    func nameAtPosition(_ params: JSONValue) throws(ResponseError) -> ([IndexedFile], NameIndex.Occurrence)? {
        let document = try document(params)
        guard let position = params["position"].flatMap(Self.position) else {
            throw ResponseError(.invalidParams, "the request needs a position")
        }
        let files = relatedFiles(of: document)
        guard let own = files.first, let occurrence = own.index.occurrence(at: document.offset(of: position, in: encoding))
        else { return nil }
        return (files, occurrence)
    }

    /// The document first, then the program or journal it pairs with (open, or read from disk).
    func relatedFiles(of document: TextDocument) -> [IndexedFile] {
        let parsed = engine.parse(sourceFile(of: document))
        var files = [IndexedFile(document: document, version: document.version, index: NameIndex(parsed),
                                 holdsProgram: engine.holdsProgram(parsed))]
        guard let pair = trainingPair(of: document, parsed: parsed) else { return files }
        let own = DocumentURI.path(of: document.uri)
        for path in [pair.program, pair.journal].compactMap({ $0 }) where path != own {
            let open = documents.values.first { DocumentURI.path(of: $0.uri) == path }
            guard let other = open ?? (try? engine.readFile(path)).map({
                TextDocument(uri: DocumentURI.uri(of: path), version: 0, text: String(decoding: $0, as: UTF8.self))
            }) else { continue }
            let otherParsed = engine.parse(SourceFile(name: path, bytes: other.bytes))
            files.append(IndexedFile(document: other, version: open?.version, index: NameIndex(otherParsed),
                                     holdsProgram: engine.holdsProgram(otherParsed)))
        }
        return files
    }

    func locations(of key: NameIndex.Key, in files: [IndexedFile], where keep: (NameIndex.Occurrence) -> Bool) -> [JSONValue] {
        files.flatMap { file in file.index.occurrences(of: key).filter(keep).map { location($0.range, in: file) } }
    }

    func location(_ range: SourceRange, in file: IndexedFile) -> JSONValue {
        .object(["uri": .string(file.document.uri), "range": Self.json(file.document.range(of: range, in: encoding))])
    }
}
