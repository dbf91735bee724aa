import Foundation

/// A type whose value an animation can change gradually: it exposes the part that is
/// interpolated as ``animatableData``.
///
/// ```swift
/// struct Wedge: Shape {
///     var fraction: Double
///     var animatableData: Double {
///         get { fraction }
///         set { fraction = newValue }
///     }
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
///
/// A type that declares no `animatableData` gets ``EmptyAnimatableData``: nothing of it
/// is interpolated.
public protocol Animatable {
    /// The type of the data that is interpolated.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself: a vector type animates as a whole.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Empty data: nothing of this value is interpolated.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Double: Animatable {
    /// The value itself.
    public typealias AnimatableData = Double
}

extension CGFloat: Animatable {
    /// The value itself.
    public typealias AnimatableData = CGFloat
}
