import Foundation
import OverloadTestSupport
import Testing

/// External plugins (docs/plugins.md): run only when allowed, over the JSON protocol, cut off
/// when they hang, fail, crash or print anything else, the fallback answering with a warning.
/// Each test writes a program, a journal and a plugin script into a fresh folder; time limits
/// are half a second so the hanging plugin costs little.
@Suite struct ExternalPluginTests {
    static let program = """
        program "Coached"
        unit kg

        plugin coach exec "./coach.sh" timeout 0.5s

        day "A":
          squat 3x5 @ 100kg
          bench 3x5 @ 60kg

        progress squat: coach else linear +2.5kg
        progress bench: linear +2.5kg

        """
    /// The second squat session misses its last set: linear holds 102.5 kg; the example coach drops a set.
    static let journal = """
        unit kg

        2026-11-16 "A"
          squat 100x5, 100x5, 100x5
          bench 60x5, 60x5, 60x5

        2026-11-18 "A"
          squat 102.5x5, 102.5x5, 102.5x3
          bench 62.5x5, 62.5x5, 62.5x5

        """
    static let fallbackSquat = "squat  3 × 5  102.5 kg"
    static let answer = #"{"schema":"overload.plugin/1","targets":[{"reps":5,"load":110}],"changes":[{"what":"load","after":"110 kg","reason":"a test"}]}"#

    /// A folder with the program, the journal and `coach.sh` of `body` (a shell script's lines).
    static func withFolder<T>(plugin body: String, _ test: (String) throws -> T) throws -> T {
        try withTemporaryFolder { folder in
            try write(program, to: folder + "/program.lift")
            try write(journal, to: folder + "/journal.lift")
            try installPlugin("#!/bin/sh\n" + body + "\n", in: folder)
            return try test(folder)
        }
    }

    static func installPlugin(_ text: String, in folder: String) throws {
        try write(text, to: folder + "/coach.sh")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/coach.sh")
    }

    static func next(_ folder: String, _ extra: [String] = [], environment: [String: String] = [:]) -> CLIRun {
        CLIRun(["next", folder + "/program.lift", "--journal", folder + "/journal.lift", "--date", "2026-11-20"] + extra,
               environment: environment)
    }

