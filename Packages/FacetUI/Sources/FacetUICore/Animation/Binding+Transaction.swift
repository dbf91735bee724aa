extension Binding {
    /// This binding, writing its value under `transaction`.
    ///
    /// ```swift
    /// Toggle("Details", isOn: $showsDetails.transaction(Transaction(animation: .snappy)))
    /// ```
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(location: location, transaction: transaction)
    }

    /// This binding, animating the changes its writes cause with `animation`.
    ///
    /// ```swift
    /// Toggle("Details", isOn: $showsDetails.animation())
    /// ```
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var transaction = transaction
        transaction.animation = animation
        return Binding(location: location, transaction: transaction)
    }
}
