import Overload
import OverloadEngine
import OverloadSyntax

extension ReplSession {
    /// `bench: tm * 85%`: a script expression evaluated for an exercise, printed with its
    /// unit (see `ScriptProbe` for what it sees). False when `input` is not of that shape (a
    /// name, ':', an expression, on one line), so it is read as the language instead.
    func evaluateScriptExpression(_ input: String, console: inout Console) -> Bool {
        let typed = SourceFile(name: "<repl>", text: input)
        guard let (name, expression) = Self.scriptShape(typed.bytes) else { return false }
        guard let compiled = program?.workspace.compiled else {
            console.printError("error: the program has errors; fix them and ':reload'")
            return true
        }
        var composition = ReplComposition(base: Array("progression repl():\n".utf8), typed: typed)
        composition.append(typed: expression, indent: 2)
        let parsed = Parser.parse(composition.source(named: "<repl>"))
        if report(parsed.diagnostics, of: composition, console: &console) { return true }
        guard case .progression(let declaration)? = parsed.document.statements.first,
              case .expression(let value, _)? = declaration.body.first, declaration.body.count == 1
        else {
            console.printError("error: after '\(Self.text(typed.bytes[name])):' goes one expression, as in 'bench: tm * 85%'")
            return true
        }
        let exercise = ExerciseName(Self.text(typed.bytes[name]), isQuoted: false, range: SourceRange(name.lowerBound, name.upperBound))
        // With a journal, the rules' state after it: the training max as `next` uses it.
        var states: [String: PluginState] = [:]
        var calendar: ProgramCalendar?
        // Through the engine commands' inputs, so a rule that stopped with an error says so.
        if options.journal != nil, var inputs = inputs(console: &console), let evaluation = inputs.workspace.next() {
            keep(inputs)
            _ = EngineInputs.reportFailures(evaluation.failures, diagnostics: nil, console: &console)
            states = evaluation.states
            calendar = evaluation.next?.calendar
        }
        switch ScriptProbe.evaluate(value, source: composition.source(named: "<repl>"), exercise: exercise, program: compiled,
                                    states: states, calendar: calendar) {
        case .value(let text):
            console.print("\(exercise.text): \(text)")
        case .failure(let diagnostic):
            var printer = DiagnosticPrinter(format: nil)
            if diagnostic.code == .unknownExercise {
                printer.report([diagnostic], in: typed, console: &console)
            } else {
                report([diagnostic], of: composition, console: &console)
            }
        }
        return true
    }

    /// The name and expression of `NAME: EXPRESSION` on one line (the name letters, digits,
    /// spaces and hyphens, not starting with a keyword that opens a block); nil otherwise.
    static func scriptShape(_ bytes: [UInt8]) -> (name: Range<Int>, expression: Range<Int>)? {
        guard !bytes.contains(UInt8(ascii: "\n")) || bytes.last == UInt8(ascii: "\n") && bytes.filter({ $0 == 10 }).count == 1,
              let colon = bytes.firstIndex(of: UInt8(ascii: ":"))
        else { return nil }
        var start = 0
        while start < colon, bytes[start] == UInt8(ascii: " ") { start += 1 }
        let nameBytes = bytes[start..<colon]
        guard let first = nameBytes.first, Self.isLetter(first),
              nameBytes.allSatisfy({ isLetter($0) || ($0 >= 48 && $0 <= 57) || $0 == 32 || $0 == 45 })
        else { return nil }
        let name = text(nameBytes)
        let firstWord = name.split(separator: " ").first.map(String.init)?.lowercased() ?? ""
        guard !blockKeywords.contains(firstWord) else { return nil }
        var end = bytes.count
        while end > colon + 1, [10, 13, 32, 9].contains(bytes[end - 1]) { end -= 1 }
        var expressionStart = colon + 1
        while expressionStart < end, bytes[expressionStart] == UInt8(ascii: " ") { expressionStart += 1 }
        guard expressionStart < end else { return nil }
        var nameEnd = colon
        while nameEnd > start, bytes[nameEnd - 1] == UInt8(ascii: " ") { nameEnd -= 1 }
        return (start..<nameEnd, expressionStart..<end)
    }

    /// The words that open a block or a program line ending in ':'.
    static let blockKeywords: Set<String> = [
        "day", "week", "wave", "template", "progress", "progression", "equipment", "exercise", "superset", "log", "if", "else", "for",
    ]

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte >= 0x80
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
