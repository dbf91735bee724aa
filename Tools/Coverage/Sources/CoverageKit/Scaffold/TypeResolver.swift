/// Decides whether the types a signature names exist for FacetUI code: declared in
/// FacetUI's sources, generic parameters in scope, or standard library and Foundation types.
struct TypeResolver {
    /// Names the standard library (and the attributes a signature may carry) provide.
    static let standard: Set<String> = [
        "Any", "AnyObject", "Self", "Void", "Never", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
        "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "String", "Substring", "Character",
        "StaticString", "Array", "Dictionary", "Set", "Optional", "Range", "ClosedRange", "PartialRangeFrom",
        "PartialRangeThrough", "RangeExpression", "Sequence", "Collection", "RandomAccessCollection",
        "BidirectionalCollection", "MutableCollection", "RangeReplaceableCollection", "Hashable", "Equatable",
        "Comparable", "Identifiable", "Sendable", "Error", "Encodable", "Decodable", "Codable",
        "StringProtocol", "BinaryFloatingPoint", "BinaryInteger", "FloatingPoint", "Numeric",
        "AdditiveArithmetic", "Strideable", "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath",
        "Duration", "escaping", "MainActor", "autoclosure", "discardableResult", "ExpressibleByStringLiteral",
        "CustomStringConvertible",
    ]

    /// Names Foundation provides on Linux too (a file using one imports Foundation).
    static let foundation: Set<String> = [
        "CGFloat", "CGSize", "CGPoint", "CGRect", "Date", "URL", "Data", "UUID", "TimeInterval", "Locale",
        "Calendar", "TimeZone", "DateInterval", "AttributedString", "Measurement", "Unit", "Bundle",
        "FormatStyle", "ParseableFormatStyle", "DiscreteFormatStyle", "Formatter", "ReferenceConvertible",
    ]

    /// Every name that exists without FacetUI declaring it.
    static let builtIn = standard.union(foundation)

    let declared: Set<String>
    let index: SourceIndex

    init(index: SourceIndex) {
        self.index = index
        declared = Set(index.declarations.filter { $0.kind != .extensionDecl && $0.isPublic }.map(\.name))
    }

    /// The names of a set that do not resolve, given generic parameters in scope.
    func unresolved(_ names: Set<String>, generics: Set<String>) -> [String] {
        names.filter { name in
            !(Self.builtIn.contains(name) || declared.contains(name) || generics.contains(name)
                || generics.contains(String(name.split(separator: ".").first ?? "")))
        }.sorted()
    }

    /// Whether code naming these types needs `import Foundation` (FacetUI does not declare them).
    func needsFoundation(_ names: Set<String>) -> Bool {
        names.contains { Self.foundation.contains($0) && !declared.contains($0) }
    }

    /// Whether FacetUI declares a name as a struct or an enum (which cannot be a constraint).
    func isValueType(_ name: String) -> Bool {
        index.types(named: name).contains { $0.kind == .structType || $0.kind == .enumType }
    }

    /// The standard library protocols each one implies (a `RandomAccessCollection` is a `Collection`).
    static let implied: [String: Set<String>] = [
        "RandomAccessCollection": ["BidirectionalCollection", "Collection", "Sequence"],
        "BidirectionalCollection": ["Collection", "Sequence"],
        "MutableCollection": ["Collection", "Sequence"],
        "RangeReplaceableCollection": ["Collection", "Sequence"],
        "Collection": ["Sequence"],
        "Hashable": ["Equatable"],
        "Comparable": ["Equatable"],
    ]

    /// Whether a type FacetUI declares conforms to a protocol, directly, through a protocol
    /// of its sources refining it, or through a standard library protocol implying it. True
    /// for types FacetUI does not declare (nothing to check).
    func conforms(_ name: String, to requirement: String) -> Bool {
        guard declared.contains(name) else { return true }
        let conformances = index.conformances(of: name)
        let implying = conformances.flatMap { Self.implied[$0] ?? [] }
        return !conformances.union(implying).isDisjoint(with: index.refinements(of: [requirement]))
    }

    /// Why a parameter's default value may not compile in FacetUI, or nil. Literals, members
    /// (`.center`) and trivial closures pass; a call passes when its type resolves, takes no
    /// members FacetUI may lack, and conforms to what a generic parameter requires
    /// (`B = BackgroundStyle()` where `B: ShapeStyle`).
    func defaultValueProblem(_ parameter: SignatureShape.Parameter, generics: [String: [String]]) -> String? {
        guard let value = parameter.defaultValue else { return nil }
        let problem = "the default value `\(value)`"
        if value.hasPrefix("{") {
            if ["{}", "{ }", "{ _ in }", "{ nil }", "{ $0 }"].contains(value) { return nil }
            // A closure building a value with a plain call (`{ EmptyView() }`) passes when the
            // call would pass as a default value itself.
            let inner = value.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
            guard value.hasSuffix("}"), inner.hasSuffix(")"), !inner.contains("{"), !inner.contains(";"),
                inner.first?.isUppercase == true
            else { return problem }
            var call = parameter
            call.defaultValue = inner
            call.type = parameter.closure?.result ?? parameter.type
            return defaultValueProblem(call, generics: generics) == nil ? nil : problem
        }
        guard let open = value.firstIndex(of: "(") else { return nil }
        let callee = String(value[..<open])
        if callee == ".init" { return nil }
        let characters = Array(value[open...])
        let takesMembers = characters.indices.dropLast().contains {
            characters[$0] == "." && characters[$0 + 1].isLetter
        }
        guard !callee.hasPrefix("."), !takesMembers, unresolved([callee], generics: []).isEmpty else {
            return problem
        }
        for constraint in generics[parameter.type] ?? [] where !conforms(callee, to: constraint) {
            return "`\(callee)` to conform to \(constraint) (for \(problem))"
        }
        return nil
    }
}
