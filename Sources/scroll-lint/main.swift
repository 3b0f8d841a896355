import Foundation
import ScrollLintCLI

exit(ScrollLintCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process()))
