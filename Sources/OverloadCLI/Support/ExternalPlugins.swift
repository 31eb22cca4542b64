import Foundation
import Overload
import OverloadEngine

/// How the CLI runs a program's external plugins (docs/plugins.md): only when the user allows
/// it, one process per call, without a shell, in the program file's folder, the request on
/// standard input and one JSON object expected on standard output.
enum ExternalPlugins {
    /// The environment variable that allows them, as `--allow-exec` does.
    static let allowVariable = "OVERLOAD_ALLOW_EXEC"
    /// The most a plugin may print on standard output.
    static let outputLimit = 1 << 20

    /// True when `--allow-exec` is given or `OVERLOAD_ALLOW_EXEC=1` is set.
    static func allowed(flag: Bool, environment: [String: String]) -> Bool {
        allowed(flag: flag, variable: environment[allowVariable])
    }

    /// The same, given the value of `OVERLOAD_ALLOW_EXEC` alone.
    static func allowed(flag: Bool, variable value: String?) -> Bool {
        flag || value == "1"
    }

    /// A runner for the plugins of the program at `programPath` (`-` for standard input: the
    /// current folder).
    static func runner(programPath: String) -> ExternalRunner {
        let directory = folder(of: programPath)
        return ExternalRunner { plugin, request in
            run(plugin, request: request, directory: directory)
        }
    }

    /// What `overload check` says of the plugins' files (W0531): looked at, never run.
    static func fileStatus(programPath: String) -> (String) -> ExternalPluginFiles.Status {
        ExternalPluginFiles.fileSystemStatus(programPath: programPath)
    }

    /// The folder a program's plugins run in and their relative paths start from.
    static func folder(of programPath: String) -> String {
        ExternalPluginFiles.folder(of: programPath)
    }

    /// A plugin's path as written, made the program folder's when relative.
    static func executable(_ path: String, directory: String) -> String {
        ExternalPluginFiles.executable(path, directory: directory)
    }

    static func run(_ plugin: ExternalPlugin, request: JSONValue, directory: String) -> ExternalAnswer {
        // A relative path is the program folder's; the process runs there, so it is given as is.
        let executable = executable(plugin.path, directory: directory)
        let input = Array(JSONWriter.write(request, style: .canonical).utf8) + [UInt8(ascii: "\n")]
        let result = ChildProcess.run(executable: absolute(executable), directory: directory, input: input,
                                      timeout: plugin.timeoutSeconds, outputLimit: outputLimit)
        let said = quoted(result.errorOutput).map { "; it said: \($0)" } ?? ""
        switch result.ending {
        case .couldNotStart(let why):
            return .failed("could not start \(plugin.path) (\(why))")
        case .timedOut:
            return .failed("no answer within its time limit of \(NumberFormat.canonical(plugin.timeoutSeconds, maxDecimals: 2)) s, "
                + "so it was stopped\(said)")
        case .outputTooLong:
            return .failed("printed more than \(outputLimit / 1024) KiB, so it was stopped\(said)")
        case .signalled(let signal):
            return .failed("crashed (signal \(signal))\(said)")
        case .exited(let status) where status != 0:
            return .failed("exited with status \(status)\(said)")
        case .exited:
            guard let json = object(result.output) else {
                let shown = quoted(result.output).map { ": \($0)" } ?? ": nothing"
                return .failed("printed something other than one JSON object\(shown)\(said)")
            }
            return .answered(json, said: quoted(result.errorOutput))
        }
    }

    /// The output read as exactly one JSON object (spaces and line breaks around it allowed).
    static func object(_ bytes: [UInt8]) -> JSONValue? {
        let trimmed = bytes.drop { isSpace($0) }.reversed().drop { isSpace($0) }.reversed()
        guard trimmed.first == UInt8(ascii: "{"), trimmed.last == UInt8(ascii: "}") else { return nil }
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(trimmed)), value.objectValue != nil else { return nil }
        return value
    }

    /// Text a plugin printed, on one line, shortened to 200 Unicode scalars (a character may
    /// hold any number), in quotes, with anything that would act on the screen (an escape, a
    /// bidi override) shown as `?`; nil when it printed nothing.
    static func quoted(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " / ")
        guard !text.isEmpty else { return nil }
        let limit = 200
        let scalars = text.unicodeScalars
        let short = scalars.count > limit ? String(String.UnicodeScalarView(scalars.prefix(limit))) + "..." : text
        return "\"" + ScreenText.shown(short) + "\""
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
