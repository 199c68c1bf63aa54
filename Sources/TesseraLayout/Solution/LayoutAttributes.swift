import Foundation

/// The kind of view an element is. Mirrors `UICollectionView.ElementCategory`.
public enum ElementCategory: Int, Sendable, Hashable, Comparable {
    /// A cell.
    case cell = 0
    /// A supplementary view (header, footer, badge).
    case supplementaryView = 1
    /// A decoration view (background, separator).
    case decorationView = 2

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Where and how to show one element. Mirrors `UICollectionViewLayoutAttributes`.
public struct LayoutAttributes: Sendable, Hashable {
    /// Cell, supplementary view or decoration view.
    public var category: ElementCategory
    /// The kind of a supplementary or decoration view; `nil` for cells.
    public var elementKind: String?
    /// The item's index path; for supplementaries and decorations, `[section, index]` (a one-index
    /// path for layout-level boundary items).
    public var indexPath: IndexPath
    /// The frame in content coordinates.
    public var frame: CGRect
    /// The stacking order (higher draws above).
    public var zIndex: Int
    /// The opacity, from 0 to 1.
    public var alpha: CGFloat = 1
    /// The affine transform applied around the element's centre.
    public var transform: LayoutTransform = .identity
    /// Whether the element is hidden.
    public var isHidden = false
    /// The axes along which the element sizes itself (its estimated dimensions): a host measures
    /// the view with the other dimension fixed, and the layout keeps the measured size only along
    /// these axes. Empty for elements of fixed size.
    public var selfSizingAxes: SelfSizingAxes = []
    /// The radius of the rounded `maskedCorners` (0: square corners). Set on the rows of
    /// inset-grouped list sections, whose first and last rows round the section's corners, as
    /// UIKit's list cells do.
    package var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds. Mirrors `CALayer.maskedCorners`.
    package var maskedCorners: LayoutCorners = []
    /// The appearance of the list section a cell belongs to, `nil` outside list sections. A list
    /// cell's default background follows it, as `UICollectionViewListCell`'s
    /// `defaultBackgroundConfiguration()` follows its section's appearance.
    package var listAppearance: ListConfiguration.Appearance?

    /// Creates attributes.
    package init(
        category: ElementCategory, elementKind: String? = nil, indexPath: IndexPath, frame: CGRect, zIndex: Int = 0
    ) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
    }

    /// Creates a cell's attributes with every property a layout sets on it at once, so that a
    /// query builds them where they are stored instead of copying them after each change. A cell
    /// has no element kind: left at its initial `nil`, as assigning `nil` to it again makes the
    /// optimizer build the attributes twice and copy one into the array.
    package init(
        cellAt indexPath: IndexPath, frame: CGRect, zIndex: Int, selfSizingAxes: SelfSizingAxes,
        listAppearance: ListConfiguration.Appearance?, cornerRadius: CGFloat, maskedCorners: LayoutCorners
    ) {
        self.category = .cell
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.selfSizingAxes = selfSizingAxes
        self.listAppearance = listAppearance
        self.cornerRadius = cornerRadius
        self.maskedCorners = maskedCorners
    }

    /// The centre of the frame.
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// The key that identifies this element among all elements of a layout.
    package var key: LayoutElementKey {
        LayoutElementKey(category: category, elementKind: elementKind, indexPath: indexPath)
    }
}

/// The axes along which an element sizes itself.
public struct SelfSizingAxes: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: Int

    /// Axes from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The width is estimated: the view chooses it.
    public static let horizontal = SelfSizingAxes(rawValue: 1 << 0)
    /// The height is estimated: the view chooses it.
    public static let vertical = SelfSizingAxes(rawValue: 1 << 1)

    /// The axes a size's estimated dimensions give.
    package init(_ size: LayoutSize) {
        self = []
        if size.widthDimension.isSelfSizing { insert(.horizontal) }
        if size.heightDimension.isSelfSizing { insert(.vertical) }
    }
}

/// Identifies an element: its category, kind and index path.
package struct LayoutElementKey: Sendable, Hashable {
    /// Cell, supplementary view or decoration view.
    package var category: ElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    package var elementKind: String?
    /// The element's index path.
    package var indexPath: IndexPath

    /// Creates a key.
    package init(category: ElementCategory, elementKind: String? = nil, indexPath: IndexPath) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
    }

    /// The key of a cell.
    package static func cell(_ indexPath: IndexPath) -> LayoutElementKey {
        LayoutElementKey(category: .cell, indexPath: indexPath)
    }

    /// The key of a supplementary view.
    package static func supplementary(_ elementKind: String, _ indexPath: IndexPath) -> LayoutElementKey {
        LayoutElementKey(category: .supplementaryView, elementKind: elementKind, indexPath: indexPath)
    }

    /// The key of a decoration view.
    package static func decoration(_ elementKind: String, _ indexPath: IndexPath) -> LayoutElementKey {
        LayoutElementKey(category: .decorationView, elementKind: elementKind, indexPath: indexPath)
    }
}

// MARK: - CustomStringConvertible

extension LayoutElementKey: CustomStringConvertible {
    /// The key as UIKit developers read it: `cell [0, 3]`, `supplementary <kind> [1, 0]`,
    /// `decoration <kind> [1, 0]`.
    package var description: String {
        let path = "[\(indexPath.map(String.init).joined(separator: ", "))]"
        switch category {
        case .cell: return "cell \(path)"
        case .supplementaryView: return "supplementary \(elementKind ?? "") \(path)"
        case .decorationView: return "decoration \(elementKind ?? "") \(path)"
        }
    }
}
