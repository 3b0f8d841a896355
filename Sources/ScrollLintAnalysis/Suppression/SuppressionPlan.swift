import ScrollLintFindings

/// The suppressions one file's directives establish, and what went wrong with its directives.
struct SuppressionPlan {
    /// One rule (or `all`) suppressed over a range of lines by one directive.
    struct Suppressor {
        var ruleID: String
        var lines: ClosedRange<Int>
        var action: SuppressionDirective.Action
        var comment: SuppressionComment
        var name: SuppressionDirective.RuleName
        var used = false
    }

    /// A directive that deserves a `superfluous-disable` finding.
    struct Problem {
        var start: SourcePosition
        var end: SourcePosition
        var message: String
    }

    private(set) var suppressors: [Suppressor] = []
    /// Problems found while reading the directives, before knowing which rules exist.
    private var malformed: [(comment: SuppressionComment, name: SuppressionDirective.RuleName?, message: String)] = []
    /// Every rule name written in a directive, for the unknown-rule check.
    private var names: [(comment: SuppressionComment, name: SuppressionDirective.RuleName, action: SuppressionDirective.Action)] = []

    init(comments: [SuppressionComment]) {
        // Open `disable` regions (suppressor indices) by rule id or `all`, closed by the next `enable`.
        var open: [String: [Int]] = [:]
        for comment in comments {
            switch SuppressionDirective.parse(comment.text) {
            case nil:
                continue
            case .malformed(.unknownAction(let action)):
                malformed.append((comment, nil, "unknown directive 'scroll-lint:\(action)'; expected disable, "
                    + "enable, disable:next, disable:previous, disable:this or disable-file"))
            case .malformed(.missingRules(let action)):
                malformed.append((comment, nil, "'scroll-lint:\(action.rawValue)' names no rule; "
                    + "write a rule id or 'all'"))
            case .directive(let directive):
                for name in directive.rules {
                    names.append((comment, name, directive.action))
                    add(directive.action, name: name, comment: comment, open: &open)
                }
            }
        }
    }

    private mutating func add(_ action: SuppressionDirective.Action, name: SuppressionDirective.RuleName,
                              comment: SuppressionComment, open: inout [String: [Int]]) {
        let id = name.id
        func suppress(_ lines: ClosedRange<Int>) {
            suppressors.append(Suppressor(ruleID: id, lines: lines, action: action, comment: comment, name: name))
        }
        switch action {
        case .disable:
            open[id, default: []].append(suppressors.count)
            suppress(comment.line...Int.max)
        case .enable:
            let closing = id == SuppressionDirective.allRules ? Array(open.keys) : [id]
            var closedAny = false
            for ruleID in closing {
                for index in open.removeValue(forKey: ruleID) ?? [] {
                    closedAny = true
                    // The region ends on the line before the `enable` (or is the one line of a
                    // disable and enable written on the same line).
                    let first = suppressors[index].lines.lowerBound
                    suppressors[index].lines = first...max(first, comment.line - 1)
                }
            }
            if !closedAny {
                malformed.append((comment, name, "'scroll-lint:enable \(id)' has no matching 'scroll-lint:disable'"))
            }
        case .disableNext:
            let next = comment.endLine + 1
            suppress(next...next)
        case .disablePrevious:
            let previous = max(1, comment.line - 1)
            suppress(previous...previous)
        case .disableThis:
            suppress(comment.line...comment.endLine)
        case .disableFile:
            suppress(1...Int.max)
        }
    }

    /// Whether a directive suppresses `finding`; with `markingUse`, every directive that does is
    /// remembered as used.
    mutating func suppresses(_ finding: Finding, markingUse: Bool) -> Bool {
        var suppressed = false
        for index in suppressors.indices {
            let suppressor = suppressors[index]
            guard suppressor.ruleID == finding.ruleID || suppressor.ruleID == SuppressionDirective.allRules,
                  suppressor.lines.contains(finding.start.line) else { continue }
            suppressed = true
            if markingUse { suppressors[index].used = true } else { break }
        }
        return suppressed
    }

    /// Malformed directives, unknown rule names, and suppressors of enabled rules that suppressed
    /// nothing, in source order.
    func problems(knownRuleIDs: Set<String>, enabledRuleIDs: Set<String>) -> [Problem] {
        var problems: [Problem] = []
        for entry in malformed {
            problems.append(problem(entry.comment, entry.name, entry.message))
        }
        let isKnown = { (id: String) in id == SuppressionDirective.allRules || knownRuleIDs.contains(id) }
        for entry in names where !isKnown(entry.name.id) {
            problems.append(problem(entry.comment, entry.name,
                                    "unknown rule '\(entry.name.id)' in 'scroll-lint:\(entry.action.rawValue)'"))
        }
        for suppressor in suppressors where !suppressor.used {
            let id = suppressor.ruleID
            // Unknown names are reported above; rules that did not run cannot be suppressed; and a
            // directive about this very rule is judged by the findings it hides, not here.
            guard isKnown(id), id == SuppressionDirective.allRules || enabledRuleIDs.contains(id),
                  id != SuppressionDirectives.ruleID else { continue }
            problems.append(problem(suppressor.comment, suppressor.name,
                                    "'scroll-lint:\(suppressor.action.rawValue) \(id)' suppresses nothing; remove it"))
        }
        return problems.sorted { ($0.start, $0.message) < ($1.start, $1.message) }
    }

    private func problem(_ comment: SuppressionComment, _ name: SuppressionDirective.RuleName?,
                         _ message: String) -> Problem {
        let (startOffset, endOffset) = name.map { ($0.scalarOffset, $0.scalarOffset + $0.scalarLength) }
            ?? (0, comment.text.unicodeScalars.count)
        let start = comment.position(atScalarOffset: startOffset)
        let end = comment.position(atScalarOffset: endOffset)
        return Problem(start: SourcePosition(line: start.line, column: start.column),
                       end: SourcePosition(line: end.line, column: end.column), message: message)
    }
}
