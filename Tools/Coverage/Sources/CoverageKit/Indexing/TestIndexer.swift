import Foundation
import SwiftParser
import SwiftSyntax

/// One test function: a Swift Testing `@Test` or an XCTest `func test…()`.
public struct TestCase: Sendable, Equatable, Codable {
    /// The test file, relative to the repository root.
    public var file: String
    /// The function name.
    public var name: String
    /// Whether it does not run: `@Test(.disabled(…))`, or inside a disabled `@Suite`.
    public var isDisabled: Bool
    /// Type names referenced in the test (`Gauge`, `TabView`).
    public var typeNames: Set<String>
    /// Names called as members (`.padding(…)`, `.gaugeStyle(…)`).
    public var calledMembers: Set<String>
}

/// Reads the test functions of test files and the names each one uses.
public enum TestIndexer {
    /// The tests of every `.swift` file under the directories but those under `excluded`
    /// (which are not read). A file whose text `cache` holds is not parsed again.
    public static func tests(
        directories: [URL], excluding excluded: [URL] = [], root: URL, cache: ParseCache? = nil
    ) throws -> [TestCase] {
        let prefixes = excluded.map { $0.standardizedFileURL.path + "/" }
        let files = SourceFiles.swiftFiles(under: directories).filter { file in
            !prefixes.contains { file.standardizedFileURL.path.hasPrefix($0) }
        }
        return try ParallelMap.map(files) { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            let path = SourceFiles.relativePath(of: file, root: root)
            guard let cache else { return tests(in: text, file: path) }
            return cache.tests(file: path, text: text) { tests(in: text, file: path) }
        }.flatMap { $0 }
    }

    /// The tests of one file's text.
    public static func tests(in text: String, file: String) -> [TestCase] {
        let collector = TestCollector(file: file)
        collector.walk(Parser.parse(source: text))
        return collector.tests.map { test in
            // A test also exercises what the helper types it uses (views declared in the file) use.
            var test = test
            var pending = Array(test.typeNames)
            var visited = Set<String>()
            while let name = pending.popLast() {
                guard visited.insert(name).inserted, let helper = collector.helpers[name] else { continue }
                test.calledMembers.formUnion(helper.calledMembers)
                for type in helper.typeNames where !test.typeNames.contains(type) {
                    test.typeNames.insert(type)
                    pending.append(type)
                }
            }
            return test
        }
    }
}

private final class TestCollector: SyntaxVisitor {
    let file: String
    var tests: [TestCase] = []
    /// Names used by the file's helper types (types without tests), by type name.
    var helpers: [String: (typeNames: Set<String>, calledMembers: Set<String>)] = [:]
    private var disabledSuites = 0
    private var disablingSuites = Set<SyntaxIdentifier>()

    private func enterSuite(_ node: some DeclGroupSyntax) {
        if Self.disables(Self.attribute(node.attributes, named: "Suite")) {
            disabledSuites += 1
            disablingSuites.insert(node.id)
        }
    }

    private func leaveSuite(_ node: some DeclGroupSyntax) {
        if disablingSuites.remove(node.id) != nil { disabledSuites -= 1 }
    }

    /// Records a helper type's names; returns whether the declaration was a helper.
    private func recordHelper(_ node: some DeclGroupSyntax, name: String) -> Bool {
        let body = node.memberBlock.description
        guard !body.contains("@Test"), !body.contains("func test") else { return false }
        let names = NameCollector(viewMode: .sourceAccurate)
        names.walk(node.memberBlock)
        var helper = helpers[name] ?? ([], [])
        helper.typeNames.formUnion(names.typeNames)
        helper.calledMembers.formUnion(names.calledMembers)
        helpers[name] = helper
        return true
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        recordHelper(node, name: node.name.text) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        recordHelper(node, name: node.extendedType.trimmedDescription) ? .skipChildren : .visitChildren
    }

    init(file: String) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private static func attribute(_ attributes: AttributeListSyntax, named name: String) -> AttributeSyntax? {
        for element in attributes {
            if case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == name {
                return attribute
            }
        }
        return nil
    }

    private static func disables(_ attribute: AttributeSyntax?) -> Bool {
        attribute?.arguments?.trimmedDescription.contains(".disabled") ?? false
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if recordHelper(node, name: node.name.text) { return .skipChildren }
        enterSuite(node)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        leaveSuite(node)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if recordHelper(node, name: node.name.text) { return .skipChildren }
        enterSuite(node)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        leaveSuite(node)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let testAttribute = Self.attribute(node.attributes, named: "Test")
        let isXCTest =
            node.name.text.hasPrefix("test") && node.signature.parameterClause.parameters.isEmpty
            && node.parent?.parent?.parent?.is(ClassDeclSyntax.self) == true
        guard testAttribute != nil || isXCTest, let body = node.body else { return .skipChildren }
        let names = NameCollector(viewMode: .sourceAccurate)
        names.walk(body)
        tests.append(
            TestCase(
                file: file, name: node.name.text,
                isDisabled: disabledSuites > 0 || Self.disables(testAttribute),
                typeNames: names.typeNames, calledMembers: names.calledMembers))
        return .skipChildren
    }
}

private final class NameCollector: SyntaxVisitor {
    var typeNames = Set<String>()
    var calledMembers = Set<String>()

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text.first?.isUppercase == true { typeNames.insert(node.baseName.text) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        typeNames.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        typeNames.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            calledMembers.insert(name)
        }
        if name.first?.isUppercase == true { typeNames.insert(name) }
        return .visitChildren
    }
}
