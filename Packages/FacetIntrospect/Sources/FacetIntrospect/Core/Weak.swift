/// Keeps an introspected widget outside the customisation closure without keeping it alive:
/// the value becomes `nil` when the widget goes away.
///
/// ```swift
/// @_spi(Advanced) import FacetIntrospect
///
/// struct ContentView: View {
///     @Weak var scrollView: ScrollViewWidget?
///     var body: some View {
///         ScrollView { Text("Row") }
///             .introspect(.scrollView, on: .terminal(.v1)) { scrollView = $0 }
///     }
/// }
/// ```
@_spi(Advanced)
@propertyWrapper
public final class Weak<T: AnyObject> {
    private weak var value: T?

    /// The object, or `nil` once it was deallocated.
    public var wrappedValue: T? {
        get { value }
        set { value = newValue }
    }

    /// Creates a weak reference to `wrappedValue`.
    public init(wrappedValue: T? = nil) {
        value = wrappedValue
    }
}
