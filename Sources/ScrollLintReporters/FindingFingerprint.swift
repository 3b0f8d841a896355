import ScrollLintFindings

/// A finding's identity that survives unrelated edits: a hash of rule, repository-relative path
/// and the trimmed text of the flagged line (not its line number), plus an occurrence counter
/// that tells identical lines apart (as GitHub's own `primaryLocationLineHash` does).
enum FindingFingerprint {
    /// One fingerprint per finding, in the same order.
    static func fingerprints(of findings: [Finding], relativePath: (String) -> String) -> [String] {
        var occurrences: [String: Int] = [:]
        return findings.map { finding in
            let hash = fnv1a64("\(finding.ruleID)\u{0}\(relativePath(finding.path))\u{0}\(finding.lineContent)")
            let key = String(hash, radix: 16)
            let hex = String(repeating: "0", count: 16 - key.count) + key
            occurrences[hex, default: 0] += 1
            return "\(hex):\(occurrences[hex]!)"
        }
    }

    /// 64-bit FNV-1a of the UTF-8 bytes: tiny, stable across platforms and releases (unlike
    /// `Hasher`, which is seeded per process).
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
