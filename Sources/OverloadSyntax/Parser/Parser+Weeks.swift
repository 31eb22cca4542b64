extension Parser {
    // week := "week" weeks kind? (":" body)?
    /// Inside a day, a week's body holds the day's lines: no days nest there.
    mutating func parseWeek(in context: StatementContext) -> Statement {
        let keyword = advance()
        guard let selector = parseWeekSelector() else { return .error(keyword.range.union(skipLine())) }
        let kind = parseWeekKind()
        let headerEnd = kind?.1.end ?? selector.range.end
        if atLineEnd, !(check(.newline) && peek(1).kind == .indent) {
            expectLineEnd(after: "the week")
            if kind == nil {
                error(.expectedToken, "expected a week kind or ':' after the week", at: .empty(at: headerEnd),
                      help: "write 'week 4 deload', or 'week 4: bench 3x5 @ 60%' with what that week does")
            }
            return .week(WeekDeclaration(weeks: selector, kind: kind?.0, kindRange: kind?.1, body: [], isInline: false,
                                         range: SourceRange(keyword.range.start, headerEnd)))
        }
        guard expectColon(after: "the week", headerEnd: headerEnd) else { return .error(keyword.range.union(skipLine())) }
        let bodyContext: StatementContext = context == .day ? .day : .weekBlock
        let (body, isInline) = parseBody(in: bodyContext, header: SourceRange(keyword.range.start, headerEnd))
        let end = body.last?.range ?? SourceRange(keyword.range.start, headerEnd)
        return .week(WeekDeclaration(weeks: selector, kind: kind?.0, kindRange: kind?.1, body: body, isInline: isInline,
                                     range: keyword.range.union(end)))
    }

    // weeks := week-item ("," week-item)* ; week-item := NUMBER (".." NUMBER)?
    mutating func parseWeekSelector() -> WeekSelector? {
        var items: [WeekSelector.Item] = []
        let start = current.range.start
        repeat {
            guard check(.number) else {
                error(.invalidWeekSpec, "expected a week number, found \(describeCurrent())", at: current.range,
                      help: "write a week, a range or a list: 'week 4', 'week 1..3', 'week 5, 7'")
                return nil
            }
            let first = weekNumber()
            if match(.dotDot) != nil {
                guard check(.number) else {
                    error(.invalidWeekSpec, "expected the last week of the range after '..'", at: current.range,
                          help: "write a range of weeks as '1..3'")
                    return nil
                }
                let last = weekNumber()
                if last.magnitude < first.magnitude {
                    error(.invalidWeekSpec, "week range runs backwards", at: first.range.union(last.range),
                          help: "write the first week first, as in 'week 1..3'")
                }
                items.append(.range(QuantityRange(first, last, style: .dots, range: first.range.union(last.range))))
            } else {
                items.append(.single(first))
            }
        } while check(.comma) && peek(1).kind == .number && advance().kind == .comma
        return WeekSelector(items: items, range: SourceRange(start, previous.range.end))
    }

    /// A week number (the current token), reported unless it is a whole number from 1.
    mutating func weekNumber() -> Quantity {
        let week = plainNumber(from: advance(), what: "a week number")
        if week.magnitude < 1 || !week.isInteger {
            error(.invalidWeekSpec, "week numbers are whole numbers from 1", at: week.range,
                  help: "the first week of a program is 'week 1'")
        }
        return week
    }

    /// An optional `regular`, `deload`, `peak` or `test` after a week selector.
    mutating func parseWeekKind() -> (WeekKind, SourceRange)? {
        guard check(.word) else { return nil }
        if let kind = current.keyword?.weekKind {
            return (kind, advance().range)
        }
        let word = text(current).lowercased()
        if peek(1).kind == .colon || peek(1).kind == .newline || peek(1).kind == .endOfFile {
            let suggestion = closest(to: word, in: WeekKind.allCases.map(\.rawValue))
            error(.invalidWeekSpec, "unknown week kind '\(text(current))'", at: current.range,
                  label: suggestion.map { "did you mean '\($0)'?" },
                  fixIts: suggestion.map { [FixIt(replace: current.range, with: $0)] } ?? [],
                  help: "a week is regular, deload, peak or test")
            advance()
        }
        return nil
    }
}
