import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private enum Badge: ContainerValueKey { static var defaultValue: String { "" } }

extension ContainerValues {
    fileprivate var badge: String {
        get { self[Badge.self] }
        set { self[Badge.self] = newValue }
    }
}

/// Writes a badge without its body being read.
private struct Badged: ContainerValuesWritingModifier {
    let badge: String
    func writeContainerValues(_ values: inout ContainerValues) { values.badge = badge }
    func body(content: Content) -> some View { content.padding(.leading, 1) }
}

/// Shows each subview with its place: header, footer, z-index and badge.
private struct Described<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(subviews: content) { subview in
                let role = subview.isSectionHeader ? "h" : subview.isSectionFooter ? "f" : "c"
                HStack(spacing: 0) {
                    Text("\(role)\(Int(subview.zIndex))\(subview.containerValues.badge):")
                    subview
                }
            }
        }
    }
}

@MainActor @Suite struct SubviewPlacementTests {
    @Test func subviewsKnowTheirSectionRole() {
        let host = HeadlessHost(
            Described {
                Text("loose")
                Section {
                    Text("row")
                } header: {
                    Text("head")
                } footer: {
                    Text("foot")
                }
            })
        #expect(host.texts == ["c0:", "loose", "h0:", "head", "c0:", "row", "f0:", "foot"])
    }

    @Test func theInnermostZIndexIsRead() {
        let host = HeadlessHost(
            Described {
                Text("a").zIndex(2)
                Group {
                    Text("b")
                    Text("c").zIndex(3)
                }
                .zIndex(1)
            })
        #expect(host.texts == ["c2:", "a", "c1:", "b", "c3:", "c"])
    }

    @Test func aContainerValuesWritingModifierIsReadWithoutItsBody() throws {
        let host = HeadlessHost(
            Described {
                Group {
                    Text("a")
                    Text("b").modifier(Badged(badge: "!"))
                }
                .modifier(Badged(badge: "?"))
                Text("c")
            })
        #expect(host.texts == ["c0?:", "a", "c0!:", "b", "c0:", "c"])
        // The modifier is still built around each subview (its padding moves the text).
        let label = try #require(host.frame(of: "c0?:"))
        let text = try #require(host.frame(of: "a"))
        #expect(text.minX - label.maxX == 1)
    }
}
