import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins

// The workspace's incremental path: a session appended to ten years of journal, then `next`.
// The journal: 2,080 sessions (four a week for ten years), five exercises of five sets
// each, the loads rising by even steps from 60 kg to 360 kg over the ten years.

let linearProgram = """
    program "Bench linear"
    unit kg

    day "A":
      squat 5x5 @ 60kg
      bench 5x5 @ 60kg
      row 5x5 @ 60kg
      press 5x5 @ 60kg
      deadlift 5x5 @ 60kg

    progress squat, bench, row, press, deadlift: linear +2.5kg

    """

/// The sessions of the linear journal, each its own text (with the blank line after it).
/// `unrepeated` moves each session's loads up by its number modulo 97 in hundredths of a
/// kilogram (written with two decimals), so that no line and no session is written twice:
/// a lifter's journal, to the reader's caches of lines and sessions read before.
func generateLinearSessions(count: Int = 2_080, unrepeated: Bool = false) -> [String] {
    let lifts = ["squat", "bench", "row", "press", "deadlift"]
    // 2000-01-03 was a Monday; Monday, Tuesday, Thursday, Friday.
    var dayNumber = 0
    return (0..<count).map { index in
        while ![0, 1, 3, 4].contains(dayNumber % 7) { dayNumber += 1 }
        let date = linearDate(daysAfterStart: dayNumber)
        dayNumber += 1
        // 60 kg to 360 kg in even steps, rounded to 2.5 kg.
        let load = ((60 + 300 * Double(index) / Double(count - 1)) / 2.5).rounded() * 2.5
        let text = unrepeated ? String(format: "%.2f", load + Double((index + 1) % 97) / 100)
            : load.truncatingRemainder(dividingBy: 1) == 0 ? String(Int(load)) : String(load)
        var session = "\(date) \"A\"\n"
        for lift in lifts { session += "  \(lift) \(text)x5x5\n" }
        return session + "\n"
    }
}

/// The date `days` days after 2000-01-03, as YYYY-MM-DD.
func linearDate(daysAfterStart days: Int) -> String {
    let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    var (year, month, day) = (2000, 1, 3)
    for _ in 0..<days {
        day += 1
        let february = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        if day > (month == 2 ? february : lengths[month - 1]) {
            day = 1
            month += 1
            if month > 12 { (month, year) = (1, year + 1) }
        }
    }
    return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
}

/// Times a session appended to the workspace, then `next`, against a replay of the whole journal.
func runWorkspaceStages() {
    let appendLabel = "workspace append + next 10y"
    let wholeLabel = "workspace whole + next 10y"
    guard isSelected(appendLabel) || isSelected(wholeLabel) else { return }
    let sessions = generateLinearSessions()
    let repeats = 5
    let head = "unit kg\n\n" + sessions.dropLast(repeats).joined()
    let program = SourceFile(name: "program.lift", text: linearProgram)
    let date = LocalDate(year: 2100, month: 1, day: 1)
    let noFiles: Workspace.FileReader = { path in throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
    var workspace = Workspace(program: program, journal: SourceFile(name: "journal.lift", text: head),
                              registry: StandardPlugins.registry, readFile: noFiles, date: date)
    guard workspace.next()?.next != nil else {
        print("workspace stages: the program did not evaluate")
        return
    }
    var appended = 0
    var readAgain = 0
    let appendedBytes = Array(sessions[sessions.count - repeats].utf8).count
    measure(appendLabel, bytes: appendedBytes, repeats: repeats) {
        let session = Array(sessions[sessions.count - repeats + appended].utf8)
        appended += 1
        if workspace.appendJournal(session) == .readAgain { readAgain += 1 }
        return workspace.next()
    }
    // The figure is the incremental path's only when every append took it.
    if readAgain > 0 { print("workspace stages: \(readAgain) of \(repeats) appends read the journal again") }
    let whole = SourceFile(name: "journal.lift", text: "unit kg\n\n" + sessions.joined())
    measure(wholeLabel, bytes: whole.bytes.count, repeats: 3) {
        var fresh = Workspace(program: program, journal: whole, registry: StandardPlugins.registry, readFile: noFiles, date: date)
        return fresh.next()
    }
}
