import Overload
@testable import OverloadEngine
import OverloadSyntax
import OverloadStandardPlugins
import Testing

/// `tm` and `nsuns` are asked on entering a week only when their period ends (a replay skips
/// the other moves): `tm` each cycle, `nsuns` each week, either as `every` says.
@Suite struct TrainingMaxPeriodTests {
    static func calendar(cycle: Int, week: Int) -> ProgramCalendar {
        ProgramCalendar(cycle: cycle, week: week, weekKind: .regular, day: "A", weekCount: 4)
    }

    static func every(_ period: String?) -> RuleArguments {
        var arguments = RuleArguments()
        if let period { arguments.append(.word(period), named: "period", at: SourceRange(0, 1)) }
        return arguments
    }

    @Test func askedOnlyWhenItsPeriodEnds() throws {
        let tm = try #require(StandardPlugins.registry.plugin(named: "tm"))
        let nsuns = try #require(StandardPlugins.registry.plugin(named: "nsuns"))
        let week1 = Self.calendar(cycle: 1, week: 1), week2 = Self.calendar(cycle: 1, week: 2)
        let nextCycle = Self.calendar(cycle: 2, week: 1)
        #expect(!tm.entersWeek(from: nil, to: week1, arguments: Self.every(nil)))
        #expect(!tm.entersWeek(from: week1, to: week2, arguments: Self.every(nil)))
        #expect(tm.entersWeek(from: week2, to: nextCycle, arguments: Self.every(nil)))
        #expect(tm.entersWeek(from: week1, to: week2, arguments: Self.every("week")))
        #expect(nsuns.entersWeek(from: week1, to: week2, arguments: Self.every(nil)))
        #expect(!nsuns.entersWeek(from: week1, to: week2, arguments: Self.every("cycle")))
        #expect(!nsuns.entersWeek(from: week1, to: week1, arguments: Self.every(nil)))
    }
}
