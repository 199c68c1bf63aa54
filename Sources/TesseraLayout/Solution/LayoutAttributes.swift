import Foundation

/// The kind of view an element is. Mirrors `UICollectionView.ElementCategory`.
public enum ElementCategory: Int, Sendable, Hashable, Comparable {
    case cell = 0
    case supplementaryView = 1
    case decorationView = 2

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Where and how to show one element. Mirrors `UICollectionViewLayoutAttributes`.
public struct LayoutAttributes: Sendable, Hashable {
    public var category: ElementCategory
    /// The kind of a supplementary or decoration view; `nil` for cells.
    public var elementKind: String?
    /// The item's index path; for supplementaries and decorations, `[section, index]` (a one-index
    /// path for layout-level boundary items).
    public var indexPath: IndexPath
    /// The frame in content coordinates.
    public var frame: CGRect
    public var zIndex: Int
    public var alpha: CGFloat = 1
    public var transform: LayoutTransform = .identity
    public var isHidden = false

    /// Creates attributes.
    public init(category: ElementCategory, elementKind: String? = nil, indexPath: IndexPath, frame: CGRect, zIndex: Int = 0) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
    }

    /// The centre of the frame.
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// The key that identifies this element among all elements of a layout.
    public var key: LayoutElementKey {
        LayoutElementKey(category: category, elementKind: elementKind, indexPath: indexPath)
    }
}

/// Identifies an element: its category, kind and index path.
public struct LayoutElementKey: Sendable, Hashable {
    public var category: ElementCategory
    public var elementKind: String?
    public var indexPath: IndexPath

    /// Creates a key.
    public init(category: ElementCategory, elementKind: String? = nil, indexPath: IndexPath) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
    }

    /// The key of a cell.
    public static func cell(_ indexPath: IndexPath) -> LayoutElementKey {
        LayoutElementKey(category: .cell, indexPath: indexPath)
    }

    /// The key of a supplementary view.
    public static func supplementary(_ elementKind: String, _ indexPath: IndexPath) -> LayoutElementKey {
        LayoutElementKey(category: .supplementaryView, elementKind: elementKind, indexPath: indexPath)
    }

    /// The key of a decoration view.
    public static func decoration(_ elementKind: String, _ indexPath: IndexPath) -> LayoutElementKey {
        LayoutElementKey(category: .decorationView, elementKind: elementKind, indexPath: indexPath)
    }
}
