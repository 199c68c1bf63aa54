#if canImport(UIKit)
    import UIKit

    extension UICollectionViewLayoutAttributes {
        /// UIKit attributes for a solved element: a cell, supplementary or decoration view with its
        /// frame, z-index, alpha, visibility and transform.
        @MainActor
        package static func make(from attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
            let made: TesseraLayoutAttributes
            switch attributes.category {
            case .cell:
                made = TesseraLayoutAttributes(forCellWith: attributes.indexPath)
            case .supplementaryView:
                made = TesseraLayoutAttributes(
                    forSupplementaryViewOfKind: attributes.elementKind ?? "", with: attributes.indexPath)
            case .decorationView:
                made = TesseraLayoutAttributes(
                    forDecorationViewOfKind: attributes.elementKind ?? "", with: attributes.indexPath)
            }
            made.selfSizingAxes = attributes.selfSizingAxes
            made.cornerRadius = attributes.cornerRadius
            made.maskedCorners = CACornerMask(attributes.maskedCorners)
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
        package var layoutElementKey: LayoutElementKey {
            switch representedElementCategory {
            case .cell: return .cell(indexPath)
            case .supplementaryView: return .supplementary(representedElementKind ?? "", indexPath)
            case .decorationView: return .decoration(representedElementKind ?? "", indexPath)
            @unknown default: return .cell(indexPath)
            }
        }
    }

    /// The attributes ``TesseraCollectionViewLayout`` hands its views: UIKit's, plus the axes along
    /// which the element sizes itself — the engine's decision from its estimated dimensions — so that
    /// a view measuring itself in `preferredLayoutAttributesFitting(_:)` knows which dimensions are
    /// free, wherever it is in the view hierarchy. Mirrors the custom attributes classes UIKit's
    /// `layoutAttributesClass` documents.
    package final class TesseraLayoutAttributes: UICollectionViewLayoutAttributes {
        // UIKit creates, copies and compares attributes on the main thread; `copy(with:)` and
        // `isEqual(_:)` are nonisolated overrides that must read this value.
        nonisolated(unsafe) private var storedAxes = SelfSizingAxes()

        /// The axes the element sizes itself along; empty for elements of fixed size.
        package var selfSizingAxes: SelfSizingAxes {
            get { storedAxes }
            set { storedAxes = newValue }
        }

        nonisolated(unsafe) private var storedCornerRadius: CGFloat = 0
        nonisolated(unsafe) private var storedMaskedCorners: CACornerMask = []

        /// The radius of the rounded `maskedCorners` (an inset-grouped list's first and last
        /// rows): ``ListCell`` applies it; a cell of your own reads it in `apply(_:)`.
        package var cornerRadius: CGFloat {
            get { storedCornerRadius }
            set { storedCornerRadius = newValue }
        }

        /// Which corners `cornerRadius` rounds.
        package var maskedCorners: CACornerMask {
            get { storedMaskedCorners }
            set { storedMaskedCorners = newValue }
        }

        package override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone)
            if let copy = copy as? TesseraLayoutAttributes {
                copy.storedAxes = storedAxes
                copy.storedCornerRadius = storedCornerRadius
                copy.storedMaskedCorners = storedMaskedCorners
            }
            return copy
        }

        package override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? TesseraLayoutAttributes, other.storedAxes == storedAxes,
                other.storedCornerRadius == storedCornerRadius, other.storedMaskedCorners == storedMaskedCorners
            else { return false }
            return super.isEqual(object)
        }
    }

    extension CACornerMask {
        /// Core Animation's corners for Tessera's.
        init(_ corners: LayoutCorners) {
            self = []
            if corners.contains(.minXMinY) { insert(.layerMinXMinYCorner) }
            if corners.contains(.maxXMinY) { insert(.layerMaxXMinYCorner) }
            if corners.contains(.minXMaxY) { insert(.layerMinXMaxYCorner) }
            if corners.contains(.maxXMaxY) { insert(.layerMaxXMaxYCorner) }
        }
    }
#endif
