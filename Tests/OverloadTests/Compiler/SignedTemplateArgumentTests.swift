import Overload
import OverloadSyntax
import Testing

/// A template's load argument may be signed, as a load after `@` may: `chin-up main(+10kg)`
/// is bodyweight plus 10 kg, `dip main(-20kg)` assisted; the formatter keeps it.
@Suite struct SignedTemplateArgumentTests {
    static let program = """
        unit kg

        template main(lift, load):
          lift 3x5 @ load

        day "A":
          chin-up main(+10kg)
          dip main(load = -20kg)
          chin-up main(+0kg)

        """

    @Test func aSignedLoadArgumentIsAddedToBodyweight() throws {
        let plan = try CompilerTest.cleanPlan(Self.program)
        let day = try #require(plan.week(1)?.day(named: "A"))
        let loads = day.exercises.map { $0.sets.first?.load }
        #expect(loads.map { $0?.exact } == [10, -20, 0])
        #expect(loads.allSatisfy { $0?.source == .bodyweightAdded })
    }

    @Test func theFormatterKeepsTheSign() {
        #expect(SourceFormatter.format(Parser.parse(SourceFile(name: "t.lift", text: Self.program))) == Self.program)
    }
}
