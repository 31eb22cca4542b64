import Overload
import OverloadSyntax

/// Program text compiled the way `overload check` compiles it, for the compiler tests.
enum CompilerTest {
    static func compile(_ text: String, unit: MassUnit? = nil) -> CompiledProgram {
        ProgramCompiler.compile(Parser.parse(SourceFile(name: "test.lift", text: text)), unit: unit)
    }

    /// The exact loads of an exercise's sets on one day of one week.
    static func exactLoads(_ compiled: CompiledProgram, week: Int, day: String) -> [[Double]] {
        (compiled.snapshot.week(week)?.day(named: day)?.exercises ?? []).map { $0.sets.map { $0.load?.exact ?? -1 } }
    }
}
