// libFuzzer target: the script interpreter. Any bytes are parsed as a program; every
// `progression NAME(...)` it declares (error nodes included, whether or not its check
// passes) gets the static check, then runs as the engine runs it: after each logged
// session and at each new week of a fixed program and journal (made, missed, AMRAP,
// warm-up, bodyweight, skipped and deload sessions), with its parameters' defaults. The
// fuzzed program itself is also loaded as `next` loads it (its scripts checked,
// registered and bound by its own rules) and evaluated over the same journal. A runtime
// failure must be a diagnostic inside the script's file; nothing may crash or hang.
import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax

/// The fixed program each declared script runs under: exercise `i` is bound to the
/// `i`th script declared (`fuzz_script_0`...), so up to five run on every input.
let fixedProgram = """
    program "fuzz"
    unit kg
    round 2.5kg
    tm = 90% of 1rm
    1rm squat 140kg, bench 100kg, deadlift 180kg

    wave main:
      week 1: 5 @ 65%, 5 @ 75%, 5+ @ 85%
      week 2: 3 @ 70%, 3 @ 80%, 3+ @ 90%
      week 3 deload: 5 @ 40%, 5 @ 50%, 5 @ 60%

    day "A":
      squat main
      bench 3x8 @ 60kg
      chin-up 3x8 @ bw

    day "B":
      deadlift main
      calf raise 3x10 @ 40kg

    progress squat: fuzz_script_0
    progress bench: fuzz_script_1
    progress chin-up: fuzz_script_2
    progress deadlift: fuzz_script_3
    progress calf raise: fuzz_script_4

    """

/// Three weeks and the start of a second cycle: a made AMRAP, a missed one, warm-ups,
/// failed and skipped sets, RPEs, bodyweight and added load, a deload week, an empty day.
let fixedJournal = """
    unit kg
    2026-11-02 "A"
      squat warmup 60x5, warmup 90x3, 82.5x5, 95x5, 107.5x9
      bench 60x8x3 @ rpe 8
      chin-up bw x 8, +5kg x 8, bw x 6
    2026-11-04 "B"
      deadlift 107.5x5, 122.5x5, 137.5x2
      calf raise 40x12, 40x12, 40x11
    2026-11-09 "A"
      squat 87.5x3, 100x3, 112.5x1, failure 112.5x0
      bench 60x8, skip, 60x5
      chin-up -10kg x 8, bw x 8
    2026-11-11 "B"
      deadlift 127.5x3, 145x3, 162.5x4 @ rpe 10
    2026-11-16 "A"
      squat 50x5, 62.5x5, 75x5
      bench 62.5x8x3
    2026-11-18 "B"
      calf raise 42.5x10x3
    2026-11-23 "A"
      squat 82.5x5, 95x5, 107.5x5
      bench 62.5x8x3
      chin-up bw x 10, bw x 10, bw x 10

    """

let journalDate = LocalDate(iso: "2026-11-30")!

struct Fixture {
    let program: CompiledProgram
    let journal: Journal
}

/// Compiled and read once; a mistake in them breaks the harness loudly, not silently.
let fixture: Fixture = {
    let parsed = Parser.parse(SourceFile(name: "program.lift", text: fixedProgram))
    let compiled = ProgramCompiler.compile(parsed)
    let errors = (parsed.diagnostics + compiled.diagnostics).filter { $0.severity == .error }
    let reading = JournalReader().read(SourceFile(name: "journal.lift", text: fixedJournal))
    let journalErrors = reading.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty, journalErrors.isEmpty else {
        fatalError("the fuzz harness's fixed program or journal has errors: \((errors + journalErrors).map(\.message))")
    }
    return Fixture(program: compiled, journal: reading.journal)
}()

/// A declared script under another name, run with its parameters' defaults whatever its
/// check said: the interpreter must not trust the checker or the parser any more than the
/// compiler does.
struct UncheckedScript: ProgressionPlugin {
    let name: String
    let script: ScriptProgression
    var summary: String { script.summary }
    var syntax: RuleSyntax { RuleSyntax([]) }
    var movesOnCalendar: Bool { script.movesOnCalendar }
    func prescribe(_ input: PrescribeInput) -> [SetPrescription] { script.prescribe(input) }
    func advance(_ input: SessionInput) -> PluginStep { script.advance(input) }
    func enterWeek(_ input: CalendarInput) -> PluginStep { script.enterWeek(input) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceFile(name: "fuzz.lift", bytes: bytes)
    let parsed = Parser.parse(source, inParts: false)
    let noFiles: (String) throws -> [UInt8] = { _ in throw NoFiles() }

    // The program as `next` loads it: scripts checked, the clean ones registered and bound.
    let workspace = ProgramWorkspace(parsed: parsed, registry: StandardPlugins.registry, readFile: noFiles)
    if let evaluator = workspace.evaluator {
        let evaluation = evaluator.evaluate(fixture.journal, on: journalDate)
        EngineOutput.render(evaluation, program: evaluator.program, date: journalDate)
        _ = evaluator.appliedPlanWithWarnings(fixture.journal, on: journalDate)
    }

    // Every declared script, checked, then run under the fixed program whatever the check said.
    var registry = StandardPlugins.registry
    for (index, declared) in workspace.loaded.progressions.enumerated() {
        for diagnostic in ScriptChecker.check(declared.declaration, source: declared.source) {
            _ = DiagnosticRenderer().render(diagnostic, in: declared.source)
        }
        if index < 5 {
            registry.register(UncheckedScript(name: "fuzz_script_\(index)", script: ScriptProgression(declared)))
        }
    }
    guard !workspace.loaded.progressions.isEmpty else { return 0 }
    let evaluator = Evaluator(program: fixture.program, registry: registry)
    let evaluation = evaluator.evaluate(fixture.journal, on: journalDate)
    EngineOutput.render(evaluation, program: fixture.program, date: journalDate)
    _ = evaluator.projectedPlan(cycle: 2)
    return 0
}

struct NoFiles: Error {}
