/// One `scroll-lint:` comment, parsed: what it does, to which rules, and why.
struct SuppressionDirective: Equatable {
    enum Action: String, CaseIterable {
        /// Suppress from this line until a matching `enable` (or the end of the file).
        case disable
        case enable
        /// Suppress on the line after the comment.
        case disableNext = "disable:next"
        /// Suppress on the line before the comment (SwiftLint's spelling too).
        case disablePrevious = "disable:previous"
        /// Suppress on the comment's own line.
        case disableThis = "disable:this"
        /// Suppress in the whole file, wherever the comment stands.
        case disableFile = "disable-file"
    }

    /// A rule named in the directive (or `all`), with its offset in the comment, in Unicode
    /// scalars, so a finding about the name can point at it.
    struct RuleName: Equatable {
        var id: String
        var scalarOffset: Int
        var scalarLength: Int
    }

    var action: Action
    var rules: [RuleName]
    /// The text after ` -- `, if any. Kept for readers of the code; it changes nothing.
    var reason: String?

    static let prefix = "scroll-lint:"
    static let allRules = "all"

    /// Whether `text` holds the directive prefix anywhere: a comment that does not is neither a
    /// directive nor a malformed one. Looked for in the bytes, so no comment becomes a `String`
    /// just to be found ordinary.
    static func isMentioned(in text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.containsBytes(prefixBytes)
    }

    private static let prefixBytes = Array(prefix.utf8)

    /// Why a comment that starts like a directive is not a valid one.
    enum Problem: Equatable {
        case unknownAction(String)
        case missingRules(Action)
    }

    /// What a comment turned out to be.
    enum Parsed: Equatable {
        case directive(SuppressionDirective)
        case malformed(Problem)
    }

    /// Parses a comment. Returns nil for ordinary comments, doc comments (`///`, `/**`) included:
    /// a directive is a comment whose body (after `//` or `/*` and spaces) starts with `scroll-lint:`.
    static func parse(_ comment: String) -> Parsed? {
        let scalars = Array(comment.unicodeScalars)
        var index: Int
        var end = scalars.count
        if comment.hasPrefix("//"), !comment.hasPrefix("///") {
            index = 2
        } else if comment.hasPrefix("/*"), !comment.hasPrefix("/**") {
            index = 2
            if comment.hasSuffix("*/"), scalars.count >= 4 { end -= 2 }
        } else {
            return nil
        }
        while index < end, scalars[index].properties.isWhitespace { index += 1 }
        let prefixScalars = Array(prefix.unicodeScalars)
        guard end - index >= prefixScalars.count,
              Array(scalars[index..<index + prefixScalars.count]) == prefixScalars else { return nil }
        index += prefixScalars.count

        let actionStart = index
        while index < end, !scalars[index].properties.isWhitespace { index += 1 }
        let actionText = String(String.UnicodeScalarView(scalars[actionStart..<index]))
        guard let action = Action(rawValue: actionText) else { return .malformed(.unknownAction(actionText)) }

        // The reason starts at the first ` -- ` (a `--` standing alone between spaces).
        var reason: String?
        var listEnd = end
        var probe = index
        while probe + 1 < end {
            if scalars[probe] == "-", scalars[probe + 1] == "-",
               scalars[probe - 1].properties.isWhitespace,
               probe + 2 == end || scalars[probe + 2].properties.isWhitespace {
                listEnd = probe
                let text = String(String.UnicodeScalarView(scalars[min(probe + 2, end)..<end]))
                reason = SuppressionText.trimmed(text)
                break
            }
            probe += 1
        }

        // Rule names are separated by commas and/or spaces.
        var rules: [RuleName] = []
        var nameStart: Int?
        for position in index...listEnd {
            let isSeparator = position == listEnd || scalars[position] == ","
                || scalars[position].properties.isWhitespace
            if isSeparator {
                if let start = nameStart {
                    let id = String(String.UnicodeScalarView(scalars[start..<position]))
                    rules.append(RuleName(id: id, scalarOffset: start, scalarLength: position - start))
                    nameStart = nil
                }
            } else if nameStart == nil {
                nameStart = position
            }
        }
        guard !rules.isEmpty else { return .malformed(.missingRules(action)) }
        return .directive(SuppressionDirective(action: action, rules: rules, reason: reason))
    }
}

/// Whitespace trimming without Foundation (the module does not import it). Named for this folder
/// so it cannot collide with helpers elsewhere in the module.
enum SuppressionText {
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
