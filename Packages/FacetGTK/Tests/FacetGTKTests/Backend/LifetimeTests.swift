import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Observation
import Testing

@Observable @MainActor final class VisibilityModel {
    var showsDetails = true
}

struct OptionalDetails: View {
    let model: VisibilityModel

    var body: some View {
        VStack {
            Text("Always")
            if model.showsDetails { Button("Details") {} }
        }
    }
}

@MainActor @Suite(.gtkAvailable)
struct LifetimeTests {
    /// A GTK object's finalisation, observed with a GLib weak reference.
    final class Finalized {
        var isFinalized = false
    }

    @Test func aRemovedViewReleasesItsBackingWidgetAndItsGTKWidget() throws {
        let model = VisibilityModel()
        let host = GTKHost(OptionalDetails(model: model))
        weak let backing = try host.widget("GtkButton")
        let finalized = Finalized()
        let notify: GWeakNotify = { data, _ in
            guard let data else { return }
            Unmanaged<Finalized>.fromOpaque(data).takeUnretainedValue().isFinalized = true
        }
        g_object_weak_ref(
            try #require(backing).pointer(GObject.self), notify,
            Unmanaged.passUnretained(finalized).toOpaque())
        #expect(!finalized.isFinalized)

        model.showsDetails = false
        host.flush()
        #expect(backing == nil)
        #expect(finalized.isFinalized)
        #expect(host.backend.allWidgets.map(\.typeName) == ["GtkLabel"])
    }
}
