import Foundation

/// A modifier as inspection tools (FacetInspector) see it: what a modifier node applies
/// to the view it wraps, with the values it was given.
///
/// SwiftUI has no such type; it is underscored because only tools read it.
public enum _InspectedModifier {
    /// `.padding(…)`, with the insets in effect.
    case padding(EdgeInsets)
    /// `.frame(width:height:alignment:)`.
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?,
        idealHeight: CGFloat?,
        maxHeight: CGFloat?, alignment: Alignment)
    /// `.font(_:)`.
    case font(Font?)
    /// `.foregroundColor(_:)` or `.foregroundStyle(_:)`.
    case foregroundColor(Color?)
    /// `.buttonStyle(_:)` with a built-in style (a `PrimitiveButtonStyle`).
    case primitiveButtonStyle(any PrimitiveButtonStyle)
    /// `.buttonStyle(_:)` with a custom `ButtonStyle`.
    case buttonStyle(any ButtonStyle)
    /// `.opacity(_:)`, `.hidden()`, `.clipped()`: the container the content is drawn in.
    case container(ContainerContent)
    /// `.tag(_:)`.
    case tag(AnyHashable)
    /// `.id(_:)`.
    case id(AnyHashable)
    /// `.accessibilityLabel(_:)`.
    case accessibilityLabel(Text)
    /// `.accessibilityIdentifier(_:)`.
    case accessibilityIdentifier(String)
    /// `.tabItem(_:)`, with the item's label.
    case tabItem(AnyView)
    /// `.navigationTitle(_:)`, with the title.
    case navigationTitle(String)
    /// `.onTapGesture(count:perform:)`; its node's widget runs the action when activated.
    case tapGesture(count: Int)
    /// `.onAppear(perform:)` / `.onDisappear(perform:)`, with their actions.
    case appearance(onAppear: (() -> Void)?, onDisappear: (() -> Void)?)
    /// `.toggleStyle(_:)`, with the style.
    case toggleStyle(any ToggleStyle)
    /// `.pickerStyle(_:)`, with the style.
    case pickerStyle(any PickerStyle)
    /// `.progressViewStyle(_:)`, with the style.
    case progressViewStyle(any ProgressViewStyle)
    /// `.listStyle(_:)`, with the style.
    case listStyle(any ListStyle)
    /// `.offset(_:)` / `.offset(x:y:)`.
    case offset(CGSize)
    /// `.position(_:)` / `.position(x:y:)`.
    case position(CGPoint)
    /// `.keyboardShortcut(…)`, with the shortcut (`nil` for `.keyboardShortcut(nil)`).
    case keyboardShortcut(KeyboardShortcut?)
    /// `.fixedSize()` / `.fixedSize(horizontal:vertical:)`.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.zIndex(_:)`.
    case zIndex(Double)
    /// `.layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `.accessibilityHint(_:)`.
    case accessibilityHint(Text)
    /// `.overlay(…)` / `.background(…)` (and `.border(_:width:)`, an overlay): the layer is
    /// the modifier node's child that is not the modified content.
    case layer(isBackground: Bool, alignment: Alignment)
    /// `.fontWeight(_:)` or `.bold(_:)` (a bold weight, or `nil` for `.bold(false)`).
    case fontWeight(Font.Weight?)
    /// `.italic(_:)`.
    case italic(Bool)
    /// `.gridCellColumns(_:)`, with the number of columns (at least 1).
    case gridCellColumns(Int)
    /// `.containerValue(_:_:)`, with the key path written and the value.
    case containerValue(keyPath: AnyKeyPath, value: Any)
    /// Another trait, by its key: `.layoutValue(key:value:)` sets the trait
    /// `K._layoutTraitKey` to its value.
    case trait(key: ObjectIdentifier, value: Any)
    /// `.alignmentGuide(_:computeValue:)`, for a horizontal or a vertical guide, with the
    /// guide's value for a view of a given size.
    case alignmentGuide(
        horizontal: HorizontalAlignment?, vertical: VerticalAlignment?, value: (CGSize) -> CGFloat)
    /// `.transformEnvironment(_:transform:)`, with the key path it transforms.
    case transformEnvironment(keyPath: AnyKeyPath)
    /// `.submitScope(_:)`.
    case submitScope(isBlocking: Bool)
    /// `.navigationDestination(for:destination:)`: the data type and the page the
    /// destination makes for a value (`nil` for a value of another type).
    case navigationDestination(dataType: Any.Type, page: (AnyHashable) -> AnyView?)
    /// `.focused(_:)` / `.focused(_:equals:)`: whether the binding says the view has focus now.
    case focused(isFocused: Bool)
    /// `.equatable()`: the view is compared with its previous value before an update.
    case equatable
    /// Any other modifier, by the name of its type.
    case other(String)
}

