import Foundation

/// The size available to an element and its content insets. Mirrors
/// `NSCollectionLayoutContainer`.
public struct LayoutContainer: Sendable, Hashable {
    /// The size of the container.
    public var contentSize: CGSize
    /// The insets inside it; values below 0.5 are fractions of the size, as in UIKit.
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a container.
    package init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The insets in points (fractional values resolved against the size).
    public var effectiveContentInsets: DirectionalEdgeInsets {
        func resolve(_ value: CGFloat, _ extent: CGFloat) -> CGFloat {
            value > 0 && value < 0.5 ? value * extent : value
        }
        return DirectionalEdgeInsets(
            top: resolve(contentInsets.top, contentSize.height),
            leading: resolve(contentInsets.leading, contentSize.width),
            bottom: resolve(contentInsets.bottom, contentSize.height),
            trailing: resolve(contentInsets.trailing, contentSize.width)
        )
    }

    /// The size minus the insets.
    public var effectiveContentSize: CGSize {
        let insets = effectiveContentInsets
        return CGSize(width: contentSize.width - insets.horizontal, height: contentSize.height - insets.vertical)
    }
}

/// The horizontal or vertical size class of the screen. Mirrors `UIUserInterfaceSizeClass` (named
/// so that it does not clash with SwiftUI's `UserInterfaceSizeClass`).
public enum LayoutSizeClass: Int, Sendable, Hashable {
    /// No size class.
    case unspecified = 0
    /// A compact size class (iPhone width).
    case compact = 1
    /// A regular size class (iPad width).
    case regular = 2
}

/// The direction of a layout: leading edges on the left, or on the right (Arabic, Hebrew). Mirrors
/// `UITraitEnvironmentLayoutDirection`.
public enum TraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// Leading edges on the left.
    case leftToRight = 0
    /// Leading edges on the right: every frame is mirrored.
    case rightToLeft = 1
}

/// The size of text the user prefers (Dynamic Type). Mirrors `UIContentSizeCategory`, with the
/// same raw values.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable {
    /// The smallest text.
    case extraSmall = "UICTContentSizeCategoryXS"
    /// Small text.
    case small = "UICTContentSizeCategoryS"
    /// Medium text.
    case medium = "UICTContentSizeCategoryM"
    /// The default size.
    case large = "UICTContentSizeCategoryL"
    /// Large text.
    case extraLarge = "UICTContentSizeCategoryXL"
    /// Larger text.
    case extraExtraLarge = "UICTContentSizeCategoryXXL"
    /// The largest size outside the accessibility sizes.
    case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
    /// The smallest accessibility size.
    case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
    /// A large accessibility size.
    case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
    /// A larger accessibility size.
    case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
    /// A still larger accessibility size.
    case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
    /// The largest accessibility size.
    case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

    /// Whether it is one of the accessibility sizes. Mirrors `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// The traits a layout depends on. The subset of `UITraitCollection` layouts read.
public struct LayoutTraitCollection: Sendable, Hashable {
    /// Points to pixels; 0 disables pixel rounding.
    public var displayScale: CGFloat
    /// The horizontal size class.
    public var horizontalSizeClass: LayoutSizeClass
    /// The vertical size class.
    public var verticalSizeClass: LayoutSizeClass
    /// Left to right, or right to left: in right to left every frame of a solution is the
    /// left-to-right frame mirrored across the content's width. Mirrors `layoutDirection`.
    public var layoutDirection: TraitEnvironmentLayoutDirection
    /// The size of text the user prefers: a change re-measures every self-sized element. Mirrors
    /// `preferredContentSizeCategory`.
    public var preferredContentSizeCategory: ContentSizeCategory

    /// Creates traits.
    package init(
        displayScale: CGFloat = 3,
        horizontalSizeClass: LayoutSizeClass = .compact,
        verticalSizeClass: LayoutSizeClass = .regular,
        layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight,
        preferredContentSizeCategory: ContentSizeCategory = .large
    ) {
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
}

/// What a layout is solved in: the container and the collection view's insets and traits.
/// Mirrors `NSCollectionLayoutEnvironment`, with the insets UIKit reads from the collection view.
///
/// The root environment has the collection view's bounds as its container; the environment a
/// section provider receives has the configuration's reference insets applied across the
/// scrolling axis.
public struct LayoutEnvironment: Sendable, Hashable {
    /// The container: the collection view's size, or a section's with its reference insets.
    public var container: LayoutContainer
    /// The traits: display scale and size classes.
    public var traitCollection: LayoutTraitCollection
    /// The collection view's safe-area insets.
    public var safeAreaInsets: DirectionalEdgeInsets
    /// The collection view's layout margins.
    public var layoutMargins: DirectionalEdgeInsets
    /// The insets that keep content readable (wide screens).
    public var readableContentInsets: DirectionalEdgeInsets

    /// Creates an environment.
    package init(
        container: LayoutContainer,
        traitCollection: LayoutTraitCollection = LayoutTraitCollection(),
        safeAreaInsets: DirectionalEdgeInsets = .zero,
        layoutMargins: DirectionalEdgeInsets = .zero,
        readableContentInsets: DirectionalEdgeInsets = .zero
    ) {
        self.container = container
        self.traitCollection = traitCollection
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.readableContentInsets = readableContentInsets
    }

    /// An environment for a collection view of a size, with no insets.
    public init(width: CGFloat, height: CGFloat, displayScale: CGFloat = 3) {
        self.init(
            container: LayoutContainer(contentSize: CGSize(width: width, height: height)),
            traitCollection: LayoutTraitCollection(displayScale: displayScale))
    }

    /// Whether a layout scrolling along `scrollDirection` solves to the same frames in this
    /// environment as in `other`: everything counts but the safe area, layout margins and readable
    /// content insets along the scrolling axis, which the engine never reads (it applies reference
    /// insets across the axis). A vertically scrolling view whose top safe area changes every frame
    /// while a large title collapses need not be solved again.
    ///
    /// - Complexity: O(1).
    package func solvesTheSame(as other: LayoutEnvironment, scrollDirection: LayoutAxis) -> Bool {
        let across = scrollDirection.orthogonal
        return container == other.container && traitCollection == other.traitCollection
            && safeAreaInsets.keepingOnly(across) == other.safeAreaInsets.keepingOnly(across)
            && layoutMargins.keepingOnly(across) == other.layoutMargins.keepingOnly(across)
            && readableContentInsets.keepingOnly(across) == other.readableContentInsets.keepingOnly(across)
    }

    /// The extent a section's content has across `axis` before the section's own insets: the
    /// container less the reference insets of `reference` on that axis — what a
    /// `fractionalWidth(1)` item of a vertical layout is wide when its section has no insets. A list
    /// adapter computes its rows' heights for this width (less its insets), the width the engine
    /// gives them.
    ///
    /// - Complexity: O(1).
    package func contentExtent(across axis: LayoutAxis, reference: ContentInsetsReference) -> CGFloat {
        max(0, container.contentSize[axis] - insets(for: reference).total(axis))
    }

    /// The reference insets for a content insets reference (per edge, the collection view's).
    func insets(for reference: ContentInsetsReference) -> DirectionalEdgeInsets {
        switch reference {
        case .automatic, .none: return .zero
        case .safeArea: return safeAreaInsets
        case .layoutMargins: return DirectionalEdgeInsets.maximum(layoutMargins, safeAreaInsets)
        case .readableContent:
            return DirectionalEdgeInsets.maximum(
                readableContentInsets, DirectionalEdgeInsets.maximum(layoutMargins, safeAreaInsets))
        }
    }
}
