/// A deadlift day of two top singles by RPE and back-offs taken of today's top set, and the
/// week before it logged whole: what the tests of a session logged in parts share.
public enum TopSinglesFixture {
    /// The program: warm-up, two singles at RPE 8, two back-offs 15% under today's top set.
    public static let program = """
        program "T"
        unit kg
        1rm deadlift 220kg
        day "Deadlift":
          deadlift warmup 1x5 @ 50%, top 2x1 @ rpe 8, backoff 2x4 @ -15% of today
        progress deadlift: rpe

        """

    /// The session of the week before, every set logged.
    public static let lastWeek = """
        unit kg
        2026-11-20 "Deadlift"
          deadlift warmup 110x5, top 205x1 @ rpe 8, top 205x1 @ rpe 8, backoff 175x4x2

        """

    /// The week before, then the singles logged at 09:00 and the back-offs at 12:30, both
    /// naming the day: one session logged in two parts hours apart.
    public static let singlesThenBackoffs = lastWeek + """
        2026-11-27 09:00 "Deadlift"
          deadlift warmup 110x5, top 210x1 @ rpe 8, top 210x1 @ rpe 8
        2026-11-27 12:30 "Deadlift"
          deadlift backoff 180x4x2

        """
}
