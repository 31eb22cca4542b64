import Overload
import OverloadEngine
import Testing

/// One test of the ASCII controls for the journal's text and for what the engine prints from
/// outside: the screen refuses the C1 controls and bidirectional marks besides.
@Suite struct ASCIIControlTests {
    @Test func theScreenRefusesExactlyTheASCIIControlsBelowDEL() {
        for value in UInt8(0)...0x7F {
            let scalar = Unicode.Scalar(value)
            #expect(ScreenText.isControl(scalar) == scalar.isASCIIControl, "\(value)")
            #expect(scalar.isASCIIControl == (value < 0x20 || value == 0x7F), "\(value)")
        }
        for value: UInt8 in [0x80, 0x85, 0x9F] {
            #expect(ScreenText.isControl(Unicode.Scalar(value)) && !Unicode.Scalar(value).isASCIIControl)
        }
        #expect(!Unicode.Scalar(UInt8(0xA0)).isASCIIControl && !ScreenText.isControl(Unicode.Scalar(UInt8(0xA0))))
    }
}
