@testable import OverloadEngine
import Testing

/// The replay's table of journal names finds each name it holds, by its text rather than its
/// storage, and nothing else, past the sizes where it grows.
@Suite struct NameTableTests {
    @Test func findsEachNameItHoldsAndNoOther() {
        var table = NameTable<Int?>()
        let names = (0..<100).map { "exercise \($0) with a name longer than a small string" } + ["squat", "bench", "", "é"]
        for (number, name) in names.enumerated() {
            #expect(table.value(for: name) == nil)
            table.insert(number.isMultiple(of: 3) ? nil : number, for: name)
        }
        #expect(table.count == names.count)
        for (number, name) in names.enumerated() {
            // A copy made from the text: equal, but not the same storage.
            let copy = String(decoding: Array(name.utf8), as: UTF8.self)
            #expect(table.value(for: copy) == .some(number.isMultiple(of: 3) ? nil : number))
        }
        #expect(table.value(for: "squat ") == nil)
        #expect(table.value(for: "Squat") == nil)
    }

    @Test func equalTextsHashAlike() {
        let bridged = "leg curl"
        let built = String("leg curl x".dropLast(2))
        #expect(NameTable<Int>.hash(bridged) == NameTable<Int>.hash(built))
    }
}
