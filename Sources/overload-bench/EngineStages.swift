import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins

// The engine's stages: replaying a lifetime of training and working out the next session.
// The inputs are a realistic program (a 5/3/1 wave, templates, four days, four kinds of rule)
// and journals of four sessions a week, about 25 sets each, for 1, 10 and 50 years.
// `overload-bench --write-engine-inputs DIR` writes them as files, for whole-process timings
// of `overload next` (docs/performance.md says how).

let engineProgram = """
    program "Bench 5/3/1"
    unit kg
    tm = 90% of 1rm
    1rm squat 180kg, bench 120kg, deadlift 220kg, press 75kg

    wave main:
      week 1: 5 @ 65%, 5 @ 75%, 5+ @ 85%
      week 2: 3 @ 70%, 3 @ 80%, 3+ @ 90%
      week 3: 5 @ 75%, 3 @ 85%, 1+ @ 95%
      week 4 deload: 5 @ 40%, 5 @ 50%, 5 @ 60%

    template volume(lift):
      lift 5x10 @ 50%

    day "Squat":
      squat main
      squat volume
      leg curl 3x8-12 @ 40kg
      plank 3x45s

    day "Bench":
      bench main
      bench volume
      curl 3x8-12 @ 15kg
      chin-up 3x5

    day "Deadlift":
      deadlift main
      deadlift volume
      leg curl 3x8-12 @ 40kg
      plank 3x45s

    day "Press":
      press main
      press volume
      curl 3x8-12 @ 15kg
      chin-up 3x5

    progress squat, deadlift: tm +5kg every cycle
    progress bench, press: tm +2.5kg every cycle
    progress curl, leg curl: double 8-12 +2.5kg
    progress chin-up: linear +2.5kg
    progress plank: linear +5s

    """

/// `years` of the program logged four days a week, each session its day's lifts as planned.
func generateEngineJournal(years: Int) -> String {
    let days = [("Squat", "squat", "leg curl", "plank 45s, 45s, 45s"), ("Bench", "bench", "curl", "chin-up 5, 5, 5"),
                ("Deadlift", "deadlift", "leg curl", "plank 45s, 45s, 45s"), ("Press", "press", "curl", "chin-up 5, 5, 5")]
    let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    var text = "unit kg\n\n"
    // 2000-01-03 was a Monday.
    var (year, month, day) = (2000, 1, 3)
    var session = 0
    for dayIndex in 0..<(years * 52 * 7) {
        // Monday, Tuesday, Thursday, Friday.
        if [0, 1, 3, 4].contains(dayIndex % 7) {
            let (name, lift, accessory, last) = days[session % 4]
            let base = lift == "deadlift" ? 150 : lift == "squat" ? 120 : lift == "bench" ? 80 : 50
            text += "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day) \"\(name)\"\n"
            text += "  \(lift) warmup \(base / 2)x5, warmup \(base * 6 / 10)x5, warmup \(base * 7 / 10)x3\n"
            text += "  \(lift) \(base)x5, \(base + 10)x5, \(base + 20)x8 @ rpe 9\n"
            text += "  \(lift) \(base * 7 / 10)x10x5\n"
            text += "  \(accessory) \(accessory == "curl" ? 15 : 40)x12, \(accessory == "curl" ? 15 : 40)x11, \(accessory == "curl" ? 15 : 40)x10\n"
            text += "  \(last)\n\n"
            session += 1
        }
        day += 1
        let february = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        if day > (month == 2 ? february : lengths[month - 1]) {
            day = 1
            month += 1
            if month > 12 {
                month = 1
                year += 1
            }
        }
    }
    return text
}

/// Writes the program and the 1-, 10- and 50-year journals into `folder`, the linear
/// program with its ten-year journal (WorkspaceStages.swift): `program-linear.lift`,
/// `journal-linear-10y.lift` and `journal-linear-unrepeated-10y.lift`, and the ledger journal of the ten-year shape that `ledger bal`
/// reads beside them (WholeProcess.swift): `ten-years.ledger`.
func writeEngineInputs(to folder: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try engineProgram.write(toFile: folder + "/program.lift", atomically: true, encoding: .utf8)
    for years in [1, 10, 50] {
        try generateEngineJournal(years: years).write(toFile: folder + "/journal-\(years)y.lift", atomically: true, encoding: .utf8)
    }
    try linearProgram.write(toFile: folder + "/program-linear.lift", atomically: true, encoding: .utf8)
    try ("unit kg\n\n" + generateLinearSessions().joined())
        .write(toFile: folder + "/journal-linear-10y.lift", atomically: true, encoding: .utf8)
    try ("unit kg\n\n" + generateLinearSessions(unrepeated: true).joined())
        .write(toFile: folder + "/journal-linear-unrepeated-10y.lift", atomically: true, encoding: .utf8)
    try generateLedgerJournal().write(toFile: folder + "/ten-years.ledger", atomically: true, encoding: .utf8)
}

/// Replays each journal and works out the next session, in process.
func runEngineStages() {
    let compiled = ProgramCompiler.compile(Parser.parse(SourceFile(name: "program.lift", text: engineProgram)))
    let evaluator = Evaluator(program: compiled, registry: StandardPlugins.registry)
    let date = LocalDate(year: 2100, month: 1, day: 1) ?? LocalDate(year: 2000, month: 1, day: 1)!
    for years in [1, 10, 50] {
        let label = "engine next, \(years)-year journal"
        guard isSelected(label) || isSelected("read + " + label) else { continue }
        let text = generateEngineJournal(years: years)
        let source = SourceFile(name: "journal.lift", text: text)
        let journal = JournalReader().read(source).journal
        measure(label, bytes: source.bytes.count, repeats: 3) { evaluator.evaluate(journal, on: date, steps: .latest) }
        measure("read + " + label, bytes: source.bytes.count, repeats: 3) {
            evaluator.evaluate(JournalReader().read(source).journal, on: date, steps: .latest)
        }
    }
}
