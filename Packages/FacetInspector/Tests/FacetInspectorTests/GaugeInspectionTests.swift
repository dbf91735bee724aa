import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct GaugeInspectionTests {
    private func battery(_ value: Double) -> some View {
        Gauge(value: value, in: 0...200) {
            Text("Battery")
        } currentValueLabel: {
            Text("\(Int(value))")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("200")
        }
    }

    @Test func valueBoundsAndFraction() throws {
        let sut = try VStack {
            battery(50); Gauge(value: 3.0, in: 0...2) { Text("Over") }
        }.inspect()
        #expect(try sut.vStack().gauge(0).value() == 50)
        #expect(try sut.vStack().gauge(0).bounds() == 0...200)
        #expect(try sut.vStack().gauge(0).fractionCompleted() == 0.25)
        #expect(try sut.vStack().gauge(1).fractionCompleted() == 1)
    }

    @Test func labelsAsWrittenWherePlaced() throws {
        let sut = try battery(50).inspect().gauge()
        #expect(try sut.labelView().text().string() == "Battery")
        #expect(try sut.currentValueLabelView().text().string() == "50")
        #expect(try sut.minimumValueLabelView().text().string() == "0")
        #expect(try sut.maximumValueLabelView().text().string() == "200")
        #expect(try sut.find(text: "200").pathToRoot == "gauge().maximumValueLabelView().text()")
    }

    @Test func labelsTheStyleHidesAreHostedOnTheirOwn() throws {
        // The capacity ring shows the current value label only.
        let sut = try battery(50).gaugeStyle(.accessoryCircularCapacity).inspect().gauge()
        #expect(try sut.labelView().text().string() == "Battery")
        #expect(try sut.minimumValueLabelView().text().string() == "0")
        #expect(throws: InspectionError.self) { try sut.find(text: "Battery") }
        #expect(try sut.find(text: "50").pathToRoot == "gauge().currentValueLabelView().text()")
    }

    @Test func absentLabelsAreEmptyViews() throws {
        let sut = try Gauge(value: 0.5) { Text("Disk") }.inspect().gauge()
        #expect(throws: Never.self) { try sut.currentValueLabelView().emptyView() }
        #expect(throws: Never.self) { try sut.markedValueLabelsView().emptyView() }
        let error = #expect(throws: InspectionError.self) { try sut.minimumValueLabelView().text() }
        #expect(
            error?.description == "gauge().minimumValueLabelView().text() found EmptyView instead of Text")
    }

    @Test func markedValueLabels() throws {
        let sut = Gauge(value: 0.5) {
            Text("Speed")
        } currentValueLabel: {
            Text("50")
        } markedValueLabels: {
            Text("Limit").tag(0.8)
        }
        #expect(try sut.inspect().gauge().markedValueLabelsView().text().string() == "Limit")
    }

    @Test func gaugeStyleValue() throws {
        let sut = try battery(10).gaugeStyle(.accessoryLinear).inspect()
        #expect(try sut.gauge().gaugeStyle() is AccessoryLinearGaugeStyle)
        let missing = #expect(throws: InspectionError.self) { try battery(10).inspect().gauge().gaugeStyle() }
        #expect(missing?.description == "Gauge does not have 'gaugeStyle' modifier")
    }

    @Test func findsTheGaugeAndItsTextsInsideAContainer() throws {
        let sut = try HStack {
            Text("Power"); battery(120)
        }.inspect()
        #expect(try sut.find(ViewType.Gauge.self).pathToRoot == "hStack().gauge(1)")
        #expect(try sut.find(text: "Battery").pathToRoot == "hStack().gauge(1).labelView().text()")
    }
}
