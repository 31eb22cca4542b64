/// Squat 3x5 with a deload after two fails, and a journal logging each session in two parts
/// (two sets, then one): what the engine's and the CLI's tests of sessions in parts share.
public enum SquatInPartsFixture {
    /// The program: squat 3x5 at 100 kg, linear, deloaded after two failed sessions.
    public static let program = """
        program "L"
        unit kg
        day "A":
          squat 3x5 @ 100kg
        progress squat: linear +2.5kg, deload 10% after 2 fails

        """

    /// Two sessions, each logged as two entries of one date: whole, neither is a fail.
    public static let journal = """
        unit kg
        2026-11-16 "A"
          squat 100x5, 100x5
        2026-11-16 "A"
          squat 100x5
        2026-11-18 "A"
          squat 102.5x5, 102.5x5
        2026-11-18 "A"
          squat 102.5x5

        """
}
