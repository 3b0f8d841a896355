import ScrollLintFindings
import ScrollLintSyntax

/// A scroll-derived distance divided by a literal and used as a progress.
///
/// The quotient must be used as a fraction: clamped or capped at 1, compared with 1, subtracted
/// from 1, fed to `opacity`, or bound to a name like `progress`. A quotient that goes straight into
/// an angle, a brightness, a blur radius, an index or a width is a rate or a conversion, not a
/// progress, and is left alone. So is a distance the author accounts for: stated in a comment at
/// the division, reused by the same type as a layout amount (`.padding(.bottom, 75)`,
/// `progress * 75`), the trigger threshold of the same value (`if pull > 90 { reveal }`), or a
/// snap point of the scroll view; and so is a short opacity fade staged inside such a distance.
struct HardcodedProgressDivisorRule: Rule {
    static let id = "hardcoded-progress-divisor"
    static let defaultSeverity = Severity.warning
    static let summary = "Scroll progress is computed by dividing by a hard-coded distance instead of a measured one."
    static let options = [RuleOption("minimumDivisor", .number)]

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ScrollFlow.sourceCalls)
    }

    /// Names that say a value is a fraction of a whole.
    static let progressNameParts = ["progress", "percent", "fraction", "ratio", "opacity", "alpha"]

    func check(_ context: FileContext) {
        let minimum = context.numberOption("minimumDivisor", default: 32)
        var reported: Set<ReportKey> = []
        for division in context.binaryExpressions where division.op == "/" {
            guard let divisor = Self.divisor(division.rhs, context), abs(divisor.value) >= minimum else { continue }
            // A distance in points: from geometry (not `phase.value`, which is already a ratio).
            let dividend = context.flow.value(of: division.lhs)
            guard dividend.scroll, dividend.geometry, dividend.moves else { continue }
            var use = ProgressUse(context: context)
            guard let evidence = use.evidence(for: division) else { continue }
            guard let type = context.enclosingType(of: division) else { continue }
            if Self.isAccountedFor(divisor, at: division, in: type, context) { continue }
            if Self.dividesNormalisedState(division.lhs, context) { continue }
            if Self.isCappedRate(division, context) { continue }
            if Self.isStagedFade(division, divisor, in: type, context) { continue }
            if Self.measuresToBothEdges(division.lhs, context) { continue }
            // tvOS draws every screen on the same 1920 × 1080 canvas: a distance in points is
            // the measured one there.
            if context.isOnlyFor(platform: "tvOS", division) { continue }
            // A clamp spells its quotient more than once (`-(y / 80) > 1 ? -1 : (y > 0 ? 0 : y / 80)`):
            // it is one progress, so one finding.
            let key = ReportKey(statement: ObjectIdentifier(Self.statement(containing: division) ?? division),
                                dividend: context.text(division.lhs), divisor: abs(divisor.value))
            guard reported.insert(key).inserted else { continue }
            context.report(at: divisor.node,
                           "`\(context.text(division.lhs))` is divided by the fixed distance \(divisor.text) and \(evidence); on other devices, text sizes or content the effect ends too early or too late. Divide by a measured distance (the header's height from onGeometryChange, containerSize, the proxy's size)")
        }
    }

    /// `min(frame.minX, width - frame.maxX) / 60`: the distance to the nearer edge of the
    /// viewport (the dividend reads both the leading and the trailing edge of a frame, through
    /// locals). A band that fades items at either edge is a design distance from that edge, the
    /// same on any viewport width; no size was left unmeasured.
    static func measuresToBothEdges(_ dividend: ExprSyntax, _ context: FileContext) -> Bool {
        var members: Set<String> = []
        func collect(_ expression: Syntax, depth: Int) {
            expression.walk { node in
                if let member = node as? MemberAccessExprSyntax { members.insert(member.name) }
                if depth < 3, let identifier = node as? IdentifierExprSyntax,
                   case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier),
                   let initializer = variable.initializer {
                    collect(initializer, depth: depth + 1)
                }
                return true
            }
        }
        collect(dividend, depth: 0)
        return members.isSuperset(of: ["minX", "maxX"]) || members.isSuperset(of: ["minY", "maxY"])
    }

    /// One progress: the same dividend over the same distance in one statement.
    struct ReportKey: Hashable {
        var statement: ObjectIdentifier
        var dividend: String
        var divisor: Double
    }

    /// The distance is one the code accounts for: stated in a comment, a fixed layout amount of
    /// the same type, a trigger threshold of the same value, or a snap point of the scroll view.
    static func isAccountedFor(_ divisor: Divisor, at division: BinaryExprSyntax, in type: TypeDeclSyntax,
                               _ context: FileContext) -> Bool {
        commentStatesDistance(divisor, at: division, context)
            || isLayoutAmount(divisor, of: type, besides: division, context)
            || isTriggerThreshold(divisor.value, of: division, in: type, context)
            || isSnapDistance(divisor.value, of: type, context)
            || startsAtGate(division, context)
    }

    /// `if pull > 40 { ... (pull - 40) / 60 ... }`: a ramp that starts at a gate the code sets on
    /// the same value, the distance travelled past it (a pull past a trigger), whose start and
    /// length the code spells out together; no size of the layout was left unmeasured. Also a
    /// gate on a measured start (`let progress = -(yOffset + navbarHeight) / 100` shown only
    /// where `-yOffset > navbarHeight ? progress : 0`): a fade over a stated length past the point
    /// where a header pins.
    static func startsAtGate(_ division: BinaryExprSyntax, _ context: FileContext) -> Bool {
        guard let ramp = rampStart(of: division.lhs, context) else { return false }
        func opens(_ condition: ExprSyntax?) -> Bool {
            guard let gate = condition?.unwrapped as? BinaryExprSyntax, [">", ">="].contains(gate.op) else { return false }
            return spelled(gate.lhs, context) == ramp.value && spelled(gate.rhs, context) == ramp.start
        }
        var previous: Syntax = division
        for ancestor in division.ancestors {
            if ancestor is TypeDeclSyntax || ancestor is FunctionDeclSyntax { return false }
            if let statement = ancestor as? IfStmtSyntax, previous === statement.body,
               statement.conditions.contains(where: { opens($0.expression) }) {
                return true
            }
            if let choice = ancestor as? TernaryExprSyntax, previous === choice.thenExpression, opens(choice.condition) { return true }
            // `let progress = ...` read only as the open branch of a gate in the same block.
            if let local = ancestor as? VariableDeclSyntax, local.initializer === previous, let block = local.parent {
                let reads = block.descendants(IdentifierExprSyntax.self).filter { $0.name == local.name }
                return !reads.isEmpty && reads.allSatisfy { read in
                    guard let choice = read.ancestors.first(where: { $0 is TernaryExprSyntax }) as? TernaryExprSyntax else { return false }
                    return choice.thenExpression.contains(read) && opens(choice.condition)
                }
            }
            previous = ancestor
        }
        return false
    }

    /// The value and start of a distance past a start: `pull - 40` is (`pull`, `40`),
    /// `-(offset + 80)` is (`-offset`, `80`); the start a literal or a name. Spelled without spaces.
    static func rampStart(of dividend: ExprSyntax, _ context: FileContext) -> (value: String, start: String)? {
        let dividend = numericCastOperand(dividend.unwrapped) ?? dividend.unwrapped
        if let past = dividend as? BinaryExprSyntax, past.op == "-", pathName(past.lhs.unwrapped) != nil,
           numericLiteral(past.rhs) != nil || pathName(past.rhs.unwrapped) != nil {
            return (spelled(past.lhs, context), spelled(past.rhs, context))
        }
        if let negated = dividend as? PrefixExprSyntax, negated.op == "-", let sum = negated.operand.unwrapped as? BinaryExprSyntax,
           sum.op == "+", pathName(sum.lhs.unwrapped) != nil, numericLiteral(sum.rhs) != nil || pathName(sum.rhs.unwrapped) != nil {
            return ("-" + spelled(sum.lhs, context), spelled(sum.rhs, context))
        }
        return nil
    }

    /// The source text of `expression` without spaces or parentheses around it.
    static func spelled(_ expression: ExprSyntax, _ context: FileContext) -> String {
        context.text(expression.unwrapped).filter { !$0.isWhitespace }
    }

    struct Divisor {
        /// Where the finding goes: the literal, or the name of a local constant.
        var node: ExprSyntax
        var value: Double
        var text: String
        /// The local `let` that holds the literal, when the divisor is a name.
        var declaration: VariableDeclSyntax?
    }

    /// A literal divisor (`500`, `500.0`, `-500`, `CGFloat(500)`) or a local `let` initialised
    /// with one (`let distance: CGFloat = 75`).
    static func divisor(_ expression: ExprSyntax, _ context: FileContext) -> Divisor? {
        if let literal = numericLiteral(expression), let value = literal.numericValue {
            return Divisor(node: literal, value: value, text: literal.text)
        }
        guard let identifier = expression.unwrapped as? IdentifierExprSyntax,
              case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier), variable.isLet,
              let initializer = variable.initializer, let literal = numericLiteral(initializer),
              let value = literal.numericValue else { return nil }
        return Divisor(node: identifier, value: value, text: "\(identifier.name) (\(literal.text))", declaration: variable)
    }

    /// `500`, `500.0`, `-500`, `CGFloat(500)`.
    static func numericLiteral(_ expression: ExprSyntax) -> LiteralExprSyntax? {
        var expression = expression.unwrapped
        while true {
            if let literal = expression as? LiteralExprSyntax, literal.numericValue != nil { return literal }
            if let prefix = expression as? PrefixExprSyntax, prefix.op == "-" || prefix.op == "+" {
                expression = prefix.operand.unwrapped
            } else if let inner = numericCastOperand(expression) {
                expression = inner
            } else {
                return nil
            }
        }
    }

    /// `x` in `CGFloat(x)`, `Double(x)`, `Float(x)`: a number converted, not changed.
    static func numericCastOperand(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression as? CallExprSyntax, ["CGFloat", "Double", "Float"].contains(call.name ?? ""),
              call.arguments.count == 1, call.arguments[0].label == nil else { return nil }
        return call.arguments[0].expression?.unwrapped
    }

    static func isLiteral(_ expression: ExprSyntax, _ value: Double) -> Bool {
        numericLiteral(expression)?.numericValue.map { abs($0) == abs(value) } ?? false
    }

    // MARK: The author states the distance

    /// A comment at the division, or directly above it or its statement, that names the number
    /// (`// 190: card width 180 + spacing 10`, `/// Map the top 60pt to 0→1`), or one inside the
    /// `if` around it. For a local constant, any comment directly above its declaration.
    static func commentStatesDistance(_ divisor: Divisor, at division: BinaryExprSyntax, _ context: FileContext) -> Bool {
        let digits = numberText(divisor.value)
        var lines = [context.position(ofToken: division.firstToken).line]
        if let statement = statement(containing: division) {
            lines.append(context.position(ofToken: statement.firstToken).line)
        }
        for line in Set(lines) where attachedComments(above: line, context).contains(where: { mentions($0, digits) }) {
            return true
        }
        if let declaration = divisor.declaration {
            let line = context.position(ofToken: declaration.firstToken).line
            if !attachedComments(above: line, context).isEmpty { return true }
        }
        // A ramp whose band the author states inside the `if` that bounds it
        // (`if offset < 80 { // ranging from 0 - 80 ... (80 - offset) / 80 }`).
        var outermostIf: IfStmtSyntax?
        for ancestor in division.ancestors {
            if ancestor is ClosureExprSyntax || ancestor is FunctionDeclSyntax || ancestor is TypeDeclSyntax { break }
            if let statement = ancestor as? IfStmtSyntax { outermostIf = statement }
        }
        if let outermostIf {
            let first = context.position(ofToken: outermostIf.firstToken).line
            let last = context.position(ofToken: division.firstToken).line
            let comments = context.tree.comments.lazy.filter { Int($0.line) >= first && Int($0.line) <= last }
            if comments.contains(where: { mentions(context.tree.source.text(of: $0), digits) }) { return true }
        }
        return false
    }

    static func numberText(_ value: Double) -> String {
        let magnitude = abs(value)
        return magnitude == magnitude.rounded() && magnitude < 1e9 ? String(Int(magnitude)) : String(magnitude)
    }

    /// The statement around `node`: the outermost expression or declaration below a block.
    static func statement(containing node: Syntax) -> Syntax? {
        var current = node
        while let parent = current.parent {
            if parent is CodeBlockSyntax || parent is ClosureExprSyntax || parent is TypeDeclSyntax
                || parent is SourceFileSyntax || parent is SwitchCaseSyntax {
                return current
            }
            current = parent
        }
        return nil
    }

    /// The comments on `line` and on the lines of comments directly above it (at most four).
    static func attachedComments(above line: Int, _ context: FileContext) -> [String] {
        let comments = context.tree.comments
        // The first comment on `line`, by binary search.
        var low = 0
        var high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if Int(comments[middle].line) < line { low = middle + 1 } else { high = middle }
        }
        var texts: [String] = []
        var index = low
        while index < comments.count, Int(comments[index].line) == line {
            texts.append(context.tree.source.text(of: comments[index]))
            index += 1
        }
        var above = line - 1
        while above >= max(1, line - 4) {
            let text = String(context.tree.source.lineText(above).drop { $0 == " " || $0 == "\t" })
            guard text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*") else { break }
            texts.append(text)
            above -= 1
        }
        return texts
    }

    /// Whether `text` contains `digits` as a whole number (`190` in "190: 180 + 10", not in "1900").
    static func mentions(_ text: String, _ digits: String) -> Bool {
        let characters = Array(text.unicodeScalars)
        let pattern = Array(digits.unicodeScalars)
        guard !pattern.isEmpty, characters.count >= pattern.count else { return false }
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }
        for start in 0...(characters.count - pattern.count) where Array(characters[start..<(start + pattern.count)]) == pattern {
            let before = start > 0 ? characters[start - 1] : " "
            let after = start + pattern.count < characters.count ? characters[start + pattern.count] : " "
            if !isDigit(before) && before != "." && !isDigit(after) { return true }
        }
        return false
    }

    // MARK: The distance is a fixed layout amount of the same view

    /// The number is also a layout amount in the same type: an argument of `frame`, `padding` or
    /// `offset`, or a factor that turns a fraction back into points (`progress * 75`). Then the
    /// view moves or collapses by exactly that fixed amount, and dividing by it is consistent.
    static func isLayoutAmount(_ divisor: Divisor, of type: TypeDeclSyntax, besides division: BinaryExprSyntax,
                               _ context: FileContext) -> Bool {
        func isDistance(_ expression: ExprSyntax) -> Bool { isSameDistance(expression, divisor, context) }
        for binary in context.binaryExpressions where binary.op == "*" && binary !== division && type.contains(binary) {
            if isDistance(binary.lhs) && numericLiteral(binary.rhs) == nil { return true }
            if isDistance(binary.rhs) && numericLiteral(binary.lhs) == nil { return true }
        }
        for name in ["frame", "padding", "offset"] {
            for call in context.modifiers(named: name) where type.contains(call) {
                if call.arguments.contains(where: { $0.expression.map(isDistance) ?? false }) { return true }
                if call.arguments.contains(where: { $0.expression.map { pinsScrollPosition($0, isDistance, context) } ?? false }) {
                    return true
                }
            }
        }
        return false
    }

    /// A layout argument that offsets or compares a scroll position by the number
    /// (`.offset(y: -minY < 80 ? 0 : -minY - 80)`): the view stays put for that many points and
    /// then moves with the scroll, so the number is where the layout pins, a fixed amount of
    /// the same view.
    static func pinsScrollPosition(_ argument: ExprSyntax, _ isDistance: (ExprSyntax) -> Bool,
                                   _ context: FileContext) -> Bool {
        argument.descendants(BinaryExprSyntax.self).contains { binary in
            guard ["+", "-", "<", "<=", ">", ">="].contains(binary.op) else { return false }
            for (number, position) in [(binary.rhs, binary.lhs), (binary.lhs, binary.rhs)] where isDistance(number) {
                let value = context.flow.value(of: position)
                if value.scroll && value.geometry && value.moves { return true }
            }
            return false
        }
    }

    // MARK: The distance is a snap point of the scroll view

    /// The type's scroll view snaps with a custom `ScrollTargetBehavior` that stops the scroll at
    /// this number (`if target.rect.minY < 70 { target.rect.origin.y = 70 }`). The scroll then
    /// rests at 0 or at that offset, so a progress over the same distance runs exactly between
    /// the two resting states the code itself defines: a stated design distance.
    static func isSnapDistance(_ value: Double, of type: TypeDeclSyntax, _ context: FileContext) -> Bool {
        for call in context.modifiers(named: "scrollTargetBehavior") where type.contains(call) {
            guard let argument = call.arguments.first?.expression?.unwrapped else { continue }
            let name = (argument as? CallExprSyntax)?.name ?? (argument as? IdentifierExprSyntax)?.name
            guard let name, context.conforms(name, to: "ScrollTargetBehavior") else { continue }
            for behavior in context.typeDeclarations where behavior.name == name {
                if snaps(behavior, at: value) { return true }
            }
        }
        return false
    }

    /// Whether the behavior's `updateTarget` compares the target's rect with the number or moves
    /// the target to it.
    static func snaps(_ behavior: TypeDeclSyntax, at value: Double) -> Bool {
        for function in behavior.descendants(FunctionDeclSyntax.self) where function.name == "updateTarget" {
            guard let target = function.parameters.first(where: { $0.type?.contains("ScrollTarget") ?? false })?.name,
                  let body = function.body else { continue }
            func isTarget(_ expression: ExprSyntax) -> Bool { expression.dottedPath?.first == target }
            let comparesRect = body.descendants(BinaryExprSyntax.self).contains { comparison in
                guard ["<", "<=", ">", ">="].contains(comparison.op) else { return false }
                return (isTarget(comparison.lhs) && isLiteral(comparison.rhs, value))
                    || (isTarget(comparison.rhs) && isLiteral(comparison.lhs, value))
            }
            let movesTarget = body.descendants(AssignmentExprSyntax.self).contains { assignment in
                isTarget(assignment.target)
                    && assignment.value.descendants(ExprSyntax.self).contains { isLiteral($0, value) }
            }
            if comparesRect || movesTarget { return true }
        }
        return false
    }

    /// `min(-offset / 120, 1) * 20`: the capped quotient turned straight back into points by
    /// another number is a capped rate (one point per six scrolled, up to 20), not a progress of a
    /// size — every use of it (or of the local holding it) is scaled by a literal.
    static func isCappedRate(_ division: BinaryExprSyntax, _ context: FileContext) -> Bool {
        var holder: Syntax = division
        while let parent = holder.parent, parent is TupleExprSyntax || parent is PrefixExprSyntax { holder = parent }
        var uses: [ExprSyntax] = [division]
        if let local = holder.parent as? VariableDeclSyntax, local.initializer === holder {
            uses = references(of: local, context)
            guard !uses.isEmpty else { return false }
        }
        return uses.allSatisfy { use in
            // Up through the cap (`min(q, 1)`, `q <= 1 ? q : 1`), parentheses and signs.
            var node: Syntax = use
            while let parent = node.parent {
                if parent is TupleExprSyntax || parent is PrefixExprSyntax || parent is TernaryExprSyntax {
                    node = parent
                } else if let call = parent as? CallExprSyntax, ["min", "max"].contains(call.name ?? ""), node !== call.callee {
                    node = parent
                } else if let comparison = parent as? BinaryExprSyntax, ["<", "<=", ">", ">="].contains(comparison.op) {
                    node = parent
                } else {
                    break
                }
            }
            guard let product = node.parent as? BinaryExprSyntax, product.op == "*" else { return false }
            let other = product.lhs === node ? product.rhs : product.lhs
            guard let factor = numericLiteral(other)?.numericValue else { return false }
            return abs(factor) != 1
        }
    }

    /// The uses of a local in its scope.
    static func references(of local: VariableDeclSyntax, _ context: FileContext) -> [IdentifierExprSyntax] {
        guard let scope = local.parent else { return [] }
        return scope.descendants(IdentifierExprSyntax.self).filter { identifier in
            guard identifier.name == local.name, case let .local(found)? = context.bindings.resolve(identifier.name, at: identifier) else { return false }
            return found === local
        }
    }

    // MARK: A fade staged inside a fixed collapse

    /// A short fade of the same scroll value as a longer ramp whose distance the code accounts
    /// for (`offset / 40` beside `offset / 80`, where 80 is the header's fixed collapse): the fade
    /// is a stage of that collapse, finishing partway through it, and its number is a fraction of
    /// a design distance, not a size that should have been measured. Only when the quotient does
    /// nothing but set an opacity: a cross-fade of content inside the collapsing view. If the
    /// longer ramp is itself unexplained, it is reported and this one goes with it.
    static func isStagedFade(_ division: BinaryExprSyntax, _ divisor: Divisor, in type: TypeDeclSyntax,
                             _ context: FileContext) -> Bool {
        let read = readPaths(division.lhs)
        guard !read.isEmpty, feedsOnlyOpacity(division, context) else { return false }
        for ramp in context.binaryExpressions where ramp.op == "/" && ramp !== division && type.contains(ramp) {
            guard let collapse = Self.divisor(ramp.rhs, context), abs(collapse.value) > abs(divisor.value),
                  readPaths(ramp.lhs) == read else { continue }
            if isAccountedFor(collapse, at: ramp, in: type, context) { return true }
        }
        return false
    }

    /// Whether every use of the quotient, or of the local it initialises, ends in `.opacity(...)`
    /// through signs, parentheses, `1 ± q`, conversions, `min`/`max` and the branches of a ternary.
    static func feedsOnlyOpacity(_ division: BinaryExprSyntax, _ context: FileContext) -> Bool {
        var uses: [ExprSyntax] = [division]
        if let local = statement(containing: division) as? VariableDeclSyntax, local.initializer?.contains(division) == true {
            uses = references(of: local, context)
        }
        return !uses.isEmpty && uses.allSatisfy { reachesOpacity($0) }
    }

    static func reachesOpacity(_ use: ExprSyntax) -> Bool {
        var node: Syntax = use
        while let parent = node.parent {
            switch parent {
            case let tuple as TupleExprSyntax where tuple.parenthesized === node:
                break
            case let prefix as PrefixExprSyntax where prefix.op == "-" || prefix.op == "+":
                break
            case let binary as BinaryExprSyntax where ["+", "-"].contains(binary.op):
                guard numericLiteral(binary.lhs === node ? binary.rhs : binary.lhs) != nil else { return false }
            case let ternary as TernaryExprSyntax where ternary.condition !== node:
                break
            case let call as CallExprSyntax where call.callee !== node:
                if call.callee is MemberAccessExprSyntax { return call.name == "opacity" }
                guard ["min", "max", "CGFloat", "Double", "Float"].contains(call.name ?? "") else { return false }
            default:
                return false
            }
            node = parent
        }
        return false
    }

    /// The divisor's number as a literal, or its local constant by name (`-topValue` too).
    static func isSameDistance(_ expression: ExprSyntax, _ divisor: Divisor, _ context: FileContext) -> Bool {
        if isLiteral(expression, divisor.value) { return true }
        guard let declaration = divisor.declaration else { return false }
        var expression = expression.unwrapped
        while let prefix = expression as? PrefixExprSyntax, prefix.op == "-" { expression = prefix.operand.unwrapped }
        guard let identifier = expression as? IdentifierExprSyntax, identifier.name == declaration.name,
              case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier) else { return false }
        return variable === declaration
    }

    // MARK: The distance is a threshold of the same value

    /// The same number compared with the same value elsewhere in the type (`if pull > 90 { ... }`,
    /// `offset < -100 ? ... : ...`): a finger-travel threshold, not a size to measure. A comparison
    /// that guards the division itself (`if offset < 80 { opacity = (80 - offset) / 80 }`) is the
    /// ramp's own range and does not count.
    static func isTriggerThreshold(_ value: Double, of division: BinaryExprSyntax, in type: TypeDeclSyntax,
                                   _ context: FileContext) -> Bool {
        let read = readPaths(division.lhs)
        guard !read.isEmpty else { return false }
        for comparison in context.binaryExpressions where ["<", "<=", ">", ">="].contains(comparison.op) && type.contains(comparison) {
            let sides = [(comparison.lhs, comparison.rhs), (comparison.rhs, comparison.lhs)]
            guard sides.contains(where: { isLiteral($0.1, value) && comparesSameValue($0.0, read, context) }) else { continue }
            if !guards(comparison, division) { return true }
        }
        return false
    }

    /// The names an expression reads (`offset` and `self.offset` as "offset").
    static func readPaths(_ expression: ExprSyntax) -> Set<String> {
        Set(expression.descendants(ExprSyntax.self).compactMap { pathName($0) })
    }

    /// Whether the compared side is the divided value. A scroll offset is compared negated as
    /// often as not (`-offset > 80` is "scrolled up past 80"), so a sign and parentheses do not
    /// change which value it is. In a geometry callback the value arrives as the closure's
    /// parameter before it is stored (`{ y in offsetY = y; isPast = -y > 80 }`): the parameter
    /// that the same closure assigns to the divided state is that state's value.
    static func comparesSameValue(_ side: ExprSyntax, _ read: Set<String>, _ context: FileContext) -> Bool {
        var operand = side.unwrapped
        while let prefix = operand as? PrefixExprSyntax, prefix.op == "-" { operand = prefix.operand.unwrapped }
        guard let name = pathName(operand) else { return false }
        if read.contains(name) { return true }
        guard let parameter = operand as? IdentifierExprSyntax,
              case let .closureParameter(closure, index)? = context.bindings.resolve(parameter.name, at: parameter) else { return false }
        return context.assignments(in: closure).contains { assignment in
            guard assignment.op == "=", let target = pathName(assignment.target), read.contains(target),
                  let value = assignment.value.unwrapped as? IdentifierExprSyntax,
                  case let .closureParameter(source, position)? = context.bindings.resolve(value.name, at: value) else { return false }
            return source === closure && position == index
        }
    }

    /// `offset`, `self.offset` as "offset"; `model.offset` as "model.offset".
    static func pathName(_ expression: ExprSyntax) -> String? {
        guard var path = expression.dottedPath, !path.isEmpty, !path.contains("") else { return nil }
        if path.first == "self" { path.removeFirst() }
        return path.isEmpty ? nil : path.joined(separator: ".")
    }

    /// Whether the comparison decides whether the division runs: it is the condition of an `if`
    /// or ternary around it, or of a `guard` in a block that contains it.
    static func guards(_ comparison: BinaryExprSyntax, _ division: BinaryExprSyntax) -> Bool {
        for ancestor in comparison.ancestors {
            switch ancestor {
            case let statement as IfStmtSyntax:
                return statement.contains(division)
            case let statement as GuardStmtSyntax:
                return statement.parent?.contains(division) ?? false
            case let ternary as TernaryExprSyntax where ternary.condition.contains(comparison):
                return ternary.contains(division)
            case is CodeBlockSyntax, is ClosureExprSyntax, is TypeDeclSyntax:
                return false
            default:
                continue
            }
        }
        return false
    }

    // MARK: State that the code already normalised

    /// The dividend is state whose every scroll-derived write is itself computed with a literal
    /// division (`offset = min(progress * 120, 120)` with `progress = pull / 100`): the division
    /// that matters is at the write, and dividing the state again only converts units.
    static func dividesNormalisedState(_ dividend: ExprSyntax, _ context: FileContext) -> Bool {
        let node = dividend.unwrapped
        guard let name = pathName(node), !name.contains("."),
              case let .member(type, _)? = context.bindings.resolve(name, at: node) else { return false }
        var writes = 0
        for assignment in context.assignments(directlyIn: type) {
            guard let write = context.state.write(assignment.target, at: assignment), write.path == [name] else { continue }
            guard context.flow.value(of: assignment.value).scroll else { continue }
            writes += 1
            if !containsLiteralDivision(assignment.value, context, depth: 0) { return false }
        }
        return writes > 0
    }

    static func containsLiteralDivision(_ expression: ExprSyntax, _ context: FileContext, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        for node in expression.descendants(ExprSyntax.self) {
            if let binary = node as? BinaryExprSyntax, binary.op == "/", numericLiteral(binary.rhs) != nil { return true }
            if let identifier = node as? IdentifierExprSyntax,
               case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier),
               let initializer = variable.initializer, !initializer.contains(identifier),
               containsLiteralDivision(initializer, context, depth: depth + 1) {
                return true
            }
        }
        return false
    }
}

