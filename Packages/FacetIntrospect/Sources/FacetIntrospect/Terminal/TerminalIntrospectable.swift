/// A view type the terminal backend hands over as a ``TerminalEntity``: every built-in type
/// (``ListType``: `ScrollViewWidget`, ``ToggleType``: `ToggleWidget`, …).
///
/// SwiftUI-Introspect's Apple platforms' versions (`.iOS(.v17)`, `.macOS(.v14)`) are declared
/// on Linux for these types, with this class, so that code written for SwiftUI-Introspect
/// compiles; they never match, as no Apple platform runs on Linux:
///
/// ```swift
/// List { Text("Row") }
///     .introspect(.list, on: .iOS(.v16, .v17, .v18)) { print(type(of: $0)) }  // never runs
///     .introspect(.list, on: .iOS(.v16, .v17, .v18), .terminal(.v1)) { list in list.wheelStep = 1 }
/// ```
public protocol TerminalIntrospectable: IntrospectableViewType {
    /// The widget class `.terminal(.v1)` hands over for this type.
    associatedtype TerminalEntity: PlatformEntity
}
