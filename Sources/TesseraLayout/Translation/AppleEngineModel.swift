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
    /// The description an app installs, and the check the engine was chosen with when there is
    /// one: a reference either way, so that a model fits in an existential's inline storage and
    /// a copy retains one object (a copy of the description retains each of its parts, and a
    /// host makes a model for each layout pass).
    private enum Source: Sendable {
        /// What the check found for each section, used when the model is solved for the counts
        /// it holds for (in the same environment: the host solves right after choosing).
        case checked(AppleLayoutCheck)
        case unchecked(DescriptionBox)
    }

    private final class DescriptionBox: Sendable {
        let layout: CompositionalLayout

        init(_ layout: CompositionalLayout) {
            self.layout = layout
        }
    }

    private let source: Source
    /// The features of the iOS release the model is for.
    package let features: CompositionalLayoutFeatures

    /// The model of `layout`, each section translated when it is solved.
    package init(_ layout: CompositionalLayout, features: CompositionalLayoutFeatures) {
        source = .unchecked(DescriptionBox(layout))
        self.features = features
    }

    /// The model of the layout `check` checked, solved from the sections the check translated
    /// when it holds for the counts solved.
    package init(_ check: AppleLayoutCheck, features: CompositionalLayoutFeatures) {
        source = .checked(check)
        self.features = features
    }

    /// The description an app installs.
    package var layout: CompositionalLayout {
        switch source {
        case .checked(let check): check.layout
        case .unchecked(let box): box.layout
        }
    }

    package var scrollDirection: LayoutAxis {
        switch source {
        case .checked(let check): check.layout.scrollDirection
        case .unchecked(let box): box.layout.scrollDirection
        }
    }

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
        try solve(in: environment, content: content, carrying: previous, reusing: LayoutSolutionStorage())
    }

    /// ``solve(in:content:carrying:)``, writing the solution into `storage`, the emptied tables of
    /// a solution no longer needed, when the check's model is solved (``LayoutSolutionStorage``).
    package func solve(
        in environment: LayoutEnvironment, content: LayoutContent,
        carrying previous: (solution: LayoutSolution, origins: LayoutItemOrigins)?,
        reusing storage: __owned LayoutSolutionStorage
    ) throws(LayoutError) -> LayoutSolution {
        switch source {
        case .checked(let check):
            try check.validateInput(environment, content)
            // The check's model when it holds for these counts: translated once, when the check
            // was made.
            if check.modelHolds(for: content.itemCounts) {
                return try check.solveModel(in: environment, content: content, carrying: previous, reusing: storage)
            }
            return try Self.solve(
                check.layout, features: features, in: environment, content: content, carrying: previous)
        case .unchecked(let box):
            try box.layout.validateInput(environment, content)
            return try Self.solve(box.layout, features: features, in: environment, content: content, carrying: previous)
        }
    }

    /// Solves `layout`'s model for `features`, each section translated for `content`'s counts.
    private static func solve(
        _ layout: CompositionalLayout, features: CompositionalLayoutFeatures, in environment: LayoutEnvironment,
        content: LayoutContent, carrying previous: (solution: LayoutSolution, origins: LayoutItemOrigins)?
    ) throws(LayoutError) -> LayoutSolution {
        let counts = content.itemCounts
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
