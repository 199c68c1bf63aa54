import Foundation

/// Whether Apple's compositional layout shows a ``CompositionalLayout`` as Tessera's engine does,
/// in an environment and for item counts, on an iOS release: the core's answer from which
/// `TesseraLayoutEngine.choice(for:in:itemCounts:features:)` chooses the engine.
///
/// A layout whose input Tessera's engine refuses (an invalid configuration, environment or
/// count) is never handed to Apple: it stays on Tessera's engine, which reports it. Every section
/// goes through `CompositionalLayoutTranslation.appleSection(of:at:sectionCount:itemCount:environment:features:trialSolve:)`.
package struct AppleLayoutCheck: Sendable {
    /// Why the layout cannot be handed to Apple as it is: its input was refused, or a translation
    /// note says Apple's engine would not show a part exactly. Empty when it can.
    package private(set) var inexactness: [String] = []
    /// What Apple's engine is given that is reported through the failure channel: sections
    /// refused and shown empty, approximations made by design.
    package private(set) var reports: [String] = []
    /// Whether what Apple is given depends on item counts (a custom section's frames), so that an
    /// update of the counts must make Apple ask for its sections again.
    package private(set) var dependsOnItemCounts = false
    /// What Apple is given for each section (none when the input was refused), for
    /// ``AppleEngineModel`` to solve without asking the provider again.
    package private(set) var sections: [AppleSection] = []
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
    package private(set) var holdsForAnyItemCounts = false

    /// Checks `layout` in `environment` (the collection view's) for `itemCounts`.
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
            return
        }
        for note in CompositionalLayoutTranslation.translate(layout.configuration, features: features).notes {
            inexactness.append(note.description)
        }
        for (index, count) in itemCounts.enumerated() {
            let section = CompositionalLayoutTranslation.appleSection(
                of: layout, at: index, sectionCount: itemCounts.count, itemCount: count, environment: environment,
                features: features, trialSolve: false)
            inexactness += section.inexactness
            reports += section.failures
            dependsOnItemCounts = dependsOnItemCounts || section.dependsOnItemCount
            sections.append(section)
        }
        holdsForAnyItemCounts =
            layout.providesOneSection && inexactness.isEmpty && reports.isEmpty && !dependsOnItemCounts
            && !sections.isEmpty
            && sections.allSatisfy {
                if case .translation = $0.content { true } else { false }
            }
    }
}

extension AppleLayoutCheck {
    /// Whether this check is the one a new check of `layout` in `environment`, for `features`
    /// and `itemCounts`, would make, known without translating or asking for any section again:
    /// it ``holdsForAnyItemCounts``, `layout` is the same layout as the one checked, in the same
    /// environment and for the same features, with as many sections, and the counts are valid.
    ///
    /// - Complexity: O(*s*) for *s* sections of `itemCounts` (the counts are validated again).
    package func holds(
        for itemCounts: [Int], layout: any CollectionLayout, environment: LayoutEnvironment,
        features: CompositionalLayoutFeatures
    ) -> Bool {
        guard holdsForAnyItemCounts, itemCounts.count == sections.count, environment == self.environment,
            features == self.features, self.layout.isSameLayout(as: layout)
        else { return false }
        do {
            try self.layout.validateInput(environment, LayoutContent(itemCounts: itemCounts))
            return true
        } catch {
            return false
        }
    }
}
