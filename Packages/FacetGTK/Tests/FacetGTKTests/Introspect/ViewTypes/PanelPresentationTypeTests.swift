import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

/// `.fullScreenCover` and `.popover`, whose GTK declarations (`FullScreenCoverType`,
/// `PopoverType`) hand over the same kind of widget.
enum PanelPresentation: CaseIterable, Sendable {
    case fullScreenCover, popover

    /// `content` presented while `isPresented`, introspected as this presentation.
    @MainActor
    func present(_ isPresented: Binding<Bool>, sheet: Bool = false, calls: Calls<GTKWidget>) -> AnyView {
        let text = Text("Presented")
        let content: AnyView =
            switch self {
            case .fullScreenCover:
                AnyView(text.introspect(.fullScreenCover, on: .gtk(.v4_8), customize: calls.record()))
            case .popover: AnyView(text.introspect(.popover, on: .gtk(.v4_8), customize: calls.record()))
            }
        if sheet { return AnyView(Text("Main").sheet(isPresented: isPresented) { content }) }
        return switch self {
        case .fullScreenCover: AnyView(Text("Main").fullScreenCover(isPresented: isPresented) { content })
        case .popover: AnyView(Text("Main").popover(isPresented: isPresented) { content })
        }
    }
}

@MainActor @Suite(.gtkAvailable)
struct PanelPresentationTypeTests {
    @Test(arguments: PanelPresentation.allCases)
    func handsOverTheContentFrameOfItsModalWindow(_ presentation: PanelPresentation) throws {
        let model = IntrospectedModel()
        let calls = Calls<GTKWidget>()
        let host = GTKHost(presentation.present(Bindable(model).isOn, calls: calls))
        host.flush()  // a modal shown at first appearance is built in the next transaction
        #expect(calls.typeNames == ["FacetFrame"])
        let window = try #require(calls.last?.window)
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        #expect(gtk_window_get_modal(gtkWindow) != 0)
        #expect(try host.widget("GtkLabel", text: "Presented").parent === calls.last)
        // The user closes the window: the binding is reset.
        gtk_window_close(gtkWindow)
        host.flush()
        #expect(!model.isOn)
    }

    @Test(arguments: PanelPresentation.allCases)
    func aSheetIsNotMatched(_ presentation: PanelPresentation) {
        let model = IntrospectedModel()
        let calls = Calls<GTKWidget>()
        let host = GTKHost(presentation.present(Bindable(model).isOn, sheet: true, calls: calls))
        host.flush()
        #expect(host.backend.allWidgets.contains { $0.window != nil })
        #expect(calls.count == 0)
    }
}
