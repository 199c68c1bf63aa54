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
        // The check's model when it holds for these counts: translated once, when the check was made.
        // Read through the optional in place: a copy of the check would retain every table it holds.
        if let model = checked?.model, checked?.itemCounts == counts || checked?.holdsForAnyItemCounts == true,
            checked?.sections.count == counts.count
        {
            var solution = try model.solve(in: environment, content: content, carrying: previous)
            if let reports = checked?.reports, !reports.isEmpty {
                solution.appleEngineReports = reports + solution.appleEngineReports
            }
            return solution
        }
        let sections = counts.enumerated().map { index, count in
            CompositionalLayoutTranslation.appleSection(
                of: layout, at: index, sectionCount: counts.count, itemCount: count, environment: environment,
                features: features, trialSolve: false)
        }
        let reports = sections.flatMap { $0.failures }
        var solution = try Self.model(of: layout, sections: sections, features: features)
            .solve(in: environment, content: content, carrying: previous)
        solution.appleEngineReports = reports + solution.appleEngineReports
        return solution
    }

    /// The layout Tessera's engine solves for what Apple is handed: `layout`'s configuration as
    /// translated for `features`, and each of `sections`' models (a refused section stands in as
    /// an empty one).
    ///
    /// - Complexity: O(*s*) for *s* sections.
    static func model(
        of layout: CompositionalLayout, sections: [AppleSection], features: CompositionalLayoutFeatures
    ) -> CompositionalLayout {
        let models = sections.map { $0.model }
        var model = CompositionalLayout(
            configuration: CompositionalLayoutTranslation.translate(layout.configuration, features: features)
                .configuration,
            identity: layout.identity
        ) { index, _ in
            models.indices.contains(index) ? models[index] : nil
        }
        model.standsInForRefusedSections = true
        return model
    }
}
