/// Command-line arguments split into positional values, flags and options.
struct Arguments {
    var positional: [String] = []
    var flags: Set<String> = []
    var options: [String: String] = [:]

    /// Parses `arguments`; `valued` lists the options that take a value (`--root DIR`).
    init(_ arguments: [String], flags allowedFlags: Set<String>, valued: Set<String>) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument.hasPrefix("--") {
                if let equals = argument.firstIndex(of: "="), valued.contains(String(argument[..<equals])) {
                    options[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
                } else if valued.contains(argument) {
                    guard index < arguments.count else {
                        throw CoverageError.usage("\(argument) needs a value")
                    }
                    options[argument] = arguments[index]
                    index += 1
                } else if allowedFlags.contains(argument) {
                    flags.insert(argument)
                } else {
                    throw CoverageError.usage("unknown option '\(argument)'")
                }
            } else {
                positional.append(argument)
            }
        }
    }
}
