/// A name's fingerprint: a 64-bit hash of its bytes (FNV-1a). A state key or a rule slot
/// computes its own once, where it is declared, and a state or a rule's arguments keep one
/// beside each name they hold: finding a name among a rule's few is then a comparison of two
/// integers, where comparing names that differ was a call into the runtime, and a rule asks
/// for its keys and slots at every session of years. Names whose fingerprints agree are still
/// compared as text, so two names that share one cost a comparison, never a wrong answer.
@usableFromInline enum NamePrint {
    @usableFromInline static func of(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
