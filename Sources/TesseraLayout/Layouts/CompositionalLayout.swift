import Foundation

/// A layout of sections made of items and groups. Mirrors `UICollectionViewCompositionalLayout`.
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
/// let layout = CompositionalLayout(section: LayoutSection(group: group))
/// let solution = try layout.solve(in: LayoutEnvironment(width: 390, height: 844), content: LayoutContent(itemCounts: [1_000_000]))
/// solution.elements(in: CGRect(x: 0, y: 50_000, width: 390, height: 844))
/// ```
public struct CompositionalLayout: CollectionLayout {
    /// Returns the section at an index for an environment; `nil` is allowed only for a section
    /// without items. Mirrors `UICollectionViewCompositionalLayoutSectionProvider`.
    public typealias SectionProvider =
        @Sendable (_ sectionIndex: Int, _ environment: LayoutEnvironment) -> LayoutSection?

    /// The layout-wide configuration: scroll direction, spacing between sections, global supplementaries.
    public var configuration: LayoutConfiguration
    private let sectionProvider: SectionProvider
    /// Whether the provider runs on the main actor (``init(configuration:mainActorSectionProvider:)``).
    private let providerNeedsMainActor: Bool
    /// What makes two layouts the same (`isSameLayout(as:)`), besides their configuration.
    package let identity: Identity
    /// Whether a section Tessera's engine refuses is replaced by an empty section
    /// (``AppleSection/standIn(itemCount:scale:)``) and reported in the solution
    /// (``LayoutSolution/appleEngineReports``) rather than refusing the whole layout: what Apple's
    /// compositional layout is given, which the headless host solves (``AppleEngineModel``).
    package var standsInForRefusedSections = false
    /// Whether the provider gives the same section for every index, whatever the app's state, so
    /// that the section depends on the environment alone (``init(section:configuration:)`` and
    /// ``list(using:)``): a check of what Apple is given holds for any item counts.
    package internal(set) var providesOneSection = false
    /// The section every index gets, for a layout made with ``init(section:configuration:)``:
    /// what a recording writes of it (`nil` for a provider, which is app code, and for a list).
    package var staticSection: LayoutSection? {
        guard case .provider(let provider) = identity else { return nil }
        return provider.section
    }

    /// A layout whose sections all look the same.
    public init(section: LayoutSection, configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.init(configuration: configuration, identity: .provider(ProviderIdentity(section: section))) { _, _ in
            section
        }
        providesOneSection = true
    }

    /// A layout that asks a provider for each section.
    public init(configuration: LayoutConfiguration = LayoutConfiguration(), sectionProvider: @escaping SectionProvider)
    {
        self.init(
            configuration: configuration, identity: .provider(ProviderIdentity()), sectionProvider: sectionProvider)
    }

    /// A layout with a provider and what identifies it.
    package init(configuration: LayoutConfiguration, identity: Identity, sectionProvider: @escaping SectionProvider) {
        self.configuration = configuration
        self.sectionProvider = sectionProvider
        self.identity = identity
        providerNeedsMainActor = false
    }

    /// A layout that asks a main-actor provider for each section: the provider can read the
    /// screen's state (a data source, a view controller) through `[weak self]`, as
    /// `UICollectionViewCompositionalLayout(sectionProvider:)` lets it, without a `@Sendable`
    /// detour.
    ///
    /// ```swift
    /// let layout = CompositionalLayout(mainActorSectionProvider: { [weak self] index, environment in
    ///     self?.dataSource.sectionIdentifier(for: index) == .featured ? Self.grid() : Self.list()
    /// })
    /// ```
    ///
    /// Collection views solve their layout on the main actor. Solved anywhere else, the layout
    /// throws ``LayoutError/invalidInput(_:)`` instead of calling the provider.
    @MainActor
    public init(
        configuration: LayoutConfiguration = LayoutConfiguration(),
        mainActorSectionProvider:
            @escaping @MainActor @Sendable (_ sectionIndex: Int, _ environment: LayoutEnvironment) -> LayoutSection?
    ) {
        self.init(
            configuration: configuration, identity: .provider(ProviderIdentity()),
            mainActorSectionProvider: mainActorSectionProvider)
    }

