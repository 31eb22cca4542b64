import Foundation
import Testing

@testable import OverloadCLI

/// The process's console reads its environment from the C library's list directly; it must be
/// the environment Foundation gives, since child processes (external plugins) get it whole.
@Suite struct ProcessEnvironmentTests {
    @Test func theEnvironmentIsFoundationsEnvironment() {
        #expect(ProcessEnvironment.current() == ProcessInfo.processInfo.environment)
    }

    @Test func theStandardConsoleHasTheProcessEnvironment() {
        #expect(Console.standard().environment == ProcessInfo.processInfo.environment)
    }

    @Test func anEntryIsSplitAtItsFirstEqualsSign() {
        #expect(ProcessEnvironment.entry("A=b=c")?.name == "A")
        #expect(ProcessEnvironment.entry("A=b=c")?.value == "b=c")
        #expect(ProcessEnvironment.entry("EMPTY=")?.value == "")
        #expect(ProcessEnvironment.entry("NOEQUALS") == nil)
    }
}
