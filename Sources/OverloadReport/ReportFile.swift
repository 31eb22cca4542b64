import Foundation

/// Writes the report whole or not at all: to a temporary file beside the target, then
/// renamed over it, so a full disk or a killed process never leaves half a page.
public enum ReportFile {
    /// Why the report could not be written.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        /// The path and the reason, as the command line prints them.
        public var description: String
    }

    /// Writes `text` to `path`.
    /// - Throws: ``WriteError`` with the path and the reason.
    public static func write(_ text: String, to path: String) throws(WriteError) {
        let target = URL(fileURLWithPath: path)
        let directory = target.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw WriteError(description: "cannot write the report to '\(path)': it is a directory")
        }
        try refuseToReplaceWhatIsNotAReport(path)
        let temporary = directory.appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
        } catch {
            throw WriteError(description: "cannot write the report to '\(path)': \(reason(error))")
        }
        if rename(temporary.path, target.path) != 0 {
            let message = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(description: "cannot write the report to '\(path)': \(message)")
        }
    }

    /// A report never replaces a program, a journal or any other file that is not a report
    /// written before (a page or its figures): `--output journal.lift` is a slip of the
    /// finger that would lose the training log.
    static func refuseToReplaceWhatIsNotAReport(_ path: String) throws(WriteError) {
        if path.lowercased().hasSuffix(".lift") {
            throw WriteError(description: "cannot write the report to '\(path)': a .lift file is a program or a journal; "
                + "nothing was written (write it to a .html file)")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 16)) ?? Data()
        let text = String(decoding: start, as: UTF8.self).lowercased()
        guard !start.isEmpty, !text.hasPrefix("<!doctype html"), !text.hasPrefix("{") else { return }
        throw WriteError(description: "cannot write the report to '\(path)': the file is there and is not a report; "
            + "nothing was written (choose another file, or remove it first)")
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileNoSuchFileError || nsError.code == NSFileWriteNoPermissionError
            || nsError.code == 4 {
            return nsError.code == NSFileWriteNoPermissionError ? "permission denied" : "no such directory"
        }
        return nsError.localizedDescription
    }
}
