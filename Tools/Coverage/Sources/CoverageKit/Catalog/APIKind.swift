/// The kinds of public API the catalog tracks.
public enum APIKind: String, CaseIterable, Sendable, Codable, Comparable {
    /// A struct or enum conforming to `View` (or to a protocol refining it).
    case view
    /// A type conforming to `Shape` (a view drawn from a path).
    case shape
    /// A method declared in an extension of `View`, grouped by base name.
    case modifier
    /// A type marked `@propertyWrapper`.
    case propertyWrapper = "property-wrapper"
    /// A protocol describing the appearance of a control, such as `ButtonStyle`.
    case styleProtocol = "style-protocol"
    /// A concrete type conforming to a style protocol, such as `BorderedButtonStyle`.
    case style
    /// A type conforming to `Gesture`.
    case gesture
    /// A type conforming to `Scene`.
    case scene

    /// The order sections appear in, in the catalog and in the reports.
    public static func < (lhs: APIKind, rhs: APIKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// A plural, human-readable name used in summaries.
    public var title: String {
        switch self {
        case .view: "view types"
        case .shape: "shapes"
        case .modifier: "modifiers"
        case .propertyWrapper: "property wrappers"
        case .styleProtocol: "style protocols"
        case .style: "styles"
        case .gesture: "gestures"
        case .scene: "scenes"
        }
    }

    /// The catalog file holding entries of this kind.
    public var catalogFileName: String { "\(rawValue)s.catalog" }
}