    /// A layout that asks a main-actor provider for each section, identified by `identity`.
    @MainActor
    package init(
        configuration: LayoutConfiguration, identity: Identity,
        mainActorSectionProvider:
            @escaping @MainActor @Sendable (_ sectionIndex: Int, _ environment: LayoutEnvironment) -> LayoutSection?
    ) {
        self.configuration = configuration
        MainQueue.prepare()
        self.sectionProvider = { index, environment in
            guard MainQueue.isCurrent else { return nil }
            return MainActor.assumeIsolated { mainActorSectionProvider(index, environment) }
        }
        providerNeedsMainActor = true
        self.identity = identity
    }

    // MARK: Sameness

    /// What identifies a layout's sections: a list's configuration, or the provider it was made
    /// with (copies of one layout share it; two providers cannot be compared).
    package enum Identity: Sendable, Equatable {
        case list(ListConfiguration)
        case provider(ProviderIdentity)
    }

    /// The identity of one section provider: made with the layout, shared by its copies, and
    /// holding the section a provider of one section gives (kept here, out of the layout's own
    /// storage, which every copy of the layout copies).
    package final class ProviderIdentity: Sendable, Equatable {
        package let section: LayoutSection?

        package init(section: LayoutSection? = nil) {
            self.section = section
        }

        package static func == (lhs: ProviderIdentity, rhs: ProviderIdentity) -> Bool { lhs === rhs }
    }

    /// The same when `other` is a compositional layout with an equal configuration and either the
    /// same section provider (a copy of this layout) or an equal list configuration. Two layouts
    /// made with different providers are never the same, even when the providers do the same.
    ///
    /// - Complexity: O(1).
    package func isSameLayout(as other: any CollectionLayout) -> Bool {
        isSameLayout(asOpened: other)
    }

    /// ``isSameLayout(as:)`` with `other` opened where it is stored: a cast would copy the whole
    /// layout out of its box at every layout pass.
    private func isSameLayout<Other: CollectionLayout>(asOpened other: Other) -> Bool {
        guard Other.self == CompositionalLayout.self else { return false }
        return withUnsafePointer(to: other) { pointer in
            pointer.withMemoryRebound(to: CompositionalLayout.self, capacity: 1) { other in
                identity == other.pointee.identity && configuration == other.pointee.configuration
            }
        }
    }

    /// The configuration's scroll direction.
    @_spi(ProtocolWitness) public var scrollDirection: LayoutAxis { configuration.scrollDirection }

    /// The environment a section provider receives: the collection view's size with the
    /// configuration's reference insets applied across the scrolling axis.
    ///
    /// - Complexity: O(1).
    package func sectionEnvironment(for environment: LayoutEnvironment) -> LayoutEnvironment {
        var sectionEnvironment = environment
        let cross = configuration.scrollDirection.orthogonal
        sectionEnvironment.container = LayoutContainer(
            contentSize: environment.container.contentSize,
            contentInsets: environment.insets(for: configuration.contentInsetsReference).keepingOnly(cross)
        )
        return sectionEnvironment
    }

    /// The section description the provider gives for an index.
    ///
    /// - Complexity: O(1) plus the section provider.
    package func section(at index: Int, in environment: LayoutEnvironment) -> LayoutSection? {
        sectionProvider(index, sectionEnvironment(for: environment))
    }

    /// The section description for an environment that already is a section environment (the
    /// one Apple's layout hands its section provider).
    package func section(at index: Int, sectionEnvironment: LayoutEnvironment) -> LayoutSection? {
        sectionProvider(index, sectionEnvironment)
    }

    /// - Complexity: O(*s* + *g*) for *s* sections and *g* groups measured to differ from their section's template: uniform sections cost the same at any item count.
    @_spi(ProtocolWitness) public func solve(in environment: LayoutEnvironment, content: LayoutContent)
        throws(LayoutError) -> LayoutSolution
    {
        try solve(in: environment, content: content, carrying: nil)
    }

