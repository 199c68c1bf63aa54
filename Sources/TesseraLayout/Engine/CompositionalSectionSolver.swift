import Foundation

/// A compositional section's description and the measurements it was solved with.
struct CompositionalSectionSource: Sendable {
    var index: Int
    var section: LayoutSection
    var plan: SectionPlan
    var recipe: SequenceRecipe
    var configuration: LayoutConfiguration
    /// The collection view's environment.
    var rootEnvironment: LayoutEnvironment
    var itemCount: Int
    var measuredItems: [Int: CGSize]
    var measuredSupplementaries: [LayoutElementKey: CGSize]
}

/// Solves the sections of a compositional layout.
enum CompositionalSectionSolver {
    /// Solves a section from its description.
    static func solve(
        _ section: LayoutSection,
        index: Int,
        itemCount: Int,
        configuration: LayoutConfiguration,
        rootEnvironment: LayoutEnvironment,
        sectionEnvironment: LayoutEnvironment,
        measuredItems: [Int: CGSize],
        measuredSupplementaries: [LayoutElementKey: CGSize]
    ) throws(LayoutError) -> SolvedSection {
        let path = "section \(index)"
        try validate(section, path: path)
        let plan = try SectionPlan(group: section.group, path: "\(path).group")
        let scroll = configuration.scrollDirection, cross = scroll.orthogonal
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let insets = section.contentInsets
        let reference =
            section.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : section.contentInsetsReference
        let referenceInsets = rootEnvironment.insets(for: reference)
        let root = rootEnvironment.container.contentSize

        // The container the outermost group is solved in.
        var groupContainer = root
        groupContainer[cross] = root[cross] - referenceInsets.total(cross) - (orthogonal ? 0 : insets.total(cross))
        if orthogonal { groupContainer[scroll] = root[scroll] - insets.total(scroll) }
        let sequenceAxis = orthogonal ? cross : scroll
        let edgeSpacing = section.group.edgeSpacing
        let recipe = SequenceRecipe(
            root: plan.root,
            container: LayoutContainer(contentSize: groupContainer),
            axis: sequenceAxis,
            spacing: section.interGroupSpacing,
            leadingEdge: fixedPart(edgeSpacing?.before(sequenceAxis)),
            trailingEdge: fixedPart(edgeSpacing?.after(sequenceAxis)),
            resolver: DimensionResolver(scale: rootEnvironment.traitCollection.displayScale),
            environment: sectionEnvironment,
            sharesExtentAcrossSection: section.group.layoutSize.dimension(sequenceAxis).isUniformAcrossSiblings
        )
        let source = CompositionalSectionSource(
            index: index, section: section, plan: plan, recipe: recipe, configuration: configuration,
            rootEnvironment: rootEnvironment, itemCount: itemCount,
            measuredItems: measuredItems, measuredSupplementaries: measuredSupplementaries
        )
        let sequence = try GroupSequence.build(recipe, itemCount: itemCount, measured: measuredItems)
        return try finish(source, sequence: sequence, sectionEnvironment: sectionEnvironment)
    }

    /// The fixed part of an edge spacing (flexible spacing along the section's axis is ignored, as
    /// UIKit does, but its minimum applies).
    private static func fixedPart(_ spacing: LayoutSpacing?) -> CGFloat {
        spacing?.spacing ?? 0
    }

