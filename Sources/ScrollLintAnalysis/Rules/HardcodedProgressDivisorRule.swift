import ScrollLintFindings
import ScrollLintSyntax

/// A scroll-derived value divided by a literal distance.
struct HardcodedProgressDivisorRule: Rule {
    static let id = "hardcoded-progress-divisor"
    static let defaultSeverity = Severity.warning
    static let summary = "Scroll progress is computed by dividing by a hard-coded distance instead of a measured one."
    static let options = [RuleOption("minimumDivisor", .number)]

    static func mayFire(inFileCalling calledNames: Set<String>, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ScrollFlow.sourceCalls)
    }

    func check(_ context: FileContext) {
        let minimum = context.numberOption("minimumDivisor", default: 10)
        for division in context.binaryExpressions where division.op == "/" {
            guard let literal = Self.numericLiteral(division.rhs), let value = literal.numericValue,
                  abs(value) >= minimum else { continue }
            // A distance in points: from geometry (not `phase.value`, which is already a ratio).
            let dividend = context.flow.value(of: division.lhs)
            guard dividend.scroll, dividend.geometry, dividend.moves else { continue }
            context.report(at: literal,
                           "`\(context.text(division.lhs))` is divided by the fixed distance \(literal.text); on other devices, text sizes or content the progress is wrong. Divide by a measured distance (the header's height from onGeometryChange, containerSize, geometry size)")
        }
    }

    /// `500`, `500.0`, `-500`, `CGFloat(500)`.
    static func numericLiteral(_ expression: ExprSyntax) -> LiteralExprSyntax? {
        var expression = expression.unwrapped
        while true {
            if let literal = expression as? LiteralExprSyntax, literal.numericValue != nil { return literal }
            if let prefix = expression as? PrefixExprSyntax, prefix.op == "-" || prefix.op == "+" {
                expression = prefix.operand.unwrapped
            } else if let call = expression as? CallExprSyntax, ["CGFloat", "Double", "Float"].contains(call.name ?? ""),
                      call.arguments.count == 1, call.arguments[0].label == nil, let inner = call.arguments[0].expression {
                expression = inner.unwrapped
            } else {
                return nil
            }
        }
    }
}
