/// Builds sample Swift expressions for scaffolded tests from catalog signatures, using
/// only initializers and modifiers FacetUI declares (plus the ones being scaffolded).
struct SampleBuilder {
    let catalog: Catalog
    let selectors: CatalogSelectors
    let index: SourceIndex
    /// Members of the entry being scaffolded, which FacetUI will declare once written.
    let scaffolded: [CatalogMember]
    let scaffoldedName: String
    /// Whether samples pass every parameter they can (defaulted ones too, `nil` for
    /// optionals), so that the call selects the overload of the full selector.
    var allParameters = false

    init(
        catalog: Catalog, selectors: CatalogSelectors, index: SourceIndex, scaffolded: [CatalogMember],
        scaffoldedName: String, allParameters: Bool = false
    ) {
        self.catalog = catalog
        self.selectors = selectors
        self.index = index
        self.scaffolded = scaffolded
        self.scaffoldedName = scaffoldedName
        self.allParameters = allParameters
    }

    private var declaresText: Bool { !index.types(named: "Text").isEmpty }

    /// A sample of the content a view builder closure returns.
    var contentSample: String { declaresText ? "Text(\"Sample\")" : "EmptyView()" }

    /// A call of a view type's initializer with sample arguments, `content` inside its view
    /// builder closure; nil when no declared initializer takes sample values.
    func view(_ name: String, content: String? = nil) -> String? {
        let declared: Set<String>
        let candidates: [CatalogMember]
        if name == scaffoldedName, !scaffolded.isEmpty {
            candidates = scaffolded
            declared = Set(scaffolded.map { selectors.selector(of: $0.signature) })
        } else {
            guard let entry = catalog.entry(.view, name) ?? catalog.entry(.shape, name),
                !index.types(named: name).isEmpty
            else {
                return nil
            }
            candidates = entry.members(.initializer)
            declared = Set(
                ([index.types(named: name).first!] + index.extensions(of: name)).flatMap(\.members)
                    .filter { $0.kind == .initializer && $0.isPublic }.map(\.selector))
        }
        let typeGenerics =
            (catalog.entry(.view, name) ?? catalog.entry(.shape, name)).map {
                SkeletonRenderer.genericParameters(of: $0)
            } ?? []
        let existing = candidates.filter { declared.contains(selectors.selector(of: $0.signature)) }
        for member in existing {
            // Only the scaffolded API's own call passes every parameter; its container does not.
            guard
                let (arguments, passed, shape) = unambiguousCall(
                    member, among: existing, content: content, all: allParameters && name == scaffoldedName)
            else { continue }
            // The call must let Swift infer every generic parameter of the type: from an
            // argument's type, or from a same-type requirement (`where Label == Text`).
            let inferable = typeGenerics.allSatisfy { generic in
                shape.sameTypeSubjects.contains(generic)
                    || passed.contains { Self.identifiers(in: $0.type).contains(generic) }
            }
            if inferable { return "\(name)(\(arguments))" }
        }
        return nil
    }

