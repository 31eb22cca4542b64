@testable import OverloadCLI
import Overload
import Testing

/// The options several commands share are declared and read in one place: each command's
/// specs for them are the shared ones, and their values are read the same way everywhere.
@Suite struct SharedOptionsTests {
    static let shared = ["journal", "date", "since", "unit", "format", "diagnostics", "allow-outside-includes", "allow-exec"]

    /// Every command that takes a shared option takes it with the shared value name and, for
    /// `--unit`, `--diagnostics` and the flags, the shared choices and help.
    @Test func everyCommandTakesTheSharedSpecs() {
        let specs: [String: OptionSpec] = [
            "journal": .journal(), "date": .date(""), "since": .since(), "unit": .unit(""), "format": .format(),
            "diagnostics": .diagnostics, "allow-outside-includes": .allowOutsideIncludes, "allow-exec": .allowExec,
        ]
        var seen = 0
        for command in CLI.commands {
            for option in command.configuration.options where Self.shared.contains(option.name) {
                seen += 1
                let shared = specs[option.name]
                #expect(option.valueName == shared?.valueName, "\(command.configuration.name) --\(option.name)")
                if ["unit", "diagnostics"].contains(option.name) { #expect(option.choices == shared?.choices) }
                if option.valueName == nil || option.name == "diagnostics" { #expect(option.help == shared?.help) }
            }
        }
        #expect(seen > 40)
    }

    /// The usage error `body` throws, nil when it throws none.
    static func message(_ body: () throws -> SharedOptions) -> String? {
        do {
            _ = try body()
            return nil
        } catch let error as UsageError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    /// Values are read once: a date, a unit, the flags; a required journal is said first.
    @Test func valuesAreReadOnce() throws {
        let specs = SharedOptions.engineInputs(date: "") + [.unit(""), .format()] + SharedOptions.fileAccess(exec: true)
        let parsed = try ParsedArguments.parse(
            ["--journal", "j.lift", "--date", "2026-11-20", "--since", "2026-01-05", "--unit", "lb", "--format", "json", "--allow-exec"],
            options: specs, positionals: [])
        let options = try SharedOptions(parsed, requiringJournalFor: "next")
        #expect(options.journal == "j.lift")
        #expect(options.date == LocalDate(year: 2026, month: 11, day: 20))
        #expect(options.since == LocalDate(year: 2026, month: 1, day: 5))
        #expect(options.unit == .lb)
        #expect(options.format == "json")
        #expect(options.allowExec)
        #expect(!options.allowOutsideIncludes)
        let noJournal = try ParsedArguments.parse(["--date", "someday"], options: specs, positionals: [])
        #expect(Self.message { try SharedOptions(noJournal, requiringJournalFor: "next") } == "'next' needs '--journal JOURNAL'")
        #expect(Self.message { try SharedOptions(noJournal) }?.hasPrefix("'--date' takes a date") == true)
    }
}