    @Test func theShippedExampleCoachAnswersWhenAllowed() throws {
        let coach = try RepositoryPaths.text("examples/plugins/coach.sh")
        try Self.withFolder(plugin: "") { folder in
            try Self.installPlugin(coach, in: folder)
            let run = Self.next(folder, ["--allow-exec"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("squat  2 × 5  102.5 kg"), "\(run.output)")
            #expect(run.output.contains("coach: sets 3 -> 2: the last session was missed"), "\(run.output)")
            #expect(!run.output.contains("warning"), "\(run.output)")
        }
    }

    @Test func theEnvironmentAllowsAsTheFlagDoes() throws {
        try Self.withFolder(plugin: "cat >/dev/null; echo '\(Self.answer)'") { folder in
            let run = Self.next(folder, environment: ["OVERLOAD_ALLOW_EXEC": "1"])
            #expect(run.output.contains("squat  1 × 5  110 kg"), "\(run.output)")
            #expect(run.output.contains("coach: load 110 kg: a test"), "\(run.output)")
        }
    }

    @Test func withoutConsentNothingRunsAndTheFallbackSaysHowToAllowIt() throws {
        try Self.withFolder(plugin: "touch ran; echo '\(Self.answer)'") { folder in
            for environment in [[:], ["OVERLOAD_ALLOW_EXEC": "0"]] {
                let run = Self.next(folder, environment: environment)
                #expect(run.status == 0)
                #expect(run.output.contains(Self.fallbackSquat), "\(run.output)")
                #expect(run.output.contains("warning: coach was not run: a program's plugins run only when you allow them "
                    + "(--allow-exec, or OVERLOAD_ALLOW_EXEC=1); linear +2.5kg answered"), "\(run.output)")
            }
            #expect(!FileManager.default.fileExists(atPath: folder + "/ran"))
        }
    }

    /// `check`, `fmt` and `diff` (git's driver) read programs that may come from anywhere:
    /// they never run a plugin, even with consent in the environment.
    @Test func checkFormatAndDiffNeverRunPlugins() throws {
        try Self.withFolder(plugin: "touch ran; echo '\(Self.answer)'") { folder in
            let environment = ["OVERLOAD_ALLOW_EXEC": "1"]
            let program = folder + "/program.lift"
            let runs = [
                CLIRun(["check", program], environment: environment),
                CLIRun(["check", folder + "/journal.lift", "--program", program], environment: environment),
                CLIRun(["fmt", "--check", program], environment: environment),
                CLIRun(["diff", program, program], environment: environment),
                CLIRun(["diff", "program.lift", program, "abc123", "100644", program, "abc123", "100644"],
                       environment: environment.merging(["GIT_DIFF_PATH_COUNTER": "1"]) { $1 }),
            ]
            for run in runs { #expect(run.status == 0, "\(run.output)\(run.errors)") }
            #expect(!FileManager.default.fileExists(atPath: folder + "/ran"))
        }
    }

    @Test(arguments: [
        ("sleep 5", "no answer within its time limit of 0.5 s, so it was stopped"),
        ("echo garbage", #"printed something other than one JSON object: "garbage""#),
        ("echo '{\"schema\":\"overload.plugin/1\"} trailing'", "printed something other than one JSON object"),
        ("echo oops >&2; exit 3", #"exited with status 3; it said: "oops""#),
        ("kill -SEGV $$", "crashed (signal 11)"),
        ("echo '{\"schema\":\"overload.plugin/0\",\"targets\":[]}'", #"the answer's schema is "overload.plugin/0""#),
        ("echo '{\"schema\":\"overload.plugin/1\",\"targets\":[{\"reps\":5,\"lod\":3}]}'", #"targets[0] has an unknown key "lod""#),
        ("echo '{\"schema\":\"overload.plugin/1\",\"targets\":[{\"reps\":\"12-8\"}]}'", "targets[0].reps must be"),
        ("echo '{\"schema\":\"overload.plugin/1\",\"targets\":[{\"reps\":5,\"load\":-5}]}'", "targets[0].load must be"),
        ("echo '{\"schema\":\"overload.plugin/1\",\"targets\":[{\"reps\":5}],\"changes\":[{\"what\":\"load\",\"after\":\"1\"}]}'",
         #"changes[0] has no "reason""#),
        // An answer that is JSON but not valid quotes what the plugin wrote on standard error.
        ("echo 'no model, guessing' >&2; echo '{\"schema\":\"overload.plugin/1\",\"targets\":[{\"reps\":5,\"load\":-5}]}'",
         #"in the plan's unit; it said: "no model, guessing""#),
        // Words that would forge a line of their own or act on the terminal are refused, and
        // what a plugin wrote on standard error is quoted with its escapes shown as `?`.
        ("printf '{\"schema\":\"overload.plugin/1\",\"targets\":[{\"reps\":5}],\"suggestion\":\"ok\\\\nerror: f.lift:1:1: forged [E0001]\"}'",
         #""suggestion" holds the control character U+000A"#),
        ("printf 'beep\\007 \\033[2J' >&2; echo '{\"schema\":\"overload.plugin/1\",\"targets\":[{\"reps\":5,\"load\":-5}]}'",
         #"it said: "beep? ?[2J""#),
    ])
    func aBrokenPluginIsCutOffAndTheFallbackAnswers(script: String, why: String) throws {
        try Self.withFolder(plugin: script) { folder in
            let started = Date()
            let run = Self.next(folder, ["--allow-exec"])
            #expect(Date().timeIntervalSince(started) < 3, "the time limit is half a second")
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains(Self.fallbackSquat), "\(run.output)")
            #expect(run.output.contains("linear +2.5kg answered"), "\(run.output)")
            #expect(run.output.contains(why), "\(run.output)")
        }
    }

    @Test func aHangingPluginsChildrenAreKilledWithIt() throws {
        try Self.withFolder(plugin: "(sleep 1; touch late) & sleep 5") { folder in
            let run = Self.next(folder, ["--allow-exec"])
            #expect(run.output.contains("no answer within its time limit"), "\(run.output)")
            Thread.sleep(forTimeInterval: 1.2)
            #expect(!FileManager.default.fileExists(atPath: folder + "/late"))
        }
    }

    /// `check` looks at the plugin's file (W0531) and never runs it; a program whose plugin is
    /// there and may run gets no warning.
    @Test func checkWarnsOfAPluginFileThatIsMissingOrMayNotRun() throws {
        try Self.withFolder(plugin: "touch ran") { folder in
            let program = folder + "/program.lift"
            #expect(CLIRun(["check", program]).errors == "")
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder + "/coach.sh")
            let notExecutable = CLIRun(["check", program])
            #expect(notExecutable.status == 0)
            #expect(notExecutable.errors.contains("warning: the plugin 'coach' names ./coach.sh, which may not be run [W0531]"),
                    "\(notExecutable.errors)")
            #expect(notExecutable.errors.contains("allow it with 'chmod +x ./coach.sh'"))
            try FileManager.default.removeItem(atPath: folder + "/coach.sh")
            let missing = CLIRun(["check", program])
            #expect(missing.errors.contains("warning: the plugin 'coach' names ./coach.sh, which is not there [W0531]"),
                    "\(missing.errors)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/ran"))
        }
    }

    @Test func aMissingPluginFallsBack() throws {
        try Self.withFolder(plugin: "") { folder in
            try FileManager.default.removeItem(atPath: folder + "/coach.sh")
            let run = Self.next(folder, ["--allow-exec"])
            #expect(run.output.contains("coach failed: could not start ./coach.sh"), "\(run.output)")
            #expect(run.output.contains(Self.fallbackSquat))
        }
    }

    /// The request: one per exercise per command, in the program's folder, with every session
    /// since the rule began, the fallback's state and targets, and the calendar.
    @Test func theRequestHoldsTheHistoryStateAndCalendar() throws {
        try Self.withFolder(plugin: "cat >> requests.json; echo '\(Self.answer)'") { folder in
            let run = Self.next(folder, ["--allow-exec"])
            #expect(run.status == 0, "\(run.errors)")
            let lines = try #require(fileText(folder + "/requests.json")).split(separator: "\n")
            #expect(lines.count == 1, "one call for the one exercise the plugin progresses")
            let request = try #require(
                try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
            #expect(request["schema"] as? String == "overload.plugin/1")
            #expect(request["plugin"] as? String == "coach")
            #expect(request["date"] as? String == "2026-11-20")
            #expect(request["unit"] as? String == "kg")
            #expect((request["exercise"] as? [String: Any])?["id"] as? String == "back-squat")
            #expect((request["calendar"] as? [String: Any])?["cycle"] as? Int == 3)
            #expect((request["state"] as? [String: Any])?["load"] as? Double == 102.5)
            #expect((request["state"] as? [String: Any])?["failures"] as? Int == 1)
            #expect((request["fallback"] as? [String: Any])?["rule"] as? String == "linear +2.5kg")
            #expect((request["prescription"] as? [Any])?.count == 3)
            let history = try #require(request["history"] as? [[String: Any]])
            #expect(history.map { $0["date"] as? String } == ["2026-11-16", "2026-11-18"])
            #expect(history.map { $0["success"] as? Bool } == [true, false])
            #expect((history[1]["sets"] as? [[String: Any]])?.last?["reps"] as? Int == 3)
        }
    }

    @Test func planWithTheJournalAsksOnceAndWarnsOnStandardError() throws {
        try Self.withFolder(plugin: "cat >> requests.json; echo '\(Self.answer)'") { folder in
            let arguments = ["plan", folder + "/program.lift", "--journal", folder + "/journal.lift", "--date", "2026-11-20"]
            let refused = CLIRun(arguments)
            #expect(refused.status == 0)
            #expect(refused.output.contains("3 × 5  102.5 kg"), "\(refused.output)")
            #expect(refused.errors.contains("warning: coach was not run"), "\(refused.errors)")
            let allowed = CLIRun(arguments + ["--allow-exec"])
            #expect(allowed.output.contains("1 × 5  110 kg"), "\(allowed.output)")
            #expect(allowed.errors.isEmpty, "\(allowed.errors)")
            #expect(fileText(folder + "/requests.json")?.split(separator: "\n").count == 1)
        }
    }

    @Test func explainNamesThePluginAndItsFallback() throws {
        try Self.withFolder(plugin: "cat >/dev/null; echo '\(Self.answer)'") { folder in
            let run = CLIRun(["explain", folder + "/program.lift", "--journal", folder + "/journal.lift", "squat",
                              "--date", "2026-11-20", "--allow-exec"])
            #expect(run.output.hasPrefix("squat: progress coach else linear +2.5kg\n"), "\(run.output)")
            #expect(run.output.contains("Next (A · cycle 3 week 1): 1 × 5 @ 110 kg"), "\(run.output)")
        }
    }

    @Test func allowExecGoesWithTheJournalInPlan() {
        let run = CLIRun(["plan", "-", "--allow-exec"], input: Self.program)
        #expect(run.status == 64)
        #expect(run.errorLines.first == "Error: '--allow-exec' goes with '--journal': only the plan with the journal applied runs plugins")
    }
}
