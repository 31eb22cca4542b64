import OverloadSyntax
import Testing

/// The lexer tags each word with the keyword it spells, which is how the parser tells
/// keywords apart; a wrong tag would change what a line means.
@Suite struct KeywordTaggingTests {
    func words(_ text: String) -> [Token] {
        Lexer.lex(SourceFile(name: "t.lift", text: text)).tokens.filter { $0.kind == .word }
    }

    @Test func everyKeywordIsTaggedInAnyCase() {
        for keyword in Keyword.allCases {
            for spelling in [keyword.rawValue, keyword.rawValue.uppercased(), keyword.rawValue.capitalized] {
                let tokens = words(spelling)
                #expect(tokens.count == 1 && tokens.first?.keyword == keyword, "\(spelling)")
            }
        }
    }

    @Test(arguments: ["bench", "tops", "rested", "weekly", "deloads", "pressure", "progressions",
                      "équipement", "rest_day", "chin-up", "in-out", "aaaaaaaaaaaaaaaaaaaaaa", "progressionsXYZ"])
    func otherWordsAreNotKeywords(_ word: String) {
        let tokens = words(word)
        #expect(tokens.count == 1)
        #expect(tokens.first?.keyword == nil, "\(word) was tagged \(String(describing: tokens.first?.keyword))")
    }

    @Test func onlyWordsAreTagged() {
        let tokens = Lexer.lex(SourceFile(name: "t.lift", text: "1rm \"rest\" # max\n")).tokens
        #expect(tokens.allSatisfy { $0.keyword == nil })
    }

    @Test func keywordsAreTaggedWhereverTheyStand() {
        let tags = words("bench top 1x5 @ rpe 8 rest 2m").map(\.keyword)
        #expect(tags == [nil, .top, .rpe, .rest])
    }
}
