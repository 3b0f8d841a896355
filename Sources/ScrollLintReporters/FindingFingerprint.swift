import ScrollLintFindings

/// A finding's identity that survives unrelated edits: a hash of rule, repository-relative path
/// and the trimmed text of the flagged line (not its line number), plus an occurrence counter
/// that tells identical lines apart (as GitHub's own `primaryLocationLineHash` does).
enum FindingFingerprint {
    /// One fingerprint per finding of `input`, in the same order.
    static func fingerprints(of input: ReportInput) -> [String] {
        fingerprints(of: input.findings, relativePath: input.relativePath, sourceLine: input.sourceLine)
    }

    /// The same for any findings; a line `sourceLine` cannot give counts as empty.
    static func fingerprints(of findings: [Finding], relativePath: (String) -> String,
                             sourceLine: (_ path: String, _ line: Int) -> Substring?) -> [String] {
        var occurrences: [String: Int] = [:]
        // Findings come in report order, so those on one line are neighbours: a line is hashed
        // once per rule reported on it, however many findings it has.
        var currentLine: (path: String, line: Int, text: Substring)?
        var hashesOnLine: [String: UInt64] = [:]
        return findings.map { finding in
            if currentLine?.path != finding.path || currentLine?.line != finding.start.line {
                let text = sourceLine(finding.path, finding.start.line).map(Finding.identifyingText(ofLine:)) ?? ""
                currentLine = (finding.path, finding.start.line, text)
                hashesOnLine = [:]
            }
            let hash = hashesOnLine[finding.ruleID] ?? {
                let prefix = fnv1a64("\(finding.ruleID)\u{0}\(relativePath(finding.path))\u{0}".utf8)
                let hash = fnv1a64(currentLine!.text.utf8, from: prefix)
                hashesOnLine[finding.ruleID] = hash
                return hash
            }()
            let key = String(hash, radix: 16)
            let hex = String(repeating: "0", count: 16 - key.count) + key
            occurrences[hex, default: 0] += 1
            return "\(hex):\(occurrences[hex]!)"
        }
    }

    /// 64-bit FNV-1a of the UTF-8 bytes: tiny, stable across platforms and releases (unlike
    /// `Hasher`, which is seeded per process).
    static func fnv1a64(_ text: String) -> UInt64 { fnv1a64(text.utf8) }

    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a continued from `hash` over `bytes` (so a prefix's hash can be continued).
    static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes, from hash: UInt64 = offsetBasis) -> UInt64
    where Bytes.Element == UInt8 {
        var hash = hash
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
