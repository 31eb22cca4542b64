extension Array {
    /// In an array sorted by `key`, the index of the last element whose key is at most
    /// `value` (0 when none is): the line holding a byte offset among line starts, the
    /// segment holding an offset among segment starts.
    @inlinable
    public func lastIndex(by key: (Element) -> Int, atMost value: Int) -> Int {
        var low = 0
        var high = count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if key(self[mid]) <= value { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
