import Foundation

/// The features of Apple's `UICollectionViewCompositionalLayout` a translation may use, which
/// depend on the iOS version the app runs on.
public struct CompositionalLayoutFeatures: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16).
    package static let repeatingSubitemCount = CompositionalLayoutFeatures(rawValue: 1 << 0)
    /// `NSCollectionLayoutSection.supplementaryContentInsetsReference` (iOS 16).
    package static let supplementaryContentInsetsReference = CompositionalLayoutFeatures(rawValue: 1 << 1)
    /// `NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)` (iOS 17).
    package static let uniformAcrossSiblings = CompositionalLayoutFeatures(rawValue: 1 << 2)
    /// `NSCollectionLayoutSection.orthogonalScrollingProperties` (iOS 17).
    package static let orthogonalScrollingProperties = CompositionalLayoutFeatures(rawValue: 1 << 3)

    /// The features of an iOS release (15 and later are supported).
    public static func iOS(_ major: Int) -> CompositionalLayoutFeatures {
        var features: CompositionalLayoutFeatures = []
        if major >= 16 { features.formUnion([.repeatingSubitemCount, .supplementaryContentInsetsReference]) }
        if major >= 17 { features.formUnion([.uniformAcrossSiblings, .orthogonalScrollingProperties]) }
        return features
    }
}
