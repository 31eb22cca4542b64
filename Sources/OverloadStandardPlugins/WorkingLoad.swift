import Overload
import OverloadEngine

/// Where a load-based rule starts and how its sets take a load: shared by `linear`,
/// `double`, `gzclp` and `topset`, and public for plugins of one's own (docs/plugins.md,
/// "Writing a plugin in Swift").
public enum WorkingLoad {
    /// The load a rule works from, in the plan's unit: the state's under `key`, else the plan's
    /// heaviest work load, else the heaviest logged work set (the added load of a bodyweight
    /// exercise; 0 at bodyweight). A first value is stored under `key`, with a change that says
    /// where it came from, and the percentage of the max it stands for (``RuleLoad``). Nil
    /// when no load is known: the rule must not make one up.
    public static func current(
        _ key: StateKey<Mass>, planned: [SetPrescription], input: SessionInput, state: inout PluginState,
        changes: inout [StateChange], what: String = "load"
    ) -> Double? {
        let loads = input.loads
        if let load = state[key] { return loads.value(load) }
        let bodyweight = input.exercise.loadKind == .bodyweight
        let start: Double
        let reason: Reason.StartingLoad?
        if let plan = loads.heaviestWorkLoad(planned) {
            (start, reason) = (plan, .plan)
        } else if let logged = input.judgement.heaviestLoad, logged > 0 || bodyweight {
            (start, reason) = (logged, .firstLoggedSet)
        } else if bodyweight {
            (start, reason) = (0, nil)
        } else {
            return nil
        }
        state[key] = loads.mass(start)
        RuleLoad.recordReference(key.name, from: planned, into: &state)
        if let reason { changes.append(StateChange(what, from: nil, to: loads.mass(start).description, because: Reason(.startingLoad(reason)))) }
        return start
    }

    /// The source a rule's own load gets: added load for a bodyweight exercise.
    public static func source(_ exercise: Exercise) -> LoadSource {
        LoadTool.ownSource(kind: exercise.loadKind)
    }

    /// `current` plus `step`, at least the smallest jump the equipment makes.
    public static func raised(_ current: Double, by step: Double, loads: LoadTool) -> Double {
        loads.raisedOwnLoad(current, by: step)
    }

    /// `current` less `percent`, rounded to the equipment so the target is one the lifter can load.
    /// An assisted load (below zero) is made easier too: the share is added to the assistance
    /// (`-10kg` less 10% is `-11kg`), not taken off it, which would make it heavier.
    public static func reduced(_ current: Double, by percent: Double, loads: LoadTool) -> Double {
        loads.loadable(current - abs(current) * percent / 100, source: LoadTool.ownSource(kind: loads.loadKind))
    }
}

/// Loads that follow other loads: back-offs after a top set, percentages of a moved max.
public enum SetLoads {
    /// Back-off sets (`@ -10%`) take their share of the top set before them (the `top` set,
    /// else the first work set with a load), as the compiler computes them; used after a rule
    /// has moved the top set.
    public static func followTop(_ sets: [SetPrescription], loads: LoadTool) -> [SetPrescription] {
        var top: Double?
        return sets.map { set in
            if case .relativeToTop(let percent)? = set.load?.source ?? set.pendingLoad {
                guard let top else { return set }
                return loads.set(set, exact: top * (1 + percent / 100), source: .relativeToTop(percent))
            }
            if set.kind != .warmup, let load = set.load, set.kind == .top || top == nil { top = load.exact }
            return set
        }
    }

    /// The max a rule keeps under `key` (`tm`, `max`), else the program's own, in the plan's unit.
    public static func max(_ key: StateKey<Mass>, _ state: PluginState, programMax: Double?, loads: LoadTool) -> Double? {
        state[key].map(loads.value) ?? programMax
    }

    /// The plan's percentage sets taken of the max the rule keeps under `key`.
    public static func percentages(of key: StateKey<Mass>, _ input: PrescribeInput) -> [SetPrescription] {
        guard let max = max(key, input.state, programMax: input.programMax, loads: input.loads) else { return input.planned }
        return input.loads.percentages(input.planned, of: max, programMax: input.programMax)
    }
}
