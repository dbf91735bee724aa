import Foundation

enum ScaffoldCommand {
    static func run(_ rawArguments: [String], currentDirectory: URL, console: Console) throws -> Int32 {
        throw CoverageError.usage("scaffold: not yet")
    }
}
