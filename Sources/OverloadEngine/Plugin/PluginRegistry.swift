import OverloadSyntax

/// The progressions a program's rules may name, by name. Passed into the engine, never a
/// global: the CLI builds one from the standard plugins (and, later, the program's scripts).
public struct PluginRegistry: Sendable {
    /// The plugins by lowercased name.
    public private(set) var plugins: [String: any ProgressionPlugin] = [:]

    /// A registry of these plugins; a later plugin of the same name replaces an earlier one.
    public init(_ plugins: [any ProgressionPlugin] = []) {
        for plugin in plugins { register(plugin) }
    }

    /// Adds or replaces a plugin.
    public mutating func register(_ plugin: any ProgressionPlugin) {
        plugins[plugin.name.lowercased()] = plugin
    }

    /// The plugin called `name` (any case), if registered.
    public func plugin(named name: String) -> (any ProgressionPlugin)? {
        plugins[name.lowercased()]
    }

    /// Every name, sorted.
    public var names: [String] { plugins.keys.sorted() }
}
