import CGTK
import CGTKSupport
import FacetTestSupport
import FacetUI
import Foundation
import Testing

@testable import FacetGTK

@MainActor @Suite(.gtkAvailable)
struct GaugeMappingTests {
    struct Gauges: View {
        var body: some View {
            VStack(spacing: 12) {
                Gauge(value: 40, in: 0...100) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("40%")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                Gauge(value: 0.7) { Text("Volume") }.gaugeStyle(.accessoryLinear)
                HStack(spacing: 24) {
                    Gauge(value: 0.25) {
                        Text("CPU")
                    } currentValueLabel: {
                        Text("25")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: 60, in: 0...120) {
                        Text("Speed")
                    } currentValueLabel: {
                        Text("60")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("120")
                    }
                    .gaugeStyle(.accessoryCircular)
                }
            }
            .padding(16)
        }
    }

    @Test func capacityBarsAreLevelBarsAndTheOthersAreDrawn() throws {
        let host = GTKHost(Gauges(), size: CGSize(width: 320, height: 220))
        let bars = host.widgets("GtkLevelBar")
        #expect(bars.count == 1)
        #expect(gtk_level_bar_get_value(OpaquePointer(try #require(bars.first).widget)) == 0.4)
        let drawn = host.widgets("GtkDrawingArea").filter { $0.content is GaugeContent }
        #expect(
            drawn.map { ($0.content as? GaugeContent)?.style } == [.markerBar, .capacityRing, .markerArc])
        // A ring is 48 points square.
        let ring = try #require(drawn.dropFirst().first)
        #expect(ring.frame.size == CGSize(width: 48, height: 48))
    }

    @Test func theRingsAreDrawnInTheAccentColour() throws {
        let host = GTKHost(Gauges(), size: CGSize(width: 320, height: 220))
        let snapshot = try screenshot(host, name: "gauge-gtk")
        // GNOME's accent blue (premultiplied ARGB, opaque): the filled arc and the markers.
        let accent = snapshot.pixels.filter { pixel in
            let (red, green, blue) = ((pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF)
            return abs(Int(red) - 53) < 12 && abs(Int(green) - 132) < 12 && abs(Int(blue) - 228) < 12
        }
        #expect(accent.count > 100, "the gauges' tint is not drawn")
    }
}
