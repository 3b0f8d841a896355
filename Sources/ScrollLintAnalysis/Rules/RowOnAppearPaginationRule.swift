import ScrollLintFindings
import ScrollLintSyntax

/// A row's `onAppear` / `task` loads the next page with no "is this the last row" check.
struct RowOnAppearPaginationRule: Rule {
    static let id = "row-onappear-pagination"
    static let defaultSeverity = Severity.warning
    static let summary = "Every row's `onAppear` / `task` starts a page load, with no check that the row is the last one."

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        // The row is the content of a `ForEach` or `List` in the same file.
        calls(calledNames, any: ["onAppear", "task"]) && calls(calledNames, any: ["ForEach", "List"])
    }

    func check(_ context: FileContext) {
        for name in ["onAppear", "task"] {
            for modifier in context.modifiers(named: name) {
                guard let member = modifier.callee as? MemberAccessExprSyntax,
                      let (forEach, row) = context.enclosingRowContent(of: modifier),
                      !Self.isFixedData(forEach, context) else { continue }
                // `.task(id: item.id)` restarts per element: a per-row load, not pagination.
                if modifier.arguments.contains(where: { $0.label == "id" }) { continue }
                guard let load = pageLoad(in: modifier, row: row, context) else { continue }
                let data = forEach.arguments.first?.expression.map { context.text($0) } ?? "the data"
                context.report(atToken: member.nameToken,
                               "`.\(name)` of every `\(forEach.name ?? "ForEach")` row calls `\(load)` with no check that the row is the last one, so every row that appears (or reappears while scrolling back) requests a page again; load only when the last element of `\(data)` appears (`if item.id == \(data).last?.id`), or put one sentinel view (a ProgressView with `.task`) after the `ForEach`")
            }
        }
    }

    /// The display name of a page load that `modifier`'s action starts unconditionally, if any.
    func pageLoad(in modifier: CallExprSyntax, row: ClosureExprSyntax, _ context: FileContext) -> String? {
        // `.onAppear(perform: store.loadMore)`: a function reference, called with no row in hand.
        for argument in modifier.arguments where argument.label == "perform" {
            if let path = argument.expression?.dottedPath, let last = path.last, Self.isPageLoadName(last),
               let expression = argument.expression, !context.readsRowElement(expression, of: row),
               !isGuarded(modifier, below: row, context) {
                return path.joined(separator: ".")
            }
        }
        guard let action = modifier.closure(boundTo: "action") else { return nil }
        for call in action.descendants(CallExprSyntax.self) {
            guard let name = call.name, Self.isPageLoadName(name), Self.looksLikeRequest(call, name),
                  // `Loader()` builds a value; `item.load()` or `load(item)` is the row's own data.
                  !(call.callee is IdentifierExprSyntax && name.first?.isUppercase == true),
                  !context.readsRowElement(call, of: row),
                  !isGuarded(call, below: row, context) else { continue }
            return context.text(call.callee)
        }
        return nil
    }

    /// Names of calls that fetch a page: `load...`, `fetch...`, `...nextPage`, `...loadMore`,
    /// `paginate...`. Names that say they check first (`loadMoreIfNeeded`) are trusted.
    static func isPageLoadName(_ name: String) -> Bool {
        let lower = name.lowercased()
        if lower.contains("ifneeded") || lower.contains("ifnecessary") || lower.contains("ifneed") { return false }
        return lower.hasPrefix("load") || lower.hasPrefix("fetch") || lower.contains("nextpage")
            || lower.contains("loadmore") || lower.contains("fetchmore") || lower.hasPrefix("paginat")
    }

    /// A page load rather than a local helper: a name about pages (`loadNextPage`, `fetchMore`),
    /// or a `load…` / `fetch…` call on a model or awaited, without literal arguments
    /// (`loadImage(named: "placeholder")` reads a resource).
    static func looksLikeRequest(_ call: CallExprSyntax, _ name: String) -> Bool {
        let lower = name.lowercased()
        if ["page", "more", "next", "paginat"].contains(where: { lower.contains($0) }) { return true }
        if call.arguments.contains(where: { $0.expression?.unwrapped is LiteralExprSyntax }) { return false }
        return call.base != nil || call.parent is EffectExprSyntax
    }

    /// Whether a condition between the row closure and the call decides which row loads: an `if`,
    /// `guard`, ternary or `&&` that reads the row's element or index, or compares with `last`,
    /// `count`, `endIndex`, `suffix`.
    func isGuarded(_ call: CallExprSyntax, below row: ClosureExprSyntax, _ context: FileContext) -> Bool {
        var child: Syntax = call
        for ancestor in call.ancestors {
            if ancestor === row { return false }
            var conditions: [Syntax] = []
            switch ancestor {
            case let statement as IfStmtSyntax where child === statement.body || child === statement.elseBranch:
                conditions = statement.conditions
            case let ternary as TernaryExprSyntax where child === ternary.thenExpression || child === ternary.elseExpression:
                conditions = [ternary.condition]
            case let binary as BinaryExprSyntax where binary.op == "&&" && child === binary.rhs:
                conditions = [binary.lhs]
            case let switchStatement as SwitchStmtSyntax:
                conditions = switchStatement.subject.map { [$0] } ?? []
            default:
                break
            }
            // Guards earlier in the same block (or closure) also decide.
            let siblings: [Syntax]
            switch ancestor {
            case let block as CodeBlockSyntax: siblings = block.statements
            case let closure as ClosureExprSyntax: siblings = closure.statements
            default: siblings = []
            }
            for sibling in siblings {
                if sibling === child { break }
                if let guardStatement = sibling as? GuardStmtSyntax { conditions += guardStatement.conditions }
                if let ifStatement = sibling as? IfStmtSyntax, ifStatement.body?.statements.contains(where: { ($0 as? JumpStmtSyntax)?.keyword == "return" }) == true {
                    conditions += ifStatement.conditions
                }
            }
            if conditions.contains(where: { isSentinelCondition($0, row: row, context) }) { return true }
            child = ancestor
        }
        return false
    }

    static let positionWords = ["last", "count", "endindex", "suffix", "threshold", "index", "offset", "position"]

    func isSentinelCondition(_ condition: Syntax, row: ClosureExprSyntax, _ context: FileContext) -> Bool {
        if context.readsRowElement(condition, of: row) { return true }
        return condition.containsNode { node in
            let name: String
            switch node {
            case let member as MemberAccessExprSyntax: name = member.name
            case let identifier as IdentifierExprSyntax: name = identifier.name
            default: return false
            }
            return Self.positionWords.contains { name.lowercased().contains($0) }
        }
    }

    /// Data that cannot grow by pages: a literal array or range, `allCases`.
    static func isFixedData(_ forEach: CallExprSyntax, _ context: FileContext) -> Bool {
        guard let data = forEach.arguments.first?.expression?.unwrapped else { return true }
        if data is CollectionExprSyntax { return true }
        if let range = data as? BinaryExprSyntax, range.op == "..<" || range.op == "...",
           range.lhs.unwrapped is LiteralExprSyntax, range.rhs.unwrapped is LiteralExprSyntax { return true }
        if let member = data as? MemberAccessExprSyntax, member.name == "allCases" { return true }
        return false
    }
}
