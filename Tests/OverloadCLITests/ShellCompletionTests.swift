import Foundation
import OverloadCLI
import OverloadTestSupport
import Testing

/// `overload completions bash|zsh|fish`, each run in its shell on the same command lines.
///
/// bash always runs; zsh and fish run when installed, and in CI (`CI=true`) they must be: a
/// missing shell there fails instead of skipping. zsh's completion builtins exist only inside
/// a completion widget, so its script runs with `compadd`, `_describe` and `_files` defined to
/// print what they are given; bash and fish complete for real.
@Suite struct ShellCompletionTests {
    /// What a command line completes to.
    enum Expected: Sendable {
        case words([String])
        /// Files with this extension and the folder, in the test folder.
        case files(String)
    }

    /// Command lines (the word being completed last, "" for a new word) and their candidates.
    static let cases: [([String], Expected)] = [
        (["ch"], .words(["check"])),
        (["pl"], .words(["plan", "plates"])),
        (["help", "ex"], .words(["explain", "export"])),
        (["check", "--"], .words(["--program", "--diagnostics", "--allow-outside-includes", "--fix", "--force", "--help"])),
        (["check", ""], .files("lift")),
        (["check", "prog.lift", ""], .files("lift")),
        (["check", "--diagnostics", ""], .words(["text", "json"])),
        (["plan", "prog.lift", "--format", ""], .words(["text", "json"])),
        (["plan", "prog.lift", "--unit", "l"], .words(["lb"])),
        (["plan", "prog.lift", "--journal", ""], .files("lift")),
        (["plan", "prog.lift", "--date", ""], .words([])),
        (["import", ""], .words(["strong", "hevy", "fitnotes"])),
        (["import", "strong", ""], .files("csv")),
        (["import", "hevy", "data.csv", "--unit", ""], .words(["kg", "lb"])),
        (["explain", "prog.lift", "--journal", "log.lift", ""], .words(["bench press", "deadlift", "row", "squat"])),
        (["explain", "prog.lift", ""], .words(["bench press", "row", "squat"])),
        (["explain", "prog.lift", "sq"], .words(["squat"])),
        (["history", "log.lift", ""], .words(["bench press", "deadlift"])),
        (["history", "log.lift", "--format", "c"], .words(["csv"])),
        (["completions", ""], .words(["bash", "zsh", "fish"])),
        (["plates", "100kg", ""], .words([])),
    ]

    static let program = """
        unit kg
        1rm squat 140kg, "bench press" 100kg

        day "A":
          squat 3x5 @ 75%
          "bench press" 3x5 @ 70%
          row 3x8 @ 60kg

        """
    static let journal = """
        unit kg

        2026-11-20 "A"
          deadlift 140x5
          "bench press" 80x5

        """

    static var overload: URL? { BuiltProducts.executable("overload") }
    static var inCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    @Test func bash() throws {
        try check(shell: "bash", driver: Self.bashDriver)
    }

    @Test(.enabled(if: BuiltProducts.onPath("zsh") != nil || inCI, "zsh is not installed (apt-get install zsh): its completion is not tested"))
    func zsh() throws {
        try #require(BuiltProducts.onPath("zsh") != nil, "CI=true and zsh is not installed; .ci/run installs it")
        try check(shell: "zsh", driver: Self.zshDriver)
    }

    @Test(.enabled(if: BuiltProducts.onPath("fish") != nil || inCI, "fish is not installed (apt-get install fish): its completion is not tested"))
    func fish() throws {
        try #require(BuiltProducts.onPath("fish") != nil, "CI=true and fish is not installed; .ci/run installs it")
        try check(shell: "fish", driver: Self.fishDriver)
    }

