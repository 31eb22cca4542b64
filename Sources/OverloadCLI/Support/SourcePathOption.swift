import Foundation
import Overload

/// The rule for what `include` and `use` lines may read during one command: confined to the
/// given file's folder tree, symbolic links followed, unless `--allow-outside-includes`.
func sourcePathPolicy(for arguments: ParsedArguments) -> SourcePathPolicy {
    SourcePathPolicy(allowsOutsideFolder: arguments.flag("allow-outside-includes"), realPath: realPath)
}

/// The path with its symbolic links followed, or nil when it does not exist.
@Sendable func realPath(_ path: String) -> String? {
    guard let resolved = Glibc.realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
