import Foundation

/// Whether Apple's compositional layout shows a ``CompositionalLayout`` as Tessera's engine does,
/// in an environment and for item counts, on an iOS release: the core's answer from which
/// `TesseraLayoutEngine.choice(for:in:itemCounts:features:)` chooses the engine.
///
/// A layout whose input Tessera's engine refuses (an invalid configuration, environment or
/// count) is never handed to Apple: it stays on Tessera's engine, which reports it. Every section
/// goes through `CompositionalLayoutTranslation.appleSection(of:at:sectionCount:itemCount:environment:features:trialSolve:)`.
package final class AppleLayoutCheck: Sendable {
    /// Why the layout cannot be handed to Apple as it is: its input was refused, or a translation
    /// note says Apple's engine would not show a part exactly. Empty when it can.
    package let inexactness: [String]
    /// What Apple's engine is given that is reported through the failure channel: sections
    /// refused and shown empty, approximations made by design.
    package let reports: [String]
    /// Whether what Apple is given depends on item counts (a custom section's frames), so that an
    /// update of the counts must make Apple ask for its sections again.
    package let dependsOnItemCounts: Bool
    /// What Apple is given for each section (none when the input was refused), for
    /// ``AppleEngineModel`` to solve without asking the provider again.
    package let sections: [AppleSection]
    /// The item counts the sections were checked for.
    package let itemCounts: [Int]
    /// The layout checked.
    package let layout: CompositionalLayout
    /// The environment the layout was checked in.
    package let environment: LayoutEnvironment
    /// The features of the iOS release the layout was checked for.
    package let features: CompositionalLayoutFeatures
    /// Whether this check holds for any item counts of as many sections: the layout gives the
    /// same section for every index whatever the app's state
    /// (``CompositionalLayout/providesOneSection``), and the check found nothing (no inexactness,
    /// no report, no custom section, every section translated), so that no count can change what
    /// Apple is given. Found once, when the check is made: a host asks at every layout pass.
    package let holdsForAnyItemCounts: Bool
    /// What Tessera's engine solves for what Apple is given (``AppleEngineModel``), made with the
    /// check; `nil` when the input was refused.
    package let model: CompositionalLayout?

    /// Checks `layout` in `environment` (the collection view's) for `itemCounts`. A class: a host
    /// keeps its last check and hands it to the engine at every layout pass, by reference.
    ///
    /// - Complexity: O(*n*) in the size of the sections' descriptions, plus a section provider
    ///   call per section and a custom layout's solve per custom section.
    package init(
        _ layout: CompositionalLayout, environment: LayoutEnvironment, itemCounts: [Int],
        features: CompositionalLayoutFeatures
    ) {
        self.itemCounts = itemCounts
        self.layout = layout
        self.environment = environment
        self.features = features
        do {
            try layout.validateInput(environment, LayoutContent(itemCounts: itemCounts))
        } catch {
            inexactness = ["the layout is refused (\(error.description)); Tessera's engine reports it"]
            (reports, dependsOnItemCounts, sections, holdsForAnyItemCounts, model) = ([], false, [], false, nil)
            return
        }
        var inexactness = CompositionalLayoutTranslation.translate(layout.configuration, features: features).notes
            .map { $0.description }
        var reports: [String] = [], dependsOnItemCounts = false, sections: [AppleSection] = []
        for (index, count) in itemCounts.enumerated() {
            let section = CompositionalLayoutTranslation.appleSection(
                of: layout, at: index, sectionCount: itemCounts.count, itemCount: count, environment: environment,
                features: features, trialSolve: false)
            inexactness += section.inexactness
            reports += section.failures
            dependsOnItemCounts = dependsOnItemCounts || section.dependsOnItemCount
            sections.append(section)
        }
        self.inexactness = inexactness
        self.reports = reports
        self.dependsOnItemCounts = dependsOnItemCounts
        self.sections = sections
        holdsForAnyItemCounts =
            layout.providesOneSection && inexactness.isEmpty && reports.isEmpty && !dependsOnItemCounts
            && !sections.isEmpty
            && sections.allSatisfy {
                if case .translation = $0.content { true } else { false }
            }
        model = AppleEngineModel.model(of: layout, sections: sections, features: features)
    }
}

extension AppleLayoutCheck {
    /// Whether the check's ``model`` is what Apple is handed for `itemCounts`: the check was made
    /// for them, or holds for any counts of as many sections (and the input was not refused).
    ///
    /// - Complexity: O(*s*) for *s* sections.
    func modelHolds(for itemCounts: [Int]) -> Bool {
        model != nil && (self.itemCounts == itemCounts || holdsForAnyItemCounts) && sections.count == itemCounts.count
    }

    /// Validates `environment` and `content` for the layout checked
    /// (``CompositionalLayout/validateInput(_:_:)``), where the check stores the layout (read
    /// through the check from outside, the layout was copied out of it for the call).
    ///
    /// - Complexity: that of the validation.
    func validateInput(_ environment: LayoutEnvironment, _ content: LayoutContent) throws(LayoutError) {
        try layout.validateInput(environment, content)
    }

    /// Solves the check's ``model`` for `content`, whose counts it holds for
    /// (``modelHolds(for:)``), with the check's reports first among the solution's. The model is
    /// solved where the check stores it (bound to a name, it would be copied). The caller has
    /// validated `environment` and `content` for the checked layout (``CompositionalLayout/validateInput(_:_:)``).
    ///
    /// - Complexity: that of the model's solve.
    func solveModel(
        in environment: LayoutEnvironment, content: LayoutContent,
        carrying previous: (solution: LayoutSolution, origins: LayoutItemOrigins)?,
        reusing storage: __owned LayoutSolutionStorage = LayoutSolutionStorage()
    ) throws(LayoutError) -> LayoutSolution {
        guard
            let solution = try model?.solve(
                in: environment, content: content, carrying: previous, leadingReports: reports, contentValidated: true,
                reusing: storage)
        else {
            preconditionFailure(
                "AppleLayoutCheck: the model of a refused layout was solved; ask modelHolds(for:) first")
        }
        return solution
    }

    /// Whether this check is the one a new check of `layout` in `environment`, for `features`
    /// and `itemCounts`, would make, known without translating or asking for any section again:
    /// it ``holdsForAnyItemCounts``, `layout` is the same layout as the one checked, in the same
    /// environment and for the same features, with as many sections, and the counts are valid.
    /// With `layoutIsKnownSame`, the caller knows `layout` is the same (this check held for it,
    /// and neither changed since): it is not compared again.
    ///
    /// - Complexity: O(*s*) for *s* sections of `itemCounts` (the counts are validated again).
    package func holds(
        for itemCounts: [Int], layout: any CollectionLayout, environment: LayoutEnvironment,
        features: CompositionalLayoutFeatures, layoutIsKnownSame: Bool = false
    ) -> Bool {
        guard holdsForAnyItemCounts, itemCounts.count == sections.count, environment == self.environment,
            features == self.features, layoutIsKnownSame || self.layout.isSameLayout(as: layout)
        else { return false }
        do {
            // Made without measurements to group (the public initializer groups an empty table).
            try self.layout.validateInput(
                environment, LayoutContent(itemCounts: itemCounts, measuredItems: [:], supplementarySizes: [:]))
            return true
        } catch {
            return false
        }
    }
}
