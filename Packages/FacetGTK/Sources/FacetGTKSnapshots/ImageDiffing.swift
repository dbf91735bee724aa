import FacetInspector
import FacetUI
import Foundation

extension Diffing where Value == SnapshotImage {
    /// Images compared pixel by pixel: a pixel matches when its colour is within
    /// `pixelTolerance` of the reference's (CIE76 ΔE in CIELAB, composited over white: 2.3 is
    /// about the smallest difference an eye sees), and the images match when at least
    /// `precision` of their pixels do. A mismatch writes a diff image: differing pixels red,
    /// the others the reference's, faded.
    @MainActor
    public static func image(pixelTolerance: Double = 2.3, precision: Double = 1) -> Diffing {
        Diffing(
            toData: { $0.pngData() }, fromData: { SnapshotImage(pngData: $0) },
            diff: { reference, actual in
                ImageComparison(reference, actual, pixelTolerance: pixelTolerance, precision: precision)
                    .difference
            })
    }
}

extension Snapshotting where Format == SnapshotImage {
    /// What the GTK backend draws for a view in a window of `width` × `height` pixels, as a
    /// PNG reference, compared as ``Diffing/image(pixelTolerance:precision:)`` compares.
    /// Where GTK has no display the snapshot is skipped, saying why.
    ///
    /// ```swift
    /// assertSnapshot(of: ContentView(), as: .image(width: 320, height: 200))
    /// ```
    public static func image(width: Int, height: Int, pixelTolerance: Double = 2.3, precision: Double = 1)
        -> Snapshotting
    where Value: FacetUI.View {
        Snapshotting(
            pathExtension: "png", diffing: .image(pixelTolerance: pixelTolerance, precision: precision)
        ) { view in
            try SnapshotImage.render(view, width: width, height: height)
        }
    }
}

/// How two images differ.
struct ImageComparison {
    let difference: SnapshotDifference?

    @MainActor
    init(_ reference: SnapshotImage, _ actual: SnapshotImage, pixelTolerance: Double, precision: Double) {
        guard reference.width == actual.width, reference.height == actual.height else {
            difference = SnapshotDifference(
                message: "The image is \(actual.width) × \(actual.height) pixels; the reference is "
                    + "\(reference.width) × \(reference.height).")
            return
        }
        let total = reference.width * reference.height
        var differing = 0
        var worst = (delta: 0.0, index: 0)
        var diff = [UInt8](repeating: 255, count: total * 4)
        for index in 0..<total {
            let byte = index * 4
            let same =
                reference.rgba[byte] == actual.rgba[byte] && reference.rgba[byte + 1] == actual.rgba[byte + 1]
                && reference.rgba[byte + 2] == actual.rgba[byte + 2]
                && reference.rgba[byte + 3] == actual.rgba[byte + 3]
            // Equal bytes (most pixels of a matching image) need no colour conversion.
            let delta = same ? 0 : Self.deltaE(reference.color(at: index), actual.color(at: index))
            if delta > worst.delta { worst = (delta, index) }
            if delta > pixelTolerance {
                differing += 1
                diff[index * 4 + 1] = 0
                diff[index * 4 + 2] = 0
            } else {
                for channel in 0..<3 {
                    diff[index * 4 + channel] = 191 + reference.rgba[index * 4 + channel] / 4
                }
            }
        }
        let allowed = Int((Double(total) * (1 - precision)).rounded(.down))
        guard differing > allowed else {
            difference = nil
            return
        }
        let share = (Double(differing) * 10000 / Double(total)).rounded() / 100
        let place = "(\(worst.index % reference.width), \(worst.index / reference.width))"
        difference = SnapshotDifference(
            message: "\(differing) of \(total) pixels (\(share)%) differ by more than ΔE \(pixelTolerance), "
                + "the most by ΔE \(String(format: "%.1f", worst.delta)) at \(place); \(allowed) may.",
            artifacts: [
                (
                    "diff.png",
                    SnapshotImage(width: reference.width, height: reference.height, rgba: diff).pngData()
                )
            ])
    }

    /// The CIE76 distance of two sRGB colours (channels 0…1).
    static func deltaE(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let x = lab(a)
        let y = lab(b)
        return ((x.0 - y.0) * (x.0 - y.0) + (x.1 - y.1) * (x.1 - y.1) + (x.2 - y.2) * (x.2 - y.2))
            .squareRoot()
    }

    /// An sRGB colour in CIELAB (D65 white).
    private static func lab(_ color: (Double, Double, Double)) -> (Double, Double, Double) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let (r, g, b) = (linear(color.0), linear(color.1), linear(color.2))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}
