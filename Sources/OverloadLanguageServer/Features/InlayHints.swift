import Overload
import OverloadSyntax

extension LanguageServer {
    /// `textDocument/inlayHint`: in a program, `= 82.5 kg` after each load not written as a
    /// weight (a template's load argument too), with a text edit that writes it as one; in a journal, each logged set's e1RM,
    /// marked when it beats every earlier set of the exercise, and after the last line of an
    /// exercise of the session in progress, the back-offs still to do with their loads.
    func inlayHints(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let document = try document(params)
        let kind = self.kind(of: document)
        let wanted = params["range"].flatMap(Self.range).map { document.sourceRange(of: $0, in: encoding) }
        func inside(_ range: SourceRange) -> Bool {
            wanted.map { range.start >= $0.start && range.end <= $0.end } ?? true
        }
        var hints: [JSONValue] = []
        if kind == .program || kind == .both {
            let parsed = engine.parse(sourceFile(of: document))
            let program = engine.compiled(parsed)
            let unit = program.snapshot.unit.rawValue
            for found in planLoads(document, parsed: parsed, program: program).found where inside(found.range) {
                let weight = NumberFormat.canonical(found.load)
                hints.append(.object([
                    "position": Self.json(document.position(of: found.range.end, in: encoding)),
                    "label": .string("= \(weight) \(unit)"),
                    "paddingLeft": .bool(true),
                    "tooltip": .string(found.source),
                    "textEdits": .array([textEdit(found.range, found.literalPrefix + weight + unit, in: document)]),
                ]))
            }
            // After a week's kind (`week 4 deload`), the loads it makes of the days' lines.
            for found in WeekModifierLoads(parsed.document, snapshot: program.snapshot, catalog: program.catalog).found
            where inside(found.range) {
                hints.append(.object([
                    "position": Self.json(document.position(of: found.range.end, in: encoding)),
                    "label": .string(found.label),
                    "paddingLeft": .bool(true),
                    "tooltip": .string(found.tooltip),
                ]))
            }
        }
        if kind == .journal || kind == .both {
            // Kept for the journal's text: ten years of sets are not estimated on every scroll.
            let estimates = engine.setEstimates.estimates(of: document.uri, bytes: document.bytes, catalog: engine.catalog)
            for set in estimates.sets where inside(set.range) {
                let value = NumberFormat.canonical(set.e1RM, maxDecimals: 1)
                hints.append(.object([
                    "position": Self.json(document.position(of: set.range.end, in: encoding)),
                    "label": .string("e1RM \(value) \(set.unit.rawValue)" + (set.isRecord ? " ★ record" : "")),
                    "paddingLeft": .bool(true),
                    "tooltip": .string(set.isRecord
                        ? "estimated one-rep max (\(E1RMFormula.default.displayName)): a record, above every earlier set of the exercise in this journal"
                        : "estimated one-rep max (\(E1RMFormula.default.displayName))"),
                ]))
            }
            for hint in sessionInProgressHints(document, kind: kind) where inside(hint.range) {
                hints.append(.object([
                    "position": Self.json(document.position(of: hint.range.end, in: encoding)),
                    "label": .string(hint.label),
                    "paddingLeft": .bool(true),
                    "tooltip": .string(hint.tooltip),
                ]))
            }
        }
        return .array(hints)
    }

    /// The back-offs still to do in a journal's session in progress, from the replay kept for
    /// the journal and its program; the text is parsed only when `next` plans one.
    func sessionInProgressHints(_ document: TextDocument, kind: DocumentPairing.Kind) -> [SessionInProgressHints.Hint] {
        guard let path = DocumentURI.path(of: document.uri),
              let program = kind == .both ? path : pairing.program(forJournal: path),
              let date = pairing.date(beside: path) ?? EngineAdapter.today(),
              SessionInProgressHints.hasSession(on: date, in: document.bytes),
              let training = engine.training(program: program, journal: path, on: date),
              let (next, unit) = training.next, SessionInProgressHints.isInProgress(next) else { return [] }
        return SessionInProgressHints(
            engine.parse(sourceFile(of: document)).document, journal: training.journal, next: next, unit: unit,
            catalog: training.catalog).hints
    }

    /// What a document holds, from the summary kept for its text (a journal is not parsed
    /// again for a request while it stays the same); parsed when it has no path.
    func kind(of document: TextDocument) -> DocumentPairing.Kind {
        if let path = DocumentURI.path(of: document.uri), let summary = engine.fileSummary(path, kind: pairing.kind) {
            return summary.kind
        }
        return pairing.kind(of: engine.parse(sourceFile(of: document)))
    }
}
