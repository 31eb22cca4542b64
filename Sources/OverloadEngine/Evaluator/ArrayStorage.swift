/// Whether two arrays are one array: the same storage, so the same elements.
///
/// A memo that keeps an array alive can know it again by its storage: while the memo holds it,
/// no other array can have that storage, and an array shared cannot be changed in place (a
/// change copies it first). Empty arrays are one whatever their storage.
enum ArrayStorage {
    static func same<Element>(_ first: [Element], _ second: [Element]) -> Bool {
        guard first.count == second.count else { return false }
        guard !first.isEmpty else { return true }
        // Both arrays are alive while compared, so their addresses are compared in place.
        return first.withUnsafeBufferPointer { one in second.withUnsafeBufferPointer { other in one.baseAddress == other.baseAddress } }
    }
}
