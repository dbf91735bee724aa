/// A modifier value that inspection tools read by its type (as ViewInspector reads SwiftUI's
/// modifier structs), named as a SwiftUI developer writes it.
///
/// A modifier node gives the value it applies as ``ViewNode/appliedModifier``: for a
/// `ModifiedContent<Content, Modifier>`, the `Modifier` itself; for a view that modifies its
/// content directly (a trait, `.id(_:)`, `.opacity(_:)`…), a small value describing what it
/// applies. Each FacetUI modifier declares its name in its own DSL file, where the modifier
/// is declared:
///
/// ```swift
/// @_spi(Inspection) public struct PaddingModifier: UnaryLayoutModifier { … }  // "padding"
///
/// @_spi(Inspection) extension FixedFrameModifier: InspectableModifier {
///     public var modifierName: String { "frame" }
/// }
/// ```
///
/// SwiftUI has no such protocol: it is for tools only.
@_spi(Inspection) @MainActor
public protocol InspectableModifier {
    /// The name a SwiftUI developer writes for the modifier: "padding", "frame",
    /// "onAppear", "keyboardShortcut(nil)".
    var modifierName: String { get }
}

@_spi(Inspection)
extension InspectableModifier {
    /// The name derived from the type's name: `PaddingModifier` is "padding".
    public var modifierName: String { derivedModifierName(of: Self.self) }
}

/// The name of a modifier derived from its type's name, as FacetUI names its own: without
/// generic arguments and without the `suffix` ("Modifier"), starting with a lowercase letter
/// (`FixedSizeModifier` is "fixedSize"). A type whose name does not end with `suffix` keeps
/// its name (a custom modifier: "Emphasis").
@_spi(Inspection)
public func derivedModifierName(of type: Any.Type, droppingSuffix suffix: String = "Modifier") -> String {
    let name = String(String(describing: type).prefix { $0 != "<" })
    guard name.hasSuffix(suffix), name != suffix else { return name }
    let call = name.dropLast(suffix.count)
    return call.prefix(1).lowercased() + call.dropFirst()
}
