/// A layout that can be solved: compositional, flow or stacked. Hosts hold any of them.
public protocol CollectionLayout: Sendable {
    /// The axis the content scrolls along. A host needs it before solving: the extent across it
    /// is what a layout needs to be solved (a vertical list of zero height still has a width).
    var scrollDirection: LayoutAxis { get }

    /// Computes every frame of the layout for a container and content.
    ///
    /// - Throws: ``LayoutError`` naming the invalid description or input; nothing is laid out.
    func solve(in environment: LayoutEnvironment, content: LayoutContent) throws(LayoutError) -> LayoutSolution
}

// MARK: - Sameness

extension CollectionLayout {
    /// Whether `other` lays out exactly as this layout, for every environment and content, so that
    /// a host showing this one need not install `other` and solve again: a layout that compares
    /// itself (``SameLayoutComparing``: a ``CompositionalLayout`` is the same when it is the same
    /// value — its section provider — or an equal list) says so; an `Equatable` layout is the same
    /// as an equal layout of its type; any other layout cannot tell, and is never the same.
    ///
    /// - Complexity: O(1) for a compositional layout; an equality of the descriptions otherwise.
    package func isSameLayout(as other: any CollectionLayout) -> Bool {
        if let layout = self as? any SameLayoutComparing { return layout.isSameLayout(as: other) }
        if let layout = self as? any Equatable { return isEqual(layout, other) }
        return false
    }
}

/// Whether `other` is a layout of the type of `layout` and equal to it.
private func isEqual<Layout: Equatable>(_ layout: Layout, _ other: any CollectionLayout) -> Bool {
    (other as? Layout) == layout
}

extension CollectionLayout {
    /// Checks the environment and the content before solving.
    func validate(_ environment: LayoutEnvironment, _ content: LayoutContent) throws(LayoutError) {
        let size = environment.container.contentSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw .invalidInput("container: the collection view's size must be finite and not negative, found \(size)")
        }
        let scale = environment.traitCollection.displayScale
        guard scale.isFinite, scale >= 0 else {
            throw .invalidInput("container: the display scale must be finite and not negative, found \(scale)")
        }
        for insets in [environment.safeAreaInsets, environment.layoutMargins, environment.readableContentInsets]
        where !insets.isFinite {
            throw .invalidInput("container: insets must be finite, found \(insets)")
        }
        if let problem = ItemCountLimit.problem(with: content.itemCounts) {
            throw .invalidInput("content: \(problem)")
        }
        for (section, sizes) in content.measuredItems {
            if let position = sizes.firstPositionOutsideLimits(),
                let problem = LayoutLimits.problem(withMeasuredSize: sizes.sizes[position])
            {
                throw .invalidInput("item \(section)-\(sizes.items[position]): \(problem)")
            }
        }
        for (key, measured) in content.supplementarySizes {
            if let problem = LayoutLimits.problem(withMeasuredSize: measured) {
                throw .invalidInput(
                    "supplementary \(key.elementKind ?? "") \(key.indexPath.map(String.init).joined(separator: "-")): \(problem)"
                )
            }
        }
    }
}
