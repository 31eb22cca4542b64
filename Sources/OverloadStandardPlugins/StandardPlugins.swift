import Overload

/// The built-in progression plugins. Written only against the public plugin API.
public enum StandardPlugins {}
