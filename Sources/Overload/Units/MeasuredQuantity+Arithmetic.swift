extension MeasuredQuantity {
    /// The sum, in the left operand's unit (the right one is converted exactly).
    public static func + (lhs: MeasuredQuantity, rhs: MeasuredQuantity) -> MeasuredQuantity {
        MeasuredQuantity(lhs.value + rhs.value(in: lhs.unit), lhs.unit)
    }

    /// The difference, in the left operand's unit (the right one is converted exactly).
    public static func - (lhs: MeasuredQuantity, rhs: MeasuredQuantity) -> MeasuredQuantity {
        MeasuredQuantity(lhs.value - rhs.value(in: lhs.unit), lhs.unit)
    }

    /// The negated quantity, in the same unit.
    public static prefix func - (quantity: MeasuredQuantity) -> MeasuredQuantity {
        MeasuredQuantity(-quantity.value, quantity.unit)
    }

    /// The quantity scaled by a factor (`tm * 0.95`), in the same unit.
    public static func * (lhs: MeasuredQuantity, rhs: Double) -> MeasuredQuantity {
        MeasuredQuantity(lhs.value * rhs, lhs.unit)
    }

    /// The quantity scaled by a factor (`0.95 * tm`), in the same unit.
    public static func * (lhs: Double, rhs: MeasuredQuantity) -> MeasuredQuantity {
        MeasuredQuantity(lhs * rhs.value, rhs.unit)
    }

    /// The quantity divided by a number, in the same unit.
    public static func / (lhs: MeasuredQuantity, rhs: Double) -> MeasuredQuantity {
        MeasuredQuantity(lhs.value / rhs, lhs.unit)
    }

    /// The ratio of two quantities (`load / oneRepMax`), independent of their units.
    public static func / (lhs: MeasuredQuantity, rhs: MeasuredQuantity) -> Double {
        lhs.value / rhs.value(in: lhs.unit)
    }

    /// Adds a quantity in place, keeping the left operand's unit.
    public static func += (lhs: inout MeasuredQuantity, rhs: MeasuredQuantity) { lhs = lhs + rhs }

    /// Subtracts a quantity in place, keeping the left operand's unit.
    public static func -= (lhs: inout MeasuredQuantity, rhs: MeasuredQuantity) { lhs = lhs - rhs }
}
