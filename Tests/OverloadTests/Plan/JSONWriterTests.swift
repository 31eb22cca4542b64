import Testing

@testable import Overload

@Suite struct JSONWriterTests {
    @Test(arguments: [
        (185.0, "185"), (-10.0, "-10"), (-0.0, "0"), (184.275, "184.275"), (0.1, "0.1"),
        (2.5, "2.5"), (1e-5, "1e-05"), (1e20, "1e+20"), (Double.nan, "null"), (Double.infinity, "null"),
    ])
    func numbersHaveOneFixedForm(_ value: Double, _ expected: String) {
        #expect(JSONWriter.number(value) == expected)
    }

    @Test func stringsEscapeQuotesBackslashesAndControls() {
        #expect(JSONWriter.quoted("a\"b\\c\nd\te\u{01}é/") == "\"a\\\"b\\\\c\\nd\\te\\u0001é/\"")
    }

    @Test func canonicalSortsKeysByBytesWithoutSpaces() {
        let value: JSONValue = .object(["b": .integer(1), "B": .null, "a": .array([.bool(true), .number(2.5)])])
        #expect(JSONWriter.write(value, style: .canonical) == "{\"B\":null,\"a\":[true,2.5],\"b\":1}")
    }

    @Test func prettyIndentsAndKeepsPlainArraysOnOneLine() {
        let value: JSONValue = .object([
            "plates": .array([.integer(45), .integer(25)]),
            "items": .array([.object(["x": .integer(1)])]),
            "empty": .array([]),
            "none": .object([:]),
        ])
        let expected = """
            {
              "empty": [],
              "items": [
                {
                  "x": 1
                }
              ],
              "none": {},
              "plates": [45, 25]
            }

            """
        #expect(JSONWriter.write(value, style: .pretty) == expected)
    }
}
