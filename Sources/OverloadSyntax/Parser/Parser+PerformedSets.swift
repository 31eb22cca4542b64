extension Parser {
    // performed-set := kind? (“skip” | core) ("@" "rpe" NUMBER)? kind? ("note" STRING)?
    // core := (LOAD | "bw" | "+" LOAD) "x" REPS ("x" COUNT)? | REPS | WORK ("in" DURATION)? | LOAD "x" WORK
    /// Appends the set to `sets`, where it is built (returned, it was copied into the list
    /// and then freed); false (after reporting) when it cannot be read.
    mutating func parsePerformedSet(into sets: inout [PerformedSet]) -> Bool {
        let start = current.range.start
        var kind = matchSetKind()
        var load: PerformedLoad?
        var reps: Quantity?
        var count: Quantity?
        var work: Quantity?
        var duration: Quantity?
        var skipped = false
        if matchWord(.skip) != nil {
            skipped = true
        } else if let bodyweight = matchWord(.bw) {
            load = .bodyweight(bodyweight.range)
            guard expectTimes(after: "'bw'") else { return false }
        } else if check(.plus) || check(.minus) || check(.number) {
            // `+10kg x 5` adds to bodyweight; `-20kg x 8` is assistance.
            let isAdded = check(.plus) || check(.minus)
            guard let first = signedQuantity(place: .workUnlessTimes) else { return false }
            if match(.times) != nil {
                load = isAdded ? .added(first) : .absolute(first)
            } else if isAdded {
                error(.expectedToken, "expected 'x' and reps after the added load", at: current.range,
                      help: "write bodyweight plus a load as '+10kg x 5', or assistance as '-20kg x 8'")
                return false
            } else {
                switch first.unit {
                case .s, .min, .m, .h, .km, .mi:
                    work = first
                    if matchWord(.in) != nil { duration = parseDurationValue() }
                case .kg, .lb, .percent, .rm:
                    error(.expectedReps, "expected 'x' and reps after the load", at: current.range,
                          label: "a set is load x reps, like 100x5", help: "write '\(text(previous))x5' or '\(text(previous)) x 5'")
                    return false
                case nil:
                    reps = Quantity(first.magnitude, range: first.range)
                }
            }
        } else {
            error(.expectedReps, "expected a set such as 100x5, found \(describeCurrent())", at: current.range,
                  help: "sets are load x reps (100x5), reps alone (10), time (45s), distance (5km) or 'skip'")
            return false
        }
        if load != nil {
            guard check(.number) else {
                error(.expectedReps, "expected reps after 'x', found \(describeCurrent())", at: current.range,
                      label: "a set needs a rep count, like 100x5", help: "write load x reps, and optionally x sets: 100x5x3")
                return false
            }
            let second = quantity(from: advance())
            switch second.unit {
            case .s, .min, .m, .h, .km, .mi: work = second
            case .kg, .lb, .percent, .rm:
                error(.unexpectedToken, "reps take no unit", at: second.range,
                      label: "'\(text(previous))' after 'x' should be a rep count",
                      help: "write load x reps with the unit on the load: 100kg x 5")
                return false
            case nil: reps = Quantity(second.magnitude, range: second.range)
            }
            if match(.times) != nil {
                guard check(.number) else {
                    error(.expectedReps, "expected the number of sets after the second 'x'", at: current.range,
                          help: "write load x reps x sets, as in 70x10x5")
                    return false
                }
                count = plainNumber(from: advance(), what: "a set count")
            }
        }
        var rpe: Quantity?
        if check(.at) {
            let at = advance()
            guard let parsed = parseRPE() else {
                error(.expectedLoad, "expected 'rpe' after '@' in a performed set", at: current.kind == .newline ? .empty(at: at.range.end) : current.range,
                      help: "write the effort of a set as '@ rpe 9'")
                return false
            }
            rpe = parsed
        }
        if kind == nil { kind = matchSetKind() }
        var note: StringLiteral?
        if matchWord(.note) != nil {
            guard let text = expectString("a note", example: "note \"grip gave out\"") else { return false }
            note = text
        }
        sets.append(PerformedSet(kind: kind, load: load, reps: reps, count: count, work: work, duration: duration,
                                 rpe: rpe, isSkipped: skipped, note: note, range: SourceRange(start, previous.range.end)))
        return true
    }

    // Inlined: it is asked twice a set, and most times the token is a number or a comma.
    @inline(__always)
    mutating func matchSetKind() -> SetKind? {
        guard let kind = setKind(current) else { return nil }
        advance()
        return kind
    }

    mutating func expectTimes(after what: String) -> Bool {
        if match(.times) != nil { return true }
        error(.expectedToken, "expected 'x' and reps after \(what)", at: current.range, help: "write 'bw x 12'")
        return false
    }

    /// `25min`, `90s`, `7:45` (minutes and seconds) or `3:45:10` (hours, minutes and seconds),
    /// as a quantity. A clock whose seconds (or, after hours, minutes) reach 60, as in `99:99`,
    /// is no time: it is reported (E0106, with the clock it carries to as the fix) and nil
    /// returned, unless `checkingClock` is false for a caller that reports it itself (a score
    /// of rounds, E0413).
    mutating func parseDurationValue(checkingClock: Bool = true) -> Quantity? {
        guard check(.number) else {
            error(.expectedToken, "expected a time after 'in'", at: current.range, help: "write 'in 25min' or 'in 7:45'")
            return nil
        }
        guard startsClock(at: 0) else { return quantity(from: advance()) }
        let first = advance()
        advance()
        var last = advance()
        let head = plainNumber(from: first, what: "minutes").magnitude
        var seconds = plainNumber(from: last, what: "seconds").magnitude
        var minutesAfterHours: Double?
        if check(.colon), adjacent(last, current), peek(1).kind == .number, adjacent(current, peek(1)) {
            // `3:45:10`: the first two numbers were hours and minutes.
            advance()
            minutesAfterHours = seconds
            last = advance()
            seconds = plainNumber(from: last, what: "seconds").magnitude
        }
        let total = minutesAfterHours.map { (head * 60 + $0) * 60 + seconds } ?? head * 60 + seconds
        let range = first.range.union(last.range)
        if checkingClock, (minutesAfterHours ?? 0) >= 60 || seconds >= 60 {
            let part = (minutesAfterHours ?? 0) >= 60 ? "minutes" : "seconds"
            var fixIts: [FixIt] = []
            if total.rounded() == total, total < 1e9 { fixIts = [FixIt(replace: range, with: Self.clock(Int(total)))] }
            error(.numberOutOfRange, "a time of \(text(range)) cannot be: its \(part) count up to 59", at: range,
                  label: "\(part) under 60", fixIts: fixIts,
                  help: "write a time as minutes:seconds, as in 'in 7:45', or hours:minutes:seconds, as in 'in 1:05:10'")
            return nil
        }
        return Quantity(total, unit: .s, range: range)
    }

    /// Whole seconds as a clock: `7:45`, `1:40:39`.
    static func clock(_ seconds: Int) -> String {
        let hours = seconds / 3600, minutes = seconds % 3600 / 60, rest = seconds % 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }
}
