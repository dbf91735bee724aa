import CGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

@MainActor @Suite(.gtkAvailable)
struct ImageMappingTests {
    /// A one-pixel PNG.
    static let pixel = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
    )!

    @Test func anImageFromResourcesShowsItsFileAndAMissingOneTheMissingIcon() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "facet-gtk-images-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.pixel.write(to: directory.appendingPathComponent("dot.png"))
        let bundle = try #require(Bundle(path: directory.path))
        let host = GTKHost(
            VStack {
                Image("dot", bundle: bundle); Image("absent", bundle: bundle)
            })
        let images = host.widgets("GtkImage").map { OpaquePointer($0.widget) }
        #expect(images.count == 2)
        #expect(gtk_image_get_storage_type(images[0]) == GTK_IMAGE_PAINTABLE)
        #expect(gtk_image_get_storage_type(images[1]) == GTK_IMAGE_ICON_NAME)
        #expect(String(cString: gtk_image_get_icon_name(images[1])) == "image-missing")
    }

    @Test func anImagesLabelIsItsAccessibleLabel() throws {
        let host = GTKHost(
            VStack {
                Image(systemName: "trash"); Image("chart", label: Text("Sales"))
            })
        let images = host.widgets("GtkImage")
        #expect(images.count == 2)
        for (image, label) in zip(images, ["trash", "Sales"]) {
            let mismatch = facet_test_accessible_check_string(
                image.widget, GTK_ACCESSIBLE_PROPERTY_LABEL, label)
            #expect(mismatch == nil)
            g_free(mismatch)
        }
    }

    @Test func anImageInATextIsItsCharacterInTheLabel() throws {
        let host = GTKHost(Text("Rate \(Image(systemName: "star.fill"))"))
        #expect(try host.widget("GtkLabel").text == "Rate ★")
    }
}
