import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// Shows the scroll environment values it reads.
private struct Reader: View {
    @Environment(\.verticalScrollBounceBehavior) private var vertical
    @Environment(\.horizontalScrollBounceBehavior) private var horizontal
    @Environment(\.scrollDismissesKeyboardMode) private var keyboard
    var body: some View {
        Text(
            "\(vertical == .basedOnSize ? "size" : "auto") \(horizontal == .always ? "always" : "auto") "
                + "\(keyboard == .immediately ? "now" : keyboard == .never ? "never" : "auto")")
    }
}

@MainActor @Suite struct ScrollEnvironmentModifierTests {
    @Test func bounceBehaviorIsWrittenForTheGivenAxes() {
        #expect(HeadlessHost(Reader(), width: 30, height: 1).texts == ["auto auto auto"])
        #expect(
            HeadlessHost(Reader().scrollBounceBehavior(.basedOnSize), width: 30, height: 1).texts == [
                "size auto auto"
            ])
        #expect(
            HeadlessHost(Reader().scrollBounceBehavior(.always, axes: .horizontal), width: 30, height: 1)
                .texts
                == ["auto always auto"])
    }

    @Test func keyboardDismissModeReachesTheEnvironment() {
        #expect(
            HeadlessHost(Reader().scrollDismissesKeyboard(.immediately), width: 30, height: 1).texts == [
                "auto auto now"
            ])
        #expect(
            HeadlessHost(Reader().scrollDismissesKeyboard(.never), width: 30, height: 1).texts == [
                "auto auto never"
            ])
        #expect(ScrollDismissesKeyboardMode.interactively != .automatic)
    }
}
