import Overload
import OverloadSyntax

/// Why a one-load rule's heaviest set this session is not its load: the load stands for a set
/// at one percentage of the max (`load%`), and a wave's week at another percentage scales it
/// (docs/engine.md, "A rule's one load on a wave"). `next` says so beside the rule's change
/// (`load 121.5 kg -> 124 kg`), so the 137.5 kg shown for week 3's 95% set is explained.
///
/// Worked out for the next session only (``Replay/withWaveScaling(_:at:)``), never while the
/// journal is replayed or a plan projected.
struct WaveScaling: Sendable, Equatable {
    /// The rule's load.
    var load: Double
    /// The percentage of the max the load stands for.
    var reference: Double
    /// This session's heaviest work set's share of the max, in percent.
    var share: Double
    /// That set's exact target.
    var exact: Double
    /// That set's target rounded to the equipment.
    var loadable: Double
    /// The week of the session.
    var week: Int
    /// The plan's unit.
    var unit: MassUnit

    /// The reason line: `the wave scales it: 124 kg is the load at 85%, so week 3's 95% set is
    /// 124 kg × 95/85 = 138.6 kg (137.5 kg rounded)`.
    var text: String {
        func mass(_ value: Double) -> String { NumberFormat.canonical(value, maxDecimals: 1) + " " + unit.rawValue }
        func percent(_ value: Double) -> String { NumberFormat.canonical(value, maxDecimals: 1) }
        var line = "the wave scales it: \(mass(load)) is the load at \(percent(reference))%, so week \(week)'s "
            + "\(percent(share))% set is \(mass(load)) × \(percent(share))/\(percent(reference)) = \(mass(exact))"
        if NumberFormat.canonical(loadable, maxDecimals: 1) != NumberFormat.canonical(exact, maxDecimals: 1) {
            line += " (\(mass(loadable)) rounded)"
        }
        return line
    }

    /// The scaling of `sets` (the rule's targets from `planned`, the plan's sets) under
    /// `state`; nil when the rule keeps no load with a percentage beside it, or this session's
    /// heaviest set is at that percentage (the load is then the set's own).
    static func of(
        _ sets: [SetPrescription], planned: [SetPrescription], state: PluginState, calendar: ProgramCalendar,
        programMax: Double?, unit: MassUnit
    ) -> WaveScaling? {
        guard let heaviest = RuleLoad.heaviestWorkShare(planned) else { return nil }
        for (key, value) in state.sorted {
            guard case .mass(let mass) = value, mass.value(in: unit) > 0, let reference = state.number(RuleLoad.referenceKey(key)), reference > 0,
                  heaviest.percent != reference else { continue }
            let load = mass.value(in: unit)
            let top = RuleLoad.top(load, key: key, state: state, sets: planned, calendar: calendar, programMax: programMax)
            guard let target = Self.heaviestTarget(sets) else { return nil }
            return WaveScaling(load: load, reference: reference, share: top * reference / load, exact: target.exact,
                               loadable: target.loadable, week: calendar.week, unit: unit)
        }
        return nil
    }

    /// The heaviest work set's target.
    static func heaviestTarget(_ sets: [SetPrescription]) -> LoadTarget? {
        var heaviest: LoadTarget?
        for set in sets where set.kind != .warmup {
            guard let load = set.load else { continue }
            if let kept = heaviest, !(kept.exact < load.exact) { continue }
            heaviest = load
        }
        return heaviest
    }
}

extension Replay {
    /// The next session with, for each exercise whose one-load rule a wave's week scales, the
    /// line that says so after the rule's reasons. A rule with an external plugin is left as
    /// its answer gives it.
    func withWaveScaling(_ next: NextSession, at position: ProgramPosition) -> NextSession {
        var next = next
        let calendar = order.calendar(at: position)
        for (id, planned) in days.day(at: position).exercises {
            guard let number = ruleIndex[id], !rules[number].plugin.answersOutside, let state = states[id],
                  let index = next.exercises.firstIndex(where: { $0.prescription.exerciseID == id }),
                  let scaling = WaveScaling.of(next.exercises[index].prescription.sets, planned: planned, state: state,
                                               calendar: calendar, programMax: programMax(id), unit: program.snapshot.unit)
            else { continue }
            next.exercises[index].reasons.append(scaling.text)
        }
        return next
    }
}
