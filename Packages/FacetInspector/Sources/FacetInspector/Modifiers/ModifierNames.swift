import FacetUI

extension InspectableView {
    /// The "X does not have 'name' modifier" error for this view, naming the modifiers it
    /// has (in the order they are written), so that a test's author sees what is there.
    func missingModifier(_ name: String, index: Int = 0) -> InspectionError {
        .modifierNotFound(
            parent: typeName, modifier: name, index: index, present: modifierNodes.map(\.writtenModifierName))
    }
}

extension ViewNode {
    /// The modifier this modifier node applies, named as a SwiftUI developer writes it
    /// ("padding", "onChange", "background", a custom modifier's type name).
    var writtenModifierName: String {
        guard let modifier = _inspectedModifier else { return Inspector.typeName(of: view) }
        return switch modifier {
        case .padding: "padding"
        case .frame, .flexibleFrame: "frame"
        case .font: "font"
        case .foregroundColor: "foregroundStyle"
        case .primitiveButtonStyle, .buttonStyle: "buttonStyle"
        case .container(let container):
            container.isHidden ? "hidden" : container.clipsContent ? "clipped" : "opacity"
        case .tag: "tag"
        case .id: "id"
        case .accessibilityLabel: "accessibilityLabel"
        case .accessibilityIdentifier: "accessibilityIdentifier"
        case .accessibilityHint: "accessibilityHint"
        case .tabItem: "tabItem"
        case .navigationTitle: "navigationTitle"
        case .tapGesture: "onTapGesture"
        case .appearance(let onAppear, _): onAppear != nil ? "onAppear" : "onDisappear"
        case .toggleStyle: "toggleStyle"
        case .pickerStyle: "pickerStyle"
        case .progressViewStyle: "progressViewStyle"
        case .listStyle: "listStyle"
        case .offset: "offset"
        case .position: "position"
        case .keyboardShortcut(let shortcut): shortcut == nil ? "keyboardShortcut(nil)" : "keyboardShortcut"
        case .fixedSize: "fixedSize"
        case .zIndex: "zIndex"
        case .layoutPriority: "layoutPriority"
        case .layer(let isBackground, _):
            isBackground
                ? "background"
                : InspectableView<ViewType.ClassifiedView>.borderShape(of: self) != nil ? "border" : "overlay"
        case .fontWeight: "fontWeight"
        case .italic: "italic"
        case .gridCellColumns: "gridCellColumns"
        case .containerValue: "containerValue"
        case .trait: "trait"
        case .alignmentGuide(let horizontal, let vertical, _):
            "alignmentGuide(.\(horizontal?._inspectedName ?? vertical?._inspectedName ?? ""))"
        case .transformEnvironment(let keyPath):
            // `.onSubmit` transforms FacetUI's own submit actions.
            _isOnSubmitModifier
                ? "onSubmit" : keyPath == \EnvironmentValues.isEnabled ? "disabled" : "transformEnvironment"
        case .submitScope: "submitScope"
        case .navigationDestination: "navigationDestination"
        case .focused: "focused"
        case .equatable: "equatable"
        case .other(let typeName): otherModifierName(typeName)
        }
    }

    /// The name of a modifier FacetUI describes only by its type name.
    private func otherModifierName(_ typeName: String) -> String {
        if let presentation = _inspectedPresentation { return SearchStepRole.call(of: presentation.kind) }
        if _isOnChangeModifier { return "onChange" }
        if _taskAction != nil { return "task" }
        let carried = (view as? any ModifierCarrier)?.carriedModifier
        if let writer = carried as? any EnvironmentWriting {
            // The style key paths are FacetUI's own; their values tell them apart.
            if writer.writtenValue is any LabelStyle { return "labelStyle" }
            if writer.writtenValue is any TextFieldStyle { return "textFieldStyle" }
            return Self.environmentModifierNames[writer.writtenKeyPath] ?? "environment"
        }
        let name = String(typeName.prefix { $0 != "<" })
        // A custom modifier keeps its type's name; FacetUI's own are named after the call.
        guard (view as? any ModifierCarrier)?.modifierHasBody == false, name.hasSuffix("Modifier"),
            name != "Modifier"
        else { return name }
        let call = name.dropLast("Modifier".count)
        return call.prefix(1).lowercased() + call.dropFirst()
    }

    /// The modifiers FacetUI writes as environment values, by the key path they write.
    private static let environmentModifierNames: [AnyKeyPath: String] = [
        \EnvironmentValues.lineLimit: "lineLimit",
        \EnvironmentValues.multilineTextAlignment: "multilineTextAlignment",
    ]
}

/// An `.environment(_:_:)` writer, whatever its value type.
@MainActor
protocol EnvironmentWriting {
    var writtenKeyPath: AnyKeyPath { get }
    var writtenValue: Any { get }
}

extension _EnvironmentKeyWritingModifier: EnvironmentWriting {
    var writtenKeyPath: AnyKeyPath { keyPath }
    var writtenValue: Any { value }
}
