import FacetInspector
import FacetUI
import Foundation
import Testing

@MainActor @Suite struct ProgressViewTests {
    @Test func fractionCompleted() throws {
        let sut = VStack {
            ProgressView(value: 3.0, total: 4.0); ProgressView()
        }
        #expect(try sut.inspect().vStack().progressView(0).fractionCompleted() == 0.75)
        #expect(try sut.inspect().vStack().progressView(1).fractionCompleted() == nil)
    }

    @Test func labelView() throws {
        let sut = ProgressView("Loading", value: 0.5)
        #expect(try sut.inspect().progressView().labelView().text().string() == "Loading")
        #expect(try sut.inspect().find(text: "Loading").pathToRoot == "progressView().labelView().text()")
    }

    @Test func progressViewStyleValue() throws {
        let sut = try ProgressView(value: 0.5).progressViewStyle(.circular).inspect()
        #expect(try sut.progressView().progressViewStyle() is CircularProgressViewStyle)
        let missing = #expect(throws: InspectionError.self) {
            try ProgressView(value: 0.5).inspect().progressView().progressViewStyle()
        }
        #expect(missing?.description == "ProgressView does not have 'progressViewStyle' modifier")
    }

    @Test func currentValueLabelView() throws {
        let sut = ProgressView(value: 0.5) {
            Text("Copying")
        } currentValueLabel: {
            Text("half")
        }
        #expect(try sut.inspect().progressView().currentValueLabelView().text().string() == "half")
        #expect(
            try sut.inspect().find(text: "half").pathToRoot == "progressView().currentValueLabelView().text()"
        )
        #expect(try sut.inspect().find(text: "Copying").pathToRoot == "progressView().labelView().text()")
        // Without one, an empty view is hosted in its place.
        #expect(throws: Never.self) {
            try ProgressView().inspect().progressView().currentValueLabelView().emptyView()
        }
    }

    @Test func progress() throws {
        let progress = Progress(totalUnitCount: 8)
        progress.completedUnitCount = 2
        let sut = try ProgressView(progress).inspect().progressView()
        #expect(try sut.progress() === progress)
        #expect(try sut.fractionCompleted() == 0.25)
        let missing = #expect(throws: InspectionError.self) {
            try ProgressView(value: 0.5).inspect().progressView().progress()
        }
        #expect(missing?.description == "ProgressView does not have 'progress' attribute")
    }

    @Test func timerIntervalShowsTheTimeLeftAndNoFraction() throws {
        // An interval still to come: the whole time left; a style sees no fraction.
        let start = Date().addingTimeInterval(1000)
        let sut = ProgressView(timerInterval: start...start.addingTimeInterval(90)) { Text("Tea") }
        let progressView = try sut.inspect().progressView()
        #expect(try progressView.fractionCompleted() == nil)
        #expect(try progressView.labelView().text().string() == "Tea")
        // The default label is a timer text in a timeline view, reached as searches spell it.
        let timer = try progressView.currentValueLabelView().view(DefaultDateProgressLabel.self)
            .timelineView()
        #expect(try timer.contentView().text().string() == "1:30")
        #expect(
            try sut.inspect().find(text: "1:30").pathToRoot
                == "progressView().currentValueLabelView().view(DefaultDateProgressLabel.self).timelineView().contentView().text()"
        )
    }
}
