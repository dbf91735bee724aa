import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct ProgressViewWithLinearStyleTypeTests {
    @Test func handsOverTheProgressBar() throws {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            ProgressView(value: 0.25)
                .introspect(.progressView(style: .linear), on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkProgressBar"])
        let bar = try #require(calls.last)
        #expect(gtk_progress_bar_get_fraction(bar.opaquePointer) == 0.25)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                ProgressView()
                    .introspect(.progressView(style: .linear), on: .gtk(.v4_8), customize: calls.record())
                Slider(value: .constant(0.25))
                    .introspect(.progressView(style: .linear), on: .gtk(.v4_8), customize: calls.record())
            })
        #expect(calls.count == 0)
    }
}
