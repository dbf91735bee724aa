/// The deprecated initialisers of a `NavigationLink` bound to whether its page is shown.
extension NavigationLink {
    /// Creates a navigation link that presents the destination view while `isActive` is
    /// `true`: activating the link sets it, popping the page resets it.
    ///
    /// ```swift
    /// NavigationLink(isActive: $showsDetails) { Details() } label: { Text("Details") }
    /// ```
    @available(
        *, deprecated,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), isActive: isActive, label: label())
    }

    /// Creates a navigation link that presents the destination view while `selection` is
    /// `tag`: activating the link sets it to `tag`, popping the page sets it to `nil`.
    @available(
        *, deprecated,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            destination: destination(), isActive: .activation(tag: tag, selection: selection), label: label())
    }

    /// Creates a navigation link that presents the destination view while `isActive` is
    /// `true`.
    @available(
        *, deprecated,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, isActive: isActive, label: label())
    }

    /// Creates a navigation link that presents the destination view while `selection` is
    /// `tag`.
    @available(
        *, deprecated,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.init(
            destination: destination, isActive: .activation(tag: tag, selection: selection), label: label())
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link with a text label generated from a localized string key,
    /// presenting the destination view while `isActive` is `true`.
    @available(
        *, deprecated,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init(
        _ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination(), isActive: isActive, label: Text(titleKey))
    }

    /// Creates a navigation link with a text label generated from a localized string key,
    /// presenting the destination view while `selection` is `tag`.
    @available(
        *, deprecated,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
        @ViewBuilder destination: () -> Destination
    ) {
        self.init(
            destination: destination(), isActive: .activation(tag: tag, selection: selection),
            label: Text(titleKey))
    }

    /// Creates a navigation link with a text label generated from a localized string key,
    /// presenting the destination view while `isActive` is `true`.
    @available(
        *, deprecated,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive, label: Text(titleKey))
    }

    /// Creates a navigation link with a text label generated from a localized string key,
    /// presenting the destination view while `selection` is `tag`.
    @available(
        *, deprecated,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(
            destination: destination, isActive: .activation(tag: tag, selection: selection),
            label: Text(titleKey))
    }

    /// Creates a navigation link with a text label generated from a title string, presenting
    /// the destination view while `isActive` is `true`.
    @available(
        *, deprecated,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination(), isActive: isActive, label: Text(title))
    }

    /// Creates a navigation link with a text label generated from a title string, presenting
    /// the destination view while `selection` is `tag`.
    @available(
        *, deprecated,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(
            destination: destination(), isActive: .activation(tag: tag, selection: selection),
            label: Text(title))
    }

    /// Creates a navigation link with a text label generated from a title string, presenting
    /// the destination view while `isActive` is `true`.
    @available(
        *, deprecated,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive, label: Text(title))
    }

    /// Creates a navigation link with a text label generated from a title string, presenting
    /// the destination view while `selection` is `tag`.
    @available(
        *, deprecated,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(
            destination: destination, isActive: .activation(tag: tag, selection: selection),
            label: Text(title))
    }
}

extension Binding where Value == Bool {
    /// `true` while `selection` is `tag`; setting it to `true` selects `tag`, to `false`
    /// clears the selection when it is `tag`.
    fileprivate static func activation<V: Hashable>(tag: V, selection: Binding<V?>) -> Binding<Bool> {
        Binding(
            get: { selection.wrappedValue == tag },
            set: { isActive in
                if isActive {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            })
    }
}
