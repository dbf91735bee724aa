import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct SliderTypeTests {
    @Test func handsOverTheScale() throws {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            Slider(value: .constant(2), in: 0...10)
                .introspect(.slider, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkScale"])
        let slider = try #require(calls.last)
        #expect(gtk_range_get_value(slider.pointer(GtkRange.self)) == 2)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                ProgressView(value: 0.5).introspect(.slider, on: .gtk(.v4_8), customize: calls.record())
                Stepper("Count", value: .constant(1))
                    .introspect(.slider, on: .gtk(.v4_8), customize: calls.record())
            })
        #expect(calls.count == 0)
    }
}
