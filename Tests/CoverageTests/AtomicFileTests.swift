import Foundation
import Testing

@testable import CoverageKit

@Suite struct AtomicFileTests {
    private func names(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func savingTheCatalogRemovesLeftoverTemporaryFilesAndLeavesNone() throws {
        let repository = try FixtureRepository()
        try repository.write("Tools/Coverage/Catalog/.views.catalog.tmp", "# half a catalog\n")
        try repository.write("Tools/Coverage/Catalog/.modifiers.catalog.4242.tmp", "# half a catalog\n")
        try repository.writeCatalog(fixtureCatalog)
        let directory = CatalogStore(root: repository.root).directory
        #expect(try names(in: directory) == APIKind.allCases.map(\.catalogFileName).sorted())
    }

    @Test func aWriteReplacesTheFileWhole() throws {
        let repository = try FixtureRepository()
        try repository.write("notes.txt", "old\n")
        try AtomicFile.write("new\n", to: repository.root.appendingPathComponent("notes.txt"))
        #expect(try repository.read("notes.txt") == "new\n")
        #expect(try names(in: repository.root) == ["Package.swift", "Packages", "notes.txt"])
    }

    @Test func aFailedWriteThrowsAndLeavesNoTemporaryFile() throws {
        let repository = try FixtureRepository()
        // A non-empty directory where the file should go: the rename over it fails.
        try repository.write("report.md/inside.txt", "x\n")
        let target = repository.root.appendingPathComponent("report.md")
        #expect(throws: CoverageError.self) { try AtomicFile.write("text\n", to: target) }
        #expect(try names(in: repository.root) == ["Package.swift", "Packages", "report.md"])
    }

    @Test func updateWritesOnlyWhatChanged() throws {
        let repository = try FixtureRepository()
        let url = repository.root.appendingPathComponent("Sub/File.swift")
        #expect(try AtomicFile.update("a\n", at: url))
        #expect(try !AtomicFile.update("a\n", at: url))
        #expect(try AtomicFile.update("b\n", at: url))
        #expect(try repository.read("Sub/File.swift") == "b\n")
    }
}
