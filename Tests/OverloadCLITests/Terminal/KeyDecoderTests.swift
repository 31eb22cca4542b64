import Testing

@testable import OverloadCLI

/// Bytes from a terminal to keys.
@Suite struct KeyDecoderTests {
    func decode(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes)
    }

    @Test func typedTextArrivingTogetherIsOneKey() {
        #expect(decode(Array("bench 3x5".utf8)) == [.text("bench 3x5")])
    }

    @Test func controlKeys() {
        #expect(decode([0x01, 0x05, 0x03, 0x04, 0x0B, 0x15, 0x17, 0x0C, 0x7F, 0x08, 0x09, 0x0D, 0x0A, 0x1A]) == [
            .home, .end, .interrupt, .endOfInput, .killToEnd, .killToStart, .deleteWordBackward, .clearScreen,
            .backspace, .backspace, .tab, .enter, .enter, .suspend,
        ])
    }

    @Test func arrowsInBothCursorKeyModes() {
        #expect(decode(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8)) == [.up, .down, .right, .left])
        #expect(decode(Array("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD\u{1B}OH\u{1B}OF".utf8)) == [.up, .down, .right, .left, .home, .end])
    }

    @Test func editingKeysAndWordMoves() {
        #expect(decode(Array("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}[3~".utf8)) == [
            .home, .end, .home, .end, .home, .end, .delete,
        ])
        #expect(decode(Array("\u{1B}[1;5C\u{1B}[1;5D\u{1B}[1;3C\u{1B}[1;3D\u{1B}b\u{1B}f\u{1B}d\u{1B}\u{7F}".utf8)) == [
            .wordRight, .wordLeft, .wordRight, .wordLeft, .wordLeft, .wordRight, .deleteWordForward, .deleteWordBackward,
        ])
    }

    @Test func aSequenceCutInTwoWaitsForItsEnd() {
        var decoder = KeyDecoder()
        let result1 = decoder.decode([0x1B, UInt8(ascii: "["), UInt8(ascii: "1"), UInt8(ascii: ";")])
        #expect(result1 == [])
        #expect(decoder.hasPending)
        let result2 = decoder.decode(Array("5Cx".utf8))
        #expect(result2 == [.wordRight, .text("x")])
        #expect(!decoder.hasPending)
    }

    @Test func multiByteCharactersCutInTwo() {
        var decoder = KeyDecoder()
        let bytes = Array("é漢🏋".utf8)
        var keys: [Key] = []
        for byte in bytes { keys += decoder.decode([byte]) }
        #expect(keys == [.text("é"), .text("漢"), .text("🏋")])
    }

    @Test func aLoneEscapeIsFlushedAfterTheWait() {
        var decoder = KeyDecoder()
        let result3 = decoder.decode([0x1B])
        #expect(result3 == [])
        let result4 = decoder.flush()
        #expect(result4 == [.ignored])
        #expect(!decoder.hasPending)
        let result5 = decoder.decode(Array("a".utf8))
        #expect(result5 == [.text("a")])
    }

    @Test func unknownSequencesAreSwallowedWhole() {
        #expect(decode(Array("\u{1B}[99~x\u{1B}[15~y".utf8)) == [.ignored, .text("x"), .ignored, .text("y")])
    }

    @Test func aBracketedPasteIsOneKeyWhateverItHolds() {
        let bytes = Array("a\u{1B}[200~log x\r\nday \"A\":\r\tsquat\u{03}\u{1B}[A 5\u{1B}[201~b".utf8)
        #expect(decode(bytes) == [.text("a"), .paste("log x\nday \"A\":\n  squat[A 5"), .text("b")])
    }

    @Test func aPasteCutAnywhereWaitsForItsEndMarker() {
        let bytes = Array("\u{1B}[200~bench 3x5\nrow\u{1B}[201~\r".utf8)
        for cut in 1..<bytes.count {
            var decoder = KeyDecoder()
            var keys = decoder.decode(Array(bytes[..<cut]))
            keys += decoder.flush()
            keys += decoder.decode(Array(bytes[cut...]))
            let expected: [Key] = [.paste("bench 3x5\nrow"), .enter]
            // A start marker cut before its last byte is only a sequence the flush gives up on.
            if cut < KeyDecoder.pasteStart.count { continue }
            #expect(keys == expected, "cut at \(cut)")
        }
    }

    @Test func invalidUTF8BecomesTheReplacementCharacter() {
        #expect(decode([0xFF, UInt8(ascii: "a")]) == [.text("\u{FFFD}a")])
        #expect(decode([0xE6, UInt8(ascii: "a")]) == [.text("\u{FFFD}a")])
    }
}
