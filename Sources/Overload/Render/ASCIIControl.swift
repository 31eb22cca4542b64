extension Unicode.Scalar {
    /// Whether the scalar is a C0 control (line breaks and tabs too) or DEL: what acts on a
    /// line or a terminal instead of showing. Journal text writes none of them bare, and
    /// text from outside the program (``ScreenText`` in the engine) is refused with one.
    public var isASCIIControl: Bool { value < 0x20 || value == 0x7F }
}
