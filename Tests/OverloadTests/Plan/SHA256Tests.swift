import Testing

@testable import Overload

@Suite struct SHA256Tests {
    @Test func emptyMessage() {
        #expect(SHA256.hash("").hex == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func abc() {
        #expect(SHA256.hash("abc").hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func fourHundredFortyEightBitMessage() {
        let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(SHA256.hash(message).hex == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func eightHundredNinetySixBitMessage() {
        let message =
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
        #expect(SHA256.hash(message).hex == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    @Test func oneMillionA() {
        var hasher = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(chunk) }
        #expect(hasher.finalize().hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func feedingInPiecesEqualsFeedingAtOnce() {
        let message = Array("The quick brown fox jumps over the lazy dog, sixty-four bytes and more.".utf8)
        var hasher = SHA256()
        hasher.update(message[0..<3])
        hasher.update(message[3..<64])
        hasher.update(message[64...])
        #expect(hasher.finalize() == SHA256.hash(message))
    }

    @Test func contiguousAndByteByByteFeedsAgreeAtEverySplit() {
        let message = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let whole = SHA256.hash(message)
        for split in 0...message.count {
            var blocks = SHA256()
            blocks.update(message[..<split])
            blocks.update(message[split...])
            #expect(blocks.finalize() == whole, "split at \(split)")
            // A lazy map has no contiguous storage: the byte-at-a-time path.
            var bytes = SHA256()
            bytes.update(message[..<split].lazy.map { $0 })
            bytes.update(message[split...])
            #expect(bytes.finalize() == whole, "split at \(split), first part byte by byte")
        }
        for length in 0...130 {
            let prefix = Array(message.prefix(length))
            #expect(SHA256.hash(prefix) == SHA256.hash(prefix.lazy.map { $0 }), "length \(length)")
        }
    }

    @Test func paddingBoundaries() {
        // 55 bytes fits the length in one block; 56 needs a second block.
        #expect(
            SHA256.hash(String(repeating: "a", count: 55)).hex
                == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(
            SHA256.hash(String(repeating: "a", count: 56)).hex
                == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
    }

    @Test func digestHexRoundTrips() throws {
        let digest = SHA256.hash("abc")
        let parsed = try #require(SHA256Digest(hex: digest.hex.uppercased()))
        #expect(parsed == digest)
        #expect(SHA256Digest(hex: "abc") == nil)
        #expect(SHA256Digest(hex: String(repeating: "g", count: 64)) == nil)
    }
}
