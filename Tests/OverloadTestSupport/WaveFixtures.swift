/// A squat on a four-week percentage wave whose fourth week is a deload, and its first cycle
/// logged: what the tests of a rule on a wave and of the deload weeks a replay keeps share.
public enum WaveFixtures {
    /// The program, its squat progressing by `rule`; `extra` lines go before the day.
    public static func program(_ rule: String, extra: String = "") -> String {
        """
        unit kg
        1rm squat 140kg
        wave main:
          week 1: 5 @ 65%, 5 @ 75%, 5+ @ 85%
          week 2: 3 @ 70%, 3 @ 80%, 3+ @ 90%
          week 3: 5 @ 75%, 3 @ 85%, 1+ @ 95%
          week 4 deload: 5 @ 40%, 5 @ 50%, 5 @ 60%
        \(extra)
        day "A":
          squat main
        progress squat: \(rule)
        """
    }

    /// Weeks 1 to 3 made, a session each Monday of November 2026.
    public static let weeksOneToThree = """
        2026-11-02 18:00 "A"
          squat 91x5, 105x5, 119x6
        2026-11-09 18:00 "A"
          squat 100x3, 115x3, 127.5x4
        2026-11-16 18:00 "A"
          squat 110x5, 125x3, 137.5x2
        """

    /// The deload week's session, on 23 November 2026, every set made.
    public static let deloadWeek = """
        2026-11-23 18:00 "A"
          squat 60x5, 75x5, 90x5
        """
}
