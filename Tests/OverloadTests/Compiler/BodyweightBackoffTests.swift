import Overload
import OverloadSyntax
import Testing

/// A back-off written as a share of the top set (`@ -10%`) needs the top set's whole load. When
/// that load includes bodyweight (`@ bw`, assisted `@ -20kg`, weighted `@ +20kg`) the compiler,
/// which knows no bodyweight, cannot work it out: it says so at the back-off, points at the top
/// set and suggests an explicit load instead of inventing one.
@Suite struct BodyweightBackoffTests {
    /// The top set's load, the back-off, the message, and the load the help suggests.
    static let cases = [
        ("-20kg", "-10%", "cannot take -10% off a top set at -20kg", "'@ -30kg'"),
        ("+20kg", "-10%", "cannot take -10% off a top set at +20kg", "'@ +10kg'"),
        ("bw", "-10%", "cannot take -10% off a top set at bw", "'@ -10kg'"),
        ("+5kg", "-15%", "cannot take -15% off a top set at +5kg", "'@ -5kg'"),
        ("-40lb", "+5%", "cannot take +5% off a top set at -40lb", "'@ -30lb'"),
        // A share without a sign is taken "of" the top set, not "off" it, and one under 100%
        // suggests a lighter load; a signed share off today's top set keeps "off".
        ("+20kg", "90% of today", "cannot take 90% of a top set at +20kg", "'@ +10kg'"),
        ("-20kg", "50% of top", "cannot take 50% of a top set at -20kg", "'@ -30kg'"),
        ("+20kg", "-10% of today", "cannot take -10% off a top set at +20kg", "'@ +10kg'"),
    ]

    @Test(arguments: cases)
    func theBackoffIsRefusedWithAnExplicitLoadToWrite(top: String, backoff: String, message: String, suggestion: String) throws {
        let program = "chin-up top 1x5 @ \(top)\nchin-up backoff 3x5 @ \(backoff)\n"
        let diagnostics = CompilerTest.compile(program).diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .relativeOffBodyweight)
        #expect(diagnostic.code.rawValue == "E0312")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == message)
        // The share itself is underlined, not the `of today` or `of top` after it.
        let share = String(backoff.prefix { $0 != " " })
        #expect(diagnostic.range == CompilerTest.range(of: share, in: program))
        #expect(diagnostic.label == "the top set's load includes bodyweight, which a program does not know")
        #expect(diagnostic.notes.map(\.range) == [CompilerTest.range(of: "@ \(top)", in: program)])
        #expect(diagnostic.help == "write the back-off's own load, such as \(suggestion)")
    }

    /// The refused back-off gets no load: nothing made up (such as 18 kg for 10% off +20kg) is planned.
    @Test func theRefusedBackoffHasNoLoad() {
        let compiled = CompilerTest.compile("day \"A\":\n  chin-up top 1x5 @ +20kg\n  chin-up backoff 3x5 @ -10%\n")
        let sets = compiled.snapshot.week(1)?.day(named: "A")?.exercises.flatMap(\.sets) ?? []
        #expect(sets.count == 4)
        #expect(sets.dropFirst().allSatisfy { $0.load == nil })
    }

    /// An explicit load after a bodyweight top set is fine: it needs no bodyweight.
    @Test func anExplicitBackoffLoadIsAccepted() {
        let compiled = CompilerTest.compile("chin-up top 1x5 @ -20kg\nchin-up backoff 3x5 @ -30kg\n")
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
    }

    /// A percentage top set on a barbell lift is unchanged: the back-off is 10% off it.
    @Test func anOrdinaryBackoffIsUnchanged() {
        let program = """
            1rm bench 100kg
            day "A":
              bench top 1x5 @ 85%
              bench backoff 3x5 @ -10%

            """
        let compiled = CompilerTest.compile(program)
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
        let loads = CompilerTest.exactLoads(compiled, week: 1, day: "A")
        #expect(loads.count == 2)
        #expect(loads.first.map { close($0, [85]) } == true)
        #expect(loads.last.map { close($0, [76.5, 76.5, 76.5]) } == true)
    }
}
