import Foundation

/// Who a registered representation of an item provider is visible to.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// Processes of the same team.
    case team = 1
    /// Processes of the same group.
    case group = 2
    /// The providing process only.
    case ownProcess = 3
}

/// An item provider for conveying data between processes during drag-and-drop or
/// copy-and-paste activities: Foundation's type, which Foundation on Linux does not have.
///
/// Facet has neither drag and drop nor a pasteboard, so a provider only keeps the data
/// representations registered with it and loads them for whoever asks (a test, or the
/// app itself). A type identifier conforms only to itself (there is no type hierarchy), and
/// a representation loads synchronously on the caller's thread.
///
/// ```swift
/// let provider = NSItemProvider()
/// provider.registerDataRepresentation(forTypeIdentifier: "public.text", visibility: .all) {
///     $0(Data("Hello".utf8), nil)
///     return nil
/// }
/// ```
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// A registered representation.
    private struct Representation {
        let typeIdentifier: String
        let load: @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    }

    private let lock = NSLock()
    private var representations: [Representation] = []
    private var name: String?

    /// Creates an empty item provider.
    public override init() { super.init() }

    /// A name for the item, used as a file name when it is saved.
    open var suggestedName: String? {
        get { lock.withLock { name } }
        set { lock.withLock { name = newValue } }
    }

    /// The type identifiers of the registered representations, in the order they were
    /// registered.
    open var registeredTypeIdentifiers: [String] {
        lock.withLock { representations.map(\.typeIdentifier) }
    }

    /// Registers a data representation of the item: `loadHandler` is called with a completion
    /// handler to call with the data (or an error) when someone loads it.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        lock.withLock {
            representations.append(Representation(typeIdentifier: typeIdentifier, load: loadHandler))
        }
    }

    /// Whether a representation of the type is registered.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Loads the first registered representation of the type: `completionHandler` is called
    /// with its data, or with an error when no representation of the type is registered.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard
            let representation = lock.withLock({
                representations.first { $0.typeIdentifier == typeIdentifier }
            })
        else {
            completionHandler(
                nil,
                NSError(
                    domain: NSCocoaErrorDomain, code: CocoaError.fileReadUnknown.rawValue,
                    userInfo: [
                        NSLocalizedDescriptionKey: "No representation of type \(typeIdentifier) is registered"
                    ]))
            progress.completedUnitCount = 1
            return progress
        }
        _ = representation.load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }
}
