@_spi(Advanced) import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct GTKVersionTests {
    @Test func versionsNotListedAndOtherBackendsDoNothing() {
        let received = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                Button("Newer") {}.introspect(.button, on: .gtk(.v4_10, .v4_12), customize: received.record())
                Button("Range") {}.introspect(.button, on: .gtk(.v4_8...), customize: received.record())
            })
        #expect(
            GTK.version.major == 4 && GTK.version.minor == 8, "these expectations assume GTK 4.8 (Debian 12)")
        #expect(received.widgets.map(\.text) == [nil])
        #expect(received.widgets.count == 1)
    }
}