/// A view that modifies exactly one view (its content) and describes what it applies.
@MainActor
protocol InspectableModifierView {
    /// The type of the modified view.
    static var inspectedContentType: any View.Type { get }
    /// What the modifier applies.
    var inspectedModifier: _InspectedModifier { get }
}

extension ViewNode {
    /// The node's view when it is a `V`: a check of the node's class, much cheaper than
    /// casting ``view`` (searches read thousands). For inspection tools.
    @inlinable
    public func _view<V: View>(as type: V.Type) -> V? { (self as? TypedNode<V>)?.value }

    /// What this node applies to the view it wraps, or `nil` when the node is a view of its
    /// own (not a modifier, trait or identity wrapper). For inspection tools.
    public var _inspectedModifier: _InspectedModifier? {
        (view as? any InspectableModifierView)?.inspectedModifier
    }

    /// The node of the view this modifier node wraps, or `nil` for a view's own node. For a
    /// custom `ViewModifier`, the node of the content placed in its body.
    public var _modifiedContent: ViewNode? {
        guard let modifier = view as? any InspectableModifierView else { return nil }
        let contentType = type(of: modifier).inspectedContentType
        if let child = children.first(where: { type(of: $0.view) == contentType }) { return child }
        func placeholder(in node: ViewNode) -> ViewNode? {
            for child in node.children {
                if child is any ModifierContentMarker { return child.children.first }
                if let found = placeholder(in: child) { return found }
            }
            return nil
        }
        return placeholder(in: self)
    }
}

/// An overlay or background modifier, whatever its layer's type.
protocol InspectableLayer {
    var isBackground: Bool { get }
    var alignment: Alignment { get }
}
extension LayerModifier: InspectableLayer {}

/// Marks the node of `_ViewModifier_Content` (the modified view inside a custom modifier).
protocol ModifierContentMarker {}
extension ModifierContentNode: ModifierContentMarker {}

extension ModifiedContent: InspectableModifierView where Content: View, Modifier: ViewModifier {
    static var inspectedContentType: any View.Type { Content.self }

    var inspectedModifier: _InspectedModifier {
        switch modifier {
        case let padding as PaddingModifier: return .padding(padding.insets)
        case let frame as FixedFrameModifier:
            return .frame(width: frame.width, height: frame.height, alignment: frame.alignment)
        case let frame as FlexibleFrameModifier:
            return .flexibleFrame(
                minWidth: frame.minWidth, idealWidth: frame.idealWidth, maxWidth: frame.maxWidth,
                minHeight: frame.minHeight, idealHeight: frame.idealHeight, maxHeight: frame.maxHeight,
                alignment: frame.alignment)
        case let writer as _EnvironmentKeyWritingModifier<Font?>
        where writer.keyPath == \EnvironmentValues.font:
            return .font(writer.value)
        case let writer as _EnvironmentKeyWritingModifier<Color?>
        where writer.keyPath == \EnvironmentValues.foregroundColor:
            return .foregroundColor(writer.value)
        case let writer as _EnvironmentKeyWritingModifier<ButtonStyleValue>:
            switch writer.value {
            case .primitive(let style): return .primitiveButtonStyle(style)
            case .custom(let style): return .buttonStyle(style)
            }
        case let writer as _EnvironmentKeyWritingModifier<any ToggleStyle>: return .toggleStyle(writer.value)
        case let writer as _EnvironmentKeyWritingModifier<any PickerStyle>: return .pickerStyle(writer.value)
        case let writer as _EnvironmentKeyWritingModifier<any ProgressViewStyle>:
            return .progressViewStyle(writer.value)
        case let writer as _EnvironmentKeyWritingModifier<any ListStyle>: return .listStyle(writer.value)
        case let offset as OffsetModifier: return .offset(offset.offset)
        case let position as PositionModifier: return .position(position.position)
        case let fixed as FixedSizeModifier:
            return .fixedSize(horizontal: fixed.horizontal, vertical: fixed.vertical)
        case let layer as any InspectableLayer:
            return .layer(isBackground: layer.isBackground, alignment: layer.alignment)
        case let writer as _EnvironmentKeyWritingModifier<Font.Weight?>
        where writer.keyPath == \EnvironmentValues.fontWeight:
            return .fontWeight(writer.value)
        case let writer as _EnvironmentKeyWritingModifier<Bool>
        where writer.keyPath == \EnvironmentValues.isItalic:
            return .italic(writer.value)
        case let guide as AlignmentGuideModifier:
            let value = { (size: CGSize) in guide.computeValue(ViewDimensions(size: size)) }
            switch guide.guide {
            case .horizontal(let alignment):
                return .alignmentGuide(horizontal: alignment, vertical: nil, value: value)
            case .vertical(let alignment):
                return .alignmentGuide(horizontal: nil, vertical: alignment, value: value)
            }
        case let focused as any InspectableFocusedModifier: return .focused(isFocused: focused.isFocusedNow)
        case let transform as any InspectableEnvironmentTransform:
            return .transformEnvironment(keyPath: transform.transformedKeyPath)
        case let scope as SubmitScopeModifier: return .submitScope(isBlocking: scope.isBlocking)
        case let destination as any InspectableNavigationDestination:
            return .navigationDestination(dataType: destination.dataType, page: destination.page(for:))
        case let appearance as AppearanceModifier:
            return .appearance(onAppear: appearance.onAppear, onDisappear: appearance.onDisappear)
        default: return .other(String(describing: Modifier.self))
        }
    }
}

