import Foundation

/// A compositional section's description and the measurements it was solved with.
///
/// A value whose parts are held in one object, copied when a copy is changed: a solved section
/// keeps its source, and a solve after a batch update reads the old one's plan, recipe and
/// measurements, which a source of many tables had copied whole (every table retained) to read
/// them.
struct CompositionalSectionSource: Sendable {
    // The measurements are only read, assigned whole, or taken out and put back (``measuredItems``
    // and ``measuredSupplementaries``' `_modify`): their accesses are unchecked for exclusivity,
    // as no two of them can overlap.
    private final class Storage: @unchecked Sendable {
        let index: Int
        let section: LayoutSection
        let plan: SectionPlan
        let recipe: SequenceRecipe
        let configuration: LayoutConfiguration
        let rootEnvironment: LayoutEnvironment
        let itemCount: Int
        @exclusivity(unchecked) var measuredItems: MeasuredSizes
        @exclusivity(unchecked) var measuredSupplementaries: [LayoutElementKey: CGSize]
        let isPlanCarried: Bool

        init(
            index: Int,
            section: __owned LayoutSection,
            plan: __owned SectionPlan,
            recipe: __owned SequenceRecipe,
            configuration: LayoutConfiguration,
            rootEnvironment: LayoutEnvironment,
            itemCount: Int,
            measuredItems: MeasuredSizes,
            measuredSupplementaries: [LayoutElementKey: CGSize],
            isPlanCarried: Bool
        ) {
            self.index = index
            self.section = section
            self.plan = plan
            self.recipe = recipe
            self.configuration = configuration
            self.rootEnvironment = rootEnvironment
            self.itemCount = itemCount
            self.measuredItems = measuredItems
            self.measuredSupplementaries = measuredSupplementaries
            self.isPlanCarried = isPlanCarried
        }

        /// The section's chrome (``SectionChrome/place(_:index:configuration:rootEnvironment:measuredSupplementaries:hostExtent:crossExtent:resolver:)``),
        /// placed from the parts where this object stores them (handed out through the value's
        /// accessors, the description was copied for the call).
        func placeChrome(hostExtent: CGFloat, crossExtent: CGFloat) throws(LayoutError) -> SectionChrome {
            try SectionChrome.place(
                section, index: index, configuration: configuration, rootEnvironment: rootEnvironment,
                measuredSupplementaries: measuredSupplementaries, hostExtent: hostExtent, crossExtent: crossExtent,
                resolver: recipe.resolver)
        }

        /// A new object holding the same parts.
        func copy() -> Storage {
            Storage(
                index: index,
                section: section,
                plan: plan,
                recipe: recipe,
                configuration: configuration,
                rootEnvironment: rootEnvironment,
                itemCount: itemCount,
                measuredItems: measuredItems,
                measuredSupplementaries: measuredSupplementaries,
                isPlanCarried: isPlanCarried)
        }
    }

    /// Its parts: shared by copies until one changes (``unique()``). Written only in `_modify`,
    /// after `unique()`, so that a source shared by two solutions is never changed under either.
    private var storage: Storage

    init(
        index: Int, section: __owned LayoutSection, plan: __owned SectionPlan, recipe: __owned SequenceRecipe,
        configuration: LayoutConfiguration, rootEnvironment: LayoutEnvironment, itemCount: Int,
        measuredItems: MeasuredSizes, measuredSupplementaries: [LayoutElementKey: CGSize], isPlanCarried: Bool = false
    ) {
        storage = Storage(
            index: index, section: consume section, plan: consume plan, recipe: consume recipe,
            configuration: configuration,
            rootEnvironment: rootEnvironment, itemCount: itemCount, measuredItems: measuredItems,
            measuredSupplementaries: measuredSupplementaries, isPlanCarried: isPlanCarried)
    }

    /// Places the section's boundary items around content that reaches `hostExtent` along the
    /// scrolling axis, and its backgrounds across `crossExtent` (``SectionChrome``).
    ///
    /// - Complexity: O(*b* + *d*) for *b* boundary items and *d* decorations.
    func placeChrome(hostExtent: CGFloat, crossExtent: CGFloat) throws(LayoutError) -> SectionChrome {
        try storage.placeChrome(hostExtent: hostExtent, crossExtent: crossExtent)
    }

    /// Makes ``storage`` this value's own before it changes.
    ///
    /// - Complexity: O(1) when it is; otherwise a copy of each part's reference.
    private mutating func unique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    var index: Int { storage.index }

    var section: LayoutSection {
        _read { yield storage.section }
    }

    var plan: SectionPlan {
        _read { yield storage.plan }
    }

    var recipe: SequenceRecipe {
        _read { yield storage.recipe }
    }

    var configuration: LayoutConfiguration {
        _read { yield storage.configuration }
    }

    /// The collection view's environment.
    var rootEnvironment: LayoutEnvironment {
        _read { yield storage.rootEnvironment }
    }

    var itemCount: Int { storage.itemCount }

    var measuredItems: MeasuredSizes {
        _read { yield storage.measuredItems }
        _modify {
            unique()
            // Taken out and put back (not changed where it is stored; see the top of `Storage`):
            // the object is this value's own, so the sizes taken are not shared.
            var measured = storage.measuredItems
            storage.measuredItems = MeasuredSizes()
            defer { storage.measuredItems = measured }
            yield &measured
        }
    }

    var measuredSupplementaries: [LayoutElementKey: CGSize] {
        get { storage.measuredSupplementaries }
        _modify {
            unique()
            var measured = storage.measuredSupplementaries
            storage.measuredSupplementaries = [:]
            defer { storage.measuredSupplementaries = measured }
            yield &measured
        }
    }

    /// Whether ``plan`` is the one the section had before a batch update, kept rather than made
    /// again (``LayoutSolution/plannedSectionCount``).
    var isPlanCarried: Bool { storage.isPlanCarried }
}
