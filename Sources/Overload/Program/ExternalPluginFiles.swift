import OverloadSyntax

/// `overload check`'s look at the files a program's `plugin` lines name (W0531): whether each
/// is there and may be run. It only looks: nothing is run, and the file system is asked
/// through the function passed in, so the check itself stays a pure function of its inputs.
public enum ExternalPluginFiles {
    /// What the file system says of a plugin's path.
    public enum Status: Sendable, Hashable {
        /// A file that may be run.
        case executable
        /// Nothing at that path.
        case missing
        /// A folder, not a program.
        case folder
        /// A file without permission to run.
        case notExecutable
    }

    /// A warning at the path of every `plugin` line in `document` whose file is not there or
    /// may not be run. `status` is asked with the path as written (relative to the program's folder).
    public static func diagnostics(in document: Document, status: (String) -> Status) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for statement in document.statements {
            guard case .plugin(let declaration) = statement, !declaration.path.value.isEmpty else { continue }
            let path = declaration.path.value
            let name = declaration.name.name
            switch status(path) {
            case .executable:
                continue
            case .missing:
                found.append(.warning(
                    .pluginFileProblem, "the plugin '\(name)' names \(path), which is not there", at: declaration.path.range,
                    label: "looked for beside the program",
                    help: "a relative path is the program file's folder's; until the file is there, the rule's fallback answers"))
            case .folder:
                found.append(.warning(
                    .pluginFileProblem, "the plugin '\(name)' names \(path), which is a folder", at: declaration.path.range,
                    label: "not a program", help: "name the program to run, as in 'plugin \(name) exec \"./\(name).sh\"'"))
            case .notExecutable:
                found.append(.warning(
                    .pluginFileProblem, "the plugin '\(name)' names \(path), which may not be run", at: declaration.path.range,
                    label: "no permission to run it", help: "allow it with 'chmod +x \(path)'"))
            }
        }
        return found
    }
}
