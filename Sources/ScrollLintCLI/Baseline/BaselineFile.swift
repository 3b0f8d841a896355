import ScrollLintReporters

/// The baseline's file format: `{"version":1,"entries":[{"rule","path","lineContent"}]}`,
/// entries sorted so the file diffs well in review.
enum BaselineFile {
    static func render(_ baseline: Baseline) -> String {
        JSONOutput.object([
            ("version", .integer(1)),
            ("entries", .array(baseline.entries.sorted().map { entry in
                .object([
                    ("rule", .string(entry.rule)),
                    ("path", .string(entry.path)),
                    ("lineContent", .string(entry.lineContent)),
                ])
            })),
        ]).rendered()
    }

    /// Parses a baseline; errors are located like configuration errors.
    static func parse(_ text: String, path: String) throws -> Baseline {
        func error(_ position: JSONPosition, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, position: position, message: message)
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch let syntax as JSONSyntaxError {
            throw error(syntax.position, "invalid JSON: \(syntax.message)")
        }
        guard case .object(let members) = root.value,
              let entriesNode = members.first(where: { $0.key == "entries" })?.value,
              case .array(let elements) = entriesNode.value else {
            throw error(root.position, "not a scroll-lint baseline (expected {\"version\":1,\"entries\":[...]})")
        }
        return Baseline(entries: try elements.map { element in
            guard case .object(let fields) = element.value else { throw error(element.position, "an entry must be an object") }
            func text(_ key: String) throws -> String {
                guard let node = fields.first(where: { $0.key == key })?.value, case .string(let value) = node.value else {
                    throw error(element.position, "an entry needs a string \"\(key)\"")
                }
                return value
            }
            return Baseline.Entry(rule: try text("rule"), path: try text("path"), lineContent: try text("lineContent"))
        })
    }
}
