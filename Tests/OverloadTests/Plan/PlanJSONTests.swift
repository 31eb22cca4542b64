import Foundation
import Testing

@testable import Overload

@Suite struct PlanJSONTests {
    /// Snapshots that between them use every case of every enum in the plan model.
    static let variedSnapshots: [PlanSnapshot] = [
        PlanDraft().snapshot,
        PlanDraft.with {
            $0.createdBy = .plugin(name: "amrap-tm")
            $0.sourceVersion = PlanDraft().snapshot.contentID
            $0.version = 3
            $0.notes = "line one\n\"quoted\" and caf\u{E9} \u{1F3CB}"
            $0.unit = .kg
            $0.weekKind = .peak
            $0.plankInSuperset = true
            $0.plank.work = .distance(metres: 402.336)
            $0.plank.kind = .superset
            $0.squat.repRange = .target(5)
            $0.squat.rest = .notSet
            $0.squat.topSet.work = .reps(.exact(5))
            $0.squat.topSet.kind = .warmup
            $0.squat.topSet.load = LoadTarget(exact: 20, loadable: 20, source: .absolute)
            $0.squat.backoffSet.work = .reps(.max)
            $0.squat.backoffSet.kind = .failure
            $0.squat.backoffSet.load = LoadTarget(exact: 81.1, loadable: 80, source: .rpe(8))
        },
        PlanDraft.with {
            $0.createdBy = .rules
            $0.weekKind = .test
            $0.modifiers = WeekModifiers(intensityPercent: 97.5, volumePercent: 30, rpeCap: 9.5)
            $0.squat.repRange = .untilFailure
            $0.squat.rest = .individual
            $0.squat.topSet.kind = .drop
            $0.squat.topSet.load = LoadTarget(exact: 25, loadable: 25, source: .bodyweightAdded)
            $0.squat.backoffSet.kind = .regular
            $0.squat.backoffSet.load = LoadTarget(exact: 102.06, loadable: 102.5, source: .percentOf1RM(81.1))
            $0.squat.progression = nil
        },
        PlanDraft.with { $0.weekKind = .deload; $0.squat.rest = .allSame(seconds: 150) },
    ]

    @Test func encodesTheSmallPlanExactly() {
        #expect(PlanJSON.encode(PlanDraft().snapshot) == smallPlanGoldenJSON)
    }

    @Test(arguments: variedSnapshots)
    func decodeReadsBackWhatEncodeWrote(_ snapshot: PlanSnapshot) throws {
        let decoded = try PlanJSON.decode(PlanJSON.encode(snapshot))
        #expect(decoded == snapshot)
        #expect(decoded.contentID == snapshot.contentID)
        #expect(decoded.sourceVersion == snapshot.sourceVersion)
    }

    @Test(arguments: variedSnapshots)
    func codableGoesThroughTheSameForm(_ snapshot: PlanSnapshot) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(snapshot)
        // Compared as canonical text: JSONDecoder reads 185.0 back as the whole number 185.
        let decoded = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(JSONWriter.write(decoded, style: .canonical) == JSONWriter.write(snapshot.jsonValue, style: .canonical))
        #expect(try JSONDecoder().decode(PlanSnapshot.self, from: data) == snapshot)
    }

    @Test func enumsUseTaggedObjectsNotSynthesizedCoding() throws {
        let data = try JSONEncoder().encode(RepTarget.range(lower: 8, upper: 12))
        let value = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(value == .object(["kind": "range", "lower": .integer(8), "upper": .integer(12)]))
    }

    @Test func rejectsAnotherSchema() {
        let text = smallPlanGoldenJSON.replacingOccurrences(of: "overload.plan/1", with: "overload.plan/2")
        #expect(throws: PlanJSONError.unsupportedSchema("overload.plan/2")) { try PlanJSON.decode(text) }
    }

    @Test func rejectsContentThatDoesNotMatchItsRecordedID() {
        let tampered = smallPlanGoldenJSON.replacingOccurrences(of: "\"loadable\": 185", with: "\"loadable\": 190")
        #expect(throws: PlanJSONError.self) { try PlanJSON.decode(tampered) }
        do {
            _ = try PlanJSON.decode(tampered)
        } catch let error as PlanJSONError {
            guard case .contentIDMismatch(let recorded, _) = error else {
                Issue.record("expected a content id mismatch, got \(error)")
                return
            }
            #expect(recorded.hasPrefix("c5678360971a"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func acceptsADocumentWithoutRecordedIDs() throws {
        guard case .object(var fields) = PlanDraft().snapshot.jsonValue else {
            Issue.record("a snapshot's JSON form is an object")
            return
        }
        fields["id"] = nil
        fields["digest"] = nil
        let text = JSONWriter.write(.object(fields), style: .pretty)
        #expect(try PlanJSON.decode(text) == PlanDraft().snapshot)
    }

    @Test func namesTheMissingKeyAndItsObject() {
        let text = smallPlanGoldenJSON.replacingOccurrences(of: "\"exerciseId\": \"plank\",", with: "")
        #expect(throws: PlanJSONError.missingKey("exerciseId", in: "exercise")) { try PlanJSON.decode(text) }
    }

    @Test func namesAnUnknownKind() {
        let text = smallPlanGoldenJSON.replacingOccurrences(of: "\"kind\": \"amrap\"", with: "\"kind\": \"emom\"")
        #expect(throws: PlanJSONError.unknownValue("emom", key: "kind", in: "reps")) { try PlanJSON.decode(text) }
    }

    @Test func rejectsASetWithTwoKindsOfWork() {
        let text = smallPlanGoldenJSON.replacingOccurrences(
            of: "\"timeSeconds\": 45", with: "\"timeSeconds\": 45, \"distanceMetres\": 100")
        #expect(throws: PlanJSONError.self) { try PlanJSON.decode(text) }
    }

    @Test func rejectsText() {
        #expect(throws: PlanJSONError.self) { try PlanJSON.decode("week 4 deload") }
    }

    @Test func errorsReadAsLowercaseMessages() {
        #expect(PlanJSONError.missingKey("name", in: "day").description == "missing key 'name' in day")
    }
}
