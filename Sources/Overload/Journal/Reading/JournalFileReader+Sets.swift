extension JournalFileReader {
    /// The most identical sets one `LxRxS` group may stand for.
    static let maximumSetCount = 999

    /// An exercise line; nil (after reporting) when any of its sets cannot be recorded, so a
    /// half-read line never enters the history.
    mutating func readPerformance(_ line: PerformanceLine) -> ExercisePerformance? {
        checkExercise(line.name.text, at: line.name.range, labelled: line.name.label != nil)
        var sets: [SetPerformance] = []
        // An `LxRxS` group stands for several sets: reserved with the rest, so the array is
        // made once at its size instead of grown (a copy each time) while the group is read.
        var capacity = 0
        for index in line.sets.indices {
            guard let written = line.sets[index].count, written.unit == nil, written.isInteger, written.value >= 1,
                  written.value <= Double(Self.maximumSetCount) else {
                capacity += 1
                continue
            }
            capacity += Int(written.value)
        }
        sets.reserveCapacity(capacity)
        var isValid = true
        // Only a set read the long way can hold a time or a distance (a plain set has reps and
        // no work), so a line of plain sets needs no look at its kind of work.
        var isAllPlain = true
        // Each set is read where it lies, through a pointer: passed as a value, every set was
        // copied out of the line first (through its value witness) and the copy then freed.
        line.sets.withUnsafeBufferPointer { performed in
            guard let first = performed.baseAddress else { return }
            for index in performed.indices {
                // Every set is read, so each bad one is reported. Most take the short way.
                if readPlainSet(first + index, into: &sets) { continue }
                isAllPlain = false
                isValid = readAnySet(performed[index], into: &sets) && isValid
            }
        }
        guard isValid else { return nil }
        if !isAllPlain { checkWorkKind(line, sets: sets) }
        return ExercisePerformance(name: line.name.text, sets: sets)
    }

    /// One performed set, repeated for `LxRxS`, appended to `sets`; false (after reporting)
    /// when it cannot be recorded. Appended in place: a journal of years has sets by the
    /// hundred thousand, and an array for each was a tenth of reading it.
    mutating func readAnySet(_ performed: PerformedSet, into sets: inout [SetPerformance]) -> Bool {
        var set = SetPerformance(kind: performed.kind.map(Self.kind) ?? .regular, note: performed.note?.value)
        if performed.isSkipped {
            if let rpe = performed.rpe {
                error(.journalInvalidSet, "a skipped set has no RPE", at: rpe.range, help: "write 'skip' alone")
                return false
            }
            set.isSkipped = true
            sets.append(consume set)
            return true
        }
        guard readLoad(performed.load, into: &set), readReps(performed, into: &set), readWork(performed, into: &set)
        else { return false }
        if let rpe = performed.rpe {
            guard rpe.unit == nil, rpe.value >= 1, rpe.value <= 10 else {
                error(.journalRPEOutOfRange, "RPE is from 1 to 10", at: rpe.range,
                      help: "RPE 10 is a maximal set, 9 one rep left, 8 two reps left; halves such as 8.5 are fine")
                return false
            }
            set.rpe = rpe.value
        }
        var count = 1
        if let written = performed.count {
            guard written.unit == nil, written.isInteger, written.value >= 1,
                written.value <= Double(Self.maximumSetCount)
            else {
                error(.journalInvalidReps, "the number of sets is a whole number from 1 to \(Self.maximumSetCount)",
                      at: written.range, help: "write load x reps x sets, as in 70x10x5")
                return false
            }
            count = Int(written.value)
        }
        // The last (most often the only) copy is the set itself, moved in: a copy of a set
        // goes through its value witness, and the original is then freed.
        for _ in 1..<count { sets.append(set) }
        sets.append(consume set)
        return true
    }

    /// The set most lines hold, `120x5` or `warmup 60x5` or `100kg x 5 @ rpe 8`, appended
    /// when it is one and valid: a load in kg, lb or the journal's unit, whole reps from 1,
    /// no time or distance. Made in one step, where ``readAnySet(_:into:)`` passes the set
    /// through a reader for each part; it gives the same set. False, with nothing appended or
    /// reported, for any other set, which ``readAnySet(_:into:)`` then reads and reports.
    func readPlainSet(_ performed: UnsafePointer<PerformedSet>, into sets: inout [SetPerformance]) -> Bool {
        // Read through the pointer, part by part: no copy of the whole set.
        guard !performed.pointee.isSkipped, let reps = performed.pointee.reps, reps.unit == nil, reps.isInteger, reps.value >= 1,
              reps.value <= Double(SetPerformance.maximumReps), performed.pointee.work == nil else { return false }
        var load: JournalWeight?
        var isAddedLoad = false
        switch performed.pointee.load {
        case nil, .bodyweight?: break
        case .absolute(let value)?, .added(let value)?:
            let massUnit: MassUnit
            if let written = value.unit {
                guard let written = written.massUnit else { return false }
                massUnit = written
            } else {
                // A bare number in a journal with no unit is warned about once: the long way.
                guard let unit else { return false }
                massUnit = unit
            }
            load = JournalWeight(value.value, massUnit)
            if case .added? = performed.pointee.load { isAddedLoad = true }
        }
        var rpe: Double?
        if let written = performed.pointee.rpe {
            guard written.unit == nil, written.value >= 1, written.value <= 10 else { return false }
            rpe = written.value
        }
        var count = 1
        if let written = performed.pointee.count {
            guard written.unit == nil, written.isInteger, written.value >= 1,
                  written.value <= Double(Self.maximumSetCount) else { return false }
            count = Int(written.value)
        }
        let set = SetPerformance(kind: performed.pointee.kind.map(Self.kind) ?? .regular, load: load, isAddedLoad: isAddedLoad,
                                 reps: Int(reps.value), rpe: rpe, note: performed.pointee.note?.value)
        for _ in 1..<count { sets.append(set) }
        sets.append(consume set)
        return true
    }

    static func kind(_ kind: SetKind) -> SetPerformance.Kind {
        switch kind {
        case .warmup: .warmup
        case .top: .top
        case .backoff: .backoff
        case .drop: .drop
        case .failure: .failure
        }
    }

    /// `85`, `20lb`, `+10kg` (added to bodyweight), `-20kg` (assistance), `bw`.
    private mutating func readLoad(_ load: PerformedLoad?, into set: inout SetPerformance) -> Bool {
        switch load {
        case nil, .bodyweight?:
            return true
        case .absolute(let value)?, .added(let value)?:
            guard let weight = mass(value) else {
                error(.journalInvalidSet, "a performed load is a mass, not '\(SourceFormatter.quantity(value))'", at: value.range,
                      label: "write what was on the bar, such as 100kg",
                      help: "the journal records the load lifted; percentages and RPE targets belong in the program")
                return false
            }
            set.load = weight
            if case .added = load { set.isAddedLoad = true }
            return true
        }
    }

    /// Whole reps from 1; zero only on a failed attempt with a load (`failure 140x0`).
    private mutating func readReps(_ performed: PerformedSet, into set: inout SetPerformance) -> Bool {
        guard let reps = performed.reps else {
            if performed.work == nil, case .bodyweight? = performed.load {
                error(.journalInvalidSet, "'bw' needs reps after it", at: performed.range, help: "write 'bw x 12'")
                return false
            }
            return true
        }
        let failedAttempt = reps.value == 0 && set.kind == .failure && set.load != nil
        guard reps.unit == nil, reps.isInteger, reps.value >= 1 || failedAttempt,
            reps.value <= Double(SetPerformance.maximumReps)
        else {
            error(.journalInvalidReps, "reps are a whole number from 1 to \(SetPerformance.maximumReps)", at: reps.range,
                  label: reps.value == 0 ? "a set of 0 reps is a failed attempt: write 'failure' before it" : nil,
                  help: "write the reps done, as in 100x5; a failed attempt is 'failure 140x0'")
            return false
        }
        set.reps = Int(reps.value)
        return true
    }

    /// Timed work (`45s`), distance work (`5km`, `2000m`) and the time after `in`.
    private mutating func readWork(_ performed: PerformedSet, into set: inout SetPerformance) -> Bool {
        guard let work = performed.work else { return true }
        switch work.unit {
        case .s, .min, .h:
            guard let seconds = Self.seconds(work, mMeansMinutes: false), seconds > 0 else {
                error(.journalInvalidSet, "a timed set lasts whole seconds, more than none", at: work.range,
                      help: "write the time as 45s, 1.5min or 1h")
                return false
            }
            set.timeSeconds = seconds
            if let duration = performed.duration {
                error(.journalInvalidSet, "'in' gives the time of a distance", at: duration.range,
                      help: "write a distance with its time, as in 'run 5km in 25min'")
                return false
            }
            return true
        case .m, .km, .mi:
            // Thousandths of a metre, the journal's precision: 1.356km is 1356m, not 1355.9999.
            let unit = work.unit?.distanceUnit ?? .m
            let metres = LifterRounding.thousandths(work.value * unit.metresPerUnit)
            guard metres > 0 else {
                error(.journalInvalidSet, "a distance is more than none", at: work.range, help: "write it as 400m, 5km or 3mi")
                return false
            }
            set.distanceMetres = metres
            if let duration = performed.duration {
                guard let seconds = Self.seconds(duration, mMeansMinutes: true), seconds > 0 else {
                    error(.journalInvalidSet, "the time after 'in' is whole seconds, such as 25min or 7:45",
                          at: duration.range, help: "write 'run 5km in 25min' or 'row 2000m in 7:45'")
                    return false
                }
                set.timeSeconds = seconds
            }
            return true
        case .kg, .lb, .percent, .rm, nil:
            error(.journalInvalidSet, "expected a time or a distance", at: work.range, help: "write 45s, 5km or 400m")
            return false
        }
    }
}
