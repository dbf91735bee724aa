import Foundation

/// A resource that can be used to create an image: the name of an image file among a
/// bundle's resources, as Xcode's asset catalogs generate (`ImageResource.logo`). On Linux
/// there is no asset catalog compiler, so resources are declared by hand:
///
/// ```swift
/// extension ImageResource {
///     static let logo = ImageResource(name: "logo", bundle: .module)
/// }
/// Image(.logo)
/// Label("Home", image: .logo)
/// ```
public struct ImageResource: Hashable, Sendable {
    /// The name of the image among the bundle's resources.
    public let name: String
    /// The bundle holding the image.
    public let bundle: Bundle

    /// Creates a resource naming an image in a bundle.
    public init(name: String, bundle: Bundle) { (self.name, self.bundle) = (name, bundle) }
}

extension Image {
    /// Creates an image from a resource: the file named by `resource.name` in
    /// `resource.bundle`, as ``Image/init(_:bundle:)`` finds it.
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}
