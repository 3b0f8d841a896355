/// The tool's identity as `--version` and SARIF reports show it.
public enum ScrollLintVersion {
    public static let current = "0.1.0"
    public static let informationURI = "https://github.com/scroll-lint/scroll-lint"
}
