import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

@MainActor @Suite struct ImageTests {
    @Test func systemImageIsOneCellInTheForegroundColour() {
        let host = HeadlessHost(Image(systemName: "star.fill").foregroundStyle(.yellow), width: 5, height: 1)
        #expect(host.dump == "Image (2, 0, 1, 1)")
        var expected = ImageContent(systemName: "star.fill", color: .yellow)
        expected.label = "star.fill"
        #expect(host.widgets(kind: "Image").first?.content as? ImageContent == expected)
    }

    @Test func newSymbolUpdatesTheWidget() {
        struct Star: View {
            @State var filled = false
            var body: some View {
                VStack {
                    Image(systemName: filled ? "star.fill" : "star")
                    Button("Fill") { filled = true }
                }
            }
        }
        let host = HeadlessHost(Star())
        host.widgets(kind: "Button").first?.send(.activate)
        let counters = host.flush()
        #expect((host.widgets(kind: "Image").first?.content as? ImageContent)?.systemName == "star.fill")
        #expect(counters.widgetsUpdated == 1)
        #expect(counters.widgetsCreated == 0)
    }

    /// A directory of resources, as a bundle: `logo.png` and `notes` (no extension).
    private static func resources() throws -> Bundle {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "facet-images-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: directory.appendingPathComponent("logo.png"))
        try Data("x".utf8).write(to: directory.appendingPathComponent("notes"))
        return try #require(Bundle(path: directory.path))
    }

    @Test func anImageFromResourcesIsFoundByNameWithOrWithoutItsExtension() throws {
        let bundle = try Self.resources()
        let logo = Image("logo", bundle: bundle)
        #expect(logo.resourceName == "logo" && logo.systemName.isEmpty)
        #expect(logo.resourceURL?.lastPathComponent == "logo.png")
        #expect(Image("notes", bundle: bundle).resourceURL?.lastPathComponent == "notes")
        #expect(Image(decorative: "logo", bundle: bundle).resourceURL == logo.resourceURL)
        let host = HeadlessHost(logo, width: 3, height: 1)
        let content = try host.content(ImageContent.self, kind: "Image")
        #expect(content.isResource && content.file == logo.resourceURL?.path)
    }

    @Test func aPictureIsOneBoxCellOnATerminalAndAMissingOneHasNoFile() throws {
        let bundle = try Self.resources()
        #expect(TerminalHost(Image("logo", bundle: bundle), width: 1, height: 1).screen == "▣")
        let missing = Image("absent", bundle: bundle)
        #expect(missing.resourceURL == nil)
        let content = try HeadlessHost(missing).content(ImageContent.self, kind: "Image")
        #expect(content.isResource && content.file == nil)
    }

    @Test func interpolationAndAntialiasingReachTheWidgetAndRootImageDropsThem() throws {
        let image = Image(systemName: "star").resizable().interpolation(.none).antialiased(false)
        let content = try HeadlessHost(image, width: 3, height: 1).content(ImageContent.self, kind: "Image")
        #expect(
            content.interpolation == Image.Interpolation.none && !content.isAntialiased && content.isResizable
        )
        let plain = try HeadlessHost(Image(systemName: "star")).content(ImageContent.self, kind: "Image")
        #expect(plain.interpolation == nil && plain.isAntialiased)
        #expect(image != Image(systemName: "star"))
        #expect(image.unmodified == Image(systemName: "star"))
    }

    @Test func anImageIsLabelledByItsLabelOrNameAndADecorativeOneIsNot() throws {
        let bundle = try Self.resources()
        func label(_ image: Image) throws -> String? {
            try HeadlessHost(image).content(ImageContent.self, kind: "Image").label
        }
        #expect(try label(Image(systemName: "trash")) == "trash")
        #expect(try label(Image("logo", bundle: bundle)) == "logo")
        #expect(try label(Image("logo", bundle: bundle, label: Text("Company logo"))) == "Company logo")
        #expect(try label(Image(decorative: "logo", bundle: bundle)) == nil)
        #expect(Image(decorative: "logo", bundle: bundle) != Image("logo", bundle: bundle))
    }
}
