import Foundation

/// The plan's stable JSON form (described field by field in docs/json.md).
public enum PlanJSON {
    /// The schema name every plan document carries in its `schema` key.
    public static let schema = "overload.plan/1"

    /// The snapshot as pretty JSON: sorted keys, two-space indentation, a final newline.
    public static func encode(_ snapshot: PlanSnapshot) -> String {
        JSONWriter.write(snapshot.jsonValue, style: .pretty)
    }

    /// Reads a snapshot back, checking its schema and that its recorded id matches its content.
    public static func decode(_ text: String) throws -> PlanSnapshot {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        } catch {
            throw PlanJSONError.notJSON(String(describing: error))
        }
        return try PlanSnapshot(json: value)
    }

    /// The exact text the snapshot's content id hashes (compact, no lineage metadata).
    public static func canonicalForm(of snapshot: PlanSnapshot) -> String {
        PlanCanonicalForm.text(
            programName: snapshot.programName, unit: snapshot.unit, weekCount: snapshot.weekCount,
            weeks: snapshot.weeks)
    }
}
