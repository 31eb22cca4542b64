extension Parser {
    /// Whether the tokens from `offset` on read as a clock time, `5:30`: a number, a colon and
    /// a number, with no spaces.
    func startsClock(at offset: Int) -> Bool {
        let minutes = peek(offset), colon = peek(offset + 1), seconds = peek(offset + 2)
        return minutes.kind == .number && colon.kind == .colon && seconds.kind == .number
            && adjacent(minutes, colon) && adjacent(colon, seconds)
    }

    // pace-target := "@" CLOCK "/" ("km" | "mi" | DISTANCE)
    /// `@ 5:30/km`, `@ 9:00/mi`, `@ 2:00/500m`: a time for each unit of distance.
    mutating func parsePaceTarget(at: Token) -> WorkTarget? {
        guard startsClock(at: 0) else {
            let colon = peek(1)
            error(.invalidPace, "a pace is minutes and seconds, as in 5:30", at: current.range.union(colon.range),
                  label: "expected the seconds after ':'",
                  help: "write a pace as minutes:seconds over a distance, as in '@ 5:30/km'")
            advance()
            advance()
            return nil
        }
        let minutesToken = advance()
        advance()
        let secondsToken = advance()
        let minutes = plainNumber(from: minutesToken, what: "minutes")
        let seconds = plainNumber(from: secondsToken, what: "seconds")
        let clockRange = minutesToken.range.union(secondsToken.range)
        guard minutes.isInteger, seconds.isInteger, seconds.magnitude < 60 else {
            error(.invalidPace, "a pace is whole minutes and seconds, the seconds under 60", at: clockRange,
                  help: "write a pace as minutes:seconds, as in '@ 5:30/km'")
            return nil
        }
        let time = Quantity(minutes.magnitude * 60 + seconds.magnitude, unit: .s, range: clockRange)
        guard match(.slash) != nil else {
            error(.invalidPace, "a pace says what distance its time is for", at: current.kind == .newline ? .empty(at: previous.range.end) : current.range,
                  label: "expected '/' and a distance, such as /km",
                  fixIts: [FixIt(replace: .empty(at: previous.range.end), with: "/km")],
                  help: "write '@ 5:30/km', '@ 9:00/mi' or, on a rower, '@ 2:00/500m'")
            return nil
        }
        guard let per = paceDistance() else {
            error(.invalidPace, "expected a distance after '/', found \(describeCurrent())", at: current.range,
                  label: "a pace is per km, per mi or per a distance such as 500m",
                  help: "write '@ 5:30/km', '@ 9:00/mi' or, on a rower, '@ 2:00/500m'")
            return nil
        }
        return .pace(time: time, per: per, range: at.range.union(per.range))
    }

    /// `km` or `mi` alone (one of the unit), or a distance such as `500m`.
    private mutating func paceDistance() -> Quantity? {
        if check(.word), let unit = UnitSuffix(spelling: text(current)), unit == .km || unit == .mi {
            return Quantity(1, unit: unit, range: advance().range)
        }
        guard check(.number) else { return nil }
        let token = current
        let value = quantity(from: token, place: .work)
        guard [UnitSuffix.m, .km, .mi].contains(value.unit), value.magnitude > 0 else { return nil }
        advance()
        return value
    }
}
