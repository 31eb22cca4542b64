/// The result of compiling a program: its plan snapshot and every diagnostic found.
public struct CompiledProgram: Sendable {
    /// The plan, built even when some lines had errors (those lines are left out).
    public var snapshot: PlanSnapshot
    /// Errors and warnings, in source order.
    public var diagnostics: [Diagnostic]
    /// The catalog with the program's own exercise declarations added.
    public var catalog: ExerciseCatalog
    /// The program's `e1rm` setting (`e1rm epley`), or ``E1RMFormula/default``: how the
    /// evaluator and history estimate a one-rep max from the sets logged against this plan.
    /// It does not change the plan's loads.
    public var e1rmFormula: E1RMFormula
    /// Every `progress` rule, typed, in source order: what the engine runs.
    public var progressions: [ProgressionBinding] = []
    /// How the program's loads are rounded to its equipment, exercise by exercise.
    public var rounder: LoadRounder
    /// The maxes the program gives and its percentage basis.
    public var maxes: ProgramMaxes
    /// The program's `start` date, if it has one: sessions before it are history only.
    public var startDate: LocalDate?
    /// The external plugins its `plugin` lines declare, in source order.
    public var plugins: [ExternalPlugin] = []
    /// Its `ladder` lines.
    public var ladders = ProgramLadders()
    /// The program's `rpe chart` (`rpe chart brzycki`), or ``RPEChartName/default``: the chart
    /// its `@ rpe` loads and the e1RM of sets logged with an RPE are read from.
    public var rpeChart: RPEChartName = .default
}

/// Turns a parsed program into a versioned plan snapshot of exercise and set prescriptions.
///
/// Loads are computed exactly (percentages of the training max or 1RM, RPE through the
/// chart, back-off loads off the top set, week-kind modifiers) and then rounded to what the
/// program's equipment can build. Every problem is a located diagnostic; a bad line is left
/// out of the plan and the rest still compiles.
public enum ProgramCompiler {
    /// Compiles one parsed file. Journal entries in the file are ignored here.
    /// `unit` shows the plan in another unit than the program's: the same loads, converted.
    public static func compile(_ parsed: ParsedFile, catalog: ExerciseCatalog = .builtin, unit: MassUnit? = nil) -> CompiledProgram {
        var declarations = ProgramDeclarations(catalog: catalog)
        declarations.collect(parsed.document.statements)
        declarations.outputUnit = unit
        var builder = PlanBuilder(declarations: declarations)
        let snapshot = builder.build()
        builder.declarations.reportRulesWithoutExercise(in: snapshot)
        builder.declarations.reportRangesTheRuleReplaces(in: snapshot)
        builder.declarations.reportUnusedPlugins()
        builder.declarations.reportGraduationWithoutLadder()
        let collected = builder.declarations
        var diagnostics = collected.diagnostics
        diagnostics.sort { $0.range.start < $1.range.start }
        return CompiledProgram(snapshot: snapshot, diagnostics: diagnostics, catalog: collected.catalog,
                               e1rmFormula: collected.formula, progressions: collected.bindings,
                               rounder: builder.rounder, maxes: collected.maxes, startDate: collected.startDate,
                               plugins: collected.plugins.values.sorted { $0.range.start < $1.range.start },
                               ladders: collected.ladders, rpeChart: collected.rpeChart)
    }

    /// True when a document holds program statements (not only journal entries), so
    /// `overload check` knows whether to compile it.
    public static func hasProgramContent(_ document: Document) -> Bool {
        document.statements.contains { statement in
            switch statement {
            case .session, .datedEntry, .include, .error: false
            case .unit, .exerciseDeclaration, .property: false
            default: true
            }
        }
    }
}
