import CoverageKit
import Foundation

let code = CoverageCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    console: StandardConsole())
exit(code)
