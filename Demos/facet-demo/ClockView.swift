import FacetUI

/// The demo's clock tab: a `TimelineView` ticking once a second (it asks for frames only
/// while the tab is shown, and only once a second), and a slider moved by dragging
/// (``KnobSlider``).
struct ClockView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Clock").bold()
            TimelineView(.periodic(from: .now, by: 1)) { context in
                let time = Calendar.current.dateComponents([.hour, .minute, .second], from: context.date)
                Text(
                    "Time: "
                        + [time.hour, time.minute, time.second].map { twoDigits($0 ?? 0) }.joined(
                            separator: ":"))
            }
            Text("Drag the knob with the mouse:")
            KnobSlider()
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
