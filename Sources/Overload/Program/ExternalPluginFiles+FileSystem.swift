import Foundation

extension ExternalPluginFiles {
    /// What the file system says of the plugin paths of the program at `programPath` (`-`
    /// for standard input: the current folder): looked at, never run. The one answer for
    /// `overload check` and the language server.
    public static func fileSystemStatus(programPath: String) -> @Sendable (String) -> Status {
        let directory = folder(of: programPath)
        return { path in
            let file = executable(path, directory: directory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else { return .missing }
            if isDirectory.boolValue { return .folder }
            return FileManager.default.isExecutableFile(atPath: file) ? .executable : .notExecutable
        }
    }

    /// The folder a program's plugins run in and their relative paths start from.
    public static func folder(of programPath: String) -> String {
        let folder = programPath == "-" ? "." : (programPath as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// A plugin's path as written, made the program folder's when relative.
    public static func executable(_ path: String, directory: String) -> String {
        path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    }
}