    /// Places the groups, the boundary supplementaries and the backgrounds around a solved
    /// sequence. Cheap: O(number of supplementaries and decorations).
    static func finish(
        _ source: CompositionalSectionSource, sequence: GroupSequence, sectionEnvironment: LayoutEnvironment,
        computesOverhang: Bool = true
    ) throws(LayoutError) -> SolvedSection {
        let section = source.section
        let configuration = source.configuration
        let scroll = configuration.scrollDirection, cross = scroll.orthogonal
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let insets = section.contentInsets
        let root = source.rootEnvironment.container.contentSize
        let reference =
            section.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : section.contentInsetsReference
        let referenceInsets = source.rootEnvironment.insets(for: reference)
        let template = sequence.template
        let edgeSpacing = section.group.edgeSpacing

        // Where the first group starts, and how far the content reaches along the scrolling axis.
        var origin = CGPoint.zero
        var primaryExtent: CGFloat
        var orthogonalGeometry: OrthogonalGeometry?
        if orthogonal {
            var leading = insets.leadingInset(cross)
            var trailing = insets.trailingInset(cross)
            if section.orthogonalScrollingBehavior == .groupPagingCentered {
                // Centring insets ((W − group width) / 2 on each side); how UIKit combines them with
                // the section's insets is uncertain: they are added.
                let centring = max(0, (root[cross] - referenceInsets.total(cross) - sequence.templateExtent) / 2)
                leading += centring
                trailing += centring
            }
            origin[cross] = referenceInsets.leadingInset(cross) + leading
            origin[scroll] = insets.leadingInset(scroll) + fixedPart(edgeSpacing?.before(scroll))
            primaryExtent = sequence.maximumCrossExtent + (edgeSpacing?.reserved(scroll) ?? 0)
            orthogonalGeometry = OrthogonalGeometry(
                behavior: section.orthogonalScrollingBehavior,
                contentExtent: leading + sequence.totalExtent + trailing,
                visibleExtent: root[cross] - referenceInsets.total(cross),
                leadingInset: leading
            )
        } else {
            // Across the axis, the group's edge spacing positions it (flexible edges share the room).
            let available = root[cross] - referenceInsets.total(cross) - insets.total(cross)
            let before = edgeSpacing?.before(cross), after = edgeSpacing?.after(cross)
            let flexible = (before?.isFlexibleSpacing == true ? 1 : 0) + (after?.isFlexibleSpacing == true ? 1 : 0)
            let used = template.size[cross] + (edgeSpacing?.reserved(cross) ?? 0)
            let share = flexible > 0 ? max(0, (available - used) / CGFloat(flexible)) : 0
            origin[cross] =
                referenceInsets.leadingInset(cross) + insets.leadingInset(cross) + (before?.spacing ?? 0)
                + (before?.isFlexibleSpacing == true ? share : 0)
            origin[scroll] = insets.leadingInset(scroll)
            primaryExtent = sequence.totalExtent
        }
        let hostExtent = insets.leadingInset(scroll) + primaryExtent + insets.trailingInset(scroll)

        // Boundary supplementaries.
        let supplementaryReference =
            section.supplementaryContentInsetsReference == .automatic
            ? reference : section.supplementaryContentInsetsReference
        let supplementaryInsets = source.rootEnvironment.insets(for: supplementaryReference)
        var hostRect = CGRect.zero
        hostRect.origin[cross] = supplementaryInsets.leadingInset(cross)
        hostRect.size[cross] = root[cross] - supplementaryInsets.total(cross)
        hostRect.size[scroll] = hostExtent
        if section.supplementariesFollowContentInsets {
            hostRect.origin[cross] += insets.leadingInset(cross)
            hostRect.size[cross] -= insets.total(cross)
        }
        var boundaries = try BoundaryItemSolver.place(
            section.boundarySupplementaryItems, in: hostRect, scrollAxis: scroll,
            resolver: source.recipe.resolver,
            measured: { kind, index in
                source.measuredSupplementaries[.supplementary(kind, IndexPath(section: source.index, item: index))]
            }, path: "section \(source.index)"
        )
        let shift = -min(0, boundaries.extendingMinimum) + section.listHeaderTopPadding
        let extent = max(hostExtent, boundaries.extendingMaximum) + shift
        for index in boundaries.items.indices {
            boundaries.items[index].frame = boundaries.items[index].frame.offset(by: shift, along: scroll)
        }
        origin[scroll] += shift

        var crossExtent = root[cross]
        if !orthogonal {
            crossExtent = max(
                crossExtent,
                origin[cross] + template.size[cross] + insets.trailingInset(cross)
                    + referenceInsets.trailingInset(cross))
        }

        // Backgrounds span the section's frame.
        let sectionFrame = CGRect(origin: .zero, size: CGSize(main: extent, cross: crossExtent, axis: scroll))
        let decorations = section.decorationItems.enumerated().map { index, decoration in
            SolvedDecoration(
                elementKind: decoration.elementKind,
                index: index,
                frame: AnchorMath.inset(
                    sectionFrame, by: decoration.contentInsets,
                    size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))),
                zIndex: decoration.zIndex
            )
        }

        var solved = SolvedSection(
            extent: extent,
            crossExtent: crossExtent,
            sequence: sequence,
            sequenceOrigin: origin,
            orthogonal: orthogonalGeometry,
            boundaries: boundaries.items,
            decorations: decorations,
            items: source.plan.items,
            visibleItemsInvalidationHandler: section.visibleItemsInvalidationHandler,
            environment: sectionEnvironment,
            source: .compositional(source)
        )
        if computesOverhang { solved.computeOverhang() }
        return solved
    }

    private static func validate(_ section: LayoutSection, path: String) throws(LayoutError) {
        try DimensionResolver.validate(section.contentInsets, name: "contentInsets", at: path)
        guard section.interGroupSpacing.isFinite else {
            throw .invalidDimension("\(path): interGroupSpacing must be finite, found \(section.interGroupSpacing)")
        }
        for (index, item) in section.boundarySupplementaryItems.enumerated() {
            try BoundaryItemSolver.validate(item, at: "\(path).boundarySupplementaryItems[\(index)]")
        }
        for (index, decoration) in section.decorationItems.enumerated() {
            try DimensionResolver.validate(
                decoration.contentInsets, name: "contentInsets", at: "\(path).decorationItems[\(index)]")
        }
    }
}
