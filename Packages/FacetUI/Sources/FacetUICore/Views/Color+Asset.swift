import Foundation

extension Color {
    /// Creates a colour from a colour set in an asset catalog among the resources of `bundle`
    /// (the main bundle when `nil`).
    ///
    /// Linux has no asset catalog compiler, so Facet reads the catalog's source: copy the
    /// `.xcassets` folder into the bundle's resources (`.copy("Assets.xcassets")` in a
    /// package manifest) and the colour is read from `<name>.colorset/Contents.json` (a
    /// group that provides a namespace adds its name: `Color("Brand/Accent")`). The
    /// appearance-independent entry is used (dark and high-contrast variants are not read),
    /// with its colour space: sRGB, extended sRGB, extended linear sRGB, Display P3 or a grey.
    ///
    /// A name no colour set has, or a colour set holding only a system colour reference,
    /// says so once on standard error and is drawn as `.clear` (inspection still reads its
    /// name).
    ///
    /// ```swift
    /// Rectangle().fill(Color("Brand", bundle: .module))
    /// ```
    public init(_ name: String, bundle: Bundle? = nil) {
        let bundle = bundle ?? .main
        switch AssetColorCatalog.lookup(name, in: bundle) {
        case .found(let found):
            self.init(
                found.colorSpace, red: found.red, green: found.green, blue: found.blue, opacity: found.opacity
            )
        case .unreadable(let colorSet):
            OneTimeWarnings.report(
                "Color set '\(name)' (\(colorSet.path)) has no components Facet can read"
                    + " (a system colour reference?): it is drawn clear",
                key: "color:\(bundle.bundlePath)/\(name)")
            self.init(.rgba(red: 0, green: 0, blue: 0, opacity: 0))
        case .missing:
            OneTimeWarnings.report(
                "No color named '\(name)' found in asset catalog for \(bundle.bundlePath)",
                key: "color:\(bundle.bundlePath)/\(name)")
            self.init(.rgba(red: 0, green: 0, blue: 0, opacity: 0))
        }
        assetName = name
    }
}

/// The colour sets of the asset catalogs (`*.xcassets` folders) among a bundle's resources,
/// found once per bundle.
enum AssetColorCatalog {
    nonisolated(unsafe) private static var colorSets: [String: [String: URL]] = [:]
    private static let lock = NSLock()

    /// What looking a colour set up found.
    enum Lookup {
        /// The colour set's components.
        case found(Color.Components)
        /// A colour set whose colour cannot be read (a system colour reference, bad JSON).
        case unreadable(URL)
        /// No colour set has the name.
        case missing
    }

    /// The colour set `name` in `bundle`.
    static func lookup(_ name: String, in bundle: Bundle) -> Lookup {
        guard let folder = colorSet(named: name, in: bundle) else { return .missing }
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
            let components = components(fromContents: data)
        else { return .unreadable(folder) }
        return .found(components)
    }

    private static func colorSet(named name: String, in bundle: Bundle) -> URL? {
        let key = bundle.bundlePath
        if let known = lock.withLock({ colorSets[key] }) { return known[name] }
        var found: [String: URL] = [:]
        for catalog in catalogs(in: bundle.resourceURL ?? bundle.bundleURL) {
            collectColorSets(in: catalog, prefix: "", into: &found)
        }
        lock.withLock { colorSets[key] = found }
        return found[name]
    }

    /// The asset catalogs in `resources` or in a folder directly inside it (a bundle's
    /// resources may be large: the main bundle of a command-line program is the folder of
    /// its executable, so the search goes no deeper).
    private static func catalogs(in resources: URL) -> [URL] {
        let manager = FileManager.default
        func folders(in url: URL) -> [URL] {
            let contents = (try? manager.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
            return contents.filter {
                (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            }
        }
        var found: [URL] = []
        for folder in folders(in: resources) {
            if folder.pathExtension == "xcassets" {
                found.append(folder)
            } else {
                found += folders(in: folder).filter { $0.pathExtension == "xcassets" }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Records each `.colorset` folder below `folder` under its name, with the names of the
    /// groups above it that provide a namespace.
    private static func collectColorSets(in folder: URL, prefix: String, into found: inout [String: URL]) {
        let contents =
            (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for item in contents.sorted(by: { $0.path < $1.path }) {
            let name = item.deletingPathExtension().lastPathComponent
            switch item.pathExtension {
            case "colorset":
                if found[prefix + name] == nil { found[prefix + name] = item }
            case "":
                guard (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else {
                    continue
                }
                collectColorSets(
                    in: item, prefix: providesNamespace(item) ? prefix + name + "/" : prefix, into: &found)
            default:
                continue
            }
        }
    }

    private static func providesNamespace(_ group: URL) -> Bool {
        guard let data = try? Data(contentsOf: group.appendingPathComponent("Contents.json")),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = object["properties"] as? [String: Any]
        else { return false }
        return (properties["provides-namespace"] as? Bool) == true
    }

    /// The colour of a colour set's `Contents.json`: its entry without appearances (or its
    /// first entry with components).
    static func components(fromContents data: Data) -> Color.Components? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = object["colors"] as? [[String: Any]]
        else { return nil }
        let plain = entries.filter { ($0["appearances"] as? [Any])?.isEmpty ?? true }
        for entry in plain + entries {
            guard let color = entry["color"] as? [String: Any],
                let values = color["components"] as? [String: Any]
            else { continue }
            if let components = components(values, space: color["color-space"] as? String ?? "srgb") {
                return components
            }
        }
        return nil
    }

    private static func components(_ values: [String: Any], space: String) -> Color.Components? {
        let opacity = values["alpha"].flatMap(component) ?? 1
        if let white = values["white"].flatMap(component) {
            return Color.Components(
                colorSpace: .sRGB, red: white, green: white, blue: white, opacity: opacity)
        }
        guard let red = values["red"].flatMap(component), let green = values["green"].flatMap(component),
            let blue = values["blue"].flatMap(component)
        else { return nil }
        let colorSpace: Color.RGBColorSpace =
            switch space {
            case "display-p3": .displayP3
            case "extended-linear-srgb": .sRGBLinear
            default: .sRGB
            }
        return Color.Components(colorSpace: colorSpace, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A component as Xcode writes it: a decimal fraction ("0.500"), a hexadecimal byte
    /// ("0x80") or a decimal byte ("128").
    private static func component(_ value: Any) -> Double? {
        if let number = value as? Double { return number }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }
}
