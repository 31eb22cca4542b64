import Overload
import OverloadSyntax

/// Program text compiled the way `overload check` compiles it, for the compiler tests.
enum CompilerTest {
    static func compile(_ text: String, unit: MassUnit? = nil) -> CompiledProgram {
        ProgramCompiler.compile(Parser.parse(SourceFile(name: "test.lift", text: text)), unit: unit)
    }

    /// The byte range of the `occurrence`-th (from 1) `needle` in `text`, for diagnostic locations.
    static func range(of needle: String, in text: String, occurrence: Int = 1) -> SourceRange? {
        let bytes = Array(text.utf8)
        let target = Array(needle.utf8)
        guard !target.isEmpty, bytes.count >= target.count else { return nil }
        var seen = 0
        for start in 0...(bytes.count - target.count) where Array(bytes[start..<start + target.count]) == target {
            seen += 1
            if seen == occurrence { return SourceRange(start, start + target.count) }
        }
        return nil
    }

    /// The exact loads of an exercise's sets on one day of one week.
    static func exactLoads(_ compiled: CompiledProgram, week: Int, day: String) -> [[Double]] {
        (compiled.snapshot.week(week)?.day(named: day)?.exercises ?? []).map { $0.sets.map { $0.load?.exact ?? -1 } }
    }
}
