import OverloadSyntax

/// Which files an `include` or `use` line may bring in: a program or journal is code from
/// anywhere, and what it names is read and quoted in diagnostics, so it must not reach files
/// of the machine it is checked on (`include "/etc/passwd"`, `use "../../.env"`).
///
/// Confined (the default), a line may name only `.lift` files inside the folder tree of the
/// file the reading started from (the program or journal given to the command): an absolute
/// path or a `..` that leads out of that folder is refused, and so is a path whose symbolic
/// links lead out, when the policy can follow links (``realPath``). Unrestricted (the
/// command line's `--allow-outside-includes`), the folder rule is lifted; the `.lift` rule
/// stays. Every loader (program includes, `use`, journal includes) asks the same policy,
/// so an editor integration that reads through them is confined the same way.
public struct SourcePathPolicy: Sendable {
    /// Whether a line may name a file outside the starting file's folder tree.
    public var allowsOutsideFolder: Bool
    /// The path with its symbolic links followed (nil when it cannot be resolved, such as a
    /// missing file), so a link inside the tree that points out of it is seen; nil when the
    /// reader cannot tell (paths are then compared as written).
    public var realPath: (@Sendable (String) -> String?)?

    /// Creates a policy.
    public init(allowsOutsideFolder: Bool, realPath: (@Sendable (String) -> String?)? = nil) {
        self.allowsOutsideFolder = allowsOutsideFolder
        self.realPath = realPath
    }

    /// Only `.lift` files inside the starting file's folder tree, paths compared as written.
    public static let confined = SourcePathPolicy(allowsOutsideFolder: false)
    /// `.lift` files anywhere.
    public static let unrestricted = SourcePathPolicy(allowsOutsideFolder: true)

    /// The policy loaders use when none is passed: confined unless the caller (the command
    /// line, for `--allow-outside-includes`) runs them under another. A new thread does not
    /// inherit it: code that reads on a thread of its own carries it over (`withValue`).
    @TaskLocal public static var current: SourcePathPolicy = .confined

    /// Why a file may not be read.
    public enum Refusal: Sendable, Hashable {
        /// The path leads out of `folder` (the starting file's folder; `.` for the current one).
        case outsideFolder(folder: String)
        /// The file's name does not end in `.lift`.
        case notLift
    }

    /// Why `target` (a path already joined to the including file's folder, see
    /// ``JournalIncludePath``) may not be read when the reading started from the file named
    /// `root`; nil when it may.
    public func refusal(of target: String, root: String) -> Refusal? {
        guard target.lowercased().hasSuffix(".lift") else { return .notLift }
        if allowsOutsideFolder { return nil }
        let folder = Self.folder(of: root)
        guard Self.path(JournalIncludePath.normalized(target), isInside: folder) else {
            return .outsideFolder(folder: folder)
        }
        if let realPath, let real = realPath(target), let realFolder = realPath(folder),
            !Self.path(real, isInside: realFolder) {
            return .outsideFolder(folder: folder)
        }
        return nil
    }

    /// The folder that holds the file named `root` (`.` for a bare name or standard input).
    static func folder(of root: String) -> String {
        let normalized = JournalIncludePath.normalized(root)
        guard let slash = normalized.lastIndex(of: "/") else { return "." }
        let folder = String(normalized[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// Whether the normalized `path` lies in `folder` or below it.
    static func path(_ path: String, isInside folder: String) -> Bool {
        if folder == "." {
            return !path.hasPrefix("/") && path != ".." && !path.hasPrefix("../")
        }
        if folder == "/" { return path.hasPrefix("/") }
        return path.hasPrefix(folder + "/")
    }

    /// The error an `include` or `use` line (`keyword`) naming `written` gets for `refusal`.
    public func diagnostic(
        for refusal: Refusal, keyword: String, written: String, at range: SourceRange
    ) -> Diagnostic {
        switch refusal {
        case .outsideFolder(let folder):
            let place = folder == "." ? "the current folder" : "'\(folder)'"
            return .error(
                .includeOutsideFolder, "'\(written)' is outside the folder of the file being read; it is not read",
                at: range, label: "only files in \(place) and below",
                help: "a program or journal may \(keyword) files in its own folder and below; "
                    + "to read this one on purpose, pass --allow-outside-includes")
        case .notLift:
            return .error(
                .includeNotLift, "'\(written)' is not a .lift file; it is not read", at: range,
                help: "\(keyword) reads only programs and journals, files whose names end in .lift")
        }
    }
}
