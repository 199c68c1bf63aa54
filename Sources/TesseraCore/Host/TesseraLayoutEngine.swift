import Foundation

/// Which engine lays out the descriptions Tessera installs on a `UICollectionView` (through a data
/// source, a section controller, a list adapter, a screen controller or `CollectionList`). The
/// choice is made here, in the core, for every description in its environment, its item counts
/// and the iOS release's features; TesseraUIKit installs what it says, and
/// ``HeadlessCollectionView`` lays out what the chosen engine is handed.
public enum TesseraLayoutEngine: Sendable, Hashable, CaseIterable {
    /// Apple's engine where Apple has one and shows the description exactly (the default): a
    /// `CompositionalLayout` becomes a `UICollectionViewCompositionalLayout` — Apple's list
    /// sections with their swipe actions and accessories, Apple's orthogonal scrolling, boundary
    /// supplementaries, decorations and self-sizing — through `CompositionalLayoutTranslation`,
    /// when the translation is exact for the environment and the item counts; a compositional
    /// layout it is not exact for (a waterfall of estimated heights, a list section with custom
    /// metrics, a feature newer than the iOS release) and every other description
    /// (`StackedLayout` — the screen builder —, `FlowLayout`, a list adapter's computed sizes)
    /// runs on Tessera's engine (`TesseraCollectionViewLayout`).
    case automatic
    /// Tessera's engine for every description: the frames tests and previews show, solved lazily, for
    /// very large lists (a million rows solve in microseconds per screen). Two features are not
    /// offered there on iOS — orthogonal scrolling of sections and swipe actions — because they would
    /// need UIKit machinery Tessera would have to re-implement without VoiceOver, focus and
    /// `scrollToItem` support: a description that uses them is reported once
    /// (`LayoutSolution.featuresTesseraEngineDoesNotOfferOnIOS`) and its bands do not scroll.
    case tessera

    /// The engine before it was chosen automatically.
    @available(
        *, deprecated, renamed: "automatic", message: "Apple's engine is now the default for compositional layouts"
    )
    package static var appleCompositional: TesseraLayoutEngine { .automatic }

    /// Whether `layout` may run on Apple's `UICollectionViewCompositionalLayout` with this
    /// setting: a `CompositionalLayout` under ``automatic``; never under ``tessera``. Whether it
    /// does, in an environment, is ``choice(for:in:itemCounts:features:)``.
    ///
    /// - Complexity: O(1).
    package func laysOutWithAppleCompositionalLayout(_ layout: any CollectionLayout) -> Bool {
        self == .automatic && layout is CompositionalLayout
    }
}

extension LayoutSolution {
    /// What this solution uses that Tessera's engine does not offer on iOS (see
    /// ``TesseraLayoutEngine/tessera``), each as a sentence for a failure report; empty when it uses
    /// none. TesseraUIKit's layout reports them once per description.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    package var featuresTesseraEngineDoesNotOfferOnIOS: [String] {
        let bands = orthogonallyScrollingSections
        guard !bands.isEmpty else { return [] }
        return [
            "sections \(bands.map(String.init).joined(separator: ", ")) scroll orthogonally, which Tessera's engine does not offer on iOS (tesseraLayoutEngine is .tessera): their bands do not scroll; use .automatic for Apple's compositional layout"
        ]
    }
}
