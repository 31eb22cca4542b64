extension DiagnosticCode {
    /// `@ 90% of today's top set` or `of todays`: a near miss of `of today`.
    public static let todayMisspelt = DiagnosticCode("E0322")
}

extension Parser {
    /// `today` after `of` in a load (`@ 90% of today`, `@ -10% of today`): a share of the top
    /// set the lifter did today. The ways a lifter says it in words (`of today's top set`,
    /// `of todays`) are read as `of today`, with E0322 and the fix that writes it so.
    mutating func todayReference() -> LoadReference? {
        guard check(.word) else { return nil }
        let word = text(current).lowercased()
        if word == "today" { return .today(advance().range) }
        guard word == "todays" || word == "today's" else { return nil }
        var range = advance().range
        if let top = matchWord(.top) {
            range = range.union(top.range)
            if check(.word), text(current).lowercased() == "set" { range = range.union(advance().range) }
        }
        error(.todayMisspelt, "'\(text(range))' is written 'today' in a load", at: range, label: "write 'today'",
              fixIts: [FixIt(replace: range, with: "today", safe: true)],
              help: "'@ 90% of today' is 90% of the top set lifted today; '@ -10% of today' is 10% off it")
        return .today(range)
    }
}
