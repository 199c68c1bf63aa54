import Foundation

/// Solves the sections whose items a ``CustomSectionLayout`` places.
enum CustomSectionSolver {
    /// Solves a custom section: its layout places the items, the engine the insets, boundary
    /// supplementaries and backgrounds around them.
    static func solve(
        _ source: CustomSectionSource, index: Int, layout: any CustomSectionLayout, itemCount: Int,
        sectionEnvironment: LayoutEnvironment
    ) throws(LayoutError) -> SolvedSection {
        let section = source.section, configuration = source.configuration
        let rootEnvironment = source.rootEnvironment
        let path = "section \(index)"
        try validate(section, path: path)
        let scroll = configuration.scrollDirection, cross = scroll.orthogonal
        let root = rootEnvironment.container.contentSize
        var room = root
        room[cross] =
            root[cross] - rootEnvironment.insets(for: reference(of: section, configuration)).total(cross)
            - section.contentInsets.total(cross)
        let context = CustomSectionContext(
            itemCount: itemCount, container: LayoutContainer(contentSize: room), environment: sectionEnvironment,
            scrollDirection: scroll, measuredItemSizes: source.measuredItems, path: path)
        let solution = try layout.solve(in: context)
        guard solution.itemCount == itemCount else {
            throw .invalidInput(
                "\(path): the custom layout laid out \(solution.itemCount) items instead of \(itemCount)")
        }
        return try finish(source, index: index, solution: solution, sectionEnvironment: sectionEnvironment)
    }

    /// Checks a custom section's own values before it is solved.
    ///
    /// - Complexity: O(*b* + *d*) for *b* boundary items and *d* decorations.
    static func validate(_ section: LayoutSection, path: String) throws(LayoutError) {
        try CompositionalSectionSolver.validate(section, path: path)
        guard section.orthogonalScrollingBehavior == .none else {
            throw .invalidInput("\(path): a section with a custom layout cannot scroll orthogonally")
        }
    }

    /// Places the items' content rectangle, the boundary supplementaries and the backgrounds of a
    /// solved custom section.
    ///
    /// - Complexity: O(*b* + *d*) for *b* boundary items and *d* decorations.
    static func finish(
        _ source: CustomSectionSource, index: Int, solution: any CustomSectionSolution,
        sectionEnvironment: LayoutEnvironment
    ) throws(LayoutError) -> SolvedSection {
        let section = source.section, configuration = source.configuration
        let scroll = configuration.scrollDirection, cross = scroll.orthogonal
        let insets = section.contentInsets
        let root = source.rootEnvironment.container.contentSize
        let referenceInsets = source.rootEnvironment.insets(for: reference(of: section, configuration))
        let content = solution.contentSize
        guard content.width.isFinite, content.height.isFinite, content.width >= 0, content.height >= 0 else {
            throw .invalidInput(
                "section \(index): the custom layout's content size must be finite and not negative, found \(content)"
            )
        }
        var origin = CGPoint.zero
        origin[cross] = referenceInsets.leadingInset(cross) + insets.leadingInset(cross)
        origin[scroll] = insets.leadingInset(scroll)
        let hostExtent = insets.leadingInset(scroll) + content[scroll] + insets.trailingInset(scroll)
        let crossExtent = max(
            root[cross],
            origin[cross] + content[cross] + insets.trailingInset(cross) + referenceInsets.trailingInset(cross))
        let chrome = try SectionChrome.place(
            section, index: index, configuration: configuration, rootEnvironment: source.rootEnvironment,
            measuredSupplementaries: source.measuredSupplementaries, hostExtent: hostExtent, crossExtent: crossExtent,
            resolver: DimensionResolver(scale: source.rootEnvironment.traitCollection.displayScale))
        origin[scroll] += chrome.shift
        var solved = SolvedSection(
            extent: chrome.extent,
            crossExtent: crossExtent,
            sequenceOrigin: origin,
            boundaries: chrome.boundaries,
            decorations: chrome.decorations,
            visibleItemsInvalidationHandler: section.visibleItemsInvalidationHandler,
            environment: sectionEnvironment,
            source: .custom(source)
        )
        solved.customSolution = solution
        return solved
    }

    /// The insets reference a section's content insets count from.
    private static func reference(of section: LayoutSection, _ configuration: LayoutConfiguration)
        -> ContentInsetsReference
    {
        section.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : section.contentInsetsReference
    }
}
