import Foundation

/// Which engine lays out a description on iOS, and why: the core's answer, which TesseraUIKit
/// installs (`UICollectionView.setLayout(_:animated:)`) and ``HeadlessCollectionView`` lays out
/// (`HeadlessCollectionView.layoutEngineChoice`), so that a Linux test answers for the engine
/// that ships.
///
/// ```swift
/// let choice = TesseraLayoutEngine.automatic.choice(
///     for: layout, in: LayoutEnvironment(width: 390, height: 844), itemCounts: [20], features: .iOS(15))
/// choice.engine   // .appleCompositional, or .tessera with choice.reasons saying why
/// ```
package struct LayoutEngineChoice: Sendable, Hashable, CustomStringConvertible {
    /// An engine.
    package enum Engine: Sendable, Hashable {
        /// Apple's `UICollectionViewCompositionalLayout`, given the translated description.
        case appleCompositional
        /// Tessera's engine, `TesseraCollectionViewLayout`.
        case tessera
    }

    /// The engine.
    package let engine: Engine
    /// Why a `CompositionalLayout` stays on Tessera's engine with `.automatic`: what Apple's engine
    /// would not show as Tessera's engine does (each a translation note naming the section), or
    /// the input Tessera's engine refuses. Empty otherwise.
    package let reasons: [String]
    /// What is reported through the failure channel when the layout runs on Apple's engine:
    /// sections refused and shown empty, approximations made by design. Empty otherwise.
    package let reports: [String]
    /// Whether what Apple's engine is given depends on item counts (a custom section's frames),
    /// so that Apple must ask for its sections again after an update.
    package let dependsOnItemCounts: Bool

    package init(engine: Engine, reasons: [String] = [], reports: [String] = [], dependsOnItemCounts: Bool = false) {
        self.engine = engine
        self.reasons = reasons
        self.reports = reports
        self.dependsOnItemCounts = dependsOnItemCounts
    }

    /// `Apple's engine on iOS` or `Tessera's engine on iOS`, as `dump()` says it.
    package var description: String {
        switch engine {
        case .appleCompositional: "Apple's engine on iOS"
        case .tessera: "Tessera's engine on iOS"
        }
    }
}

extension TesseraLayoutEngine {
    /// Which engine `layout` runs on with this setting, on an iOS release with `features`, in a
    /// collection view's `environment` and for its `itemCounts`: under ``automatic``, a
    /// `CompositionalLayout` runs on Apple's engine when Apple's engine shows it as Tessera's does
    /// (`AppleLayoutCheck`: every section validated, then translated without a note other than
    /// the approximations made by design), and on Tessera's engine otherwise; every other layout,
    /// and every layout under ``tessera``, runs on Tessera's engine.
    ///
    /// - Complexity: O(*n*) in the size of the sections' descriptions, plus the section provider
    ///   for each section, for a `CompositionalLayout` under ``automatic``; O(1) otherwise.
    package func choice(
        for layout: any CollectionLayout, in environment: LayoutEnvironment, itemCounts: [Int],
        features: CompositionalLayoutFeatures
    ) -> LayoutEngineChoice {
        checkedChoice(for: layout, in: environment, itemCounts: itemCounts, features: features).choice
    }

    /// ``choice(for:in:itemCounts:features:)``, with the check of a compositional layout it was
    /// made from (what Apple is given for each section), for a host that lays out that model next.
    package func checkedChoice(
        for layout: any CollectionLayout, in environment: LayoutEnvironment, itemCounts: [Int],
        features: CompositionalLayoutFeatures
    ) -> (choice: LayoutEngineChoice, check: AppleLayoutCheck?) {
        guard laysOutWithAppleCompositionalLayout(layout), let compositional = layout as? CompositionalLayout else {
            return (LayoutEngineChoice(engine: .tessera), nil)
        }
        let check = AppleLayoutCheck(
            compositional, environment: environment, itemCounts: itemCounts, features: features)
        return (LayoutEngineChoice(check), check)
    }
}

extension LayoutEngineChoice {
    /// The choice for a compositional layout under `.automatic`, from the core's check of it.
    package init(_ check: AppleLayoutCheck) {
        guard check.inexactness.isEmpty else {
            self.init(engine: .tessera, reasons: check.inexactness)
            return
        }
        self.init(engine: .appleCompositional, reports: check.reports, dependsOnItemCounts: check.dependsOnItemCounts)
    }
}
