/// The muscles a body part in the lifter's words puts at risk (`"right shoulder"`, `"lower
/// back"`): what a pain flag needs from the catalog to find an exercise that spares the area.
public enum BodyPart {
    /// Words and the muscles they name; the first phrase found in the text wins, so the
    /// two-word phrases come before the words they contain.
    static let phrases: [(words: String, muscles: [Muscle])] = [
        ("lower back", [.lowerBack]), ("low back", [.lowerBack]), ("upper back", [.upperBack, .traps]),
        ("shoulder", [.frontDelts, .sideDelts, .rearDelts]), ("delt", [.frontDelts, .sideDelts, .rearDelts]),
        ("rotator cuff", [.frontDelts, .sideDelts, .rearDelts]),
        ("elbow", [.triceps, .biceps, .forearms]), ("wrist", [.forearms]), ("hand", [.forearms]), ("forearm", [.forearms]),
        ("chest", [.chest]), ("pec", [.chest]), ("neck", [.traps]), ("trap", [.traps]),
        ("bicep", [.biceps]), ("tricep", [.triceps]), ("lat", [.lats]),
        ("back", [.lowerBack, .upperBack, .lats]),
        ("hamstring", [.hamstrings]), ("quad", [.quads]), ("knee", [.quads]), ("glute", [.glutes]),
        ("groin", [.adductors]), ("adductor", [.adductors]),
        ("hip flexor", [.hipFlexors]), ("hip", [.glutes, .hipFlexors, .adductors, .abductors]),
        ("calf", [.calves]), ("calves", [.calves]), ("ankle", [.calves]), ("achilles", [.calves]),
        ("abs", [.abs, .obliques]), ("core", [.abs, .obliques]), ("oblique", [.obliques]),
    ]

    /// The muscles `text` names; empty when no word is known.
    public static func muscles(_ text: String) -> [Muscle] {
        let lowered = text.lowercased()
        for phrase in phrases where lowered.contains(phrase.words) { return phrase.muscles }
        return []
    }
}
