import Foundation

/// The layout a collection view has installed, as far as Tessera's decisions about installing a
/// description care: Tessera's engine, Apple's compositional layout translated from a description
/// (``AppleInstallation``), or a layout Tessera did not install. TesseraUIKit reads it from
/// `collectionViewLayout` and transcribes the answers below; ``HeadlessCollectionView`` takes
/// every description in place and lays out, at each pass, what the chosen engine is handed.
///
/// ```swift
/// let installed = InstalledLayout.appleCompositional(AppleInstallation(current))
/// installed.installation(of: next, choice: choice, animated: true)   // .replaceAppleDescription(next, …)
/// ```
package enum InstalledLayout: Sendable, Equatable {
    /// `TesseraCollectionViewLayout` (Tessera's engine).
    case tessera
    /// A `UICollectionViewCompositionalLayout` Tessera translated from a description.
    case appleCompositional(AppleInstallation)
    /// Any other layout (a flow layout, an app's own, an Apple layout Tessera did not install).
    case other

    // MARK: Installing a description

    /// How a description is installed on a view with this layout, on the engine the core chose
    /// for it (``TesseraLayoutEngine/choice(for:in:itemCounts:features:)``). Mirrors
    /// `UICollectionView.setCollectionViewLayout(_:animated:)`, which Tessera calls only when the
    /// installed layout cannot take the description:
    /// - on Apple's engine, the description goes behind the installed translated layout when its
    ///   configuration is the same (Apple's layout reads its configuration once), and Apple's
    ///   layout is invalidated only when the description is not the same
    ///   (``CollectionLayout/isSameLayout(as:)``) — Apple's own diffable data source never
    ///   invalidates it; otherwise a new translated layout is installed;
    /// - on Tessera's engine, an installed `TesseraCollectionViewLayout` takes the description —
    ///   an animated change animates through an empty batch update, `performBatchUpdates(nil)` —
    ///   and any other layout is replaced by a new one.
    ///
    /// - Complexity: O(1), plus the comparison of two layout configurations.
    package func installation(of layout: any CollectionLayout, choice: LayoutEngineChoice, animated: Bool)
        -> Installation
    {
        if choice.engine == .appleCompositional, let compositional = layout as? CompositionalLayout {
            guard case .appleCompositional(let installed) = self,
                installed.layout.configuration == compositional.configuration
            else { return .installAppleLayout(AppleInstallation(compositional, choice: choice)) }
            return .replaceAppleDescription(
                AppleInstallation(compositional, choice: choice),
                invalidates: !installed.layout.isSameLayout(as: compositional))
        }
        guard self == .tessera else { return .installTesseraLayout }
        return .replaceTesseraDescription(animatesWithEmptyBatch: animated)
    }

    /// Whether the installed layout takes `layout` in place, inside an update, so that it is solved
    /// once for the update's counts (`CollectionViewHost.updateLayoutDescription(_:)`): only when
    /// ``installation(of:choice:animated:)`` would replace the description rather than install a
    /// new layout (the update is then followed by ``installation(of:choice:animated:)`` outside it).
    ///
    /// - Complexity: that of ``installation(of:choice:animated:)``.
    package func takesDescriptionInPlace(_ layout: any CollectionLayout, choice: LayoutEngineChoice) -> Bool {
        switch installation(of: layout, choice: choice, animated: false) {
        case .replaceAppleDescription, .replaceTesseraDescription: return true
        case .installAppleLayout, .installTesseraLayout: return false
        }
    }

    // MARK: Batch updates

    /// What the installed layout is told before Tessera performs a batch update
    /// (`CollectionViewHost.prepareLayout(for:)`): Tessera's engine takes the update, to move its
    /// measured sizes and band offsets with their items before its one solve; Apple's translated
    /// layout follows the batch update by itself, as with Apple's diffable data source, and is
    /// invalidated only when the update brought a description that is not the same
    /// (`descriptionChanged`) or its sections depend on item counts (a custom section placed for
    /// its count), so that it asks for its sections again; any other layout is left to UIKit.
    ///
    /// - Complexity: O(1).
    package func updateHandOver(descriptionChanged: Bool) -> UpdateHandOver {
        switch self {
        case .tessera: return .movesMeasurementsWithUpdate
        case .appleCompositional(let installed):
            return descriptionChanged || installed.dependsOnItemCounts ? .invalidatesSections : .none
        case .other: return .none
        }
    }
}

/// A description installed behind Apple's compositional layout, with what the core knows of it.
package struct AppleInstallation: Sendable, Equatable {
    /// The description.
    package let layout: CompositionalLayout
    /// Whether what Apple is given depends on item counts (`LayoutEngineChoice`).
    package let dependsOnItemCounts: Bool

    package init(_ layout: CompositionalLayout, choice: LayoutEngineChoice) {
        self.layout = layout
        dependsOnItemCounts = choice.dependsOnItemCounts
    }

    /// The same description (``CollectionLayout/isSameLayout(as:)``) with the same dependence.
    package static func == (lhs: AppleInstallation, rhs: AppleInstallation) -> Bool {
        lhs.dependsOnItemCounts == rhs.dependsOnItemCounts && lhs.layout.isSameLayout(as: rhs.layout)
    }
}

// MARK: - Answers

extension InstalledLayout {
    /// How a description is installed.
    package enum Installation: Sendable {
        /// The description goes behind the installed translated compositional layout, which is
        /// invalidated when `invalidates`.
        case replaceAppleDescription(AppleInstallation, invalidates: Bool)
        /// A new `UICollectionViewCompositionalLayout` translated from the description is installed.
        case installAppleLayout(AppleInstallation)
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
