extension EnduranceRecords {
    /// The records as JSON: distances in metres (exact to the millimetre), times in whole
    /// seconds, paces in seconds per kilometre to three decimals.
    public var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "totalMetres": JournalJSON.number(totalDistance.metres),
            "totalSeconds": .integer(totalSeconds),
            "fastest": .array(fastestByDistance.map(Self.json)),
            "bestAtStandardDistances": .array(bestAtStandardDistances.map(Self.json)),
            "weeks": .array(weeks.map { week in
                .object([
                    "weekStart": .string(week.weekStart.description), "metres": JournalJSON.number(week.distance.metres),
                    "seconds": .integer(week.seconds), "sessions": .integer(week.sessions),
                ])
            }),
        ]
        object["longest"] = longestDistance.map { .object(["metres": JournalJSON.number($0.amount.metres), "date": .string($0.date.description)]) }
        object["longestTime"] = longestTime.map { .object(["seconds": .integer($0.amount), "date": .string($0.date.description)]) }
        return .object(object)
    }

    static func json(_ done: TimedDistance) -> JSONValue {
        var object: [String: JSONValue] = [
            "metres": JournalJSON.number(done.distance.metres), "seconds": .integer(done.seconds),
            "date": .string(done.date.description),
        ]
        object["paceSecondsPerKm"] = done.pace.map(jsonPace)
        return .object(object)
    }

    /// Seconds per kilometre to three decimals, from the exact fraction.
    static func jsonPace(_ pace: Pace) -> JSONValue {
        JournalJSON.number(LifterRounding.thousandths(Double(pace.seconds) * 1_000_000 / Double(pace.distance.millimetres)))
    }
}

extension BodyweightHistory {
    /// Each reading as `{"date", "weight", "sevenDayAverage"}`, weights to three decimals.
    public var jsonReadings: JSONValue {
        .array(readings.map { reading in
            .object([
                "date": .string(reading.date.description),
                "weight": JournalJSON.number(LifterRounding.thousandths(reading.weight)),
                "sevenDayAverage": JournalJSON.number(LifterRounding.thousandths(reading.sevenDayAverage)),
            ])
        })
    }
}
