import Foundation
import SwiftParser
import SwiftSyntax

/// Reads Swift source files into a ``SourceIndex`` with the toolchain's parser. Every
/// `#if` clause is read (package sources may carry per-platform branches).
public enum SourceIndexer {
    /// Indexes every `.swift` file under the given directories (recursively, sorted by path).
    /// Paths in the index are relative to `root`. A file whose text `cache` holds is not
    /// parsed again.
    public static func index(directories: [URL], root: URL, cache: ParseCache? = nil) throws -> SourceIndex {
        var index = SourceIndex()
        let files = SourceFiles.swiftFiles(under: directories)
        let parsed = try ParallelMap.map(files) { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            let path = SourceFiles.relativePath(of: file, root: root)
            guard let cache else { return declarations(in: text, file: path) }
            return cache.declarations(file: path, text: text) { declarations(in: text, file: path) }
        }
        for declarations in parsed { index.declarations += declarations }
        return index
    }

    /// The declarations of one file's text.
    public static func declarations(in text: String, file: String) -> [SourceDeclaration] {
        declarations(in: text, file: file, blankingBodies: true)
    }

    /// The declarations of one file's text; with `blankingBodies`, parsed without the code
    /// bodies, which are never read and are most of the parsing time (``BodyBlanker``), unless
    /// the text without them does not parse cleanly.
    static func declarations(in text: String, file: String, blankingBodies: Bool) -> [SourceDeclaration] {
        let blanked = blankingBodies ? BodyBlanker.blank(text) : nil
        var source = blanked ?? text
        var tree = Parser.parse(source: source)
        if blanked != nil, tree.hasError {
            source = text
            tree = Parser.parse(source: text)
        }
        var walker = SourceWalker(lines: LineTable(source), file: file)
        walker.walk(tree.statements)
        return walker.declarations
    }

    /// The selector of a function or initializer declaration: `padding(_:_:)`.
    public static func selector(name: String, parameters: FunctionParameterClauseSyntax) -> String {
        name + "(" + parameters.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
}

/// Finds Swift files.
public enum SourceFiles {
    /// Every `.swift` file under the directories, sorted by path; missing directories are skipped.
    public static func swiftFiles(under directories: [URL]) -> [URL] {
        var files: [URL] = []
        for directory in directories {
            guard
                let enumerator = FileManager.default.enumerator(
                    at: directory, includingPropertiesForKeys: nil)
            else {
                continue
            }
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// A path relative to the root, or the absolute path when outside it.
    public static func relativePath(of url: URL, root: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = root.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

private struct SourceWalker {
    let lines: LineTable
    let file: String
    var declarations: [SourceDeclaration] = []

    init(lines: LineTable, file: String) {
        self.lines = lines
        self.file = file
    }

    mutating func walk(_ statements: CodeBlockItemListSyntax) {
        for item in statements {
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            visit(decl, scope: nil, pending: false)
        }
    }

    private mutating func visit(_ decl: DeclSyntax, scope: String?, pending: Bool) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                switch clause.elements {
                case .statements(let statements)?:
                    for item in statements {
                        if let inner = item.item.as(DeclSyntax.self) {
                            visit(inner, scope: scope, pending: pending)
                        }
                    }
                case .decls(let members)?:
                    for member in members { visit(member.decl, scope: scope, pending: pending) }
                default: break
                }
            }
            return
        }
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return }
        let isPending = pending || PendingMarker.isMarked(decl)
        let kind: SourceDeclaration.Kind
        let name: String
        var genericArguments: [String] = []
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            kind = .extensionDecl
            (name, genericArguments) = Self.typeName(ext.extendedType)
        } else if let (declKind, simple) = Self.kindAndName(decl) {
            kind = declKind
            name = scope.map { "\($0).\(simple)" } ?? simple
        } else {
            return
        }
        var requirements: [String: String] = [:]
        for requirement in group.genericWhereClause?.requirements ?? [] {
            if case .sameTypeRequirement(let same) = requirement.requirement {
                requirements[same.leftType.trimmedDescription] = same.rightType.trimmedDescription
            }
        }
        let index = declarations.count
        declarations.append(
            SourceDeclaration(
                kind: kind, name: name, genericArguments: genericArguments,
                inheritance: group.inheritanceClause?.inheritedTypes.map { Self.typeName($0.type).0 } ?? [],
                sameTypeRequirements: requirements,
                attributes: group.attributes.compactMap { element in
                    guard case .attribute(let attribute) = element else { return nil }
                    return attribute.attributeName.trimmedDescription
                },
                isDeprecated: group.attributes.contains { element in
                    guard case .attribute(let attribute) = element,
                        attribute.attributeName.trimmedDescription == "available"
                    else { return false }
                    return attribute.arguments?.trimmedDescription.contains("deprecated") == true
                },
                isPending: isPending,
                isPublic: kind == .extensionDecl || Self.isPublic(group.modifiers),
                isPrivate: group.modifiers.contains {
                    $0.name.text == "private" || $0.name.text == "fileprivate"
                },
                genericParameters: Self.genericParameters(decl),
                members: [], file: file, line: line(of: decl)))
        var members: [SourceMember] = []
        collectMembers(
            group.memberBlock.members, scope: name, pending: isPending, isProtocol: kind == .protocolType,
            into: &members)
        declarations[index].members = members
    }

