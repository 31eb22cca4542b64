#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why an append to a journal failed. Unless `journalChanged` is true, the journal file is
/// exactly as it was and no temporary file is left behind.
public struct JournalWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The step of the safe write that failed.
    public enum Step: String, Sendable, Hashable, CaseIterable {
        /// Finding the journal's real path and folder.
        case resolve
        /// Taking the exclusive lock on the sibling lock file.
        case lock
        /// Reading the current journal.
        case read
        /// Creating or writing the temporary file.
        case write
        /// Flushing the temporary file to disk.
        case sync
        /// Renaming the temporary file over the journal.
        case replace
        /// Flushing the folder so the rename survives a power cut (the journal has changed).
        case syncDirectory
    }

    /// The journal path the caller gave.
    public let path: String
    /// The step that failed.
    public let step: Step
    /// The C library's error number (`errno`), or 0 when the failure was not a system call.
    public let systemError: Int32
    /// A sentence for the lifter: what failed, on which file, and why.
    public let message: String

    /// Whether the journal already holds the new text: only when flushing the folder failed
    /// after the rename, so the append may not survive a power cut.
    public var journalChanged: Bool { step == .syncDirectory }

    /// The message.
    public var description: String { message }

    init(path: String, step: Step, file: String, systemError: Int32) {
        self.path = path
        self.step = step
        self.systemError = systemError
        let reason = systemError == 0 ? "unknown error" : String(cString: strerror(systemError))
        let action: String
        switch step {
        case .resolve: action = "cannot find the folder of \(file)"
        case .lock: action = "cannot lock \(file)"
        case .read: action = "cannot read \(file)"
        case .write: action = "cannot write the temporary file \(file)"
        case .sync: action = "cannot flush the temporary file \(file) to disk"
        case .replace: action = "cannot replace \(path) with \(file)"
        case .syncDirectory: action = "cannot flush the folder \(file) to disk"
        }
        let outcome =
            step == .syncDirectory
            ? "the entry was written to \(path) but may not survive a power cut"
            : "\(path) was not changed"
        message = "\(action): \(reason); \(outcome)"
    }
}
