/// The unit every load in a plan is expressed in: the same kg / lb as ``MassUnit``.
///
/// A program may write loads in either unit; the compiler converts them to the plan's unit.
public typealias PlanUnit = MassUnit
