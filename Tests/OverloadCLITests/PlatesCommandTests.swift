import Foundation
import OverloadSyntax
import OverloadCLI
import OverloadTestSupport
import Testing

/// `overload plates`: the load on the bar or each dumbbell, against goldens.
@Suite struct PlatesCommandTests {
    /// Each case: the arguments after `plates`, its golden, and the exit status.
    @Test(arguments: [
        (["142.5kg"], "exact-kg", Int32(0)),
        (["143kg"], "between-kg", 1),
        (["143", "--bar", "20kg"], "between-kg", 1),
        (["15kg"], "under-bar", 1),
        (["20kg"], "empty-bar", 0),
        (["315lb"], "exact-lb", 0),
        (["317 lb"], "between-lb", 1),
        (["100kg", "--plates", "20,10,5"], "own-plates", 0),
        (["102kg", "--bar", "15kg", "--plates", "20,10,5"], "own-plates-between", 1),
        (["225", "--plates", "45,25,10,5lb"], "plates-unit", 0),
        (["30kg", "--dumbbells"], "dumbbell", 0),
        (["31kg", "--dumbbells"], "dumbbell-between", 1),
        (["60lb", "--dumbbells"], "dumbbell-lb", 0),
        (["60lb", "--dumbbells", "--bar", "3lb"], "dumbbell-lb-between", 1),
        (["2000kg"], "over-capacity", 1),
        (["100kg", "--bar", "45lb"], "bar-in-pounds", 1),
        (["315lb", "--bar", "20kg"], "bar-in-kilograms", 1),
        (["30kg", "--dumbbells", "--bar", "5lb"], "dumbbell-handle-in-pounds", 1),
    ])
    func plates(_ arguments: [String], golden: String, status: Int32) {
        let run = CLIRun(["plates"] + arguments)
        #expect(run.status == status)
        #expect(run.errors.isEmpty)
        Golden.check(run.output, against: CLIGolden.url("plates/\(golden).txt"))
    }

    /// A bar in another unit is weighed exactly: the load can be made neither way round, so
    /// both neighbours are given, each in the load's unit with the plates in theirs.
    @Test func aBarInAnotherUnitGivesBothNeighboursInTheLoadsUnit() {
        let run = CLIRun(["plates", "100kg", "--bar", "45lb"])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("100 kg cannot be made with these plates. Nearest below and above:\n"), "\(run.output)")
        #expect(run.output.contains("\n97.912 kg on a 45 lb bar\n  a side: 25 10 2.5 1.25 kg\n"), "\(run.output)")
        #expect(run.output.contains("\n100.412 kg on a 45 lb bar\n  a side: 25 15 kg\n"), "\(run.output)")
        #expect(!run.output.contains(" lb on a"))
    }

    /// The same plates as `plan --plates` shows for the same load.
    @Test func sameSolverAsPlan() {
        let plan = CLIRun(["plan", "--plates", "-"], input: "unit kg\nday \"A\":\n  squat 1x5 @ 142.5kg\n")
        #expect(plan.output.contains("plates 25 25 10 1.25 a side"), "\(plan.output)")
        #expect(CLIRun(["plates", "142.5kg"]).output.contains("a side: 25 25 10 1.25 kg"))
    }

    /// `--format json` answers with the text's figures and the same exit status.
    @Test(arguments: [
        (["142.5kg"], "exact-kg", Int32(0)),
        (["143kg"], "between-kg", 1),
        (["15kg"], "under-bar", 1),
        (["2000kg"], "over-capacity", 1),
        (["31kg", "--dumbbells"], "dumbbell-between", 1),
        (["100kg", "--bar", "45lb"], "bar-in-pounds", 1),
    ])
    func json(_ arguments: [String], golden: String, status: Int32) {
        let run = CLIRun(["plates"] + arguments + ["--format", "json"])
        #expect(run.status == status)
        #expect(run.errors.isEmpty)
        Golden.check(run.output, against: CLIGolden.url("plates/\(golden).json"))
    }

    /// Every load and plate the text names is in the JSON, as the same number.
    @Test(arguments: [["143kg"], ["317 lb"], ["31kg", "--dumbbells"], ["100kg", "--bar", "45lb"], ["102kg", "--bar", "15kg", "--plates", "20,10,5"]])
    func theJsonHoldsTheTextsFigures(_ arguments: [String]) throws {
        let text = CLIRun(["plates"] + arguments).output
        let json = try #require(try JSONSerialization.jsonObject(with: Data(CLIRun(["plates"] + arguments + ["--format", "json"]).output.utf8)) as? [String: Any])
        let loads = try #require(json["loads"] as? [[String: Any]])
        #expect(loads.count == 2)
        let number = { (value: Any?) in NumberFormat.canonical((value as? NSNumber)?.doubleValue ?? -1, maxDecimals: 3) }
        for load in loads {
            let plates = ((load["platesPerSide"] as? [Any]) ?? []).map(number).joined(separator: " ")
            #expect(text.contains("\n\(number(load["load"])) \(json["unit"] as? String ?? "")"), "\(load) in \(text)")
            #expect(text.contains("a side: \(plates) "), "\(plates) in \(text)")
        }
    }

    @Test(arguments: [
        (["heavy"], "'heavy' is not a load; write one such as 142.5kg or 315lb"),
        (["-5kg"], "'-5kg' is not a load; write one such as 142.5kg or 315lb"),
        (["100kg", "--bar", "big"], "'--bar' takes a weight such as 20kg or 45lb, not 'big'"),
        (["100kg", "--plates", "25,,10"], "'--plates' takes plate weights separated by commas, such as 25,20,15,10,5,2.5,1.25, not ''"),
        (["100stone"], "'100stone' is not a load; write one such as 142.5kg or 315lb"),
    ])
    func usageErrors(_ arguments: [String], message: String) {
        let run = CLIRun(["plates"] + arguments)
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(run.errorLines.first == "Error: " + message)
    }
}
