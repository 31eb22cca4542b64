import OverloadSyntax

/// The command-line shorthand `bench 100x5,5,5`: a bare rep count after a `load x reps` set
/// repeats that load, so it is three sets of 100x5. In journal text a bare count is a
/// bodyweight set (`chin-up 10, 8`), so only sessions typed as `overload log` arguments (or
/// at a REPL prompt) are read this way.
public enum RepeatedLoadShorthand {
    /// `document` with every bare rep count that follows a loaded set given that set's load.
    public static func expand(_ document: Document) -> Document {
        var document = document
        document.statements = document.statements.map { statement in
            guard case .session(var session) = statement else { return statement }
            session.body = session.body.map { line in
                guard case .performance(var performance) = line else { return line }
                performance.sets = expand(performance.sets)
                return .performance(performance)
            }
            return .session(session)
        }
        return document
    }

    /// `sets` with every bare rep count after a loaded set given that set's load.
    public static func expand(_ sets: [PerformedSet]) -> [PerformedSet] {
        var result: [PerformedSet] = []
        for var set in sets {
            if let previous = result.last, let load = previous.load, previous.reps != nil, !previous.isSkipped,
                set.load == nil, set.reps != nil, set.work == nil, set.count == nil, !set.isSkipped
            {
                set.load = load
            }
            result.append(set)
        }
        return result
    }
}
