/// The catalog's camel-case names (muscles, equipment, patterns, property values) as a lifter
/// reads them.
public enum CatalogWords {
    /// `frontDelts` as `front delts`: each capital starts a new lower-case word.
    public static func words(_ camelCase: String) -> String {
        var result = ""
        for character in camelCase {
            if character.isUppercase { result += " " + character.lowercased() } else { result.append(character) }
        }
        return result
    }
}
