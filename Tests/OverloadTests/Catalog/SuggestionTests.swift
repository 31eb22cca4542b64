import Testing
@testable import Overload

@Suite("Did-you-mean suggestions")
struct SuggestionTests {
    let catalog = ExerciseCatalog.builtin

    private func suggestions(_ name: String) -> [String] {
        guard case .unknown(let suggestions) = catalog.resolve(name) else {
            Issue.record("'\(name)' unexpectedly resolved")
            return []
        }
        return suggestions
    }

    @Test(arguments: [
        ("bech press", "Bench Press"), ("squatt", "Squat"), ("deadlfit", "Deadlift"), ("romainan deadlift", "Romanian Deadlift"),
        ("lat pulldwn", "Lat Pulldown"), ("overhed press", "Overhead Press"), ("skullcrushr", "Skullcrusher"),
    ])
    func typosSuggestTheIntendedExerciseFirst(name: String, expected: String) {
        #expect(suggestions(name).first == expected)
    }

    @Test func aliasTyposSuggestTheExerciseName() {
        #expect(suggestions("ohpp").first == "Overhead Press")
    }

    @Test func namesInsideALongerNameAreSuggested() {
        #expect(suggestions("deficit bench press").contains("Bench Press"))
        #expect(suggestions("hammer").contains("Hammer Curl"))
    }

    @Test func atMostThreeSuggestionsEachNamedOnce() {
        for name in ["curlz", "press x", "rowz", "bench presss presss", "squat squat"] {
            let list = catalog.suggestions(for: name)
            #expect(list.count <= 3)
            #expect(Set(list).count == list.count)
        }
        #expect(catalog.suggestions(for: "bech press", limit: 1) == ["Bench Press"])
    }

    @Test func farAwayNamesGetNoSuggestions() {
        #expect(suggestions("xyzzy quux").isEmpty)
        #expect(suggestions("zz").isEmpty)
    }

    @Test func thresholdGrowsWithLength() {
        #expect(ExerciseCatalog.suggestionThreshold(forLength: 3) == 1)
        #expect(ExerciseCatalog.suggestionThreshold(forLength: 6) == 2)
        #expect(ExerciseCatalog.suggestionThreshold(forLength: 12) == 2)
        #expect(ExerciseCatalog.suggestionThreshold(forLength: 13) == 3)
    }
}
