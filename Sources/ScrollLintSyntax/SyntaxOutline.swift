/// A compact, indented outline of a syntax tree, for parser tests and debugging
/// (`scroll-lint syntax FILE`).
public enum SyntaxOutline {
    public static func render(_ tree: SyntaxTree) -> String {
        var lines: [String] = []
        var stack: [(Syntax, Int)] = [(tree.root, 0)]
        while let (node, level) = stack.popLast() {
            // An argument's label leads its expression's line (`destination: call Detail()`).
            let label = node.enclosingArgument?.label.map { $0 + ": " } ?? ""
            lines.append(String(repeating: "  ", count: level) + label + describe(node, tree))
            for child in node.children.reversed() { stack.append((child, level + 1)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ node: Syntax, _ tree: SyntaxTree) -> String {
        let (line, column) = tree.position(ofToken: node.firstToken)
        let at = "@\(line):\(column)"
        switch node {
        case let node as TypeDeclSyntax:
            let inherits = node.inheritedTypes.isEmpty ? "" : " : " + node.inheritedTypes.joined(separator: ", ")
            return "\(node.kind.rawValue) \(node.name)\(inherits) \(at)"
        case let node as VariableDeclSyntax:
            var description = (node.isLet ? "let " : "var ") + node.name
            if let type = node.typeAnnotation { description += ": " + type }
            if !node.attributes.isEmpty { description = node.attributes.map { "@" + $0.name }.joined(separator: " ") + " " + description }
            if node.getter != nil { description += " {computed}" }
            return description + " " + at
        case let node as FunctionDeclSyntax:
            let parameters = node.parameters.map { $0.label == $0.name ? $0.name : "\($0.label) \($0.name)" }
            return "\(node.keyword) \(node.name)(\(parameters.joined(separator: ", "))) \(at)"
        case let node as AttributeSyntax: return "@\(node.name) \(at)"
        case let node as EnumCaseDeclSyntax: return "case \(node.names.joined(separator: ", "))\(node.hasPayload ? " (payload)" : "") \(at)"
        case let node as IfConfigClauseSyntax: return "\(node.keyword) \(at)"
        case let node as IdentifierExprSyntax:
            return "identifier \(node.name)\(node.genericArguments.map { "<\($0)>" } ?? "") \(at)"
        case let node as LiteralExprSyntax: return "literal \(node.text) \(at)"
        case let node as MemberAccessExprSyntax: return "member .\(node.name) \(at)"
        case let node as CallExprSyntax:
            let labels = node.arguments.map { $0.label ?? "_" } + node.trailingClosures.map { "{\($0.label ?? "")}" }
            return "call \(node.name ?? "?")(\(labels.joined(separator: ","))) \(at)"
        case let node as ClosureExprSyntax: return "closure (\(node.parameters.joined(separator: ", "))) \(at)"
        case let node as BinaryExprSyntax: return "binary \(node.op) \(at)"
        case let node as AssignmentExprSyntax: return "assign \(node.op) \(at)"
        case is TernaryExprSyntax: return "ternary \(at)"
        case let node as PrefixExprSyntax: return "prefix \(node.op) \(at)"
        case let node as PostfixExprSyntax: return "postfix \(node.op) \(at)"
        case let node as CastExprSyntax: return "cast \(node.op) \(node.type) \(at)"
        case let node as EffectExprSyntax: return "\(node.keyword) \(at)"
        case let node as KeyPathExprSyntax: return "keypath \\\(node.root ?? "").\(node.components.joined(separator: ".")) \(at)"
        case let node as ConditionSyntax: return "condition \(node.kind)\(node.boundName.map { " " + $0 } ?? "") \(at)"
        case let node as JumpStmtSyntax: return "\(node.keyword) \(at)"
        case let node as BlockStmtSyntax: return "\(node.keyword) \(at)"
        case is SourceFileSyntax: return "file"
        default:
            let name = String(describing: type(of: node)).replacingSuffix("Syntax", with: "")
            return "\(name) \(at)"
        }
    }
}

extension String {
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
