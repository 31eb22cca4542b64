import Foundation
import Overload
@testable import OverloadCLI
import OverloadEngine
@testable import OverloadLanguageServer
import OverloadStandardPlugins
import Testing

/// The language server runs rules with the registry it is given, and `overload lsp` gives it
/// the command line's (``CLI/main(arguments:registry:)``): a plugin of one's own is checked,
/// completed and hovered as a built-in one.
@Suite(.serialized) struct RegistryTests {
    /// A rule that keeps the plan's targets.
    struct Steady: ProgressionPlugin {
        let name = "steady"
        let summary = "the plan's targets, always"
        let syntax = RuleSyntax([])
        func prescribe(_ input: PrescribeInput) -> [SetPrescription] { input.planned }
        func advance(_ input: SessionInput) -> PluginStep { PluginStep(state: input.state) }
    }

    static let uri = "file:///tmp/overload-registry/program.lift"
    static let program = "program \"Steady\"\nunit kg\n\nday \"A\":\n  squat 3x5 @ 100kg\n\nprogress squat: steady\n"

    static var registry: PluginRegistry {
        var registry = StandardPlugins.registry
        registry.register(Steady())
        return registry
    }

    /// The diagnostics of the program and the hover on its rule's name, from `server`.
    static func answers(_ server: LanguageServer) -> (diagnostics: String, hover: String) {
        var harness = ServerHarness(server: server)
        _ = harness.initialize()
        _ = harness.notify("initialized", .object([:]))
        let diagnostics = harness.open(uri, program)
        let hover = harness.request("textDocument/hover", ServerHarness.at(uri, ServerHarness.position(6, 18)))
        return (JSONText.string(.array(diagnostics)), JSONText.string(hover))
    }

    @Test func theServerRunsTheRegistryItIsGiven() {
        let own = Self.answers(LanguageServer(registry: Self.registry))
        #expect(!own.diagnostics.contains("E0501"), "\(own.diagnostics)")
        #expect(own.hover.contains("the plan's targets, always"), "\(own.hover)")
        let standard = Self.answers(LanguageServer(registry: StandardPlugins.registry))
        #expect(standard.diagnostics.contains("E0501"))
        #expect(!standard.hover.contains("the plan's targets, always"))
    }

    @Test func completionOffersTheRegistrysPlugins() {
        var harness = ServerHarness(server: LanguageServer(registry: Self.registry))
        _ = harness.initialize()
        _ = harness.notify("initialized", .object([:]))
        harness.open(Self.uri, Self.program)
        let completion = harness.request("textDocument/completion", ServerHarness.at(Self.uri, ServerHarness.position(6, 16)))
        #expect(JSONText.string(completion).contains("\"steady\""), "\(JSONText.string(completion))")
    }

    /// `overload lsp` over pipes, in process, with the registry the command line holds.
    @Test func theCommandServesWithTheCommandLinesRegistry() throws {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        #expect(pipe(&input) == 0 && pipe(&output) == 0)
        let log = open("/dev/null", O_WRONLY)
        func framed(_ body: String) -> [UInt8] { Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }
        let text = JSONText.string(.string(Self.program))
        let messages = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(Self.uri)","languageId":"overload","version":1,"text":\#(text)}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(Self.uri)"},"position":{"line":6,"character":18}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ].flatMap(framed)
        _ = messages.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) }
        close(input[1])
        let status = CommandPlugins.$registry.withValue(Self.registry) {
            LanguageServerCommand.serve(input: input[0], output: output[1], log: log)
        }
        #expect(status == 0)
        // Everything is written once the server returns: read what the pipe holds.
        _ = fcntl(output[0], F_SETFL, fcntl(output[0], F_GETFL) | O_NONBLOCK)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(output[0], $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        for descriptor in [input[0], output[0], output[1], log] { close(descriptor) }
        #expect(String(decoding: received, as: UTF8.self).contains("the plan's targets, always"))
    }
}
