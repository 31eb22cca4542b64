import Testing

@testable import Overload

@Suite struct PlanContentIDTests {
    /// Every prescription field, changed one at a time.
    static let prescriptionChanges: [DraftChange] = [
        DraftChange("program name") { $0.programName = "Test 2" },
        DraftChange("unit") { $0.unit = .kg },
        DraftChange("week count") { $0.weekCount = 2 },
        DraftChange("week number") { $0.weekNumber = 2 },
        DraftChange("week kind") { $0.weekKind = .deload },
        DraftChange("week intensity") { $0.modifiers = WeekModifiers(intensityPercent: 95, volumePercent: 100, rpeCap: 10) },
        DraftChange("week volume") { $0.modifiers = WeekModifiers(intensityPercent: 100, volumePercent: 90, rpeCap: 10) },
        DraftChange("week rpe cap") { $0.modifiers = WeekModifiers(intensityPercent: 100, volumePercent: 100, rpeCap: 9) },
        DraftChange("day name") { $0.dayName = "Legs" },
        DraftChange("break length") { $0.breakSeconds = 90 },
        DraftChange("superset grouping") { $0.plankInSuperset = true },
        DraftChange("exercise id") { $0.squat.exerciseID = "front-squat" },
        DraftChange("exercise name") { $0.squat.name = "back squat" },
        DraftChange("primary muscles") { $0.squat.primaryMuscles = ["quadriceps"] },
        DraftChange("secondary muscles") { $0.squat.secondaryMuscles = [] },
        DraftChange("optional flag") { $0.squat.isOptional = true },
        DraftChange("rep range policy") { $0.squat.repRange = .target(5) },
        DraftChange("rest policy") { $0.squat.rest = .individual },
        DraftChange("progression plugin") { $0.squat.progression = ProgressionReference(plugin: "double", arguments: ["+5lb"]) },
        DraftChange("progression arguments") { $0.squat.progression = ProgressionReference(plugin: "linear", arguments: ["+10lb"]) },
        DraftChange("no progression") { $0.squat.progression = nil },
        DraftChange("set index") { $0.squat.topSet.index = 2 },
        DraftChange("set kind") { $0.squat.topSet.kind = .regular },
        DraftChange("exact load") {
            $0.squat.topSet.load = LoadTarget(exact: 184.5, loadable: 185, platesPerSide: [45, 25], source: .percentOfTM(65))
        },
        DraftChange("loadable load") {
            $0.squat.topSet.load = LoadTarget(exact: 184.275, loadable: 180, platesPerSide: [45, 25], source: .percentOfTM(65))
        },
        DraftChange("plates") {
            $0.squat.topSet.load = LoadTarget(exact: 184.275, loadable: 185, platesPerSide: [45, 10, 10, 5], source: .percentOfTM(65))
        },
        DraftChange("no plates") {
            $0.squat.topSet.load = LoadTarget(exact: 184.275, loadable: 185, source: .percentOfTM(65))
        },
        DraftChange("load source") {
            $0.squat.topSet.load = LoadTarget(exact: 184.275, loadable: 185, platesPerSide: [45, 25], source: .percentOf1RM(65))
        },
        DraftChange("load percent") {
            $0.squat.topSet.load = LoadTarget(exact: 184.275, loadable: 185, platesPerSide: [45, 25], source: .percentOfTM(66))
        },
        DraftChange("no load") { $0.squat.topSet.load = nil },
        DraftChange("reps") { $0.squat.topSet.work = .reps(.exact(5)) },
        DraftChange("amrap minimum") { $0.squat.topSet.work = .reps(.amrap(minimum: 3)) },
        DraftChange("time") { $0.plank.work = .time(seconds: 60) },
        DraftChange("distance") { $0.plank.work = .distance(metres: 400) },
        DraftChange("rpe") { $0.squat.topSet.rpe = 8.5 },
        DraftChange("no rpe") { $0.squat.topSet.rpe = nil },
        DraftChange("rest seconds") { $0.squat.topSet.restSeconds = 240 },
        DraftChange("no rest") { $0.squat.topSet.restSeconds = nil },
    ]

    @Test func sameSnapshotBuiltTwiceHasTheSameID() {
        let first = PlanDraft().snapshot
        let second = PlanDraft().snapshot
        #expect(first.contentID == second.contentID)
        #expect(first == second)
    }

    /// Catches any change to the canonical form or the hash, on any machine.
    @Test func goldenIDOfTheSmallFixture() {
        let id = PlanDraft().snapshot.contentID
        #expect(id.short == "c5678360971a")
        #expect(id.full == "c5678360971aa9187dc59676e277ffc33ef2a781d0be2161a8573b7d2c550de6")
        #expect(id.description == id.short)
    }

    @Test func canonicalFormIsCompactSortedAndWithoutLineage() {
        let canonical = PlanJSON.canonicalForm(of: PlanDraft.with { $0.notes = "heavy"; $0.version = 7 })
        #expect(!canonical.contains(" "))
        #expect(!canonical.contains("\n"))
        #expect(canonical.hasPrefix("{\"program\":\"Test\",\"schema\":\"overload.plan/1\",\"unit\":\"lb\""))
        #expect(!canonical.contains("heavy"))
        #expect(!canonical.contains("version"))
        #expect(!canonical.contains("estimatedSeconds"))
        #expect(SHA256.hash(canonical) == PlanDraft().snapshot.contentID.digest)
    }

    @Test(arguments: prescriptionChanges)
    func everyPrescriptionFieldChangesTheID(_ change: DraftChange) {
        #expect(PlanDraft.with(change.apply).contentID != PlanDraft().snapshot.contentID)
    }

    @Test func everyPrescriptionChangeGivesADistinctID() {
        let ids = Self.prescriptionChanges.map { PlanDraft.with($0.apply).contentID }
        #expect(Set(ids).count == ids.count)
    }

    @Test func lineageMetadataDoesNotChangeTheID() {
        let base = PlanDraft().snapshot
        let parent = PlanDraft.with { $0.programName = "Parent" }.contentID
        let relabelled = PlanDraft.with {
            $0.version = 9
            $0.createdBy = .plugin(name: "amrap-tm")
            $0.sourceVersion = parent
            $0.notes = "accepted +5lb"
        }
        #expect(relabelled.contentID == base.contentID)
        #expect(relabelled != base)
    }

    @Test func successorLinksToItsSource() {
        let base = PlanDraft().snapshot
        let next = base.successor(createdBy: .rules, notes: "deload", weeks: base.weeks)
        #expect(next.version == 2)
        #expect(next.sourceVersion == base.contentID)
        #expect(next.contentID == base.contentID)
        #expect(next.createdBy == .rules)
    }

    @Test func canonicallyEquivalentNamesHaveTheSameID() {
        let composed = PlanDraft.with { $0.dayName = "Caf\u{E9}" }
        let decomposed = PlanDraft.with { $0.dayName = "Cafe\u{301}" }
        #expect(composed == decomposed)
        #expect(composed.contentID == decomposed.contentID)
    }

    @Test func matchesPrefixesOfItsDigest() throws {
        let id = PlanDraft().snapshot.contentID
        #expect(id.matches(id.short))
        #expect(id.matches(id.full.uppercased()))
        #expect(!id.matches(String(id.short.prefix(3))))
        #expect(!id.matches("zzzz"))
        #expect(try #require(PlanContentID(hex: id.full)) == id)
    }
}
