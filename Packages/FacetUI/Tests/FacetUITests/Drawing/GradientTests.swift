import FacetUI
import Foundation
import Testing

@testable @_spi(Backend) @_spi(Inspection) import FacetUICore

/// Gradients as pure functions: stops, the colour at a location, and the location at a
/// point for each geometry.
@Suite struct GradientTests {
    private let black = Color(red: 0, green: 0, blue: 0)
    private let white = Color(red: 1, green: 1, blue: 1)

    @Test func colorsAreSpacedEvenly() {
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [.red]).stops == [Gradient.Stop(color: .red, location: 0)])
        #expect(Gradient(colors: []).color(at: 0.5) == .clear)
    }

    @Test func colorsMixLinearlyBetweenStops() {
        let gradient = Gradient(colors: [black, white])
        #expect(gradient.color(at: 0.25) == Color(red: 0.25, green: 0.25, blue: 0.25))
        #expect(gradient.color(at: -1) == black)
        #expect(gradient.color(at: 2) == white)
        let faded = Gradient(colors: [
            Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0, opacity: 0),
        ])
        #expect(faded.color(at: 0.5) == Color(red: 1, green: 0, blue: 0, opacity: 0.5))
    }

    @Test func stopsAreTakenInOrderOfLocation() {
        let red = Color(red: 1, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 1)
        let sharp = Gradient(stops: [
            .init(color: blue, location: 1), .init(color: red, location: 0.5), .init(color: red, location: 0),
            .init(color: blue, location: 0.5),
        ])
        #expect(sharp.color(at: 0.25) == red)
        #expect(sharp.color(at: 0.5) == blue)
        #expect(sharp.color(at: 0.75) == blue)
        #expect(sharp.color(at: 0.49) == red)
    }

    @Test func colorsWithoutComponentsAreNotMixed() {
        let gradient = Gradient(colors: [.primary, white])
        #expect(gradient.color(at: 0.4) == .primary)
        #expect(gradient.color(at: 0.6) == white)
    }

    @Test func linearLocationIsTheProjectionOnTheLine() {
        let linear = ResolvedGradient(
            geometry: .linear(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 10, y: 0)),
            gradient: Gradient(colors: []))
        #expect(linear.location(at: CGPoint(x: 2.5, y: 7)) == 0.25)
        #expect(linear.location(at: CGPoint(x: -5, y: 0)) == -0.5)
        let diagonal = LinearGradient(
            colors: [black, white], startPoint: .topLeading, endPoint: .bottomTrailing
        )
        .resolvedGradient(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(diagonal.location(at: CGPoint(x: 10, y: 0)) == 0.5)
        #expect(diagonal.color(at: CGPoint(x: 5, y: 5)) == Color(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test func radialLocationIsTheDistanceBetweenTheRadii() {
        let radial = RadialGradient(colors: [black, white], center: .center, startRadius: 2, endRadius: 6)
            .resolvedGradient(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(radial.geometry == .radial(center: CGPoint(x: 5, y: 5), startRadius: 2, endRadius: 6))
        #expect(radial.location(at: CGPoint(x: 5, y: 10)) == 0.75)
        #expect(radial.color(at: CGPoint(x: 5, y: 5)) == black)
        #expect(radial.color(at: CGPoint(x: 0, y: 0)) == white)
    }

    @Test func ellipticalLocationIsMeasuredInTheRectangle() {
        let elliptical = EllipticalGradient(colors: [black, white])
            .resolvedGradient(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(elliptical.location(at: CGPoint(x: 15, y: 5)) == 0.5)
        #expect(elliptical.location(at: CGPoint(x: 10, y: 7.5)) == 0.5)
        #expect(elliptical.location(at: CGPoint(x: 20, y: 5)) == 1)
    }

    @Test func angularLocationGoesClockwiseFromTheStartAngle() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let turn = AngularGradient(colors: [black, white], center: .center).resolvedGradient(in: rect)
        #expect(turn.location(at: CGPoint(x: 5, y: 8)) == 0.25)
        #expect(turn.location(at: CGPoint(x: 2, y: 5)) == 0.5)
        let conic = AngularGradient(colors: [black, white], center: .center, angle: .degrees(-90))
        #expect(conic.endAngle == .degrees(270))
        #expect(conic.resolvedGradient(in: rect).location(at: CGPoint(x: 8, y: 5)) == 0.25)
    }

    @Test func aPartialTurnFillsItsGapWithTheEndAndStartColors() {
        #expect(ResolvedGradient.angularLocation(90, start: 0, end: 180) == 0.5)
        #expect(ResolvedGradient.angularLocation(225, start: 0, end: 180) == 1)
        #expect(ResolvedGradient.angularLocation(315, start: 0, end: 180) == 0)
        #expect(ResolvedGradient.angularLocation(-90, start: 0, end: 720) == 0.875)
        #expect(ResolvedGradient.angularLocation(90, start: 180, end: 0) == 0.5)
    }

    @Test func shorthandsMakeTheGradientTypes() {
        let stops = [Gradient.Stop(color: black, location: 0), Gradient.Stop(color: white, location: 1)]
        let linear: LinearGradient = .linearGradient(stops: stops, startPoint: .top, endPoint: .bottom)
        #expect(linear.gradient == Gradient(colors: [black, white]))
        #expect(linear.startPoint == .top && linear.endPoint == .bottom)
        let radial: RadialGradient = .radialGradient(
            colors: [black], center: .top, startRadius: 1, endRadius: 3)
        #expect(radial.center == .top && radial.startRadius == 1 && radial.endRadius == 3)
        let elliptical: EllipticalGradient = .ellipticalGradient(
            Gradient(stops: stops), endRadiusFraction: 0.7)
        #expect(elliptical.center == .center && elliptical.endRadiusFraction == 0.7)
        let angular: AngularGradient = .angularGradient(
            colors: [black, white], center: .center, startAngle: .degrees(10), endAngle: .degrees(20))
        #expect(angular.startAngle == .degrees(10) && angular.endAngle == .degrees(20))
        let conic: AngularGradient = .conicGradient(stops: stops, center: .bottom)
        #expect(conic.startAngle == .zero && conic.endAngle == .degrees(360))
        #expect(linear.flatColor == black)
    }
}
