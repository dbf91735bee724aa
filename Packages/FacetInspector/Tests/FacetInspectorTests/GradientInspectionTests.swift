import FacetInspector
import FacetUI
import Foundation
import Testing

/// Gradients as ViewInspector inspects them: found as views, their exact values read back.
@MainActor @Suite struct GradientInspectionTests {
    private let gradient = Gradient(colors: [.red, .blue])

    @Test func linearGradient() throws {
        let view = AnyView(LinearGradient(gradient: gradient, startPoint: .bottom, endPoint: .topLeading))
        let sut = try view.inspect().anyView().linearGradient()
        #expect(try sut.gradient() == gradient)
        #expect(try sut.startPoint() == .bottom)
        #expect(try sut.endPoint() == .topLeading)
        #expect(
            try view.inspect().find(ViewType.LinearGradient.self).pathToRoot == "anyView().linearGradient()")
    }

    @Test func radialGradient() throws {
        let view = HStack {
            Text("A")
            RadialGradient(gradient: gradient, center: .top, startRadius: 2, endRadius: 9)
        }
        let sut = try view.inspect().hStack().radialGradient(1)
        #expect(try sut.center() == .top)
        #expect(try sut.startRadius() == 2)
        #expect(try sut.endRadius() == 9)
        #expect(throws: (any Error).self) { try view.inspect().hStack().radialGradient(0) }
    }

    @Test func ellipticalGradient() throws {
        let sut = try EllipticalGradient(gradient: gradient, startRadiusFraction: 0.1).inspect()
            .ellipticalGradient()
        #expect(try sut.gradient() == gradient)
        #expect(try sut.center() == .center)
        #expect(try sut.startRadiusFraction() == 0.1)
        #expect(try sut.endRadiusFraction() == 0.5)
    }

    @Test func angularGradient() throws {
        let sut = try AngularGradient(gradient: gradient, center: .leading, angle: .degrees(90)).inspect()
            .angularGradient()
        #expect(try sut.center() == .leading)
        #expect(try sut.startAngle() == .degrees(90))
        #expect(try sut.endAngle() == .degrees(450))
    }
}