/// Whether a quotient is used as a progress, and how: walks outwards from the division through
/// expressions that keep its meaning (parentheses, negation, conversions, `min`/`max`) and
/// through the locals it is bound to.
private struct ProgressUse {
    let context: FileContext
    var visited: Set<ObjectIdentifier> = []

    init(context: FileContext) { self.context = context }

    mutating func evidence(for expression: ExprSyntax, depth: Int = 0) -> String? {
        guard depth < 6 else { return nil }
        var node: Syntax = expression
        while let parent = node.parent {
            switch parent {
            case let tuple as TupleExprSyntax where tuple.parenthesized === node:
                break
            case let prefix as PrefixExprSyntax where prefix.op == "-" || prefix.op == "+":
                break
            case is PostfixExprSyntax, is EffectExprSyntax, is CastExprSyntax:
                break
            case let call as CallExprSyntax where call.callee !== node:
                if let result = callEvidence(call, argument: node) { return result.isEmpty ? nil : result }
            case let member as MemberAccessExprSyntax where member.base === node:
                guard member.name == "clamped", let call = member.parent as? CallExprSyntax, call.callee === member else { return nil }
                if call.arguments.contains(where: { $0.expression.map(isUnitRange) ?? false }) { return "clamped to 0...1" }
                node = call
                continue
            case let binary as BinaryExprSyntax:
                let other = binary.lhs === node ? binary.rhs : binary.lhs
                if ["+", "-"].contains(binary.op), isOne(other) {
                    return binary.lhs === node ? "offset by 1" : "subtracted from 1 (`1 \(binary.op) …`)"
                }
                if ["<", "<=", ">", ">=", "=="].contains(binary.op), isOne(other) { return "compared with 1" }
                return nil
            case let ternary as TernaryExprSyntax:
                if ternary.condition === node { return nil }
                let other = ternary.thenExpression === node ? ternary.elseExpression : ternary.thenExpression
                if isOne(other) { return "capped at 1" }
            case let variable as VariableDeclSyntax where variable.initializer === node:
                return localEvidence(variable, depth: depth)
            case let assignment as AssignmentExprSyntax where assignment.value === node:
                guard assignment.op == "=" else { return nil }
                if let name = assignment.target.dottedPath?.last, isProgressName(name) { return "stored as `\(name)`" }
                if let identifier = assignment.target.unwrapped as? IdentifierExprSyntax,
                   case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier) {
                    return localEvidence(variable, depth: depth)
                }
                return nil
            case let jump as JumpStmtSyntax where jump.keyword == "return":
                return returnEvidence(jump)
            case let block as CodeBlockSyntax where block.singleExpression === node:
                // The implicit return of a getter or function.
                return returnEvidence(node)
            default:
                return nil
            }
            node = parent
        }
        return nil
    }

    /// nil: keep walking out; "": stop without evidence; otherwise the evidence.
    private func callEvidence(_ call: CallExprSyntax, argument: Syntax) -> String? {
        let name = call.name ?? ""
        if call.callee is MemberAccessExprSyntax {
            return name == "opacity" ? "drives an opacity" : ""
        }
        switch name {
        case "min":
            let others = call.arguments.compactMap(\.expression).filter { $0 !== argument }
            return others.contains(where: isOne) ? "capped at 1" : nil
        case "max", "abs", "CGFloat", "Double", "Float":
            return nil
        default:
            return ""
        }
    }

    private mutating func localEvidence(_ variable: VariableDeclSyntax, depth: Int) -> String? {
        if isProgressName(variable.name) { return "named `\(variable.name)`" }
        let key = ObjectIdentifier(variable)
        guard !visited.contains(key), let scope = variable.parent else { return nil }
        visited.insert(key)
        for identifier in scope.descendants(IdentifierExprSyntax.self) where identifier.name == variable.name {
            guard case let .local(resolved)? = context.bindings.resolve(identifier.name, at: identifier), resolved === variable else { continue }
            if let found = evidence(for: identifier, depth: depth + 1) { return found }
        }
        return nil
    }

    /// The value returned by a function or computed property named like a progress (`getOpacity()`).
    private func returnEvidence(_ value: Syntax) -> String? {
        for ancestor in value.ancestors {
            if ancestor is ClosureExprSyntax { return nil }
            if let function = ancestor as? FunctionDeclSyntax {
                return isProgressName(function.name) ? "returned by `\(function.name)()`" : nil
            }
            if let variable = ancestor as? VariableDeclSyntax {
                return isProgressName(variable.name) ? "returned as `\(variable.name)`" : nil
            }
        }
        return nil
    }

    func isProgressName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return HardcodedProgressDivisorRule.progressNameParts.contains { lowered.contains($0) }
    }

    func isOne(_ expression: ExprSyntax) -> Bool {
        HardcodedProgressDivisorRule.numericLiteral(expression)?.numericValue == 1
    }

    /// `0...1`.
    func isUnitRange(_ expression: ExprSyntax) -> Bool {
        guard let range = expression.unwrapped as? BinaryExprSyntax, range.op == "..." else { return false }
        return HardcodedProgressDivisorRule.numericLiteral(range.lhs)?.numericValue == 0 && isOne(range.rhs)
    }
}
