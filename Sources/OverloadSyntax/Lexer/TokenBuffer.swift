/// The lexer's growing list of tokens. One lexer owns it alone and never shares it, so an
/// append is a capacity check and a store: an array would also check, on every append, that
/// its storage is not shared (a runtime call), and the lexer appends a token every few bytes.
/// A copy of a `Lexer` (or of a `Parser`, which holds one) would share the buffer, so neither
/// is ever copied: each is created, used in place and dropped.
final class TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private var capacity: Int
    /// How many tokens the buffer holds.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        base = UnsafeMutablePointer<Token>.allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The token at `index`, which must be below ``count``.
    subscript(index: Int) -> Token {
        precondition(index >= 0 && index < count, "token index out of range")
        return base[index]
    }

    var last: Token? { count > 0 ? base[count - 1] : nil }

    @inline(__always)
    func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// Removes the last token.
    func removeLast() {
        precondition(count > 0, "removing a token from an empty buffer")
        count -= 1
    }

    /// Removes the first `n` tokens, moving the rest to the front; the storage is kept.
    func removeFirst(_ n: Int) {
        precondition(n >= 0 && n <= count, "removing more tokens than there are")
        // A memmove: the ranges overlap, and tokens are plain data.
        UnsafeMutableRawPointer(base).copyMemory(from: base + n, byteCount: (count - n) * MemoryLayout<Token>.stride)
        count -= n
    }

    /// The tokens, copied into an array.
    var array: [Token] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
