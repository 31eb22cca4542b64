import Overload
import OverloadSyntax
import Testing

/// Every "did you mean" of the compiler follows `closestMatch`: a near name is suggested,
/// a far one is not.
@Suite struct DidYouMeanTests {
    func only(_ text: String) throws -> Diagnostic {
        let diagnostics = CompilerTest.compile(text).diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        return try #require(diagnostics.first)
    }

    @Test func aNearDayNameIsSuggested() throws {
        let diagnostic = try only("day \"Upper\":\n  bench 3x5 @ 80kg\nday \"B\" like \"Uper\":\n  squat 3x5 @ 100kg\n")
        #expect(diagnostic.code == .unknownDay)
        #expect(diagnostic.label == "did you mean \"Upper\"?")
    }

    @Test func aFarDayNameIsNotSuggested() throws {
        let diagnostic = try only("day \"Upper\":\n  bench 3x5 @ 80kg\nday \"B\" like \"Legs\":\n  squat 3x5 @ 100kg\n")
        #expect(diagnostic.code == .unknownDay)
        #expect(diagnostic.message == "no day named \"Legs\"")
        #expect(diagnostic.label == nil)
    }

    @Test func aNearPatternIsSuggested() throws {
        let diagnostic = try only("exercise \"Viking Press\":\n  pattern vertical psuh\n")
        #expect(diagnostic.code == .invalidDeclaration)
        #expect(diagnostic.label == "did you mean 'vertical push'?")
    }

    @Test func aFarPatternIsNotSuggested() throws {
        let diagnostic = try only("exercise \"Viking Press\":\n  pattern overhead\n")
        #expect(diagnostic.code == .invalidDeclaration)
        #expect(diagnostic.message == "unknown pattern 'overhead'")
        #expect(diagnostic.label == nil)
    }

    @Test func aNearSchemeIsSuggested() throws {
        let diagnostic = try only("wave main:\n  week 1: 5 @ 65%\nday \"A\":\n  press mian\n")
        #expect(diagnostic.code == .unknownScheme)
        #expect(diagnostic.label == "did you mean 'main'?")
    }

    @Test func aNearTemplateWithArgumentsIsSuggested() throws {
        let diagnostic = try only("template heavy(lift):\n  lift 5x5\nday \"A\":\n  squat haevy()\n")
        #expect(diagnostic.code == .unknownScheme)
        #expect(diagnostic.label == "did you mean 'heavy'?")
    }

    @Test func aFarTemplateWithArgumentsIsNotSuggested() throws {
        let diagnostic = try only("template heavy(lift):\n  lift 5x5\nday \"A\":\n  squat light()\n")
        #expect(diagnostic.code == .unknownScheme)
        #expect(diagnostic.label == nil)
    }
}

/// An `exercise` declaration's catalog values are written as words, in any case and with
/// spaces, hyphens or underscores between them.
@Suite struct ExerciseDeclarationValueTests {
    @Test func valuesWrittenAsWordsAreRead() throws {
        let compiled = CompilerTest.compile("""
            exercise "Viking Press":
              primary front delts, Side-Delts
              secondary upper_back
              pattern Vertical Push

            """)
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
        let exercise = try #require(compiled.catalog.resolve("viking press").exercise)
        #expect(exercise.primaryMuscles == [.frontDelts, .sideDelts])
        #expect(exercise.secondaryMuscles == [.upperBack])
        #expect(exercise.pattern == .verticalPush)
    }

    @Test func aWordWithEveryLetterChangedIsNoSlip() {
        #expect(closestMatch(to: "Z", in: ["A", "B"]) == nil)
        #expect(closestMatch(to: "C", in: ["A", "Cc"]) == "Cc")
        #expect(closestMatch(to: "Pres", in: ["Press", "Pull"]) == "Press")
        #expect(closestMatch(to: "ab", in: ["ba"]) == "ba")
    }
}
