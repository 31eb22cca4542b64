/// A compiled plan at one point in time: what the compiler produces and the evaluator reads.
///
/// Snapshots are immutable. A change (an edited program, an accepted suggestion) makes a new
/// snapshot whose ``sourceVersion`` names this one, so the versions form a lineage chain.
/// The ``contentID`` identifies the prescriptions alone: lineage metadata (``version``,
/// ``createdBy``, ``sourceVersion``, ``notes``) does not affect it.
public struct PlanSnapshot: Sendable, Hashable, JSONValueConvertible {
    /// Version number in the lineage, from 1. Lineage metadata.
    public let version: Int
    /// Who made this version. Lineage metadata.
    public let createdBy: PlanCreator
    /// The content id of the snapshot this one was derived from. Lineage metadata.
    public let sourceVersion: PlanContentID?
    /// Notes about this version (why it was made). Lineage metadata.
    public let notes: String
    /// The program's name (`program "5/3/1 BBB"`).
    public let programName: String
    /// The unit of every load in the plan.
    public let unit: MassUnit
    /// The program's length in weeks (`weeks 8`); after the last week the program cycles.
    public let weekCount: Int
    /// The planned weeks, in order.
    public let weeks: [PlannedWeek]
    /// The hash of the canonical form of the content (everything except lineage metadata),
    /// computed the first time it is read (once for the snapshot and its copies): `check`
    /// compiles a program and never shows it, and the canonical text and its SHA-256 are a
    /// third of a small program's compile.
    public var contentID: PlanContentID {
        contentIDCache.value {
            PlanCanonicalForm.contentID(programName: programName, unit: unit, weekCount: weekCount, weeks: weeks)
        }
    }
    private let contentIDCache = LazyContentID()

    /// Creates a snapshot and computes its content id.
    public init(
        version: Int = 1,
        createdBy: PlanCreator = .user,
        sourceVersion: PlanContentID? = nil,
        notes: String = "",
        programName: String,
        unit: MassUnit,
        weekCount: Int,
        weeks: [PlannedWeek]
    ) {
        self.version = version
        self.createdBy = createdBy
        self.sourceVersion = sourceVersion
        self.notes = notes
        self.programName = programName
        self.unit = unit
        self.weekCount = weekCount
        self.weeks = weeks
    }

    // The content id is a function of the other fields, so they alone decide equality.
    public static func == (left: PlanSnapshot, right: PlanSnapshot) -> Bool {
        left.version == right.version && left.createdBy == right.createdBy && left.sourceVersion == right.sourceVersion
            && left.notes == right.notes && left.programName == right.programName && left.unit == right.unit
            && left.weekCount == right.weekCount && left.weeks == right.weeks
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(version)
        hasher.combine(createdBy)
        hasher.combine(sourceVersion)
        hasher.combine(notes)
        hasher.combine(programName)
        hasher.combine(unit)
        hasher.combine(weekCount)
        hasher.combine(weeks)
    }

    /// The next version in the lineage: `version + 1`, with this snapshot as its source.
    public func successor(
        createdBy: PlanCreator,
        notes: String = "",
        weeks: [PlannedWeek],
        weekCount: Int? = nil
    ) -> PlanSnapshot {
        PlanSnapshot(
            version: version + 1,
            createdBy: createdBy,
            sourceVersion: contentID,
            notes: notes,
            programName: programName,
            unit: unit,
            weekCount: weekCount ?? self.weekCount,
            weeks: weeks
        )
    }

    /// The planned week with this number, if the plan has one.
    public func week(_ number: Int) -> PlannedWeek? {
        weeks.first { $0.number == number }
    }
}
