import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// The errors of pace and time targets, and the longer cap on timed work.
@Suite struct PaceTargetDiagnosticTests {
    static func diagnostics(_ text: String) -> [Diagnostic] {
        let (parsed, compiled) = CompilerTest.parseAndCompile(text)
        return parsed.diagnostics + compiled.diagnostics
    }

    @Test func aPaceWithNoDistanceIsE0116WithPerKmAsTheFix() throws {
        let text = "day \"A\":\n  run 5km @ 5:30\n"
        let error = try #require(Self.diagnostics(text).first)
        #expect(error.code == .invalidPace)
        #expect(error.message == "a pace says what distance its time is for")
        #expect(error.fixIts.first?.replacement == "/km")
    }

    @Test func secondsOfSixtyOrMoreAreE0116() throws {
        let error = try #require(Self.diagnostics("day \"A\":\n  run 5km @ 5:75/km\n").first)
        #expect(error.code == .invalidPace)
        #expect(error.message == "a pace is whole minutes and seconds, the seconds under 60")
    }

    @Test func aPaceCutShortIsE0116NotALoad() throws {
        let error = try #require(Self.diagnostics("day \"A\":\n  run 5km @ 5:\n").first)
        #expect(error.code == .invalidPace)
        #expect(error.message == "a pace is minutes and seconds, as in 5:30")
    }

    @Test func aTimeToBeatInMinutesMayBeWrittenM() throws {
        let snapshot = try CompilerTest.cleanPlan("day \"A\":\n  run 5km in 30m\n")
        guard case .exercise(let run)? = snapshot.weeks.first?.days.first?.items.first else { Issue.record("no run"); return }
        #expect(run.sets.first?.goal == .time(seconds: 1800))
    }

    @Test func aPaceOverAWeightIsE0116() throws {
        let error = try #require(Self.diagnostics("day \"A\":\n  run 5km @ 5:30/kg\n").first)
        #expect(error.code == .invalidPace)
        #expect(error.message.hasPrefix("expected a distance after '/'"))
    }

    @Test func aPaceOnTimedWorkIsE0313() throws {
        let text = "day \"A\":\n  run 1x20min @ 5:30/km\n  plank 3x45s in 1:00\n"
        let errors = Self.diagnostics(text).filter { $0.code == .goalWithoutDistance }
        #expect(errors.count == 2)
        #expect(errors.first?.message == "a pace or a time to beat is for a distance")
        #expect(errors.first?.range == CompilerTest.range(of: "@ 5:30/km", in: text))
    }

    @Test func aLoadStillFollowsDistanceWork() throws {
        let snapshot = try CompilerTest.cleanPlan("day \"A\":\n  sled push 4x20m @ 100kg\n")
        let day = try #require(snapshot.weeks.first?.days.first)
        guard case .exercise(let sled) = day.items.first else { Issue.record("no sled"); return }
        #expect(sled.sets.first?.load?.loadable == 100)
        #expect(sled.sets.first?.goal == nil)
    }

    @Test func aLongRunAndAMarathonAreTimedWorkWithinTheCap() throws {
        _ = try CompilerTest.cleanPlan("day \"Long\":\n  run 1x90min\n  run 1x5h\n")
        let error = try #require(Self.diagnostics("day \"A\":\n  run 1x25h\n").first)
        #expect(error.code == .timeOutOfRange)
        #expect(error.message == "timed work must be 1 second to 24 hours")
    }

    @Test func thePlanSpellsRestInMinutesNeverM() throws {
        let snapshot = try CompilerTest.cleanPlan("day \"A\":\n  squat 3x5 @ 100kg rest 3m\n  break 2m\n  row 2000m\n")
        let text = PlanText().render(snapshot)
        #expect(text.contains("rest 3 min"))
        #expect(text.contains("break 2 min"))
        #expect(!text.contains("rest 3m"))
        #expect(text.contains("1 × 2 km"))
    }
}
