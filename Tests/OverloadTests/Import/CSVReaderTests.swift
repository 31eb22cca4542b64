import Overload
import Testing

@Suite struct CSVReaderTests {
    @Test func readsCommaSeparatedColumnsByHeaderName() throws {
        let table = try CSVReader.read("Date,Reps, Weight \n2024-01-01,5,100\n")
        #expect(table.delimiter == ",")
        #expect(table.header == ["Date", "Reps", "Weight"])
        let row = try #require(table.rows.first)
        #expect(row[table.column("weight")] == "100")
        #expect(row[table.column("Reps")] == "5")
        #expect(row[table.column("Missing")] == "")
    }

    @Test func detectsSemicolonsFromTheHeaderOnly() throws {
        let table = try CSVReader.read("\"a,b\";c;d\n1,5;2;3\n")
        #expect(table.delimiter == ";")
        #expect(table.header == ["a,b", "c", "d"])
        #expect(table.rows[0].fields == ["1,5", "2", "3"])
    }

    @Test func quotedFieldsHoldDelimitersDoubledQuotesAndLineBreaks() throws {
        let text = "name,note,n\n\"Curl, Zottman\",\"said \"\"ouch\"\"\nthen stopped\",1\nnext,\"\",2\n"
        let table = try CSVReader.read(text)
        #expect(table.rows.count == 2)
        #expect(table.rows[0].fields == ["Curl, Zottman", "said \"ouch\"\nthen stopped", "1"])
        #expect(table.rows[0].line == 2)
        #expect(table.rows[1].fields == ["next", "", "2"])
        #expect(table.rows[1].line == 4)
    }

    @Test func handlesCRLFByteOrderMarkAndBlankLines() throws {
        let table = try CSVReader.read("\u{FEFF}Date;Reps\r\n2024-01-01;5\r\n\r\n2024-01-02;6\r\n")
        #expect(table.header == ["Date", "Reps"])
        #expect(table.rows.map(\.fields) == [["2024-01-01", "5"], ["2024-01-02", "6"]])
        #expect(table.rows.map(\.line) == [2, 4])
    }

    @Test func keepsEmptyTrailingFieldsAndToleratesShortRowsAndNoFinalNewline() throws {
        let table = try CSVReader.read("a,b,c\n1,,\n2\n3,4,5")
        #expect(table.rows.map(\.fields) == [["1", "", ""], ["2"], ["3", "4", "5"]])
        #expect(table.rows[1][2] == "")
    }

    @Test func bareCarriageReturnsEndRecords() throws {
        let table = try CSVReader.read("a,b\r1,2\r3,4")
        #expect(table.rows.map(\.fields) == [["1", "2"], ["3", "4"]])
    }

    @Test func sloppyQuotesAreKeptAsText() throws {
        let table = try CSVReader.read("a,b\n5'10\" tall,\"x\"y\n")
        #expect(table.rows[0].fields == ["5'10\" tall", "xy"])
    }

    @Test func anUnclosedQuoteIsAnErrorNamingItsLine() {
        #expect(throws: CSVError.unterminatedQuote(line: 3)) { try CSVReader.read("a,b\n1,2\n3,\"open\n4,5\n") }
        #expect(CSVError.unterminatedQuote(line: 3).description == "line 3: a quoted field never closes")
    }

    @Test func anEmptyFileHasNoHeader() {
        #expect(throws: CSVError.empty) { try CSVReader.read("\u{FEFF}\n\n") }
    }

    @Test func columnsCanBeLookedUpUnderSeveralNames() throws {
        let table = try CSVReader.read("Weight (kg),Reps\n")
        #expect(table.column(anyOf: ["Weight", "Weight (kg)"]) == 0)
        #expect(table.column(anyOf: ["Weight", "Weight (lb)"]) == nil)
    }
}
