import Foundation

/// The layout a collection view has installed, as far as Tessera's decisions about installing a
/// description care: Tessera's engine, Apple's compositional layout translated from a description
/// (with that description's configuration, which Apple's layout cannot change in place), or a
/// layout Tessera did not install. TesseraUIKit reads it from `collectionViewLayout` and transcribes
/// the answers below; ``HeadlessCollectionView`` always has Tessera's engine installed and the
/// ``TesseraLayoutEngine/tessera`` engine, for which every answer is "replace the description in
/// place" — what it does.
///
/// ```swift
/// let installed = InstalledLayout.appleCompositional(current.configuration)
/// installed.installation(of: next, engine: .automatic, animated: true)   // .replaceAppleDescription(next)
/// ```
package enum InstalledLayout: Sendable, Equatable {
    /// `TesseraCollectionViewLayout` (Tessera's engine).
    case tessera
    /// A `UICollectionViewCompositionalLayout` Tessera translated from a description with this
    /// configuration.
    case appleCompositional(LayoutConfiguration)
    /// Any other layout (a flow layout, an app's own, an Apple layout Tessera did not install).
    case other

    // MARK: Installing a description

    /// How a description is installed on a view with this layout, on `engine`. Mirrors
    /// `UICollectionView.setCollectionViewLayout(_:animated:)`, which Tessera calls only when the
    /// installed layout cannot take the description:
    /// - on Apple's engine (``TesseraLayoutEngine/laysOutWithAppleCompositionalLayout(_:)``), the
    ///   description goes behind the installed translated layout when its configuration is the
    ///   same (Apple's layout reads its configuration once); otherwise a new translated layout is
    ///   installed;
    /// - on Tessera's engine, an installed `TesseraCollectionViewLayout` takes the description —
    ///   an animated change animates through an empty batch update, `performBatchUpdates(nil)` —
    ///   and any other layout is replaced by a new one.
    ///
    /// - Complexity: O(1), plus the comparison of two layout configurations.
    package func installation(of layout: any CollectionLayout, engine: TesseraLayoutEngine, animated: Bool)
        -> Installation
    {
        if engine.laysOutWithAppleCompositionalLayout(layout), let compositional = layout as? CompositionalLayout {
            guard case .appleCompositional(let configuration) = self, configuration == compositional.configuration
            else { return .installAppleLayout(compositional) }
            return .replaceAppleDescription(compositional)
        }
        guard self == .tessera else { return .installTesseraLayout }
        return .replaceTesseraDescription(animatesWithEmptyBatch: animated)
    }

    /// Whether the installed layout takes `layout` in place, inside an update, so that it is solved
    /// once for the update's counts (`CollectionViewHost.updateLayoutDescription(_:)`): only when
    /// ``installation(of:engine:animated:)`` would replace the description rather than install a
    /// new layout (the update is then replaced by a reload, which installs one).
    ///
    /// - Complexity: that of ``installation(of:engine:animated:)``.
    package func takesDescriptionInPlace(_ layout: any CollectionLayout, engine: TesseraLayoutEngine) -> Bool {
        switch installation(of: layout, engine: engine, animated: false) {
        case .replaceAppleDescription, .replaceTesseraDescription: return true
        case .installAppleLayout, .installTesseraLayout: return false
        }
    }

    // MARK: Batch updates

    /// What the installed layout is told before Tessera performs a batch update
    /// (`CollectionViewHost.prepareLayout(for:)`): Tessera's engine takes the update, to move its
    /// measured sizes and band offsets with their items before its one solve; Apple's translated
    /// layout is invalidated, so that it asks the description for its sections again; any other
    /// layout is left to UIKit.
    ///
    /// - Complexity: O(1).
    package var updateHandOver: UpdateHandOver {
        switch self {
        case .tessera: return .movesMeasurementsWithUpdate
        case .appleCompositional: return .invalidatesSections
        case .other: return .none
        }
    }
}

// MARK: - Answers

extension InstalledLayout {
    /// How a description is installed.
    package enum Installation: Sendable {
        /// The description goes behind the installed translated compositional layout, which is
        /// invalidated.
        case replaceAppleDescription(CompositionalLayout)
        /// A new `UICollectionViewCompositionalLayout` translated from the description is installed.
        case installAppleLayout(CompositionalLayout)
        /// The installed `TesseraCollectionViewLayout` takes the description; when
        /// `animatesWithEmptyBatch`, an empty `performBatchUpdates(nil)` animates the change.
        case replaceTesseraDescription(animatesWithEmptyBatch: Bool)
        /// A new `TesseraCollectionViewLayout` is installed.
        case installTesseraLayout
    }

    /// What the installed layout is told before a batch update.
    package enum UpdateHandOver: Sendable, Equatable {
        /// Tessera's engine takes the update (its `pendingUpdate`).
        case movesMeasurementsWithUpdate
        /// The layout is invalidated (`invalidateLayout()`).
        case invalidatesSections
        /// Nothing.
        case none
    }
}
