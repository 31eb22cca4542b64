import OverloadSyntax

extension PlanBuilder {
    /// The goal of a set group's `@ 5:30/km` or `in 27:30`, or nil (after an error) when the
    /// work is no distance or the goal takes no time: a pace is a time over a distance, and a
    /// plank held `in 2:00` or a 20-minute run `@ 5:30/km` asks for something no log can judge.
    mutating func workGoal(_ target: WorkTarget, work: SetWork) -> WorkGoal? {
        guard case .distance = work else {
            declarations.error(.goalWithoutDistance, "a pace or a time to beat is for a distance", at: target.range,
                               label: "this work is not a distance",
                               help: "write the distance with its target, as in 'run 5km @ 5:30/km' or 'run 5km in 27:30'")
            return nil
        }
        switch target {
        case .pace(let time, let per, _):
            guard let distance = per.unit?.distanceUnit.flatMap({ ExactDistance(per.magnitude, $0) }), distance.millimetres > 0,
                  time.isInteger, time.magnitude >= 1, time.magnitude <= Double(PlanLimits.timedSetSeconds.upperBound)
            else {
                declarations.error(.goalWithoutDistance, "a pace needs a time of at least a second over a distance", at: target.range,
                                   help: "write a pace such as '@ 5:30/km', '@ 9:00/mi' or '@ 2:00/500m'")
                return nil
            }
            return .pace(seconds: Int(time.magnitude), per: distance)
        case .time(let duration, _):
            // After `in`, as in the journal, `m` is minutes: no distance is a time.
            guard let seconds = declarations.seconds(duration, what: "a time to beat") else { return nil }
            guard PlanLimits.timedSetSeconds.contains(seconds) else {
                declarations.error(.timeOutOfRange, "a time to beat must be 1 second to 24 hours", at: duration.range,
                                   help: "write a time such as 'in 27:30', 'in 25min' or 'in 3:45:00'")
                return nil
            }
            return .time(seconds: seconds)
        }
    }
}
