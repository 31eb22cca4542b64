/// The canonical form of a plan's content, which its content id hashes.
///
/// It is the plan's JSON tree without lineage metadata (version, creator, source version,
/// notes), without derived values (day duration estimates) and without the id itself,
/// written by ``JSONWriter`` in its `.canonical` style: keys sorted, no whitespace, fixed number
/// format, strings in NFC. It keeps the `schema` key, so a change of schema changes every id.
enum PlanCanonicalForm {
    static func contentFields(
        programName: String,
        unit: MassUnit,
        weekCount: Int,
        weeks: [PlannedWeek],
        includingDerived: Bool
    ) -> [String: JSONValue] {
        [
            "schema": .string(PlanJSON.schema),
            "program": .string(programName),
            "unit": .string(unit.rawValue),
            "weekCount": .integer(weekCount),
            "weeks": .array(weeks.map { $0.jsonValue(includingDerived: includingDerived) }),
        ]
    }

    /// The canonical bytes, written straight from the plan by ``PlanCanonicalWriter``.
    static func bytes(programName: String, unit: MassUnit, weekCount: Int, weeks: [PlannedWeek]) -> [UInt8] {
        var writer = PlanCanonicalWriter()
        writer.content(programName: programName, unit: unit, weekCount: weekCount, weeks: weeks)
        return writer.output
    }

    /// The canonical bytes written from the content's ``JSONValue`` tree: the general path,
    /// which ``bytes(programName:unit:weekCount:weeks:)`` must agree with byte for byte.
    static func treeBytes(programName: String, unit: MassUnit, weekCount: Int, weeks: [PlannedWeek]) -> [UInt8] {
        let fields = contentFields(
            programName: programName, unit: unit, weekCount: weekCount, weeks: weeks, includingDerived: false)
        return JSONWriter.canonicalBytes(.object(fields))
    }

    static func text(programName: String, unit: MassUnit, weekCount: Int, weeks: [PlannedWeek]) -> String {
        String(decoding: bytes(programName: programName, unit: unit, weekCount: weekCount, weeks: weeks), as: UTF8.self)
    }

    static func contentID(programName: String, unit: MassUnit, weekCount: Int, weeks: [PlannedWeek]) -> PlanContentID {
        PlanContentID(digest: SHA256.hash(bytes(programName: programName, unit: unit, weekCount: weekCount, weeks: weeks)))
    }
}
