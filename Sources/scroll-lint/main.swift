import Foundation
import ScrollLintCLI

let arguments = Array(CommandLine.arguments.dropFirst())
#if canImport(Glibc)
AllocatorTuning.restartTunedIfWorthIt(arguments)
#endif
exit(ScrollLintCommand.run(arguments, io: .process()))