    /// Solves the layout after a batch update from its solution before it: a section whose
    /// description solves its groups the same carries the groups the update left as they were
    /// (``GroupSequence/carrying(_:template:examined:oldMeasured:runs:recipe:itemCount:measured:)``). The outcome is
    /// ``solve(in:content:)``'s.
    ///
    /// - Complexity: O(*s*) plus, in sections with measured items, O(*m* + *c* log *m*) integer work
    ///   for *m* measured items and *c* changes and a group solve for each group around a change
    ///   that looks at a measured item.
    package func solve(
        in environment: LayoutEnvironment, content: LayoutContent,
        carrying previous: (solution: LayoutSolution, origins: LayoutItemOrigins)?
    ) throws(LayoutError) -> LayoutSolution {
        try solve(in: environment, content: content, carrying: previous, leadingReports: [], contentValidated: false)
    }

    /// ``solve(in:content:carrying:)``, with `leadingReports` first among the solution's
    /// ``LayoutSolution/appleEngineReports`` (what the check of Apple's engine found, for its
    /// model), set as the solution is made rather than changed in it afterwards. With
    /// `contentValidated`, the environment and content were validated for another layout just
    /// before (``CollectionLayout/validate(_:_:)`` reads nothing of the layout) and are not again;
    /// the rest of ``validateInput(_:_:)`` is.
    ///
    /// `storage`: the emptied tables of a solution no longer needed, which the solution is written
    /// into (``LayoutSolutionStorage``).
    func solve(
        in environment: LayoutEnvironment, content: LayoutContent,
        carrying previous: (solution: LayoutSolution, origins: LayoutItemOrigins)?, leadingReports: [String],
        contentValidated: Bool, reusing storage: __owned LayoutSolutionStorage = LayoutSolutionStorage()
    ) throws(LayoutError) -> LayoutSolution {
        var storage = consume storage
        try validateInput(environment, content, contentValidated: contentValidated)
        let providerEnvironment = sectionEnvironment(for: environment)
        let measuredItems = content.measuredItems
        var measuredSupplementaries: [Int: [LayoutElementKey: CGSize]] = [:]
        for (key, size) in content.supplementarySizes where key.indexPath.count == 2 {
            measuredSupplementaries[key.indexPath[0], default: [:]][key] = size
        }
        var sections: [SolvedSection] = []
        swap(&sections, &storage.sections)
        sections.reserveCapacity(content.itemCounts.count)
        var reports: [String] = []
        // The sections before the update and where their items went, read out of the pair once:
        // a method of the solution called through the optional pair copied the whole solution.
        let oldSections = previous?.solution.sections, origins = previous?.origins
        for (index, count) in content.itemCounts.enumerated() {
            let provided = sectionProvider(index, providerEnvironment)
            do throws(LayoutError) {
                sections.append(
                    try solveSection(
                        consume provided, index: index, count: count, sectionCount: content.itemCounts.count,
                        environment: environment, providerEnvironment: providerEnvironment,
                        measuredItems: measuredItems[index],
                        measuredSupplementaries: measuredSupplementaries[index] ?? [:],
                        carrying: CarriedSection(index, of: oldSections, origins: origins)))
            } catch {
                guard standsInForRefusedSections else { throw error }
                let refused = AppleSection.refused(
                    index: index, itemCount: count, scale: environment.traitCollection.displayScale,
                    because: error.description)
                reports += refused.failures
                sections.append(
                    try solveSection(
                        refused.model, index: index, count: count, sectionCount: content.itemCounts.count,
                        environment: environment, providerEnvironment: providerEnvironment, measuredItems: nil,
                        measuredSupplementaries: [:], carrying: nil))
            }
        }
        let layoutLevelSizes =
            content.supplementarySizes.isEmpty
            ? [:] : content.supplementarySizes.filter { $0.key.indexPath.count == 1 }
        return try LayoutSolution(
            sections: consume sections,
            environment: environment,
            scrollDirection: configuration.scrollDirection,
            interSectionSpacing: configuration.interSectionSpacing,
            boundaryItems: configuration.boundarySupplementaryItems,
            measuredBoundaryItems: layoutLevelSizes,
            roundsFramesToPixels: configuration.roundsFramesToPixels,
            appleEngineReports: leadingReports.isEmpty ? reports : leadingReports + reports,
            spareOffsets: storage.sectionOffsets)
    }

