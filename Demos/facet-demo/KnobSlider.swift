import FacetUI

/// A slider drawn with text and moved with a `DragGesture`: a "#" knob over a 20-cell
/// track, live while dragged (a `@GestureState`), kept where the drag ends. The end-to-end
/// test drags it with the mouse in tmux.
struct KnobSlider: View {
    private let track: CGFloat = 20
    @State private var position: CGFloat = 0
    @GestureState private var dragged: CGFloat = 0

    var body: some View {
        let knob = clamped(position + dragged)
        VStack(alignment: .leading, spacing: 0) {
            Text("Knob: \(Int(knob))")
            ZStack(alignment: .topLeading) {
                Text(String(repeating: "-", count: Int(track)))
                Text("#").offset(x: knob)
            }
            .gesture(
                DragGesture(minimumDistance: 0)
                    .updating($dragged) { value, state, _ in state = value.translation.width }
                    .onEnded { value in position = clamped(position + value.translation.width) })
        }
    }

    private func clamped(_ x: CGFloat) -> CGFloat { min(max(x, 0), track - 1) }
}
