extension Array where Element == String {
    /// The elements with `separator` between them: what `joined(separator:)` makes.
    ///
    /// Written out because the standard library's `joined(separator:)` is generic code that,
    /// at its first call in a process, asks the runtime whether `Array` is a `Collection`,
    /// and the runtime answers by scanning every conformance record of the binary (6,320 of
    /// them, about 0.25 M instructions). `next` joined the program's path and a set's details
    /// so, and the plan's table its lines. Strings alone, so that every append is the
    /// concrete one (a `Substring` went through the generic `append(contentsOf:)`, which asked
    /// the same). `JoinedTextTests` compares both.
    func joinedText(separator: String) -> String {
        var text = ""
        var capacity = separator.utf8.count * Swift.max(count - 1, 0)
        for element in self { capacity += element.utf8.count }
        text.reserveCapacity(capacity)
        for index in indices {
            if index > startIndex { text.append(separator) }
            text.append(self[index])
        }
        return text
    }
}
