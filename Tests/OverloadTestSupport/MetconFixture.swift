/// A conditioning day of a lift and blocks of rounds ("Cindy", an EMOM, "Helen"): what the
/// compiler's tests of rounds and the CLI's diff of them share.
public enum MetconFixture {
    /// The day `day` with `emom` as its third line, then `after` (more days).
    public static func program(day: String, emom: String, after: String = "") -> String {
        """
        unit kg

        day "\(day)":
          front squat 5x3 @ 80kg
          amrap 20min "Cindy": 5 pull-up, 10 push-up, 15 air squat
          \(emom)
          3 rounds "Helen": 400m run, 21 kettlebell swing @ 24kg, 12 pull-up

        """ + after
    }
}
