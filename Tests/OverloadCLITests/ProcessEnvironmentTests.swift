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

    /// One variable read with `getenv` is the one the whole environment holds; a console given
    /// an environment answers from it alone.
    @Test func aVariableIsTheEnvironmentsValue() {
        let environment = ProcessInfo.processInfo.environment
        let standard = Console.standard()
        for name in Array(environment.keys) + ["OVERLOAD_NO_SUCH_VARIABLE"] {
            #expect(standard.variable(name) == environment[name], "\(name)")
        }
        let given = Console(environment: ["NO_COLOR": "1", "TERM": "xterm"], terminal: true)
        #expect(given.variable("NO_COLOR") == "1")
        #expect(given.variable("PATH") == nil)
        #expect(!given.useColorOnErrors && !given.useColorOnOutput)
        #expect(Console(environment: ["TERM": "xterm"], terminal: true).useColorOnErrors)
        #expect(!Console(environment: ["TERM": "dumb"], terminal: true).useColorOnOutput)
    }

    @Test func anEntryIsSplitAtItsFirstEqualsSign() {
        #expect(ProcessEnvironment.entry("A=b=c")?.name == "A")
        #expect(ProcessEnvironment.entry("A=b=c")?.value == "b=c")
        #expect(ProcessEnvironment.entry("EMPTY=")?.value == "")
        #expect(ProcessEnvironment.entry("NOEQUALS") == nil)
    }
}
