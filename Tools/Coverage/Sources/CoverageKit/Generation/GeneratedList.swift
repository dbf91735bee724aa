import Foundation

/// A Swift file the tool writes from the sources so that nobody keeps a list by hand: the
/// types of a directory that conform to a protocol (directly, through a protocol refining
/// it, or in an extension), in the order of their declarations — files sorted by path, then
/// top to bottom (Swift cannot enumerate conformances at run time; the generated file can) —
/// or the public types of some modules that SwiftUI also declares, by name.
///
/// `coverage report` rewrites the file when it differs; `coverage report --check` fails
/// when it is stale. A generic type is left out (a list cannot name it without its
/// arguments); a `private` or `fileprivate` one is an error (the list could not name it).
public struct GeneratedList: Sendable {
    /// Which types a list names.
    public enum Selection: Sendable, Equatable {
        /// The types conforming to a protocol ("CoveragePlugin"), in declaration order.
        case conformers(of: String)
        /// The public, non-SPI, top-level types of these modules (directories under a
        /// `Sources/`) whose names the catalog lists among SwiftUI's (``Catalog/typeNames``),
        /// by name. A catalog without type names generates no file.
        case swiftUINamed(modules: [String])
    }

    /// Which types are listed.
    public var selection: Selection
    /// The directory scanned, relative to the repository root.
    public var sources: String
    /// The generated file, relative to the repository root (inside ``sources``).
    public var output: String
    /// Whether the list is compiled into the coverage tool itself: a run that rewrites it
    /// used the old list, so it leaves the reports alone and asks for another run.
    public var isPartOfTheTool: Bool
    /// The Swift code after the header, from the types found.
    public var body: @Sendable ([Conformer]) -> String

    /// A type the list names.
    public struct Conformer: Sendable, Equatable {
        /// The type's name, dotted when nested (`ViewType.Text`).
        public var name: String
        /// The file declaring it (or its conformance), relative to the root.
        public var file: String
        /// The 1-based line of that declaration.
        public var line: Int
        /// Whether the type is deprecated (a list naming it must be too, or warn).
        public var isDeprecated = false

        /// The module declaring it: the directory under the nearest `Sources/` of its file
        /// (`FacetUICore` for `Packages/FacetUI/Sources/FacetUICore/Views/Text.swift`).
        public var module: String? { Self.module(ofFile: file) }

        static func module(ofFile file: String) -> String? {
            let components = file.split(separator: "/")
            guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count
            else { return nil }
            return String(components[sources + 1])
        }
    }

    /// Creates a list of the conformers of a protocol.
    public init(
        conformance: String, sources: String, output: String, isPartOfTheTool: Bool = false,
        body: @escaping @Sendable ([Conformer]) -> String
    ) {
        self.init(
            selection: .conformers(of: conformance), sources: sources, output: output,
            isPartOfTheTool: isPartOfTheTool, body: body)
    }

    /// Creates a list.
    public init(
        selection: Selection, sources: String, output: String, isPartOfTheTool: Bool = false,
        body: @escaping @Sendable ([Conformer]) -> String
    ) {
        self.selection = selection
        self.sources = sources
        self.output = output
        self.isPartOfTheTool = isPartOfTheTool
        self.body = body
    }

    /// The command that writes the file, quoted in its header and in errors.
    public static let command = "swift run coverage report"

    /// The types of `index` the list names (``selection``), with SwiftUI's type names for
    /// ``Selection/swiftUINamed(modules:)``. The generated file itself is not read.
    public func conformers(in index: SourceIndex, swiftUITypeNames: [String] = []) throws -> [Conformer] {
        let declarations = index.declarations.filter { $0.file != output }
        switch selection {
        case .conformers(let conformance):
            return try conformers(of: conformance, in: declarations)
        case .swiftUINamed(let modules):
            let names = Set(swiftUITypeNames)
            let types = declarations.filter { declaration in
                declaration.kind != .extensionDecl && declaration.isPublic && !declaration.name.contains(".")
                    && !declaration.attributes.contains("_spi") && names.contains(declaration.name)
                    && Conformer.module(ofFile: declaration.file).map(modules.contains) == true
            }
            var byName: [String: Conformer] = [:]
            for type in types where byName[type.name] == nil {
                byName[type.name] = Conformer(
                    name: type.name, file: type.file, line: type.line, isDeprecated: type.isDeprecated)
            }
            return byName.values.sorted { $0.name < $1.name }
        }
    }

    private func conformers(of conformance: String, in declarations: [SourceDeclaration]) throws
        -> [Conformer]
    {
        var scoped = SourceIndex()
        scoped.declarations = declarations
        let protocols = scoped.refinements(of: [conformance])
        var conformances: [String: Set<String>] = [:]
        var types: [String: SourceDeclaration] = [:]
        for declaration in declarations {
            conformances[declaration.name, default: []].formUnion(declaration.inheritance)
            if declaration.kind != .extensionDecl, types[declaration.name] == nil {
                types[declaration.name] = declaration
            }
        }
        var found: [Conformer] = []
        var seen = Set<String>()
        for declaration in declarations where declaration.kind != .protocolType {
            guard !seen.contains(declaration.name),
                conformances[declaration.name]?.isDisjoint(with: protocols) == false
            else { continue }
            // The type's own declaration places it; an extension only for a type declared elsewhere.
            let type = types[declaration.name]
            if declaration.kind == .extensionDecl, type != nil { continue }
            seen.insert(declaration.name)
            if let type, !type.genericParameters.isEmpty { continue }
            if let type, type.isPrivate {
                throw CoverageError.invalidData(
                    file: type.file, line: type.line,
                    message:
                        "'\(type.name)' conforms to \(conformance) but is private; \(output) cannot name it")
            }
            found.append(Conformer(name: declaration.name, file: declaration.file, line: declaration.line))
        }
        return found
    }

    /// The file's text for the types found.
    public func text(for conformers: [Conformer]) -> String {
        let origin =
            switch selection {
            case .conformers(let conformance):
                [
                    "// Generated by `\(Self.command)` from the types conforming to `\(conformance)`",
                    "// in \(sources)/, files by path, then declaration order.",
                ]
            case .swiftUINamed(let modules):
                [
                    "// Generated by `\(Self.command)` from the public types of \(modules.joined(separator: ", "))",
                    "// in \(sources)/ that SwiftUI also declares (Tools/Coverage/Catalog/types.list), by name.",
                ]
            }
        return
            (origin + [
                "// Do not edit: `\(Self.command) --check` fails when this file is stale.", "",
                body(conformers),
            ])
            .joined(separator: "\n")
    }

    /// The file's text for the sources under `context`'s root, or nil when the directory
    /// does not exist (or, for SwiftUI's names, when the catalog has none).
    public func text(in context: ScanContext) throws -> String? {
        guard context.exists(sources) else { return nil }
        if case .swiftUINamed = selection, context.catalog.typeNames.isEmpty { return nil }
        return text(
            for: try conformers(in: context.index([sources]), swiftUITypeNames: context.catalog.typeNames))
    }
}
