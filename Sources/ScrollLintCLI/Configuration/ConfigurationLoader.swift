import ScrollLintAnalysis
import ScrollLintFindings

/// Reads and validates a configuration file. Unknown keys, unknown rule ids, options a rule does
/// not read and wrong types are errors that name the key and its position: a typo must never
/// silently do nothing. Keys that start with `//` are comments, anywhere (JSON has no comment
/// syntax).
struct ConfigurationLoader {
    /// Every rule id, with the options the rule reads.
    let ruleOptions: [String: [RuleOption]]

    static let sections = ["rules", "severity", "options", "include", "exclude", "lintPreviews", "lintFilesOutsideTargets"]

    func load(text: String, path: String, directory: String) throws -> ConfigurationFile {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch let error as JSONSyntaxError {
            throw ConfigurationError(path: path, position: error.position, message: "invalid JSON: \(error.message)")
        }
        var file = ConfigurationFile(path: path, directory: directory)
        let context = Context(path: path)
        for member in try context.members(of: root, named: "the configuration") {
            switch member.key {
            case "rules":
                for entry in try context.members(of: member.value, named: "\"rules\"") {
                    try checkRuleID(entry, in: "rules", context: context, allowingAll: true)
                    guard case .bool(let on) = entry.value.value else {
                        throw context.error(at: entry.value.position,
                                            "\"rules\".\"\(entry.key)\" must be true or false, not \(entry.value.typeName)")
                    }
                    file.ruleSwitches[entry.key] = on
                }
            case "severity":
                for entry in try context.members(of: member.value, named: "\"severity\"") {
                    try checkRuleID(entry, in: "severity", context: context, allowingAll: false)
                    guard case .string(let name) = entry.value.value, let severity = Severity(rawValue: name) else {
                        throw context.error(at: entry.value.position,
                                            "\"severity\".\"\(entry.key)\" must be \"note\", \"warning\" or \"error\"")
                    }
                    file.severities[entry.key] = severity
                }
            case "options":
                for entry in try context.members(of: member.value, named: "\"options\"") {
                    try checkRuleID(entry, in: "options", context: context, allowingAll: false)
                    var values: [String: RuleOptionValue] = [:]
                    for option in try context.members(of: entry.value, named: "\"options\".\"\(entry.key)\"") {
                        values[option.key] = try optionValue(option, rule: entry.key, context: context)
                    }
                    file.options[entry.key] = values
                }
            case "lintPreviews":
                guard case .bool(let on) = member.value.value else {
                    throw context.error(at: member.value.position, "\"lintPreviews\" must be true or false, not \(member.value.typeName)")
                }
                file.lintsPreviews = on
            case "lintFilesOutsideTargets":
                guard case .bool(let on) = member.value.value else {
                    throw context.error(at: member.value.position,
                                        "\"lintFilesOutsideTargets\" must be true or false, not \(member.value.typeName)")
                }
                file.lintsFilesOutsideTargets = on
            case "include":
                file.include = try patterns(member, context: context)
            case "exclude":
                file.exclude = try patterns(member, context: context)
            default:
                throw context.error(at: member.keyPosition, "unknown key \"\(member.key)\"; expected one of "
                    + Self.sections.joined(separator: ", "))
            }
        }
        return file
    }

    private func checkRuleID(_ entry: JSONNode.Member, in section: String, context: Context, allowingAll: Bool) throws {
        if allowingAll, entry.key == ConfigurationFile.allRulesKey { return }
        guard ruleOptions[entry.key] != nil else {
            let suggestion = Suggestion.didYouMean(entry.key, in: Array(ruleOptions.keys), quote: "\"")
            throw context.error(at: entry.keyPosition, "unknown rule \"\(entry.key)\" in \"\(section)\""
                + (suggestion.isEmpty ? " (run 'scroll-lint rules' for the list)" : suggestion))
        }
    }

    /// The value of an option the rule declares, of the kind it declares.
    private func optionValue(_ option: JSONNode.Member, rule: String, context: Context) throws -> RuleOptionValue {
        let declared = ruleOptions[rule] ?? []
        guard let spec = declared.first(where: { $0.name == option.key }) else {
            let names = declared.map(\.name)
            let message = names.isEmpty ? "\"options\".\"\(rule)\": the rule has no options"
                : "\"options\".\"\(rule)\" has no option \"\(option.key)\""
                    + Suggestion.didYouMean(option.key, in: names, quote: "\"")
                    + " (options: \(names.joined(separator: ", ")))"
            throw context.error(at: option.keyPosition, message)
        }
        let name = "\"options\".\"\(rule)\".\"\(option.key)\""
        let value: RuleOptionValue?
        switch option.value.value {
        case .number(let number): value = .number(number)
        case .string(let text): value = .string(text)
        case .bool(let flag): value = .bool(flag)
        case .array(let elements):
            value = .strings(try elements.map { element in
                guard case .string(let text) = element.value else {
                    throw context.error(at: element.position, "\(name) must hold only strings, not \(element.typeName)")
                }
                return text
            })
        case .object, .null:
            value = nil
        }
        guard let value, spec.accepts(value) else {
            let expected = spec.kind == .strings ? "an array of strings" : "a \(spec.kind.rawValue)"
            throw context.error(at: option.value.position, "\(name) must be \(expected), not \(option.value.typeName)")
        }
        return value
    }

    private func patterns(_ member: JSONNode.Member, context: Context) throws -> [GlobPattern] {
        guard case .array(let elements) = member.value.value else {
            throw context.error(at: member.value.position,
                                "\"\(member.key)\" must be an array of glob patterns, not \(member.value.typeName)")
        }
        return try elements.map { element in
            guard case .string(let text) = element.value else {
                throw context.error(at: element.position, "\"\(member.key)\" must hold only strings, not \(element.typeName)")
            }
            return GlobPattern(text)
        }
    }

    /// Error helpers that know the file's path.
    private struct Context {
        var path: String

        func error(at position: JSONPosition, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, position: position, message: message)
        }

        /// The members of an object, without `//` comment keys; duplicate keys are errors.
        func members(of node: JSONNode, named name: String) throws -> [JSONNode.Member] {
            guard case .object(let members) = node.value else {
                throw error(at: node.position, "\(name) must be an object, not \(node.typeName)")
            }
            var seen = Set<String>()
            return try members.filter { member in
                if member.key.hasPrefix("//") { return false }
                guard seen.insert(member.key).inserted else {
                    throw error(at: member.keyPosition, "duplicate key \"\(member.key)\"")
                }
                return true
            }
        }
    }
}
