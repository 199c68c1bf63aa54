import Foundation

/// A section of a compositional layout: a group that repeats, with insets, spacing, headers,
/// footers, a background and optional orthogonal scrolling. Mirrors `NSCollectionLayoutSection`.
public struct LayoutSection: Sendable {
    /// Called on every layout pass with the section's visible items, which it may change (alpha,
    /// transform, center, zIndex, hidden). For orthogonal sections the point is the orthogonal
    /// scroll offset; otherwise the collection view's content offset.
    public typealias VisibleItemsInvalidationHandler =
        @Sendable ([LayoutVisibleItem], CGPoint, LayoutEnvironment) -> Void

    /// The group that repeats along the section.
    package var group: LayoutGroup
    /// Insets around the section's content.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// Which of the collection view's insets the content insets add to (`.automatic`: the
    /// configuration's).
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// Which insets boundary supplementary items respect (`.automatic`: the section's).
    public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    /// Whether headers and footers are inset like the content (across the scrolling axis).
    public var supplementariesFollowContentInsets = true
    /// How the section scrolls across the layout's scrolling axis.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Deceleration and bounce of an orthogonally scrolling section.
    public var orthogonalScrollingProperties = OrthogonalScrollingProperties()
    /// Headers, footers and other views aligned to the section.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// Background decorations.
    public var decorationItems: [LayoutDecorationItem] = []
    /// A handler that adjusts visible items on every layout pass.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

    /// The list configuration this section was made from with
    /// ``list(using:layoutEnvironment:)``, if any.
    package internal(set) var listConfiguration: ListConfiguration?

    /// The layout that places this section's items instead of ``group``, if any
    /// (``init(customLayout:)``).
    package private(set) var customLayout: (any CustomSectionLayout)?

    /// Creates a section around a group.
    public init(group: LayoutGroup) {
        self.group = group
    }

    /// Creates a section whose items a custom layout places (a waterfall, say), with the
    /// section's content insets, boundary supplementaries and decorations around them. Its
    /// ``group`` is a custom group that places nothing: Tessera's engine asks `customLayout`
    /// instead, and Apple's layout cannot express the section (its translation says so).
    /// Orthogonal scrolling does not apply to it.
    ///
    /// ```swift
    /// var section = LayoutSection(customLayout: WaterfallSectionLayout(columnCount: .adaptive(minimum: 160)))
    /// section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    /// ```
    ///
    /// - Complexity: O(1).
    public init(customLayout: some CustomSectionLayout) {
        self.group = .custom(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            itemProvider: { _ in [] })
        self.customLayout = customLayout
    }
}

/// Which insets of the collection view a section's content insets are added to. Mirrors
/// `UIContentInsetsReference` (raw values automatic 0 … readableContent 4).
public enum ContentInsetsReference: Int, Sendable, Hashable, CaseIterable {
    /// The system default (no reference insets for sections).
    case automatic = 0
    /// No reference insets: content insets count from the container's edges.
    case none = 1
    /// Content insets count from the safe area.
    case safeArea = 2
    /// Content insets count from the layout margins.
    case layoutMargins = 3
    /// Content insets count from the readable content guide.
    case readableContent = 4
}

/// How a section scrolls across the layout's scrolling axis. Mirrors
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (raw values none 0 … groupPagingCentered 5).
public enum OrthogonalScrollingBehavior: Int, Sendable, Hashable, CaseIterable {
    /// The section lays out along the main axis.
    case none = 0
    /// Free scrolling with normal deceleration.
    case continuous = 1
    /// Scrolling comes to rest with a group's leading edge at the leading boundary.
    case continuousGroupLeadingBoundary = 2
    /// Pages the width of the collection view.
    case paging = 3
    /// Pages one group (plus spacing) at a time.
    case groupPaging = 4
    /// Pages one group at a time, each group centred.
    case groupPagingCentered = 5
}

/// Deceleration and bounce of an orthogonally scrolling section. Mirrors iOS 17's
/// `UICollectionLayoutSectionOrthogonalScrollingProperties`.
public struct OrthogonalScrollingProperties: Sendable, Hashable {
    public enum DecelerationRate: Sendable, Hashable {
        case automatic
        case normal
        case fast
    }

    /// Whether an orthogonal section bounces at its ends.
    public enum BounceMode: Sendable, Hashable {
        /// It bounces when its content is larger than the band.
        case automatic
        /// It always bounces, even when its content fits.
        case always
        /// It never bounces.
        case never
    }

    public var decelerationRate: DecelerationRate = .automatic
    /// Whether the section bounces at its ends.
    public var bounce: BounceMode = .automatic

    public init() {}
}

/// A visible element handed to a section's visible-items handler, which may change how it is
/// shown. Mirrors `NSCollectionLayoutVisibleItem` (a reference, so `items.forEach { $0.alpha = 0.5 }`
/// works as in UIKit).
public final class LayoutVisibleItem {
    /// The element's index path.
    public let indexPath: IndexPath
    /// Cell, supplementary view or decoration view.
    public let representedElementCategory: ElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    public let representedElementKind: String?
    /// The frame the layout computed.
    public let frame: CGRect
    /// The bounds (origin zero, the frame's size).
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The centre; moving it moves the element.
    public var center: CGPoint
    /// The opacity; changing it fades the element.
    public var alpha: CGFloat
    /// The stacking order; changing it restacks the element.
    public var zIndex: Int
    /// Whether the element is hidden.
    public var isHidden: Bool
    /// The transform; changing it scales, rotates or moves the element.
    public var transform: LayoutTransform

    package init(attributes: LayoutAttributes) {
        indexPath = attributes.indexPath
        representedElementCategory = attributes.category
        representedElementKind = attributes.elementKind
        frame = attributes.frame
        center = CGPoint(x: attributes.frame.midX, y: attributes.frame.midY)
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
        transform = attributes.transform
    }
}
