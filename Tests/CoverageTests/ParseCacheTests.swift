import Foundation
import Testing

@testable import CoverageKit

@Suite struct ParseCacheTests {
    @Test func aFileIsParsedAgainOnlyWhenItsTextChanged() {
        let cache = ParseCache()
        var parses = 0
        func read(_ text: String) -> [SourceDeclaration] {
            cache.declarations(file: "A.swift", text: text) {
                parses += 1
                return SourceIndexer.declarations(in: text, file: "A.swift")
            }
        }
        #expect(read("struct A {}\n").map(\.name) == ["A"])
        #expect(read("struct A {}\n").map(\.name) == ["A"])
        #expect(parses == 1)
        #expect(read("struct B {}\n").map(\.name) == ["B"])
        #expect(parses == 2)
    }

    @Test func withoutABuildDirectoryNothingIsCached() throws {
        let repository = try FixtureRepository()
        #expect(ParseCache(root: repository.root) == nil)
    }

    @Test func aReportIsTheSameWithTheCacheAndSeesEveryEdit() throws {
        let repository = try reportFixture()
        try FileManager.default.createDirectory(
            at: repository.root.appendingPathComponent(".build"), withIntermediateDirectories: true)
        #expect(repository.run(["report"]).code == 0)
        let cached = try FileManager.default.contentsOfDirectory(
            atPath: repository.root.appendingPathComponent(".build/coverage-cache").path)
        #expect(cached.count == 1)
        #expect(try repository.read("readiness.md").contains("| `Gauge` | 2/2 initializers |"))

        // An edit after the cache was written: the file's new text is read.
        let gauge = "Packages/FacetUI/Sources/FacetUICore/Views/Gauge.swift"
        try repository.write(
            gauge,
            try repository.read(gauge).replacingOccurrences(
                of: "public init<V: BinaryFloatingPoint>(value: V, @ViewBuilder label",
                with: "init<V: BinaryFloatingPoint>(value: V, @ViewBuilder label"))
        #expect(repository.run(["report"]).code == 0)
        let withCache = try repository.read("readiness.md")
        #expect(withCache.contains("| `Gauge` | 1/2 initializers |"))

        try FileManager.default.removeItem(at: repository.root.appendingPathComponent(".build"))
        #expect(repository.run(["report", "--check"]).code == 0, "the report without the cache is the same")
    }

    @Test func anotherExecutablesCacheIsNotRead() throws {
        let repository = try FixtureRepository()
        try FileManager.default.createDirectory(
            at: repository.root.appendingPathComponent(".build"), withIntermediateDirectories: true)
        let text = "struct Real {}\n"
        let bytes = Array(text.utf8)
        var stored = ParseCache.Stored(tool: "v1 /elsewhere/coverage 1 1")
        stored.declarations["A.swift"] = ParseCache.Parsed(
            length: bytes.count, hash: ParseCache.hash(bytes),
            value: SourceIndexer.declarations(in: "struct Stale {}\n", file: "A.swift"))
        let cache = try #require(ParseCache(root: repository.root))
        try repository.write(
            ".build/coverage-cache/\(try #require(cache.url).lastPathComponent)",
            String(decoding: try JSONEncoder().encode(stored), as: UTF8.self))
        let reread = try #require(ParseCache(root: repository.root))
        let names = reread.declarations(file: "A.swift", text: text) {
            SourceIndexer.declarations(in: text, file: "A.swift")
        }.map(\.name)
        #expect(names == ["Real"])
    }
}
