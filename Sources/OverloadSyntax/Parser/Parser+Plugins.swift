extension Parser {
    // plugin := "plugin" WORD "exec" STRING ("timeout" QUANTITY)?
    mutating func parsePlugin() -> Statement {
        let keyword = advance()
        let example = "plugin coach exec \"./coach.sh\" timeout 2s"
        guard check(.word) else {
            error(.invalidPluginDeclaration, "expected the plugin's name after 'plugin', found \(describeCurrent())",
                  at: current.range, help: "declare it as in '\(example)'")
            return .error(keyword.range.union(skipLine()))
        }
        let name = identifier(advance())
        guard check(.word), text(current).lowercased() == "exec" else {
            let found = describeCurrent()
            error(.invalidPluginDeclaration, "expected 'exec' after the plugin's name, found \(found)", at: current.range,
                  label: "a plugin is a program to run", help: "declare it as in '\(example)'")
            return .error(keyword.range.union(skipLine()))
        }
        let exec = advance()
        guard check(.string) else {
            error(.invalidPluginDeclaration, "expected the program's path in quotes after 'exec', found \(describeCurrent())",
                  at: check(.newline) || check(.endOfFile) ? .empty(at: exec.range.end) : current.range,
                  label: "the path is missing",
                  help: "give the executable's path, relative to this file, as in '\(example)'")
            return .error(keyword.range.union(skipLine()))
        }
        let path = takeString()
        var timeout: Quantity?
        if check(.word), text(current).lowercased() == "timeout" {
            let word = advance()
            guard check(.number) else {
                error(.invalidPluginTimeout, "expected a time after 'timeout', found \(describeCurrent())",
                      at: atLineEnd ? .empty(at: word.range.end) : current.range,
                      help: "give the longest one call may take, as in 'timeout 2s'")
                return .error(keyword.range.union(skipLine()))
            }
            timeout = quantity(from: advance())
        } else if !atLineEnd {
            error(.invalidPluginDeclaration, "unexpected \(describeCurrent()) after the plugin's path", at: current.range,
                  label: "only 'timeout' may follow", help: "declare it as in '\(example)'")
            return .error(keyword.range.union(skipLine()))
        }
        expectLineEnd(after: "the timeout")
        let end = timeout?.range ?? path.range
        return .plugin(PluginDeclaration(name: name, path: path, timeout: timeout, range: keyword.range.union(end)))
    }

    /// `coach else linear +2.5kg`: splits the external plugin off the rule's clauses. An `else`
    /// anywhere but right after the first word, or with nothing after it, is reported.
    mutating func splitFallback(_ clauses: [Clause]) -> (external: ExternalPluginUse?, clauses: [Clause])? {
        let example = "progress squat: coach else linear +2.5kg"
        var external: ExternalPluginUse?
        var result = clauses
        for (clauseIndex, clause) in clauses.enumerated() {
            for (atomIndex, atom) in clause.atoms.enumerated() {
                guard case .word(let word) = atom, word.name.lowercased() == "else" else { continue }
                guard clauseIndex == 0, atomIndex == 1, case .word(let name) = clause.atoms[0] else {
                    error(.invalidFallback, "'else' must follow the plugin's name", at: word.range,
                          label: "a fallback is written 'PLUGIN else RULE'", help: "write it as in '\(example)'")
                    return nil
                }
                let rest = Array(clause.atoms.dropFirst(2))
                guard let first = rest.first, let last = rest.last else {
                    error(.invalidFallback, "expected a built-in rule after 'else'", at: .empty(at: word.range.end),
                          label: "the fallback answers when the plugin cannot",
                          help: "name the rule that answers when '\(name.name)' does not run, as in '\(example)'")
                    return nil
                }
                external = ExternalPluginUse(name: name, elseRange: word.range)
                result[0] = Clause(rest, range: first.range.union(last.range))
            }
        }
        return (external, result)
    }
}
