/// The statements of the blocks being parsed, innermost last. A block's statements are
/// gathered here and moved out once its dedent is read, into an array of their number: an
/// array slice copied out and then removed retained every statement and released it again,
/// which was a twentieth of parsing a journal. Owned by one parser, which is never copied.
final class StatementStack {
    private var base: UnsafeMutablePointer<Statement>
    private var capacity: Int
    /// How many statements the stack holds.
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = Swift.max(capacity, 16)
        base = UnsafeMutablePointer<Statement>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ statement: consuming Statement) {
        if count == capacity { grow() }
        (base + count).initialize(to: statement)
        count += 1
    }

    /// The statements from `start` on, in order, moved into an array and off the stack.
    func removeStatements(from start: Int) -> [Statement] {
        precondition(start >= 0 && start <= count, "a block starts within the stack")
        let taken = count - start
        guard taken > 0 else { return [] }
        let statements = [Statement](unsafeUninitializedCapacity: taken) { buffer, initialized in
            if let target = buffer.baseAddress { target.moveInitialize(from: base + start, count: taken) }
            initialized = taken
        }
        count = start
        return statements
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Statement>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
