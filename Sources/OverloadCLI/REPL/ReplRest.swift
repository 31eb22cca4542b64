import Foundation
import Overload

/// The REPL's rest timer: how it waits and where it shows the time left. The clock is a
/// seam, so a test counts down three minutes at once.
public struct RestTimer: Sendable {
    /// Waits up to a second; true when the lifter stopped the timer (a key pressed).
    public var waitASecond: @Sendable () -> Bool
    /// Writes the time left in place on the terminal's line as it counts down; nil off a
    /// terminal, where only the start and the end are printed.
    public var showInPlace: (@Sendable (String) -> Void)?

    /// A timer that waits with `waitASecond` and shows the time left with `showInPlace`.
    public init(waitASecond: @escaping @Sendable () -> Bool, showInPlace: (@Sendable (String) -> Void)? = nil) {
        self.waitASecond = waitASecond
        self.showInPlace = showInPlace
    }

    /// Never waits: the REPL on a buffer (tests) counts down at once.
    public static let instant = RestTimer(waitASecond: { false })

    /// The process's clock: on a terminal a second waited on standard input, so that a key
    /// (or, in canonical mode, a line) stops the timer, else a second slept; `showInPlace`
    /// when the output is a terminal.
    public static func live(terminal: Bool) -> RestTimer {
        // Standard input that is no terminal holds the next commands, not a key to press.
        RestTimer(waitASecond: isatty(STDIN_FILENO) == 1 ? waitOnStandardInput : sleepASecond,
                  showInPlace: terminal ? writeToStandardOutput : nil)
    }

    /// Sleeps a second; never stopped.
    @Sendable static func sleepASecond() -> Bool {
        sleep(1)
        return false
    }

    /// Writes `text` to standard output at once, unbuffered.
    @Sendable static func writeToStandardOutput(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            guard count > 0 else { return }
            offset += count
        }
    }

    /// Waits up to a second for a key on standard input; true when one came (it is read and
    /// dropped, so it is not the next command's first letter).
    @Sendable static func waitOnStandardInput() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 1000) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        return count >= 0
    }

    /// `3:00`, `0:45`.
    public static func clock(_ seconds: Int) -> String {
        "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }

    /// Counts `seconds` down under `label`: the time left in place each second on a terminal,
    /// then the end with the bell, or where it was stopped.
    func countDown(_ seconds: Int, label: String, console: inout Console) {
        var left = seconds
        while left > 0 {
            showInPlace?("\r\(label) \(Self.clock(left)) left (any key stops it) ")
            if waitASecond() {
                showInPlace?("\r\u{1B}[K")
                console.print("\(label): stopped with \(Self.clock(left)) left")
                return
            }
            left -= 1
        }
        showInPlace?("\r\u{1B}[K")
        console.print("\(label): \(Self.clock(seconds)) done\u{07}")
    }
}

extension ReplSession {
    /// `rest`, `rest 3m`, `rest squat`: a countdown from the time given, the program's rest
    /// for the exercise named, or (alone) for the exercise last logged today.
    func countRest(_ argument: String, console: inout Console) {
        let resolved: (seconds: Int, label: String)
        if argument.isEmpty {
            guard let name = lastLoggedExercise else {
                console.printError("error: 'rest' takes a time or an exercise, as in 'rest 3m' or 'rest squat' "
                    + "(alone, it times the exercise last logged today)")
                return
            }
            guard let found = programRest(name, console: &console) else { return }
            resolved = found
        } else if let seconds = Self.restSeconds(argument) {
            resolved = (seconds, "rest")
        } else if argument.first?.isNumber == true {
            console.printError("error: '\(argument)' is not a rest; write one such as 3m, 90s, 2m30s or 2:30")
            return
        } else {
            guard let found = programRest(argument, console: &console) else { return }
            resolved = found
        }
        guard resolved.seconds > 0 else {
            console.print("\(resolved.label): no rest")
            return
        }
        restTimer.countDown(resolved.seconds, label: resolved.label, console: &console)
    }

    /// The rest the program gives after `name`'s first work set (the duration estimate's
    /// default when it gives none), labelled `rest after squat`.
    private func programRest(_ name: String, console: inout Console) -> (seconds: Int, label: String)? {
        guard let compiled = program?.engine.evaluator?.program else {
            console.printError("error: no program without errors is loaded, so it gives no rest; write a time, as in 'rest 3m'")
            return nil
        }
        let id = compiled.catalog.resolve(name).exercise?.id
        let prescriptions = compiled.snapshot.weeks.lazy.flatMap(\.days).flatMap(\.exercises)
        guard let exercise = prescriptions.first(where: { $0.exerciseID == id }) else {
            console.printError("error: the program does not prescribe '\(name)'; write a time, as in 'rest 3m'")
            return nil
        }
        let set = exercise.sets.first { $0.kind != .warmup } ?? exercise.sets.first
        let seconds = set.map { $0.restSeconds ?? $0.kind.defaultRestSeconds } ?? PrescribedSetKind.regular.defaultRestSeconds
        return (seconds, "rest after \(exercise.name)")
    }

    /// The exercise of the last session logged today, as the journal names it.
    private var lastLoggedExercise: String? {
        for entry in files.journal.entries.reversed() where entry.date == options.today {
            if case .session(let session) = entry, let last = session.exercises.last { return last.name }
        }
        return nil
    }

    /// `3m`, `90s`, `2m30s`, `2:30` in seconds (up to an hour); nil for anything else.
    static func restSeconds(_ text: String) -> Int? {
        // Digits only, and few: a rest is at most an hour, so a long number is a slip, not a
        // count to multiply (and overflow).
        func count(_ digits: Substring) -> Int? {
            guard (1...4).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(digits)
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2, let minutes = count(parts[0]), parts[1].count == 2, let seconds = count(parts[1]), seconds < 60 {
            return minutes * 60 + seconds <= 3600 ? minutes * 60 + seconds : nil
        }
        var total = 0
        var number: Substring = ""
        var sawUnit = false
        var start = text.startIndex
        for index in text.indices {
            let character = text[index]
            if character.isASCII, character.isNumber {
                number = text[start...index]
            } else if let value = count(number), character == "m" || character == "s" {
                total += character == "m" ? value * 60 : value
                if total > 3600 { return nil }
                number = ""
                start = text.index(after: index)
                sawUnit = true
            } else {
                return nil
            }
        }
        guard sawUnit, number.isEmpty, total <= 3600 else { return nil }
        return total
    }
}
