/// The forgiving forms of a normalised name, so spellings lifters mix up still meet:
/// plurals ("curls"), synonyms ("db", "flye", "tricep"), split or joined words
/// ("pull up", "pullup") and word order ("incline dumbbell press", "dumbbell incline press").
///
/// The catalog indexes every name and alias under these forms and looks a query up the
/// same way, so the rules only need to be symmetric, not linguistically right.
enum LooseNameForm {
    /// The loose keys of a normalised name: its words sorted, then its words joined
    /// without spaces. Empty for an empty name.
    static func keys(for normalized: String) -> [String] {
        let words = canonicalWords(normalized)
        guard !words.isEmpty else { return [] }
        let sorted = words.sorted().joined(separator: " ")
        let compact = words.joined()
        return sorted == compact ? [sorted] : [sorted, compact]
    }

    static func canonicalWords(_ normalized: String) -> [String] {
        let words = normalized.split(separator: " ").map { synonym(singular(String($0))) }
        var joined: [String] = []
        var index = 0
        while index < words.count {
            if index + 1 < words.count, let pair = joinedPairs[words[index]]?[words[index + 1]] {
                joined.append(pair)
                index += 2
            } else {
                joined.append(words[index])
                index += 1
            }
        }
        return joined.filter { !noiseWords.contains($0) }
    }

    /// A crude singular: enough that "curls", "presses", "flies" and "crunches" meet their
    /// singular, since both sides go through it.
    static func singular(_ word: String) -> String {
        guard word.count >= 3, word.hasSuffix("s") else { return word }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        if word.count >= 5, word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        for suffix in ["sses", "ches", "shes", "xes"] where word.hasSuffix(suffix) {
            return String(word.dropLast(2))
        }
        return String(word.dropLast())
    }

    private static func synonym(_ word: String) -> String {
        wordSynonyms[word] ?? word
    }

    private static let wordSynonyms: [String: String] = [
        "db": "dumbbell", "dumbell": "dumbbell", "bb": "barbell", "kb": "kettlebell", "bw": "bodyweight",
        "flye": "fly", "calve": "calf", "peck": "pec", "hexbar": "trapbar", "woodchopper": "woodchop",
        "pressdown": "pushdown", "tri": "tricep", "laying": "lying", "sitting": "seated", "oh": "overhead",
    ]

    private static let joinedPairs: [String: [String: String]] = [
        "pull": ["up": "pullup", "down": "pulldown", "over": "pullover"],
        "chin": ["up": "chinup"],
        "push": ["up": "pushup", "down": "pushdown"],
        "press": ["up": "pushup", "down": "pushdown"],
        "sit": ["up": "situp"],
        "step": ["up": "stepup"],
        "muscle": ["up": "muscleup"],
        "skull": ["crusher": "skullcrusher"],
        "kick": ["back": "kickback"],
        "cross": ["over": "crossover"],
        "t": ["bar": "tbar"],
        "ez": ["bar": "ezbar"],
        "trap": ["bar": "trapbar"],
        "hex": ["bar": "trapbar"],
        "over": ["head": "overhead"],
        "one": ["arm": "singlearm", "leg": "singleleg"],
        "single": ["arm": "singlearm", "leg": "singleleg"],
        "1": ["arm": "singlearm", "leg": "singleleg"],
        "dead": ["lift": "deadlift"],
        "wood": ["chop": "woodchop"],
        "close": ["grip": "closegrip"],
        "narrow": ["grip": "closegrip"],
        "wide": ["grip": "widegrip"],
        "stiff": ["leg": "stiffleg", "legged": "stiffleg"],
        "straight": ["leg": "stiffleg"],
        "bent": ["over": "bentover"],
        "stair": ["master": "stairmaster"],
        "smith": ["machine": "smith"],
        "pec": ["deck": "pecdeck"],
        "hand": ["stand": "handstand"],
        "body": ["weight": "bodyweight"],
    ]

    private static let noiseWords: Set<String> = ["with", "the", "a", "an", "and"]
}
