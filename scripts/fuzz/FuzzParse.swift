// libFuzzer target: the front end. Any bytes parse without a crash; a file without syntax
// errors formats to text that parses without errors to the same tree, and formatting that
// text again changes nothing (the formatter is idempotent and keeps the tree).
import OverloadSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParse(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parsed = Parser.parse(SourceFile(name: "fuzz.lift", bytes: bytes), inParts: false)
    guard !parsed.diagnostics.hasErrors else { return 0 }
    let formatted = SourceFormatter.format(parsed)
    let reparsed = Parser.parse(SourceFile(name: "fuzz.lift", text: formatted), inParts: false)
    if reparsed.diagnostics.hasErrors {
        fail("the formatted text has syntax errors", formatted)
    }
    if ASTDump.dump(reparsed.document, source: nil) != ASTDump.dump(parsed.document, source: nil) {
        fail("formatting changed the tree", formatted)
    }
    if SourceFormatter.format(reparsed) != formatted {
        fail("formatting is not idempotent", formatted)
    }
    return 0
}

/// A broken property is a finding like a crash: stop with the text, so libFuzzer saves the input.
func fail(_ what: String, _ text: String) -> Never {
    fatalError("FUZZ PROPERTY FAILED: \(what)\n---\n\(text)---")
}
