import ScrollLintSyntax

extension Syntax {
    /// The conditions that hold whenever this node runs, looking no further out than `scope`:
    /// those of each `if` whose body holds it, and those of each `guard` before it in a block or
    /// closure body around it. A guard's `else` must leave that scope (Swift enforces it), so what
    /// follows the guard runs only when its conditions hold, as if it were the guard's `if` body.
    public func runConditions(within scope: Syntax) -> [ExprSyntax] {
        var conditions: [ConditionSyntax] = []
        var node: Syntax = self
        for ancestor in ancestors {
            if ancestor === scope.parent { break }
            switch ancestor {
            case let statement as IfStmtSyntax where statement.body === node:
                conditions += statement.conditions
            case is CodeBlockSyntax, is ClosureExprSyntax:
                for statement in ancestor.children {
                    if statement === node { break }
                    if let guardStatement = statement as? GuardStmtSyntax { conditions += guardStatement.conditions }
                }
            default:
                break
            }
            node = ancestor
        }
        return conditions.compactMap(\.expression)
    }
}
