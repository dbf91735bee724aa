import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct ProgressViewWithCircularStyleTypeTests {
    @Test func handsOverTheSpinner() throws {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            ProgressView()
                .introspect(.progressView(style: .circular), on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkSpinner"])
        let spinner = try #require(calls.last)
        #expect(gtk_spinner_get_spinning(spinner.opaquePointer) != 0)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                ProgressView(value: 0.5)
                    .introspect(.progressView(style: .circular), on: .gtk(.v4_8), customize: calls.record())
                Text("Loading")
                    .introspect(.progressView(style: .circular), on: .gtk(.v4_8), customize: calls.record())
            })
        #expect(calls.count == 0)
    }
}
