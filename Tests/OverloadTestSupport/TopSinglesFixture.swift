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
}
