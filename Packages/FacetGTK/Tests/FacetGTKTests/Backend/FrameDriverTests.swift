import CGTK
@_spi(Backend) import FacetGTK
import FacetTestSupport
import FacetUI
@_spi(Backend) import FacetUICore
import Foundation
import Testing

@MainActor @Suite(.gtkAvailable)
struct FrameDriverTests {
    @Test func anIdleWindowHasNoTickCallback() {
        let host = GTKHost(VStack { Text("Idle") })
        #expect(host.present())
        host.flush()
        #expect(!host.backend.frames.isTicking)
        #expect(host.backend.frames.tickCallbacksAdded == 0)
        #expect(!host.backend.frames.isWaiting)
    }

    @Test func theTickCallbackIsRegisteredOnlyWhileFramesAreRequested() throws {
        let model = Shown()
        let host = GTKHost(Ticking(model: model))
        #expect(host.present())
        #expect(host.backend.frames.isTicking)
        #expect(GTK.run(until: { host.backend.frames.ticks >= 3 }))
        #expect(host.graph.frameClock.framesDelivered >= 3)
        let label = try host.widget("GtkLabel")
        #expect(label.text?.hasPrefix("t=") == true)

        model.isShown = false
        host.flush()
        #expect(!host.backend.frames.isTicking)
        #expect(!host.graph.frameClock.isRequestingFrames)
        let ticks = host.backend.frames.ticks
        _ = GTK.run(until: { false }, timeout: 0.2)
        #expect(host.backend.frames.ticks == ticks)
        #expect(host.backend.frames.tickCallbacksAdded == 1)
    }

    @Test func aLaterEntryWaitsWithATimeoutInsteadOfTicks() {
        let host = GTKHost(TimelineView(.everyMinute) { context in Text("\(context.date)") })
        #expect(host.present())
        #expect(host.backend.frames.isWaiting)
        #expect(!host.backend.frames.isTicking)
        _ = GTK.run(until: { false }, timeout: 0.1)
        #expect(host.backend.frames.ticks == 0)
    }
}

@Observable @MainActor private final class Shown {
    var isShown = true
}

private struct Ticking: View {
    let model: Shown
    var body: some View {
        if model.isShown {
            TimelineView(.animation) { context in Text("t=\(context.date.timeIntervalSinceReferenceDate)") }
        }
    }
}
