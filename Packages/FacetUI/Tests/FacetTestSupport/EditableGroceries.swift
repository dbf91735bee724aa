import FacetUI
import Foundation

/// A list with two `ForEach`es, for the list editing tests of every backend: fruit that can
/// be deleted (but Bread) and moved, vegetables that can be moved (but Onions) and not
/// deleted, an `EditButton`, and a line showing both arrays ("Apples,Bread,Cheese;Leeks,Onions").
public struct EditableGroceries: View {
    @State var mode: EditMode
    @State var fruit = ["Apples", "Bread", "Cheese"]
    @State var vegetables = ["Leeks", "Onions"]

    /// Creates the list in edit mode `mode`.
    public init(mode: EditMode = .inactive) { _mode = State(initialValue: mode) }

    /// The summary line, the edit button and the list.
    public var body: some View {
        VStack {
            Text(fruit.joined(separator: ",") + ";" + vegetables.joined(separator: ","))
            EditButton()
            List {
                ForEach(fruit, id: \.self) { Text($0).deleteDisabled($0 == "Bread") }
                    .onDelete { fruit.remove(atOffsets: $0) }
                    .onMove { fruit.move(fromOffsets: $0, toOffset: $1) }
                ForEach(vegetables, id: \.self) { Text($0).moveDisabled($0 == "Onions") }
                    .onMove { vegetables.move(fromOffsets: $0, toOffset: $1) }
            }
        }
        .environment(\.editMode, $mode)
    }
}
