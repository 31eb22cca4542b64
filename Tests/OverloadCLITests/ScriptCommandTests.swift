import Foundation
import OverloadTestSupport
import Testing

/// Script progressions through the commands: `check` reads them, `next` and `explain` run
/// them, and a runtime error is a located diagnostic with exit status 65.
@Suite struct ScriptCommandTests {
    static let reproducer = RepositoryPaths.fixture("diagnostics/E0608.lift").path

    @Test(arguments: ["next", "explain", "plan"])
    func aRuntimeErrorIsLocatedAndExits65(command: String) {
        let extra = command == "explain" ? ["squat"] : []
        let run = CLIRun([command, Self.reproducer] + extra + ["--journal", Self.reproducer, "--date", "2026-11-05"])
        #expect(run.status == 65)
        #expect(run.output.isEmpty)
        #expect(run.errorLines.first?.hasSuffix("E0608.lift:5:20: error: division by zero in 'step / gap': gap is 0 [E0608]") == true,
                "\(run.errors)")
    }

    @Test func theShippedScriptsCheckClean() {
        for name in ["amrap-tm", "rep-goal", "linear-deload", "double-progression", "tm-cycle", "hold-ladder"] {
            let run = CLIRun(["check", RepositoryPaths.examples.appendingPathComponent("plugins/\(name).lift").path])
            #expect(run.status == 0, "\(name): \(run.errors)")
            #expect(run.errors.isEmpty, "\(name): \(run.errors)")
        }
    }

    /// `plan` without a journal projects a script that acts on the calendar, as it does `tm`.
    @Test func planProjectsAScriptThatMovesOnTheCalendar() throws {
        try withTemporaryFolder { folder in
            let script = try RepositoryPaths.text("examples/plugins/tm-cycle.lift")
            try write(script, to: folder + "/tm-cycle.lift")
            let program = try write("""
                program "T"
                unit lb
                round 5lb
                tm = 90% of 1rm
                1rm squat 300lb
                use "tm-cycle.lift"
                day "Squat":
                  squat 1x5+ @ 100%
                progress squat: tm_cycle(step = 10lb)

                """, to: folder + "/program.lift")
            let first = CLIRun(["plan", program])
            #expect(first.status == 0, "\(first.errors)")
            #expect(first.output.contains("270 lb"), "\(first.output)")
            let second = CLIRun(["plan", program, "--cycle", "2"])
            #expect(second.status == 0, "\(second.errors)")
            #expect(second.output.contains("280 lb"), "\(second.output)")
        }
    }
}