    private static func identifiers(in type: String) -> Set<String> {
        Set(type.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
    }

    /// A modifier call with sample arguments (`.gaugeStyle(.automatic)`), or nil; `siblings`
    /// are the overloads that exist beside it, which the call must not match too.
    func modifier(_ member: CatalogMember, siblings: [CatalogMember] = []) -> String? {
        guard
            let (arguments, _, _) = unambiguousCall(member, among: siblings, content: nil, all: allParameters)
        else { return nil }
        return ".\(member.name)(\(arguments))"
    }

    /// A call of `member` that no other overload in `siblings` accepts as well: with the
    /// parameters that have no default, else with every parameter it can pass.
    private func unambiguousCall(
        _ member: CatalogMember, among siblings: [CatalogMember], content: String?, all: Bool
    ) -> (arguments: String, passed: [SignatureShape.Parameter], shape: SignatureShape)? {
        let others = siblings.filter { $0.signature != member.signature }.compactMap {
            SignatureShape($0.signature)
        }
        for passEverything in all ? [true] : [false, true] {
            guard let result = call(member.signature, content: content, all: passEverything) else { continue }
            let labels = result.passed.map(\.label)
            if passEverything || !others.contains(where: { Self.accepts($0, labels) }) { return result }
        }
        return nil
    }

    /// Whether a call passing arguments with these labels, in order, matches a signature.
    private static func accepts(_ shape: SignatureShape, _ labels: [String]) -> Bool {
        var next = 0
        for parameter in shape.parameters {
            if next < labels.count, labels[next] == parameter.label {
                next += 1
            } else if !parameter.hasDefault {
                return false
            }
        }
        return next == labels.count
    }

    /// The sample arguments of a signature, the parameters they pass, and its shape.
    private func call(_ signature: String, content: String?, all allParameters: Bool)
        -> (arguments: String, passed: [SignatureShape.Parameter], shape: SignatureShape)?
    {
        guard let shape = SignatureShape(signature) else { return nil }
        var parts: [String] = []
        var passed: [SignatureShape.Parameter] = []
        for parameter in shape.parameters where allParameters || !parameter.hasDefault {
            var value = value(parameter, generics: shape.genericParameters, content: content)
            // `nil` for an optional, unless its type is generic: nothing would infer it then.
            let generic = Self.identifiers(in: parameter.type).contains { shape.genericParameters[$0] != nil }
            if value == nil, allParameters, parameter.type.hasSuffix("?"), !generic { value = "nil" }
            guard let value else {
                if parameter.hasDefault { continue }
                return nil
            }
            parts.append(parameter.label == "_" ? value : "\(parameter.label): \(value)")
            passed.append(parameter)
        }
        return (parts.joined(separator: ", "), passed, shape)
    }

    private func value(_ parameter: SignatureShape.Parameter, generics: [String: [String]], content: String?)
        -> String?
    {
        if let closure = parameter.closure {
            let ignored = Array(repeating: "_", count: closure.parameters).joined(separator: ", ")
            if closure.result == "Void" || closure.result == "()" {
                return closure.parameters == 0 ? "{}" : "{ \(ignored) in }"
            }
            // A view builder, `some View`, or a generic parameter of the type (`Label`, `Content`).
            let isGenericName =
                closure.result.first?.isUppercase == true && closure.result.allSatisfy { $0.isLetter }
            let isView =
                parameter.attributes.contains("ViewBuilder") || closure.result.contains("View")
                || isGenericName
            guard isView else { return nil }
            let body = content ?? contentSample
            return closure.parameters == 0 ? "{ \(body) }" : "{ \(ignored) in \(body) }"
        }
        let constraints = generics[parameter.type] ?? []
        switch parameter.type {
        case "String", "LocalizedStringKey": return "\"Sample\""
        case "Bool": return "true"
        case "Int": return "1"
        case "Double", "CGFloat", "Float": return "0.5"
        case "Binding<Bool>": return ".constant(true)"
        case "Binding<String>": return ".constant(\"Sample\")"
        case "Text": return declaresText ? "Text(\"Sample\")" : nil
        default: break
        }
        // A numeric range: `ClosedRange<V>` of a numeric generic parameter or type.
        if parameter.type.hasPrefix("ClosedRange<"), parameter.type.hasSuffix(">") {
            let bound = String(parameter.type.dropFirst("ClosedRange<".count).dropLast())
            let numeric: Set<String> = ["BinaryFloatingPoint", "BinaryInteger", "FloatingPoint", "Numeric"]
            if ["Int", "Double", "Float", "CGFloat"].contains(bound)
                || !numeric.isDisjoint(with: generics[bound] ?? [])
            {
                return "0...1"
            }
            return nil
        }
        if constraints.contains("StringProtocol") { return "\"Sample\"" }
        if constraints.contains("BinaryFloatingPoint") { return "0.5" }
        if constraints.contains("BinaryInteger") { return "1" }
        for style in constraints where catalog.entry(.styleProtocol, style) != nil {
            if let shorthand = declaredShorthand(of: style) { return ".\(shorthand)" }
        }
        return nil
    }

    /// A static shorthand FacetUI declares for a style protocol (`automatic`).
    private func declaredShorthand(of style: String) -> String? {
        let members = index.extensions(of: style).filter { $0.sameTypeRequirements["Self"] != nil }
            .flatMap(\.members).filter { $0.isStatic && $0.kind == .property }
        return members.first { $0.name == "automatic" }?.name ?? members.first?.name
    }
}
