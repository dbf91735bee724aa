import Foundation

/// Where commands print: standard output for results, standard error for problems.
public protocol Console: AnyObject {
    /// Prints a line of output.
    func print(_ line: String)
    /// Prints a line to the error stream.
    func error(_ line: String)
}

/// The process's standard output and error.
public final class StandardConsole: Console {
    /// Creates the console.
    public init() {}

    /// Prints to standard output.
    public func print(_ line: String) {
        Swift.print(line)
    }

    /// Prints to standard error.
    public func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// A console that records what is printed, for tests.
public final class RecordingConsole: Console {
    /// Everything printed to the output, one element per line.
    public private(set) var output: [String] = []
    /// Everything printed to the error stream.
    public private(set) var errors: [String] = []

    /// Creates an empty recording.
    public init() {}

    /// Records an output line.
    public func print(_ line: String) {
        output.append(line)
    }

    /// Records an error line.
    public func error(_ line: String) {
        errors.append(line)
    }

    /// The output as one text.
    public var outputText: String { output.joined(separator: "\n") }
    /// The errors as one text.
    public var errorText: String { errors.joined(separator: "\n") }
}
