import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses textual module interfaces (`.swiftinterface`) with the toolchain's Swift parser.
public enum InterfaceParser {
    /// Modules whose qualification is always removed.
    static let alwaysStripped: Set<String> = ["Swift", "SwiftUI", "SwiftUICore", "_Concurrency"]

    /// Parses files given as (path, contents). Fails with `file:line` on the first syntax error.
    public static func parse(_ files: [(path: String, text: String)]) throws -> InterfaceModel {
        var model = InterfaceModel()
        for file in files {
            let tree = Parser.parse(source: file.text)
            let converter = SourceLocationConverter(fileName: file.path, tree: tree)
            if let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: {
                $0.diagMessage.severity == .error
            }) {
                let line = diagnostic.location(converter: converter).line
                throw CoverageError.malformedInterface(
                    file: file.path, line: line, message: diagnostic.message)
            }
            var walker = InterfaceWalker(
                converter: converter, modules: moduleNames(of: tree, text: file.text))
            walker.walk(tree.statements)
            model.declarations += walker.declarations
        }
        return model
    }

    /// The imported modules and the interface's own module (from `-module-name`).
    static func moduleNames(of tree: SourceFileSyntax, text: String) -> Set<String> {
        var names = alwaysStripped
        for item in tree.statements {
            if let importDecl = item.item.as(ImportDeclSyntax.self), let first = importDecl.path.first {
                names.insert(first.name.text)
            }
        }
        if let range = text.range(of: "-module-name ") {
            names.insert(String(text[range.upperBound...].prefix { !$0.isWhitespace }))
        }
        return names
    }
}
