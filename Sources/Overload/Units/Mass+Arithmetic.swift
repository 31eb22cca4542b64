extension Mass {
    /// The sum, in the left operand's unit (the right one is converted exactly).
    public static func + (lhs: Mass, rhs: Mass) -> Mass {
        Mass(lhs.value + rhs.value(in: lhs.unit), lhs.unit)
    }

    /// The difference, in the left operand's unit (the right one is converted exactly).
    public static func - (lhs: Mass, rhs: Mass) -> Mass {
        Mass(lhs.value - rhs.value(in: lhs.unit), lhs.unit)
    }

    /// The negated mass, in the same unit.
    public static prefix func - (mass: Mass) -> Mass {
        Mass(-mass.value, mass.unit)
    }

    /// The mass scaled by a factor (`tm * 0.95`), in the same unit.
    public static func * (lhs: Mass, rhs: Double) -> Mass {
        Mass(lhs.value * rhs, lhs.unit)
    }

    /// The mass scaled by a factor (`0.95 * tm`), in the same unit.
    public static func * (lhs: Double, rhs: Mass) -> Mass {
        Mass(lhs * rhs.value, rhs.unit)
    }

    /// The mass divided by a number, in the same unit.
    public static func / (lhs: Mass, rhs: Double) -> Mass {
        Mass(lhs.value / rhs, lhs.unit)
    }

    /// The ratio of two masses (`load / oneRepMax`), independent of their units.
    public static func / (lhs: Mass, rhs: Mass) -> Double {
        lhs.value / rhs.value(in: lhs.unit)
    }

    /// Adds a mass in place, keeping the left operand's unit.
    public static func += (lhs: inout Mass, rhs: Mass) { lhs = lhs + rhs }

    /// Subtracts a mass in place, keeping the left operand's unit.
    public static func -= (lhs: inout Mass, rhs: Mass) { lhs = lhs - rhs }

    /// `percent`% of this mass (`tm.percent(95)`), in the same unit.
    public func percent(_ percent: Double) -> Mass {
        Mass(value * percent / 100, unit)
    }
}
