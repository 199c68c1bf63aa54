#if canImport(UIKit)
import UIKit

extension UICollectionReusableView {
    /// The attributes a self-sizing view prefers: its Auto Layout size with the dimension across
    /// the layout's scrolling axis fixed (the width in a vertical layout), the other one free.
    /// The layout keeps only the estimated dimensions of what it gets.
    func fittingAttributes(_ layoutAttributes: UICollectionViewLayoutAttributes, content: UIView) -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes
        let size = layoutAttributes.size
        let scrollsHorizontally = (superview as? UICollectionView).map(Self.scrollsHorizontally) ?? false
        let fitted: CGSize
        if scrollsHorizontally {
            fitted = content.systemLayoutSizeFitting(
                CGSize(width: UIView.layoutFittingCompressedSize.width, height: size.height),
                withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required)
        } else {
            fitted = content.systemLayoutSizeFitting(
                CGSize(width: size.width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        }
        preferred.size = scrollsHorizontally ? CGSize(width: ceil(fitted.width), height: size.height) : CGSize(width: size.width, height: ceil(fitted.height))
        return preferred
    }

    private static func scrollsHorizontally(_ collectionView: UICollectionView) -> Bool {
        switch collectionView.collectionViewLayout {
        case let layout as TesseraCollectionViewLayout:
            return layout.solution?.scrollDirection == .horizontal
        case let layout as UICollectionViewCompositionalLayout:
            return layout.configuration.scrollDirection == .horizontal
        case let layout as UICollectionViewFlowLayout:
            return layout.scrollDirection == .horizontal
        default:
            return false
        }
    }
}
#endif
