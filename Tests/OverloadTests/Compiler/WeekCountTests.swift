import Overload
import OverloadSyntax
import Testing

/// A week past the program's length names the length in words that agree with it.
@Suite struct WeekCountTests {
    @Test func aOneWeekProgramIsOneWeek() throws {
        let program = "weeks 1\nweek 2 deload\nsquat 3x5 @ 100kg\n"
        let diagnostic = try #require(CompilerTest.compile(program).diagnostics.first)
        #expect(diagnostic.code == .weekOutOfRange)
        #expect(diagnostic.message == "week 2 is beyond the program's 1 week")
    }

    @Test func longerProgramsCountWeeks() throws {
        let program = "weeks 4\nweek 6 deload\nsquat 3x5 @ 100kg\n"
        let diagnostic = try #require(CompilerTest.compile(program).diagnostics.first)
        #expect(diagnostic.message == "week 6 is beyond the program's 4 weeks")
    }
}
