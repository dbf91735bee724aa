import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Observation
import Testing

@Observable @MainActor final class FormModel {
    var name = ""
    var count = 0
    var isOn = false
    var volume = 0.5
    var flavour = "Vanilla"
}

struct SampleForm: View {
    @Bindable var form: FormModel

    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(form.count)")
            Button("Add") { form.count += 1 }
            TextField("Name", text: $form.name)
            Text("Hello, \(form.name.isEmpty ? "stranger" : form.name)!")
            Toggle("Notifications", isOn: $form.isOn)
            Slider(value: $form.volume, in: 0...1)
            Picker("Flavour", selection: $form.flavour) {
                Text("Vanilla").tag("Vanilla")
                Text("Mint").tag("Mint")
            }
            .pickerStyle(.segmented)
            ProgressView(value: 0.25)
        }
    }
}

@MainActor @Suite(.gtkAvailable)
struct WidgetTreeTests {
    @Test func sampleViewBuildsTheNativeWidgets() throws {
        let host = GTKHost(SampleForm(form: FormModel()))
        #expect(
            host.backend.allWidgets.map(\.typeName) == [
                "GtkLabel", "GtkButton", "GtkLabel", "GtkEntry", "GtkLabel", "GtkSwitch", "GtkLabel",
                "GtkScale",
                "GtkBox", "GtkProgressBar",
            ])
        let button = try host.widget("GtkButton")
        let label = try host.widget("GtkLabel", text: "Add")
        // The label is placed in the button's frame, inset by the button's padding.
        #expect(label.parent === button)
        #expect(gtk_widget_is_ancestor(label.widget, button.widget) != 0)
        #expect(label.frame.minX == button.insets.leading && label.frame.minY == button.insets.top)
        #expect(
            button.frame.size
                == CGSize(
                    width: label.frame.width + button.insets.leading + button.insets.trailing,
                    height: label.frame.height + button.insets.top + button.insets.bottom))
        // Controls that fill their row take the window's width; the stack is centred.
        #expect(try host.widget("GtkEntry").frame.width == 400)
        #expect(try host.widget("GtkScale").frame.width == 400)
        let count = try host.widget("GtkLabel", text: "Count: 0")
        let progress = try host.widget("GtkProgressBar")
        #expect(count.frame.minY > 0)
        #expect((count.frame.minY - (300 - progress.frame.maxY)).magnitude <= 1)
        // Each widget shows its state.
        let scale = try host.widget("GtkScale")
        #expect(
            gtk_range_get_value(UnsafeMutableRawPointer(scale.widget).assumingMemoryBound(to: GtkRange.self))
                == 0.5)
        // The switch follows its label's frame in a box.
        let toggle = try host.widget("GtkSwitch")
        #expect(
            toggle.typeName == "GtkSwitch"
                && String(cString: facet_type_name(toggle.placedWidget)) == "GtkBox")
        #expect(try host.widget("GtkLabel", text: "Notifications").parent === toggle)
        #expect(gtk_progress_bar_get_fraction(OpaquePointer(progress.widget)) == 0.25)
    }

    @Test func textIsEscapedAndStyledAsMarkup() throws {
        let host = GTKHost(
            VStack {
                Text("<b>not bold</b> & more")
                Text("Title").font(.title).bold()
            })
        let plain = try host.widget("GtkLabel", text: "<b>not bold</b> & more")
        #expect(plain.frame.height > 0)
        let title = try host.widget("GtkLabel", text: "Title")
        let label = OpaquePointer(title.widget)
        #expect(
            String(cString: gtk_label_get_label(label)) == "<span size=\"165%\" weight=\"700\">Title</span>")
        #expect(title.frame.height > plain.frame.height)
    }

    @Test func underlineColoursAndMonospaceReachTheMarkup() throws {
        let host = GTKHost(
            VStack {
                Text("Link").underline(color: .red)
                Text("Old").strikethrough()
                Text("Code").monospaced()
            })
        func markup(_ text: String) throws -> String {
            String(cString: gtk_label_get_label(try host.widget("GtkLabel", text: text).opaquePointer))
        }
        #expect(try markup("Link") == "<span underline=\"single\" underline_color=\"#ff3b30\">Link</span>")
        #expect(try markup("Old") == "<span strikethrough=\"true\">Old</span>")
        #expect(try markup("Code") == "<span font_family=\"monospace\">Code</span>")
    }

    @Test func letterSpacingRiseAndCustomFontsReachTheMarkup() throws {
        let host = GTKHost(
            VStack {
                Text("Wide").kerning(1).tracking(2)
                Text("Tight").kerning(-0.5)
                Text("Up").baselineOffset(3)
                Text("Serif").font(.custom("DejaVu Serif", size: 17))
                Text("Wide")
            })
        func markup(_ label: GTKWidget) -> String {
            String(cString: gtk_label_get_label(label.opaquePointer))
        }
        let markups = host.widgets("GtkLabel").map(markup)
        #expect(markups.contains("<span letter_spacing=\"2048\">Wide</span>"))
        #expect(
            try markup(host.widget("GtkLabel", text: "Tight")) == "<span letter_spacing=\"-512\">Tight</span>"
        )
        #expect(try markup(host.widget("GtkLabel", text: "Up")) == "<span rise=\"3072\">Up</span>")
        #expect(
            try markup(host.widget("GtkLabel", text: "Serif"))
                == "<span font_family=\"DejaVu Serif\">Serif</span>")
        // Tracking widens the drawn text: Pango measures the spaced label wider than the plain one.
        let wide = host.widgets("GtkLabel").filter { $0.text == "Wide" }.map(\.frame.width).sorted()
        #expect(wide.count == 2 && wide[1] > wide[0] + 4)
    }
}

@MainActor @Suite(.gtkAvailable)
struct FlexibleControlTests {
    @Test func aSliderBesideALabelTakesTheRestOfTheRow() throws {
        let host = GTKHost(
            HStack {
                Text("Volume")
                Slider(value: .constant(0.5))
            }, size: CGSize(width: 400, height: 100))
        let label = try host.widget("GtkLabel", text: "Volume")
        let slider = try host.widget("GtkScale")
        #expect(label.frame.minX == 0)
        #expect(slider.frame.minX == label.frame.maxX + 8)
        #expect(slider.frame.maxX == 400)
    }
}
