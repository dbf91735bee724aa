import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// The page a `navigationDestination(isPresented:destination:)` or
    /// `navigationDestination(item:destination:)` modifier presents, reached from the view
    /// carrying the modifier with `navigationDestination()`: its enclosed views are the
    /// page's, hosted on their own (the stack shows the page away from the view).
    public struct NavigationDestination: PresentationViewType {
        /// "NavigationDestination".
        public static var typePrefix: String { "NavigationDestination" }
    }
}

extension InspectableView {
    /// The page the view's `navigationDestination(isPresented:)` or `(item:)` modifier
    /// presents — the innermost one, or the `index`th counting from the innermost. Throws
    /// "View for NavigationDestination is absent" while it presents none, and "EmptyView
    /// does not have 'navigationDestination' modifier" without one.
    ///
    /// ```swift
    /// let page = try sut.inspect().button().navigationDestination()
    /// #expect(try page.text().string() == "Help")
    /// ```
    public func navigationDestination(_ index: Int? = nil) throws -> InspectableView<
        ViewType.NavigationDestination
    > {
        let wrappers = modifierNodes.filter { $0.appliedModifier is NavigationDestinationPresentingModifier }
        let position = index ?? 0
        guard wrappers.indices.contains(position) else {
            throw missingModifier("navigationDestination", index: position)
        }
        let wrapper = wrappers[position]
        guard
            let page = (wrapper.appliedModifier as? NavigationDestinationPresentingModifier)?.presentedPage(),
            let root = InspectionHost(page, parent: host, holder: wrapper).root
        else {
            throw InspectionError.viewNotFound(parent: ViewType.NavigationDestination.typePrefix)
        }
        let call = "navigationDestination(" + (index.map(String.init) ?? "") + ")"
        return root.retyped(path: path(appending: call))
    }
}

extension InspectableView where View == ViewType.NavigationDestination {
    /// Whether the modifier presents its page now (its binding is `true`, or its item is
    /// not `nil`).
    public func isPresented() throws -> Bool {
        try destinationModifier().presentedPage() != nil
    }

    /// Sets the modifier's binding, as code presenting or dismissing the page does, then
    /// applies the updates: `false` pops the page (an `item:` form's item becomes `nil`);
    /// `true` needs the `isPresented:` form.
    public func set(isPresented: Bool) throws {
        let modifier = try destinationModifier()
        if isPresented {
            guard let binding = modifier.isPresented else {
                throw InspectionError.notSupported(
                    "navigationDestination(item:) presents its page when its item is set")
            }
            binding.wrappedValue = true
        } else {
            modifier.dismiss()
        }
        commit()
    }

    /// The live modifier presenting this page.
    private func destinationModifier() throws -> NavigationDestinationPresentingModifier {
        host.parent?.flushBeforeReading()
        guard let modifier = host.holder?.appliedModifier as? NavigationDestinationPresentingModifier else {
            throw InspectionError.viewNotFound(parent: ViewType.NavigationDestination.typePrefix)
        }
        return modifier
    }
}
