/// The names a script has declared with `let` at one point of its run or its check: one frame
/// per block being run. A block's names end with the block, so a name declared in one branch
/// of an `if` is not there after it, for the checker and the interpreter alike: a script that
/// checks clean never meets a name the checker could not see.
struct ScriptScopes<Value> {
    private var frames: [[String: Value]] = [[:]]

    /// The value of `name` (lowercased) in the innermost frame that declares it.
    subscript(name: String) -> Value? {
        for frame in frames.reversed() {
            if let value = frame[name] { return value }
        }
        return nil
    }

    /// Declares `name` in the innermost frame, hiding any outer one of the same name.
    mutating func declare(_ name: String, _ value: Value) {
        frames[frames.count - 1][name] = value
    }

    /// Sets `name` where it is declared; false when no frame declares it.
    @discardableResult
    mutating func update(_ name: String, _ value: Value) -> Bool {
        for index in frames.indices.reversed() where frames[index][name] != nil {
            frames[index][name] = value
            return true
        }
        return false
    }

    /// Every name visible now, sorted.
    var names: [String] {
        Set(frames.flatMap(\.keys)).sorted()
    }

    /// Opens a block's frame; ``leave()`` closes it.
    mutating func enter() {
        frames.append([:])
    }

    /// Closes the innermost block's frame and forgets its names. The outermost frame (the
    /// script's own) stays.
    mutating func leave() {
        if frames.count > 1 { frames.removeLast() }
    }
}
