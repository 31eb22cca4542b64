// libFuzzer target: the compiler on whatever tree the parser returns, error nodes
// included (the REPL and `check` compile parts of broken files), and `check`'s own pass.
import Overload
import OverloadSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parsed = Parser.parse(SourceFile(name: "fuzz.lift", bytes: bytes), inParts: false)
    let compiled = ProgramCompiler.compile(parsed)
    _ = PlanText(showPlates: true).render(compiled.snapshot)
    _ = Checker.check(parsed)
    return 0
}
