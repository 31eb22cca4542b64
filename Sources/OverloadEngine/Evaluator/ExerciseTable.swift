/// Values kept per exercise a rule binds (its state, judged steps, load tool), each exercise
/// known by a number, its slot, fixed when the replay starts.
///
/// A replay of years reads and writes these tens of thousands of times; by slot that is an
/// array index, by id string it was a hash of the id each time. Lookups by id still work, for
/// the rarer readers (the next targets, coaching, the plan projection), and an id no rule
/// binds is kept aside rather than refused.
struct ExerciseTable<Value> {
    /// The slot of each exercise id a rule binds.
    let slots: [String: Int]
    private var slotted: [Value?]
    private var others: [String: Value] = [:]

    /// An empty table over `slots`, numbered from 0.
    init(slots: [String: Int]) {
        self.slots = slots
        slotted = Array(repeating: nil, count: slots.count)
    }

    /// The value in `slot`. Modified in place (`table[slot: slot]?.append(x)`): the value is
    /// not copied out and back, so an array in it stays unshared and grows without a copy.
    subscript(slot slot: Int) -> Value? {
        get { slotted[slot] }
        _modify { yield &slotted[slot] }
    }

    /// The value of exercise `id`.
    subscript(id: String) -> Value? {
        get {
            if let slot = slots[id] { return slotted[slot] }
            return others[id]
        }
        set {
            if let slot = slots[id] {
                slotted[slot] = newValue
            } else {
                others[id] = newValue
            }
        }
    }

    /// Every value, by exercise id.
    var byID: [String: Value] {
        var values = others
        for (id, slot) in slots {
            if let value = slotted[slot] { values[id] = value }
        }
        return values
    }
}

/// A table of Sendable values is Sendable: it is plain arrays and a dictionary.
extension ExerciseTable: Sendable where Value: Sendable {}
