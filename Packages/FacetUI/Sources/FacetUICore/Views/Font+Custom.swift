import Foundation

extension Font {
    /// A font of the family `name` at `size` points, relative to the body style. GTK draws it
    /// with that font family (its size as given: Facet has no Dynamic Type to scale it);
    /// character cells draw every font alike.
    ///
    /// ```swift
    /// Text("Menu").font(.custom("DejaVu Serif", size: 15))
    /// ```
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A font of the family `name` at `size` points, relative to `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font.system(size: size)
        font.customName = name
        font.customRelativeStyle = textStyle
        return font
    }

    /// A font of the family `name` at a fixed `fixedSize` points, whatever the text size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font.system(size: fixedSize)
        font.customName = name
        return font
    }
}
