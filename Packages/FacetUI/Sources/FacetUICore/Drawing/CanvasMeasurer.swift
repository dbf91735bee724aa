import Foundation

/// How a ``GraphicsContext`` measures what it draws, in canvas units: the backend's text
/// measurement and image sizes, converted from widget units (a unit `aspect` canvas units
/// tall).
struct CanvasMeasurer: @unchecked Sendable {
    /// The size of text laid out within a size.
    let text: (ResolvedText, CGSize) -> CGSize
    /// The natural size of an image.
    let image: (ImageContent) -> CGSize

    /// A measurer from a backend, on the main actor, for widget units `aspect` canvas units tall.
    @MainActor
    init(backend: any Backend, aspect: CGFloat) {
        nonisolated(unsafe) let backend = backend
        text = { text, size in
            MainActor.assumeIsolated {
                let proposal = ProposedViewSize(
                    width: size.width.isFinite ? size.width : nil,
                    height: size.height.isFinite ? size.height / aspect : nil)
                let measured = backend.measureText(text, proposal: proposal)
                return CGSize(width: measured.width, height: measured.height * aspect)
            }
        }
        image = { image in
            MainActor.assumeIsolated {
                let measured = backend.sizeThatFits(image, proposal: .unspecified)
                return CGSize(width: measured.width, height: measured.height * aspect)
            }
        }
    }

    /// A measurer with fixed answers (tests).
    init(text: @escaping (ResolvedText, CGSize) -> CGSize, image: @escaping (ImageContent) -> CGSize) {
        (self.text, self.image) = (text, image)
    }
}
