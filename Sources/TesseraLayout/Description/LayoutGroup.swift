import Foundation

/// A container that lays out items (or nested groups) along an axis and repeats along its
/// section. Mirrors `NSCollectionLayoutGroup`.
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// var group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1),
///                                                           heightDimension: .absolute(100)),
///                                    subitems: [item])
/// group.interItemSpacing = .fixed(10)
/// ```
public struct LayoutGroup: Sendable {
    /// How a group arranges its subitems.
    package enum LayoutDirection: Sendable, Hashable {
        case horizontal
        case vertical
        /// Frames come from the group's item provider.
        case custom
    }

    /// How many times the subitems repeat.
    package enum Repetition: Sendable, Hashable {
        /// Subitems cycle while they fit (`subitems:`).
        case whileTheyFit
        /// Exactly `count` repetitions of the one subitem, each keeping its own size
        /// (`repeatingSubitem:count:`).
        case count(Int)
        /// `count` repetitions with the main dimension forced to `1/count` (the deprecated
        /// `subitem:count:`).
        case countForcingFraction(Int)
        /// As many repetitions as fit at `minimum` points each (with the inter-item spacing), the
        /// main dimension forced to `1/count` (``SubitemCount/adaptive(minimum:)``).
        case adaptive(minimum: CGFloat)
    }

    /// The size of the group.
    package var layoutSize: LayoutSize
    /// Insets that shrink the area the subitems are laid out in.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Spacing around the group inside its parent (or, for a section's group, the section).
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Supplementary items anchored to the group.
    public var supplementaryItems: [LayoutSupplementaryItem] = []
    /// Spacing between subitems along the group's axis.
    public var interItemSpacing: LayoutSpacing?
    /// The elements the group lays out.
    ///
    /// - Complexity: O(1) to read; setting copies the subitems when another copy of the group
    ///   shares them.
    package internal(set) var subitems: [LayoutSubitem] {
        get { storage.subitems }
        set {
            if isKnownUniquelyReferenced(&storage) {
                storage.subitems = newValue
            } else {
                storage = SubitemStorage(newValue)
            }
        }
    }
    /// The subitems, shared by copies of the group; released level by level without recursion.
    private(set) var storage: SubitemStorage
    /// The axis the group lays its subitems along, or custom.
    package private(set) var layoutDirection: LayoutDirection

    package internal(set) var repetition: Repetition
    package let itemProvider: CustomItemProvider?

    /// The frames a custom group places, relative to the group's origin.
    public typealias CustomItemProvider = @Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem]

    init(
        layoutSize: LayoutSize,
        subitems: [LayoutSubitem],
        layoutDirection: LayoutDirection,
        repetition: Repetition,
        itemProvider: CustomItemProvider? = nil
    ) {
        self.layoutSize = layoutSize
        self.storage = SubitemStorage(subitems)
        self.layoutDirection = layoutDirection
        self.repetition = repetition
        self.itemProvider = itemProvider
    }

    // MARK: Creating groups

    /// A group that lays out its subitems horizontally, repeating them (`a b c a b c …`) while they
    /// fit.
    public static func horizontal(layoutSize: LayoutSize, subitems: [any LayoutSubitemConvertible]) -> LayoutGroup {
        LayoutGroup(
            layoutSize: layoutSize, subitems: subitems.map(\.layoutSubitem), layoutDirection: .horizontal,
            repetition: .whileTheyFit)
    }

    /// A group that lays out its subitems vertically, repeating them while they fit.
    public static func vertical(layoutSize: LayoutSize, subitems: [any LayoutSubitemConvertible]) -> LayoutGroup {
        LayoutGroup(
            layoutSize: layoutSize, subitems: subitems.map(\.layoutSubitem), layoutDirection: .vertical,
            repetition: .whileTheyFit)
    }

    /// A group of `count` equally wide copies of `subitem`: its width is forced to
    /// `.fractionalWidth(1 / count)`. Mirrors the deprecated `horizontal(layoutSize:subitem:count:)`.
    public static func horizontal(layoutSize: LayoutSize, subitem: any LayoutSubitemConvertible, count: Int)
        -> LayoutGroup
    {
        LayoutGroup(
            layoutSize: layoutSize, subitems: [subitem.layoutSubitem], layoutDirection: .horizontal,
            repetition: .countForcingFraction(count))
    }

    /// A group of `count` equally tall copies of `subitem`: its height is forced to
    /// `.fractionalHeight(1 / count)`. Mirrors the deprecated `vertical(layoutSize:subitem:count:)`.
    public static func vertical(layoutSize: LayoutSize, subitem: any LayoutSubitemConvertible, count: Int)
        -> LayoutGroup
    {
        LayoutGroup(
            layoutSize: layoutSize, subitems: [subitem.layoutSubitem], layoutDirection: .vertical,
            repetition: .countForcingFraction(count))
    }

    /// A group of exactly `count` copies of `subitem` side by side, each keeping its own size.
    /// Mirrors `horizontal(layoutSize:repeatingSubitem:count:)`.
    public static func horizontal(
        layoutSize: LayoutSize, repeatingSubitem subitem: any LayoutSubitemConvertible, count: Int
    ) -> LayoutGroup {
        LayoutGroup(
            layoutSize: layoutSize, subitems: [subitem.layoutSubitem], layoutDirection: .horizontal,
            repetition: .count(count))
    }

    /// A group of exactly `count` copies of `subitem` stacked, each keeping its own size.
    /// Mirrors `vertical(layoutSize:repeatingSubitem:count:)`.
    public static func vertical(
        layoutSize: LayoutSize, repeatingSubitem subitem: any LayoutSubitemConvertible, count: Int
    ) -> LayoutGroup {
        LayoutGroup(
            layoutSize: layoutSize, subitems: [subitem.layoutSubitem], layoutDirection: .vertical,
            repetition: .count(count))
    }

    /// A group whose item frames come from a closure, called once per solve with the group's
    /// container (`environment.container`: the group's size and content insets). Frames are
    /// relative to the group's origin; every repetition of the group reuses them. Mirrors
    /// `custom(layoutSize:itemProvider:)`.
    public static func custom(layoutSize: LayoutSize, itemProvider: @escaping CustomItemProvider) -> LayoutGroup {
        LayoutGroup(
            layoutSize: layoutSize, subitems: [], layoutDirection: .custom, repetition: .whileTheyFit,
            itemProvider: itemProvider)
    }

    /// The axis the group lays out along (custom groups count as vertical, as in UIKit).
    var axis: LayoutAxis {
        layoutDirection == .horizontal ? .horizontal : .vertical
    }
}

/// A frame placed by a custom group. Mirrors `NSCollectionLayoutGroupCustomItem`.
public struct LayoutGroupCustomItem: Sendable, Hashable {
    /// The frame, relative to the group's origin.
    public var frame: CGRect
    /// The cell's zIndex.
    public var zIndex: Int

    /// Creates a custom item.
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
