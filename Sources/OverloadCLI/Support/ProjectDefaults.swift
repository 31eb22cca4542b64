import Foundation
import Overload

/// The project file (`overload.json`) of the current folder, for a command that was not
/// given its program or journal. Explicit arguments always win, and a command given all it
/// needs reads no project file at all.
struct ProjectDefaults {
    var file: ProjectFile
    /// The file's source and warnings (an unknown key), printed when the command runs.
    var source: SourceFile
    var warnings: [Diagnostic]

    /// The project file of the current folder; nil when `needed` is false or there is none.
    /// - Throws: ``ProjectFileProblem`` for one that cannot be read or has an error.
    static func lookup(needed: Bool, folder: String = FileManager.default.currentDirectoryPath) throws(ProjectFileProblem)
        -> ProjectDefaults? {
        guard needed else { return nil }
        let path = (folder as NSString).appendingPathComponent(ProjectFile.name)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ProjectFileProblem(source: SourceFile(name: ProjectFile.name, bytes: []), diagnostics: [
                .error(.projectFileMalformed, "cannot read the project file", at: SourceRange(0, 0), label: "unreadable"),
            ])
        }
        let source = SourceFile(name: ProjectFile.name, bytes: Array(data))
        let (file, diagnostics) = ProjectFile.read(source)
        guard let file else { throw ProjectFileProblem(source: source, diagnostics: diagnostics) }
        return ProjectDefaults(file: file, source: source, warnings: diagnostics)
    }

    /// Prints the project file's warnings.
    func reportWarnings(console: inout Console) {
        let renderer = DiagnosticRenderer(useColor: console.useColorOnErrors)
        for warning in warnings { console.printError(renderer.render(warning, in: source)) }
    }
}

/// A project file with an error: the command stops with its diagnostics (exit 65).
struct ProjectFileProblem: Error {
    var source: SourceFile
    var diagnostics: [Diagnostic]

    func report(console: inout Console) -> Int32 {
        let renderer = DiagnosticRenderer(useColor: console.useColorOnErrors)
        for diagnostic in diagnostics { console.printError(renderer.render(diagnostic, in: source)) }
        return ExitCode.dataError
    }
}