    /// Every script is the same text the command prints, from the command table.
    @Test func scriptsComeFromTheCommandTable() {
        for shell in ["bash", "zsh", "fish"] {
            let run = CLIRun(["completions", shell])
            #expect(run.status == 0)
            for command in CLI.commands {
                #expect(run.output.contains(command.configuration.name), "\(shell): \(command.configuration.name)")
                for option in command.configuration.options {
                    #expect(run.output.contains(option.name), "\(shell): --\(option.name)")
                }
            }
        }
        for shell in ["bash", "zsh", "fish"] {
            Golden.check(CLIRun(["completions", shell]).output, against: CLIGolden.url("completions/overload.\(shell)"))
        }
        let wrong = CLIRun(["completions", "tcsh"])
        #expect(wrong.status == 64)
        #expect(wrong.errorLines.first == "Error: 'tcsh' is not a shell overload completes (choose bash, zsh, fish)")
    }

    @Test func exerciseNamesOfFiles() throws {
        try withTemporaryFolder { folder in
            let program = try write(Self.program, to: folder + "/prog.lift")
            let journal = try write(Self.journal, to: folder + "/log.lift")
            let run = CLIRun(["__exercises", program, journal, folder + "/missing.lift"])
            #expect(run.status == 0)
            #expect(run.output == "bench press\ndeadlift\nrow\nsquat\n")
        }
    }

    // MARK: - Running a shell

    func check(shell: String, driver: String) throws {
        let overload = try #require(Self.overload, "the overload executable is not built")
        let script = CLIRun(["completions", shell]).output
        try withTemporaryFolder { folder in
            try write(Self.program, to: folder + "/prog.lift")
            try write(Self.journal, to: folder + "/log.lift")
            try write("Date,Workout Name\n", to: folder + "/data.csv")
            try write("", to: folder + "/notes.txt")
            try FileManager.default.createDirectory(atPath: folder + "/plans", withIntermediateDirectories: false)
            let scriptPath = try write(script, to: folder + "/completion.\(shell)")
            let driverPath = try write(driver, to: folder + "/driver.\(shell)")
            for (words, expected) in Self.cases {
                let line = (["overload"] + words).joined(separator: " ")
                let arguments = shell == "fish" ? [driverPath, scriptPath, line] : [driverPath, scriptPath, "overload"] + words
                let output = try Self.run(shell, arguments, in: folder,
                                          path: overload.deletingLastPathComponent().path)
                var lines = output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
                lines = lines.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
                #expect(Set(lines) == Self.candidates(expected, shell: shell), "\(shell): overload \(words.joined(separator: " "))")
            }
        }
    }

    static func candidates(_ expected: Expected, shell: String) -> Set<String> {
        switch expected {
        case .words(let words): Set(words)
        case .files(let ext) where shell == "zsh": ["FILES *.\(ext)"]
        case .files("lift"): ["prog.lift", "log.lift", "plans"]
        case .files(let ext): ["data.\(ext)", "plans"]
        }
    }

    static func run(_ shell: String, _ arguments: [String], in folder: String, path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(BuiltProducts.onPath(shell)))
        process.arguments = (shell == "bash" ? ["--norc", "--noprofile"] : shell == "zsh" ? ["-f"] : ["--no-config"]) + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = folder
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// `bash driver.bash SCRIPT WORDS...`: completes the last word as bash would.
    static let bashDriver = """
        source "$1"
        shift
        COMP_WORDS=("$@")
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
        _overload
        for reply in "${COMPREPLY[@]}"; do printf '%s\\n' "${reply//\\\\/}"; done

        """

    /// `zsh driver.zsh SCRIPT WORDS...`: the completion builtins print what they are given,
    /// filtered by the word being completed as zsh would.
    static let zshDriver = """
        compadd() {
            while [[ $1 == -* ]]; do [[ $1 == -- ]] && { shift; break }; shift; done
            local word
            for word in "$@"; do [[ $word == ${words[CURRENT]}* ]] && print -r -- $word; done
        }
        _describe() {
            local entry
            for entry in ${(P)${@[-1]}}; do [[ ${entry%%:*} == ${words[CURRENT]}* ]] && print -r -- ${entry%%:*}; done
        }
        _files() { print -r -- "FILES $2" }
        compdef() { : }
        source $1
        shift
        words=("$@")
        CURRENT=$#words
        _overload

        """

    /// `fish driver.fish SCRIPT LINE`: fish's own `complete -C`.
    static let fishDriver = """
        source $argv[1]
        complete -C $argv[2]

        """
}