    /// Checks what the layout is solved for before any section is: the environment, the content,
    /// the actor the provider needs and the configuration (its spacing and boundary items), as
    /// Tessera's engine does and as the choice of Apple's engine does before Apple sees them.
    ///
    /// - Throws: the ``LayoutError`` naming what is wrong.
    /// - Complexity: O(*s* + *m*) for *s* sections and *m* measured sizes.
    package func validateInput(_ environment: LayoutEnvironment, _ content: LayoutContent) throws(LayoutError) {
        try validateInput(environment, content, contentValidated: false)
    }

    /// ``validateInput(_:_:)``, without ``CollectionLayout/validate(_:_:)`` when `contentValidated`.
    private func validateInput(
        _ environment: LayoutEnvironment, _ content: LayoutContent, contentValidated: Bool
    ) throws(LayoutError) {
        if !contentValidated { try validate(environment, content) }
        if providerNeedsMainActor, !MainQueue.isCurrent, !content.itemCounts.isEmpty {
            throw .invalidInput(
                "sections: the section provider runs on the main actor; solve this layout there (a collection view does)"
            )
        }
        guard configuration.interSectionSpacing.isFinite else {
            throw .invalidDimension(
                "configuration: interSectionSpacing must be finite, found \(configuration.interSectionSpacing)")
        }
        for (index, item) in configuration.boundarySupplementaryItems.enumerated() {
            try BoundaryItemSolver.validate(item, at: "configuration.boundarySupplementaryItems[\(index)]")
        }
    }

    /// Solves one section the provider gave (`nil`: a placeholder for a section without items).
    private func solveSection(
        _ provided: __owned LayoutSection?, index: Int, count: Int, sectionCount: Int, environment: LayoutEnvironment,
        providerEnvironment: LayoutEnvironment, measuredItems: MeasuredSizes?,
        measuredSupplementaries: [LayoutElementKey: CGSize], carrying: CarriedSection?
    ) throws(LayoutError) -> SolvedSection {
        // Moved, not copied, from the provider's answer to the solved section's source.
        guard let provided = consume provided else {
            guard count == 0 else { throw .missingSection(index) }
            return .placeholder(
                crossExtent: environment.container.contentSize[configuration.scrollDirection.orthogonal],
                environment: providerEnvironment)
        }
        if let customLayout = provided.customLayout {
            return try CustomSectionSolver.solve(
                CustomSectionSource(
                    section: provided, configuration: configuration, rootEnvironment: environment,
                    measuredSupplementaries: measuredSupplementaries,
                    measuredItems: measuredItems?.dictionary ?? [:]),
                index: index, layout: customLayout, itemCount: count, sectionEnvironment: providerEnvironment)
        }
        let section = (consume provided).addingListPaddings(
            index: index, sectionCount: sectionCount, scale: environment.traitCollection.displayScale)
        return try CompositionalSectionSolver.solve(
            consume section, index: index, itemCount: count, configuration: configuration, rootEnvironment: environment,
            sectionEnvironment: providerEnvironment, measuredItems: measuredItems ?? MeasuredSizes(),
            measuredSupplementaries: measuredSupplementaries, carrying: carrying)
    }
}

// MARK: - Sameness

extension CompositionalLayout: SameLayoutComparing {}

// MARK: - Solving after a batch update

extension CompositionalLayout: CarryingLayout {}

extension CarriedSection {
    /// The compositional section that section `index` after a batch update was before it, with
    /// what a solve needs to carry its groups, among the solution's `sections` before the update;
    /// `nil` for a new section or another kind.
    ///
    /// - Complexity: O(1); the runs cost O(*c*) for *c* changes in the section when asked for.
    convenience init?(_ index: Int, of sections: [SolvedSection]?, origins: LayoutItemOrigins?) {
        guard let sections, let origins, let old = origins.oldSection(of: index), sections.indices.contains(old),
            case .compositional(let source) = sections[old].source
        else { return nil }
        self.init(source: source, sections: sections, oldIndex: old, origins: origins, newIndex: index)
    }
}
