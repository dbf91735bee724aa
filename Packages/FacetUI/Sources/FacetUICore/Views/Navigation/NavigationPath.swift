import Foundation

/// A type-erased list of data representing the content of a navigation stack.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) {
///     Button("Show 7") { path.append(7) }
///         .navigationDestination(for: Int.self) { Text("Number \($0)") }
/// }
/// ```
///
/// A path whose elements are all `Codable` can be saved and restored through
/// ``codable`` and ``init(_:)-(CodableRepresentation)``:
///
/// ```swift
/// let data = try JSONEncoder().encode(path.codable)
/// path = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
/// ```
public struct NavigationPath: Equatable {
    /// The elements, bottom first.
    var elements: [AnyHashable]

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// A value that holds the contents of this path in a serializable format, or `nil` when
    /// an element is not `Codable`.
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        for element in elements {
            guard let entry = CodableRepresentation.Entry(element) else { return nil }
            entries.append(entry)
        }
        return CodableRepresentation(entries: entries)
    }

    /// Creates a new, empty navigation path.
    public init() { elements = [] }

    /// Creates a new navigation path from the contents of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Creates a new navigation path from the contents of a sequence of codable elements.
    public init<S: Sequence>(_ elements: S) where S.Element: Codable, S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Creates a new navigation path from a serializable version (the elements were decoded
    /// when the representation was).
    public init(_ codable: CodableRepresentation) {
        elements = codable.entries.map(\.value)
    }

    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Appends a new codable value to the end of this path.
    public mutating func append<V: Codable & Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }

    /// A serializable representation of a navigation path: each element as its type's name
    /// and its JSON encoding, bottom first.
    public struct CodableRepresentation: Codable, Equatable {
        struct Entry: Equatable {
            let typeName: String
            let json: String
            let value: AnyHashable

            init(typeName: String, json: String, value: AnyHashable) {
                (self.typeName, self.json, self.value) = (typeName, json, value)
            }

            /// The entry for an element, or `nil` when it is not `Codable`.
            init?(_ element: AnyHashable) {
                guard let encodable = element.base as? any Encodable, element.base is any Decodable,
                    let name = _mangledTypeName(type(of: element.base)),
                    let data = try? JSONEncoder().encode(encodable),
                    let json = String(data: data, encoding: .utf8)
                else { return nil }
                self.init(typeName: name, json: json, value: element)
            }

            static func == (a: Entry, b: Entry) -> Bool { a.typeName == b.typeName && a.json == b.json }
        }

        let entries: [Entry]

        init(entries: [Entry]) { self.entries = entries }

        /// Decodes a representation; throws `DecodingError.dataCorrupted` for a type name this
        /// program does not know, or one that is not `Codable` and `Hashable`.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var entries: [Entry] = []
            while !container.isAtEnd {
                let name = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(name) else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "unknown type in a navigation path: \(name)")
                }
                guard let decodable = type as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container,
                        debugDescription: "\(type) in a navigation path is not Decodable and Hashable")
                }
                let value = try Self.decode(decodable, from: Data(json.utf8))
                entries.append(Entry(typeName: name, json: json, value: value))
            }
            self.entries = entries
        }

        private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws
            -> AnyHashable
        {
            AnyHashable(try JSONDecoder().decode(type, from: data))
        }

        /// Encodes the representation: type name and JSON text of each element, bottom first.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for entry in entries {
                try container.encode(entry.typeName)
                try container.encode(entry.json)
            }
        }
    }
}
