import OverloadEngine
import OverloadStandardPlugins

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The progression plugins the commands run rules with: one registry for the whole command
/// line, given at its entry (``CLI/main(arguments:registry:)``), ``StandardPlugins/registry``
/// unless a binary of one's own adds plugins (docs/plugins.md, "Writing a plugin in Swift").
enum CommandPlugins {
    /// The registry of the command being run.
    @TaskLocal static var registry: PluginRegistry = StandardPlugins.registry
}

extension CLI {
    /// Runs a command line (without the program name) with the rules' plugins from `registry`.
    public static func run(_ arguments: [String], console: inout Console, registry: PluginRegistry) -> Int32 {
        CommandPlugins.$registry.withValue(registry) { run(arguments, console: &console) }
    }

    /// The `overload` program: runs `arguments` (the process's own, without its name, by
    /// default) with the rules' plugins from `registry` on the standard streams, and exits
    /// with the command's status. A binary with plugins of its own calls this with
    /// `StandardPlugins.registry` plus them; nil (the default) is `StandardPlugins.registry`,
    /// built only when a command first needs a rule's plugin, so that `--version`, `--help`
    /// and the commands that run no rule do not build it (half a million instructions).
    public static func main(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()), registry: PluginRegistry? = nil
    ) -> Never {
        var console = Console.standard()
        let status = registry.map { run(arguments, console: &console, registry: $0) } ?? run(arguments, console: &console)
        exit(status)
    }
}
