import Foundation

/// A compositional section as it was solved before a batch update, and where its items went: its
/// source, shared (its parts are read where the source stores them; copies of them would retain
/// every table they hold), and the sections before the update, where its sequence is read. A
/// class, handed down the section's solve by reference: a struct of these tables, passed along as
/// an optional, was copied (every table retained) at each step.
final class CarriedSection {
    /// What the section was solved from before the update.
    let source: CompositionalSectionSource
    /// The sections before the update, and the section's index among them: its sequence is read
    /// there, its template always, the whole sequence only when measured items are carried (a
    /// copy of a sequence retains every table it holds).
    private let sections: [SolvedSection]
    private let oldIndex: Int
    /// Where the items after the update were, and the section's index after it.
    private let origins: LayoutItemOrigins
    private let newIndex: Int

    /// `nil` when section `oldIndex` of `sections` has no sequence.
    init?(
        source: CompositionalSectionSource, sections: [SolvedSection], oldIndex: Int, origins: LayoutItemOrigins,
        newIndex: Int
    ) {
        guard sections[oldIndex].sequence != nil else { return nil }
        self.source = source
        self.sections = sections
        self.oldIndex = oldIndex
        self.origins = origins
        self.newIndex = newIndex
    }

    /// The section's template group before the update, and how many items its fill looked at.
    var template: (solution: GroupSolution, examined: Int) {
        guard let template = sections[oldIndex].sequence?.template,
            let examined = sections[oldIndex].sequence?.templateExamined
        else { preconditionFailure("CarriedSection: section \(oldIndex) before the update has no sequence") }
        return (template, examined)
    }

    /// The section's sequence before the update.
    func sequence() -> GroupSequence {
        guard let sequence = sections[oldIndex].sequence else {
            preconditionFailure("CarriedSection: section \(oldIndex) before the update has no sequence")
        }
        return sequence
    }

    /// The section's runs of items that were consecutive before the update.
    ///
    /// - Complexity: O(*c*) for *c* changes in the section.
    func runs() -> [LayoutItemOrigins.Run] {
        origins.runs(inSection: newIndex)
    }
}

