@testable import OverloadSyntax
import Testing

/// The parser's stack of open blocks' statements: a block's statements come off it whole and
/// in order, the blocks around it keep theirs, and it grows past its first capacity.
@Suite struct StatementStackTests {
    static func unit(_ offset: Int) -> Statement {
        .unit(Identifier("kg", range: SourceRange(offset, offset + 2)), range: SourceRange(offset, offset + 2))
    }

    @Test func nestedBlocksComeOffInOrder() {
        let stack = StatementStack(capacity: 16)
        for offset in 0..<10 { stack.append(Self.unit(offset)) }
        let inner = stack.count
        for offset in 100..<140 { stack.append(Self.unit(offset)) }
        #expect(stack.removeStatements(from: inner) == (100..<140).map(Self.unit))
        #expect(stack.count == 10)
        #expect(stack.removeStatements(from: 10) == [])
        stack.append(.error(SourceRange(7, 9)))
        #expect(stack.removeStatements(from: 0) == (0..<10).map(Self.unit) + [.error(SourceRange(7, 9))])
        #expect(stack.count == 0)
    }
}
