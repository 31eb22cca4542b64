/// A journal of bodyweight work beside a capitalised custom name, a barbell lift, a run and a
/// row: what the tests of the Strong CSV export's trip back share.
public enum BodyweightExportFixture {
    /// The journal, in kilograms, as `overload import` writes it back (but for the run's and
    /// the row's catalog names).
    public static let journal = """
        unit kg

        exercise "Zottman Curl"

        2026-01-05 "A"
          "Zottman Curl" 12x10
          dip 35x8
          pull-up -20kg x 8
          chin-up 10, 8
          dip +15kg x 5
          squat 100x5
          run 5km in 25:00
          row 2000m in 7:45

        """
}
