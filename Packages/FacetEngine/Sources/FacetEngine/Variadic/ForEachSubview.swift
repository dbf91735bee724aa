import FacetUI

/// A view that makes a row for each subview of a ``VariadicView``, with its index;
/// rows are identified by the subviews' ids, so they keep their state when the source
/// changes around them.
///
/// ```swift
/// ForEachSubview(source) { index, subview in
///     HStack { Text("\(index + 1).");  subview }
/// }
/// ```
public struct ForEachSubview<Subview: View & Identifiable, Content: View>: View {
    var source: [Subview]
    var subview: (Int, Subview) -> Content

    /// Creates rows for the subviews of `source`.
    public init<Source: View>(
        _ source: VariadicView<Source>, @ViewBuilder subview: @escaping (Int, Subview) -> Content
    ) where Subview == AnyVariadicView.Subview {
        self.init(Array(source), subview: subview)
    }

    /// Creates rows for `source`.
    public init(
        _ source: [AnyVariadicView.Subview], @ViewBuilder subview: @escaping (Int, Subview) -> Content
    )
    where Subview == AnyVariadicView.Subview {
        self.source = source
        self.subview = subview
    }

    public var body: some View {
        ForEach(Array(source.enumerated()), id: \.element.id) { index, element in
            subview(index, element)
        }
    }
}
