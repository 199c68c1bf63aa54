import Foundation

// MARK: - The engine that ships

extension HeadlessCollectionView {
    /// Which engine the installed layout runs on on iOS with ``tesseraLayoutEngine`` and
    /// ``compositionalLayoutFeatures``, for the current size and counts, and why
    /// (`TesseraLayoutEngine.choice(for:in:itemCounts:features:)`, the decision TesseraUIKit
    /// installs). At each layout pass the view lays out what that engine is handed: on Apple's
    /// engine, the translated description (`AppleEngineModel`), solved by Tessera's engine with
    /// Apple's semantics — so that whatever the translation changes shows up here — and what
    /// Apple would be refused or approximate is reported through the failure channel; on Tessera's
    /// engine, the description, with what that engine does not offer on iOS reported.
    ///
    /// ```swift
    /// #expect(collectionView.layoutEngineChoice.engine == .appleCompositional)
    /// ```
    ///
    /// - Complexity: O(*n*) in the size of the sections' descriptions, plus a section provider call
    ///   per section, for a compositional layout.
    package var layoutEngineChoice: LayoutEngineChoice {
        loadCountsIfNeeded()
        return engineChoice(forItemCounts: sectionCounts)
    }

    /// The engine choice for `itemCounts`.
    func engineChoice(forItemCounts itemCounts: [Int]) -> LayoutEngineChoice {
        engineChoiceAndHandedLayout(forItemCounts: itemCounts).choice
    }

    /// The engine choice for `itemCounts`, and what the engine is handed when it is not the
    /// description itself: the translated model of a compositional layout on Apple's engine
    /// (solved from the sections the choice was made with, without asking the provider again).
    /// `environment` is the view's ``layoutEnvironment``, when the caller has it already.
    func engineChoiceAndHandedLayout(forItemCounts itemCounts: [Int], in environment: LayoutEnvironment? = nil) -> (
        choice: LayoutEngineChoice, handed: AppleEngineModel?
    ) {
        var sameLayoutCheck = layoutState.sameLayoutCheck
        return engineChoiceAndHandedLayout(
            for: layoutState.layout, itemCounts: itemCounts, in: environment ?? layoutEnvironment,
            sameLayoutCheck: &sameLayoutCheck)
    }

    /// ``engineChoiceAndHandedLayout(forItemCounts:in:)`` for `layout`, the installed one: the
    /// layout pass hands it where its state holds it while the state is changed (read from the
    /// view then, it was copied out of the stand-in state), with the state's
    /// `HostLayoutState.sameLayoutCheck`, which it keeps up to date.
    func engineChoiceAndHandedLayout(
        for layout: any CollectionLayout, itemCounts: [Int], in environment: LayoutEnvironment,
        sameLayoutCheck: inout AppleLayoutCheck?
    ) -> (choice: LayoutEngineChoice, handed: AppleEngineModel?) {
        let features = compositionalLayoutFeatures
        let choice: LayoutEngineChoice, check: AppleLayoutCheck?
        if tesseraLayoutEngine == .automatic, let kept = lastEngineCheck,
            kept.holds(
                for: itemCounts, layout: layout, environment: environment, features: features,
                layoutIsKnownSame: sameLayoutCheck === kept)
        {
            sameLayoutCheck = kept
            (choice, check) = (LayoutEngineChoice(kept), kept)
        } else {
            (choice, check) = tesseraLayoutEngine.checkedChoice(
                for: layout, in: environment, itemCounts: itemCounts, features: features)
            if check != nil { engineChecksMade += 1 }
            lastEngineCheck = check
        }
        guard choice.engine == .appleCompositional, let check else { return (choice, nil) }
        return (choice, AppleEngineModel(check, features: features))
    }

    /// Reports once each what the chosen engine makes of the solved layout: on Apple's engine, the
    /// sections refused and the approximations made by design; on Tessera's engine, what it does not
    /// offer on iOS (orthogonal scrolling, the data source's swipe actions) — as a device reports
    /// them, once per description installed. `problems` are the solution's: its
    /// `appleEngineReports` on Apple's engine, its `featuresTesseraEngineDoesNotOfferOnIOS` on
    /// Tessera's.
    func reportEngineProblems(_ choice: LayoutEngineChoice, problems: [String]) {
        switch choice.engine {
        case .appleCompositional:
            // Without problems, the reported ones are not reached (a checked access, as app code
            // runs while they are changed).
            if !problems.isEmpty { reportLayoutProblems(problems, reported: &reportedEngineProblems) }
        case .tessera:
            let swipeActions = (dataSource as? any CollectionViewSwipeActionsProviding)?
                .swipeActionsNotOfferedOnTesseraEngine
            reportLayoutProblems(problems + [swipeActions].compactMap(\.self), reported: &reportedEngineProblems)
        }
    }
}
