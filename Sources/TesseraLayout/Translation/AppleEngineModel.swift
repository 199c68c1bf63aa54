import Foundation

/// What Apple's compositional layout is handed for a ``CompositionalLayout``, as a layout
/// Tessera's engine solves: each section as `CompositionalLayoutTranslation.appleSection(of:at:sectionCount:itemCount:environment:features:trialSolve:)`
/// gives it — translated for the iOS release of `features`, a list section as Apple's list
/// builds it with the app's changes, a refused section replaced by an empty one — with the
/// translated configuration.
///
/// The headless host solves this model in place of the description whenever the description
/// would run on Apple's engine on iOS, so that what the translation changes shows up in Linux
/// tests; what Apple would be refused or approximate is in the solution's
/// ``LayoutSolution/appleEngineReports``, which the host reports.
package struct AppleEngineModel: CarryingLayout, SameLayoutComparing {
    /// The description an app installs.
    package let layout: CompositionalLayout
    /// The features of the iOS release the model is for.
    package let features: CompositionalLayoutFeatures

    /// What the check the engine was chosen with found for each section, used when the model is
    /// solved for the same counts (in the same environment: the host solves right after choosing).
    private let checked: AppleLayoutCheck?

    package init(_ layout: CompositionalLayout, features: CompositionalLayoutFeatures, checked: AppleLayoutCheck? = nil)
    {
        self.layout = layout
        self.features = features
        self.checked = checked
    }

    package var scrollDirection: LayoutAxis { layout.scrollDirection }

    /// The same model of the same description for the same iOS release.
    package func isSameLayout(as other: any CollectionLayout) -> Bool {
        guard let other = other as? AppleEngineModel else { return false }
        return features == other.features && layout.isSameLayout(as: other.layout)
    }

    /// - Complexity: that of the description's solve, plus the translation of each section.
    package func solve(in environment: LayoutEnvironment, content: LayoutContent) throws(LayoutError)
        -> LayoutSolution
    {
        try solve(in: environment, content: content, carrying: nil)
    }

    /// - Complexity: that of the description's solve, plus the translation of each section.
    package func solve(
        in environment: LayoutEnvironment, content: LayoutContent,
        carrying previous: (solution: LayoutSolution, origins: LayoutItemOrigins)?
    ) throws(LayoutError) -> LayoutSolution {
        try layout.validateInput(environment, content)
        let counts = content.itemCounts
        var reports: [String] = []
        var models: [LayoutSection?] = []
        models.reserveCapacity(counts.count)
        let sections =
            checked.flatMap {
                ($0.itemCounts == counts || $0.holdsForAnyItemCounts) && $0.sections.count == counts.count
                    ? $0.sections : nil
            }
            ?? counts.enumerated().map { index, count in
                CompositionalLayoutTranslation.appleSection(
                    of: layout, at: index, sectionCount: counts.count, itemCount: count, environment: environment,
                    features: features, trialSolve: false)
            }
        for section in sections {
            reports += section.failures
            models.append(section.model)
        }
        var model = CompositionalLayout(
            configuration: CompositionalLayoutTranslation.translate(layout.configuration, features: features)
                .configuration,
            identity: layout.identity
        ) { [models] index, _ in
            models.indices.contains(index) ? models[index] : nil
        }
        model.standsInForRefusedSections = true
        var solution = try model.solve(in: environment, content: content, carrying: previous)
        solution.appleEngineReports = reports + solution.appleEngineReports
        return solution
    }
}