    private mutating func collectMembers(
        _ list: MemberBlockItemListSyntax, scope: String, pending: Bool, isProtocol: Bool,
        into members: inout [SourceMember]
    ) {
        for item in list {
            let decl = item.decl
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let inner)? = clause.elements {
                        collectMembers(
                            inner, scope: scope, pending: pending, isProtocol: isProtocol, into: &members)
                    }
                }
                continue
            }
            if decl.asProtocol(DeclGroupSyntax.self) != nil {
                visit(decl, scope: scope, pending: pending)
                continue
            }
            let isPending = pending || PendingMarker.isMarked(decl)
            let modifiers: DeclModifierListSyntax
            let member: (SourceMember.Kind, String, String)
            if let function = decl.as(FunctionDeclSyntax.self) {
                modifiers = function.modifiers
                member = (
                    .function, function.name.text,
                    SourceIndexer.selector(
                        name: function.name.text, parameters: function.signature.parameterClause)
                )
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                modifiers = initializer.modifiers
                member = (
                    .initializer, "init",
                    SourceIndexer.selector(name: "init", parameters: initializer.signature.parameterClause)
                )
            } else if let variable = decl.as(VariableDeclSyntax.self),
                let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
            {
                modifiers = variable.modifiers
                member = (.property, pattern.identifier.text, pattern.identifier.text)
            } else {
                continue
            }
            members.append(
                SourceMember(
                    kind: member.0, name: member.1, selector: member.2,
                    isStatic: modifiers.contains { $0.name.text == "static" || $0.name.text == "class" },
                    isPublic: isProtocol || Self.isPublic(modifiers), isPending: isPending,
                    file: file, line: line(of: decl)))
        }
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        lines.line(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
    }

    static func kindAndName(_ decl: DeclSyntax) -> (SourceDeclaration.Kind, String)? {
        if let node = decl.as(StructDeclSyntax.self) { return (.structType, node.name.text) }
        if let node = decl.as(EnumDeclSyntax.self) { return (.enumType, node.name.text) }
        if let node = decl.as(ClassDeclSyntax.self) { return (.classType, node.name.text) }
        if let node = decl.as(ActorDeclSyntax.self) { return (.actorType, node.name.text) }
        if let node = decl.as(ProtocolDeclSyntax.self) { return (.protocolType, node.name.text) }
        return nil
    }

    /// The generic parameter names of a type declaration.
    static func genericParameters(_ decl: DeclSyntax) -> [String] {
        let clause =
            decl.as(StructDeclSyntax.self)?.genericParameterClause
            ?? decl.as(EnumDeclSyntax.self)?.genericParameterClause
            ?? decl.as(ClassDeclSyntax.self)?.genericParameterClause
            ?? decl.as(ActorDeclSyntax.self)?.genericParameterClause
        return clause?.parameters.map(\.name.text) ?? []
    }

    /// A type's dotted name without generic arguments, and the arguments of its last component.
    static func typeName(_ type: TypeSyntax) -> (String, [String]) {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return (
                identifier.name.text,
                identifier.genericArgumentClause?.arguments.map { $0.argument.trimmedDescription } ?? []
            )
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return (
                "\(typeName(member.baseType).0).\(member.name.text)",
                member.genericArgumentClause?.arguments.map { $0.argument.trimmedDescription } ?? []
            )
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeName(attributed.baseType) }
        return (type.trimmedDescription, [])
    }
}

extension SourceFiles {
    /// The immediate subdirectories of a directory, sorted; empty when it does not exist.
    public static func subdirectories(of directory: URL) -> [URL] {
        let contents =
            (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil))
            ?? []
        return contents.filter { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted { $0.path < $1.path }
    }
}

/// The line of a UTF-8 offset in a text (cheaper than a `SourceLocationConverter`, which
/// walks the whole tree).
struct LineTable {
    /// The offset at which each line after the first starts.
    private var starts: [Int] = []

    init(_ text: String) {
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
    }

    /// The 1-based line holding `offset`.
    func line(at offset: Int) -> Int {
        var (low, high) = (0, starts.count)
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }
}
