import Foundation

enum ReportCommand {
    static func run(_ rawArguments: [String], currentDirectory: URL, console: Console) throws -> Int32 {
        throw CoverageError.usage("report: not yet")
    }
}
