import OverloadEngine

/// The built-in progression plugins, written only against the public plugin API.
public enum StandardPlugins {
    /// Every built-in plugin.
    public static let all: [any ProgressionPlugin] = [
        LinearProgression(), TrainingMaxProgression.tm, TrainingMaxProgression.nsuns, DoubleProgression(),
        GZCLPProgression(), RPEProgression(), TopSetProgression(), BlockProgression(), PaceProgression(),
        MileageProgression(), GraduateProgression(),
    ]

    /// A registry of the built-in plugins.
    public static var registry: PluginRegistry { PluginRegistry(all) }
}
