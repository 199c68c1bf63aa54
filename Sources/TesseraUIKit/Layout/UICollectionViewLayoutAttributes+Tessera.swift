#if canImport(UIKit)
import UIKit

extension UICollectionViewLayoutAttributes {
    /// UIKit attributes for a solved element: a cell, supplementary or decoration view with its
    /// frame, z-index, alpha, visibility and transform.
    @MainActor
    public static func make(from attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let made: UICollectionViewLayoutAttributes
        switch attributes.category {
        case .cell:
            made = UICollectionViewLayoutAttributes(forCellWith: attributes.indexPath)
        case .supplementaryView:
            made = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: attributes.elementKind ?? "", with: attributes.indexPath)
        case .decorationView:
            made = UICollectionViewLayoutAttributes(forDecorationViewOfKind: attributes.elementKind ?? "", with: attributes.indexPath)
        }
        // The frame first: UIKit derives the frame from center, size and transform.
        made.frame = attributes.frame
        made.zIndex = attributes.zIndex
        made.alpha = attributes.alpha
        made.isHidden = attributes.isHidden
        if !attributes.transform.isIdentity {
            made.transform = CGAffineTransform(attributes.transform)
        }
        return made
    }

    /// The key of the element these attributes describe.
    @MainActor
    public var layoutElementKey: LayoutElementKey {
        switch representedElementCategory {
        case .cell: return .cell(indexPath)
        case .supplementaryView: return .supplementary(representedElementKind ?? "", indexPath)
        case .decorationView: return .decoration(representedElementKind ?? "", indexPath)
        @unknown default: return .cell(indexPath)
        }
    }
}

#endif