extension TraitView: InspectableModifierView {
    static var inspectedContentType: any View.Type { Content.self }

    var inspectedModifier: _InspectedModifier {
        switch key {
        case ObjectIdentifier(TagTrait.self): (value as? AnyHashable).map { .tag($0) } ?? .other("tag")
        case ObjectIdentifier(AccessibilityLabelTrait.self):
            (value as? Text).map { .accessibilityLabel($0) } ?? .other("accessibilityLabel")
        case ObjectIdentifier(AccessibilityIdentifierTrait.self):
            (value as? String).map { .accessibilityIdentifier($0) } ?? .other("accessibilityIdentifier")
        case ObjectIdentifier(AccessibilityHintTrait.self):
            (value as? Text).map { .accessibilityHint($0) } ?? .other("accessibilityHint")
        case ObjectIdentifier(ZIndexTrait.self): (value as? Double).map { .zIndex($0) } ?? .other("zIndex")
        case ObjectIdentifier(LayoutPriorityTrait.self):
            (value as? Double).map { .layoutPriority($0) } ?? .other("layoutPriority")
        case ObjectIdentifier(KeyboardShortcutTrait.self): .keyboardShortcut(value as? KeyboardShortcut)
        case ObjectIdentifier(TabItemTrait.self):
            (value as? AnyView).map { .tabItem($0) } ?? .other("tabItem")
        case ObjectIdentifier(GridCellColumnsTrait.self):
            (value as? Int).map { .gridCellColumns($0) } ?? .other("gridCellColumns")
        case ObjectIdentifier(ContainerValuesTrait.self):
            (value as? any InspectableContainerValueWrite).map {
                .containerValue(keyPath: $0.anyKeyPath, value: $0.anyValue)
            }
                ?? .other("containerValue")
        default: .trait(key: key, value: value)
        }
    }
}

extension ContainerView: InspectableModifierView {
    static var inspectedContentType: any View.Type { Content.self }
    var inspectedModifier: _InspectedModifier { .container(container) }
}

extension EquatableView: InspectableModifierView {
    static var inspectedContentType: any View.Type { Content.self }
    var inspectedModifier: _InspectedModifier { .equatable }
}

extension IdentifiedView: InspectableModifierView {
    static var inspectedContentType: any View.Type { Content.self }
    var inspectedModifier: _InspectedModifier { .id(AnyHashable(id)) }
}

extension Text {
    /// The whole string, without styles (for inspection tools).
    public var _plainString: String { runs.count == 1 ? runs[0].string : string }
}

extension Picker {
    /// The index of the option tagged `value` among the picker's options, or `nil` when no
    /// option has that tag (for inspection tools, which select an option as a user would).
    public func _optionIndex(of value: SelectionValue, in environment: EnvironmentValues) -> Int? {
        ViewContentReader.elements(of: content, in: environment).firstIndex {
            ($0.tag?.base as? SelectionValue) == value
        }
    }
}

/// A `.transformEnvironment` modifier, whatever its value type.
@MainActor
protocol InspectableEnvironmentTransform {
    var transformedKeyPath: AnyKeyPath { get }
}

extension TransformEnvironmentModifier: InspectableEnvironmentTransform {
    var transformedKeyPath: AnyKeyPath { keyPath }
}
