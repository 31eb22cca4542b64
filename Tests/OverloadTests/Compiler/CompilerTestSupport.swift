import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// Program text compiled the way `overload check` compiles it: the one compile helper of
/// this test target.
enum CompilerTest {
    static func compile(_ text: String, name: String = "test.lift", unit: MassUnit? = nil) -> CompiledProgram {
        ProgramCompiler.compile(Syntax.parse(text, name: name), unit: unit)
    }

    /// The parse and the compilation of program text, for tests that look at both.
    static func parseAndCompile(_ text: String, name: String = "test.lift") -> (parsed: ParsedFile, compiled: CompiledProgram) {
        let parsed = Syntax.parse(text, name: name)
        return (parsed, ProgramCompiler.compile(parsed))
    }

    /// The plan of program text that must parse and compile without a single diagnostic.
    static func cleanPlan(_ text: String, name: String = "test.lift",
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> PlanSnapshot {
        let (parsed, compiled) = parseAndCompile(text, name: name)
        let diagnostics = parsed.diagnostics + compiled.diagnostics
        try #require(diagnostics.isEmpty, "\(name): \(diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return compiled.snapshot
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

    /// `text` with one fix applied, as `overload check --fix` applies it.
    static func applying(_ fix: FixIt, to text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(fix.range.start..<fix.range.end, with: Array(fix.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The exact loads of an exercise's sets on one day of one week.
    static func exactLoads(_ compiled: CompiledProgram, week: Int, day: String) -> [[Double]] {
        (compiled.snapshot.week(week)?.day(named: day)?.exercises ?? []).map { $0.sets.map { $0.load?.exact ?? -1 } }
    }
}
