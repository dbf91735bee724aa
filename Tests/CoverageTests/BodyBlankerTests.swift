import Testing

@testable import CoverageKit

/// Source indexing parses declarations without their code bodies, with the same result.
@Suite struct BodyBlankerTests {
    /// Bodies of every kind, beside member blocks, strings and comments holding braces.
    private static let source = #"""
        /// A type. { not code }
        public struct Gauge<Label: View>: View where Label: View {
            // facet: pending
            public init(value: Double, label: () -> Label = { fatalError("}") }) {
                let text = "{ \(value) }"
                let raw = #"\(not interpolated) " { "#
                let lines = """
                    } \(label() as? String ?? "{") "quoted"
                    """
                /* nested /* } */ { */
                print(text, raw, lines)
            }

            public var body: some View { EmptyView() }

            class func make() -> Self { fatalError() }

            var kind: Kind = .class { didSet { print("}") } }

            enum Kind {
                case `class`, plain
                static let all: [Kind] = [.class, .plain]
            }
        }

        extension Gauge where Label == Text {
            public static var sample: Gauge { Gauge(value: 1) { Text("{") } }
        }

        public protocol GaugeStyle {
            var name: String { get }
            func makeBody() -> Int
        }

        #if os(Linux)
        extension Gauge: Sendable {}
        #endif
        """#

    @Test func bodiesKeepOnlyTheirBracesAndNewlines() throws {
        let blanked = try #require(BodyBlanker.blank(Self.source))
        #expect(
            blanked.split(separator: "\n", omittingEmptySubsequences: false).count
                == Self.source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(blanked.contains("public struct Gauge<Label: View>: View where Label: View {\n"))
        #expect(blanked.contains("    public var body: some View {}\n"))
        #expect(blanked.contains("    class func make() -> Self {}\n"))
        #expect(blanked.contains("    var kind: Kind = .class {}\n"))
        #expect(blanked.contains("    enum Kind {\n        case `class`, plain\n"))
        #expect(blanked.contains("    public static var sample: Gauge {}\n"))
        #expect(blanked.contains("public protocol GaugeStyle {\n    var name: String {}\n"))
        #expect(!blanked.contains("print"))
        #expect(!blanked.contains("fatalError"))
        #expect(!blanked.contains("EmptyView()"))
    }

    @Test func theIndexIsTheSameWithAndWithoutBodies() {
        let file = "Sources/Gauge.swift"
        let blanked = SourceIndexer.declarations(in: Self.source, file: file, blankingBodies: true)
        let parsed = SourceIndexer.declarations(in: Self.source, file: file, blankingBodies: false)
        #expect(blanked == parsed)
        #expect(blanked.map(\.name) == ["Gauge", "Gauge.Kind", "Gauge", "GaugeStyle", "Gauge"])
        #expect(
            blanked[0].members.map { "\($0.selector):\($0.line):\($0.isPending)" } == [
                "init(value:label:):4:true", "body:14:false", "make():16:false", "kind:18:false",
            ])
    }

    @Test func textItCannotFollowIsLeftAsItIs() {
        #expect(BodyBlanker.blank("struct A {\n    let text = \"unterminated\n}\n") == nil)
        #expect(BodyBlanker.blank("func f() {\n    print(1)\n") == nil)
        #expect(BodyBlanker.blank("}\nfunc f() { print(1) }\n") == nil)
        #expect(BodyBlanker.blank("struct A {\n    let a: Int\n}\n") == nil)
    }

    @Test func regularExpressionLiteralsAreSkippedWhole() throws {
        let source = """
            struct A {
                func f() -> Bool { "a{".contains(/[{]/) }
                func g() -> Bool { "}".contains(#/[}]/#) && 4/2 == 2 }
                let r = /[}]/
                func h() -> Regex<Substring> { return /[{]/ }
                func i() -> Regex<Substring> { return /[}]/ }
            }
            """
        let blanked = try #require(BodyBlanker.blank(source))
        #expect(blanked.contains("    func f() -> Bool {}\n    func g() -> Bool {}\n"))
        let file = "Sources/A.swift"
        let declarations = SourceIndexer.declarations(in: source, file: file, blankingBodies: true)
        #expect(declarations == SourceIndexer.declarations(in: source, file: file, blankingBodies: false))
        #expect(declarations.first?.members.map(\.selector) == ["f()", "g()", "r", "h()", "i()"])
    }
}

extension BodyBlankerTests {
    @Test func thisRepositorysSourcesIndexTheSameWithAndWithoutBodies() throws {
        let root = Reference.repositoryRoot
        let directories =
            SourceFiles.subdirectories(of: root.appendingPathComponent("Packages")).map {
                $0.appendingPathComponent("Sources")
            } + [root.appendingPathComponent("Tools/Coverage/Sources")]
        let files = SourceFiles.swiftFiles(under: directories)
        #expect(files.count > 300)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let path = SourceFiles.relativePath(of: file, root: root)
            #expect(
                SourceIndexer.declarations(in: text, file: path, blankingBodies: true)
                    == SourceIndexer.declarations(in: text, file: path, blankingBodies: false), "\(path)")
        }
    }
}
