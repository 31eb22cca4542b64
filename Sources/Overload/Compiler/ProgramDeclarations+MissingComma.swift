import OverloadSyntax

extension ProgramDeclarations {
    /// `progress squat bench: ...`, two exercises with the comma between them left out: one
    /// name that is no exercise, made of two that are. An error with a fix that inserts the
    /// comma (never one that drops a name); true when reported, and the rule is then not
    /// taken, so nothing more is said about what it would have declared.
    mutating func reportMissingComma(_ name: ExerciseName) -> Bool {
        guard !name.isQuoted, name.text.contains(" "), resolution(of: name.text).exercise == nil else { return false }
        let words = name.text.split(separator: " ")
        for split in 1..<words.count {
            let first = words[..<split].joined(separator: " ")
            let second = words[split...].joined(separator: " ")
            guard resolution(of: first).exercise != nil, resolution(of: second).exercise != nil else { continue }
            // The name's words are joined by single spaces; when written so, the place is exact.
            let writtenAsText = name.range.length == name.text.utf8.count
            let end = name.range.start + first.utf8.count
            let place = writtenAsText ? SourceRange(end, end) : name.range
            error(.expectedToken, "missing ',' between '\(first)' and '\(second)'", at: place,
                  label: writtenAsText ? "insert ',' here" : nil,
                  fixIts: writtenAsText ? [FixIt(replace: place, with: ",")] : [],
                  help: "a rule for several exercises lists them with commas: 'progress \(first), \(second): ...'")
            return true
        }
        return false
    }
}