/// Solves the sections of a compositional layout.
enum CompositionalSectionSolver {
    /// Solves a section from its description.
    static func solve(
        _ section: __owned LayoutSection,
        index: Int,
        itemCount: Int,
        configuration: LayoutConfiguration,
        rootEnvironment: LayoutEnvironment,
        sectionEnvironment: LayoutEnvironment,
        measuredItems: MeasuredSizes,
        measuredSupplementaries: [LayoutElementKey: CGSize],
        carrying carried: CarriedSection? = nil
    ) throws(LayoutError) -> SolvedSection {
        // The section's path is written only into a message.
        try validate(section, path: "section \(index)")
        // The section's group as it was planned before a batch update (the usual case: the same
        // description, solved for new counts) keeps its plan.
        let plan: SectionPlan
        let isPlanCarried: Bool
        if let carried, carried.source.index == index, section.group.isUnchangedCopy(of: carried.source.section.group) {
            (plan, isPlanCarried) = (carried.source.plan, true)
        } else {
            (plan, isPlanCarried) = (try SectionPlan(group: section.group, path: "section \(index).group"), false)
        }
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
            plan: plan,
            container: LayoutContainer(contentSize: groupContainer),
            axis: sequenceAxis,
            spacing: section.interGroupSpacing,
            leadingEdge: fixedPart(edgeSpacing?.before(sequenceAxis)),
            trailingEdge: fixedPart(edgeSpacing?.after(sequenceAxis)),
            resolver: DimensionResolver(scale: rootEnvironment.traitCollection.displayScale),
            environment: sectionEnvironment,
            sharesExtentAcrossSection: section.group.layoutSize.dimension(sequenceAxis).isUniformAcrossSiblings
        )
        let sequence: GroupSequence
        if let carried, carried.source.recipe.solvesTheSame(as: recipe) {
            let template = carried.template
            sequence = try GroupSequence.carrying(
                { carried.sequence() }, template: template.solution, examined: template.examined,
                oldMeasured: carried.source.measuredItems, runs: { carried.runs() }, recipe: recipe,
                itemCount: itemCount, measured: measuredItems)
        } else {
            sequence = try GroupSequence.build(recipe, itemCount: itemCount, measured: measuredItems)
        }
        // Made once the sequence is solved, so that the plan and the recipe move into it.
        let source = CompositionalSectionSource(
            index: index, section: consume section, plan: consume plan, recipe: consume recipe,
            configuration: configuration, rootEnvironment: rootEnvironment, itemCount: itemCount,
            measuredItems: measuredItems, measuredSupplementaries: measuredSupplementaries, isPlanCarried: isPlanCarried
        )
        return try finish(consume source, sequence: consume sequence, sectionEnvironment: sectionEnvironment)
    }

    /// The fixed part of an edge spacing (flexible spacing along the section's axis is ignored, as
    /// UIKit does, but its minimum applies).
    private static func fixedPart(_ spacing: LayoutSpacing?) -> CGFloat {
        spacing?.spacing ?? 0
    }

    /// Places the groups, the boundary supplementaries and the backgrounds around a solved
    /// sequence. Cheap: O(number of supplementaries and decorations).
    /// Takes `source` and `sequence` owned: the solved section holds them, moved rather than copied.
    static func finish(
        _ source: __owned CompositionalSectionSource, sequence: __owned GroupSequence,
        sectionEnvironment: LayoutEnvironment,
        computesOverhang: Bool = true
    ) throws(LayoutError) -> SolvedSection {
        let configuration = source.configuration
        let scroll = configuration.scrollDirection, cross = scroll.orthogonal
        let orthogonal = source.section.orthogonalScrollingBehavior != .none
        let insets = source.section.contentInsets
        let root = source.rootEnvironment.container.contentSize
        let reference =
            source.section.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : source.section.contentInsetsReference
        let referenceInsets = source.rootEnvironment.insets(for: reference)
        let template = sequence.template
        let edgeSpacing = source.section.group.edgeSpacing

        // Where the first group starts, and how far the content reaches along the scrolling axis.
        var origin = CGPoint.zero
        var primaryExtent: CGFloat
        var orthogonalGeometry: OrthogonalGeometry?
        if orthogonal {
            var leading = insets.leadingInset(cross)
            var trailing = insets.trailingInset(cross)
            if source.section.orthogonalScrollingBehavior == .groupPagingCentered {
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
                behavior: source.section.orthogonalScrollingBehavior,
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

        var crossExtent = root[cross]
        if !orthogonal {
            crossExtent = max(
                crossExtent,
                origin[cross] + template.size[cross] + insets.trailingInset(cross)
                    + referenceInsets.trailingInset(cross))
        }
        let chrome = try source.placeChrome(hostExtent: hostExtent, crossExtent: crossExtent)
        origin[scroll] += chrome.shift
        let extent = chrome.extent
        let boundaries = chrome.boundaries, decorations = chrome.decorations

        let list = source.section.listConfiguration
        var solved = SolvedSection(
            extent: extent,
            crossExtent: crossExtent,
            sequence: sequence,
            sequenceOrigin: origin,
            orthogonal: orthogonalGeometry,
            boundaries: boundaries,
            decorations: decorations,
            items: source.plan.items,
            visibleItemsInvalidationHandler: source.section.visibleItemsInvalidationHandler,
            environment: sectionEnvironment,
            source: .compositional(consume source)
        )
        if let list, list.appearance == .insetGrouped {
            solved.rowCornerRadius = list.metrics.insetGroupedCornerRadius
        }
        solved.listAppearance = list?.appearance
        if computesOverhang { solved.computeOverhang() }
        return solved
    }

    /// Checks a section's insets, spacing, boundary items and decorations.
    static func validate(_ section: LayoutSection, path: @autoclosure () -> String) throws(LayoutError) {
        try DimensionResolver.validate(section.contentInsets, name: "contentInsets", at: path())
        guard section.interGroupSpacing.isFinite else {
            throw .invalidDimension("\(path()): interGroupSpacing must be finite, found \(section.interGroupSpacing)")
        }
        for (index, item) in section.boundarySupplementaryItems.enumerated() {
            try BoundaryItemSolver.validate(item, at: "\(path()).boundarySupplementaryItems[\(index)]")
        }
        for (index, decoration) in section.decorationItems.enumerated() {
            try DimensionResolver.validate(
                decoration.contentInsets, name: "contentInsets", at: "\(path()).decorationItems[\(index)]")
            try LayoutLimits.validate(zIndex: decoration.zIndex, at: "\(path()).decorationItems[\(index)]")
        }
    }
}
