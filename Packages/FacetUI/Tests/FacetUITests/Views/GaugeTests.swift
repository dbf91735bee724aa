import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct GaugeTests {
    private func battery(_ value: Double) -> some View {
        Gauge(value: value, in: 0...100) {
            Text("Battery")
        } currentValueLabel: {
            Text("\(Int(value))%")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
    }

    /// The rows of the screen that hold anything.
    private func drawn(_ view: some View, width: Int = 24, height: Int = 5) -> String {
        TerminalHost(view, width: width, height: height).screen.split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.filter { !$0.isEmpty }
        .joined(separator: "\n")
    }

    @Test func defaultStyleIsACapacityBarBetweenTheBoundsLabels() throws {
        #expect(
            drawn(battery(40)) == """
                Battery              40%
                0 ███████▎░░░░░░░░░░ 100
                """)
        let host = HeadlessHost(battery(40), width: 24, height: 5)
        #expect(
            host.dump == """
                Text "Battery" (0, 2, 7, 1)
                Text "40%" (21, 2, 3, 1)
                Text "0" (0, 3, 1, 1)
                Gauge (2, 3, 18, 1)
                Text "100" (21, 3, 3, 1)
                """)
        #expect(
            try host.content(GaugeContent.self, kind: "Gauge")
                == GaugeContent(fraction: 0.4, style: .capacityBar))
    }

    @Test func valueIsAFractionOfTheBoundsClamped() throws {
        func fraction(_ value: Double, _ bounds: ClosedRange<Double>) throws -> Double {
            try HeadlessHost(Gauge(value: value, in: bounds) { Text("x") }).content(
                GaugeContent.self, kind: "Gauge"
            )
            .fraction
        }
        #expect(try fraction(15, 10...30) == 0.25)
        #expect(try fraction(50, 10...30) == 1)
        #expect(try fraction(-5, 10...30) == 0)
        #expect(try fraction(3, 3...3) == 0)
        #expect(try fraction(.nan, 0...1) == 0)
    }

    @Test func aGaugeWithOnlyALabelShowsTheLabelAboveTheBar() {
        #expect(
            drawn(Gauge(value: 0.5) { Text("Disk") }, width: 10, height: 2) == """
                Disk
                █████░░░░░
                """)
    }

    @Test func accessoryLinearPutsAMarkerOnATrack() {
        #expect(
            drawn(battery(40).gaugeStyle(.accessoryLinear)) == """
                Battery              40%
                0 ───────●────────── 100
                """)
        #expect(
            drawn(Gauge(value: 0) { EmptyView() }.gaugeStyle(.accessoryLinear), width: 5, height: 1)
                == "●────")
        #expect(
            drawn(Gauge(value: 1) { EmptyView() }.gaugeStyle(.accessoryLinear), width: 5, height: 1)
                == "────●")
    }

    @Test func accessoryCircularCapacityFillsTheRingClockwiseFromTheTop() {
        // 16 border cells; 40% fills 6 of them, from the top centre round to the bottom right.
        #expect(
            drawn(battery(40).gaugeStyle(.accessoryCircularCapacity), width: 7, height: 3) == """
                ╭──━━━┓
                │ 40% ┃
                ╰─────┛
                """)
        #expect(
            drawn(battery(100).gaugeStyle(.accessoryCircularCapacity), width: 7, height: 3) == """
                ┏━━━━━┓
                ┃ 100%┃
                ┗━━━━━┛
                """)
    }

    @Test func aRingWithoutACurrentValueLabelShowsTheLabel() {
        #expect(
            drawn(Gauge(value: 0) { Text("CPU") }.gaugeStyle(.accessoryCircularCapacity), width: 7, height: 3)
                == """
                ╭─────╮
                │ CPU │
                ╰─────╯
                """)
    }

    @Test func accessoryCircularIsAnOpenRingWithTheBoundsInItsOpening() throws {
        #expect(
            drawn(battery(40).gaugeStyle(.accessoryCircular), width: 7, height: 3) == """
                ╭─●───╮
                │ 40% │
                │0 100│
                """)
        let host = HeadlessHost(battery(40).gaugeStyle(.accessoryCircular), width: 7, height: 3)
        #expect(try host.content(GaugeContent.self, kind: "Gauge").style == .markerArc)
    }

    @Test func aCustomStyleReceivesTheFractionAndTheLabels() {
        struct Percent: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 1) {
                    configuration.label
                    Text("\(Int(configuration.value * 100))%")
                    configuration.maximumValueLabel
                }
            }
        }
        #expect(drawn(battery(25).gaugeStyle(Percent()), width: 20, height: 1) == "   Battery 25% 100")
    }

    @Test func aDisabledGaugeIsDrawnDim() throws {
        let host = TerminalHost(Gauge(value: 0.5) { EmptyView() }.disabled(true), width: 4, height: 1)
        #expect(host.buffer[0, 0].style.dim)
    }

    @Test func updatingTheValueUpdatesOnlyTheIndicator() throws {
        struct Meter: View {
            @State var level = 0.2
            var body: some View {
                VStack {
                    Gauge(value: level) { Text("Level") }
                    Button("More") { level = 0.8 }
                }
            }
        }
        let host = HeadlessHost(Meter(), width: 10, height: 4)
        #expect(try host.content(GaugeContent.self, kind: "Gauge").fraction == 0.2)
        host.send(.activate, toText: "More")
        let counters = host.flush()
        #expect(try host.content(GaugeContent.self, kind: "Gauge").fraction == 0.8)
        // The indicator's widget alone changes; the labels keep theirs.
        #expect(counters.widgetsUpdated == 1 && counters.widgetsCreated == 0 && counters.widgetsRemoved == 0)
    }

    @Test func everyBuiltInStyleDrawsItsIndicator() throws {
        func indicator(_ style: some GaugeStyle) throws -> GaugeContent.Style {
            try HeadlessHost(battery(10).gaugeStyle(style)).content(GaugeContent.self, kind: "Gauge").style
        }
        #expect(try indicator(DefaultGaugeStyle()) == .capacityBar)
        #expect(try indicator(LinearCapacityGaugeStyle()) == .capacityBar)
        #expect(try indicator(AccessoryLinearCapacityGaugeStyle()) == .capacityBar)
        #expect(try indicator(AccessoryLinearGaugeStyle()) == .markerBar)
        #expect(try indicator(AccessoryCircularCapacityGaugeStyle()) == .capacityRing)
        #expect(try indicator(AccessoryCircularGaugeStyle()) == .markerArc)
    }

    @Test func theConfigurationHoldsOnlyTheLabelsTheGaugeWasGiven() {
        struct Parts: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                let label: GaugeStyleConfiguration.Label = configuration.label
                let current: GaugeStyleConfiguration.CurrentValueLabel? = configuration.currentValueLabel
                let minimum: GaugeStyleConfiguration.MinimumValueLabel? = configuration.minimumValueLabel
                let maximum: GaugeStyleConfiguration.MaximumValueLabel? = configuration.maximumValueLabel
                HStack(spacing: 1) {
                    label
                    Text(current == nil ? "-" : "c")
                    Text(minimum == nil || maximum == nil ? "-" : "b")
                }
            }
        }
        #expect(drawn(Gauge(value: 0.5) { Text("L") }.gaugeStyle(Parts()), width: 5, height: 1) == "L - -")
        #expect(drawn(battery(5).gaugeStyle(Parts()), width: 11, height: 1) == "Battery c b")
        // Marked value labels are the gauge's, not the configuration's.
        let marked = Gauge(value: 0.5) {
            Text("L")
        } currentValueLabel: {
            Text("5")
        } markedValueLabels: {
            GaugeStyleConfiguration.MarkedValueLabel(content: Text("M"))
        }
        #expect(drawn(marked.gaugeStyle(Parts()), width: 5, height: 1) == "L c -")
    }
}
