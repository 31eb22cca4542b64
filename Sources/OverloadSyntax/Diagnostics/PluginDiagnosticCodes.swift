// MARK: External plugins (E053x)

extension DiagnosticCode {
    /// A `plugin` line that does not say what to run: `plugin NAME exec "PATH"`.
    public static let invalidPluginDeclaration = DiagnosticCode("E0530")
    /// A plugin's `timeout` that is not a time from 0.1 s to 60 s.
    public static let invalidPluginTimeout = DiagnosticCode("E0531")
    /// A second plugin of a name already declared.
    public static let duplicatePlugin = DiagnosticCode("E0532")
    /// `NAME else ...` where NAME is no declared plugin.
    public static let undeclaredPlugin = DiagnosticCode("E0533")
    /// An external plugin without its built-in fallback, or an `else` out of place.
    public static let invalidFallback = DiagnosticCode("E0534")
    /// `coach else NAME` where NAME is no progression overload runs itself.
    public static let unknownFallback = DiagnosticCode("E0535")
    /// A declared plugin no rule asks.
    public static let unusedPlugin = DiagnosticCode("W0530")
    /// A plugin whose file is not there or may not be run (`overload check` looks; it never runs it).
    public static let pluginFileProblem = DiagnosticCode("W0531")
}

extension DiagnosticCodeInfo {
    /// Every code reported about external plugins and the rules that use them.
    public static let plugins: [DiagnosticCodeInfo] = [
        .init(.invalidPluginDeclaration, "a 'plugin' line that does not name a program to run: plugin NAME exec \"PATH\""),
        .init(.invalidPluginTimeout, "a plugin's timeout that is not a time from 0.1 s to 60 s"),
        .init(.duplicatePlugin, "a second plugin of a name already declared"),
        .init(.undeclaredPlugin, "a rule that asks a plugin the program does not declare ('coach else ...')"),
        .init(.invalidFallback, "an external plugin used without its built-in fallback, or an 'else' out of place"),
        .init(.unknownFallback, "a fallback after 'else' that names no progression overload runs itself"),
        .init(.unusedPlugin, "a declared plugin that no rule asks: it never runs"),
        .init(.pluginFileProblem, "a plugin whose file is not there, is a folder, or may not be run"),
    ]
}
