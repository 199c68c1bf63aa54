import Foundation

/// A headless cell that shows an arbitrary view object (``AnyListAdapter``'s `.static` rows).
package final class HeadlessStaticViewCell: HeadlessCell {
    /// The view shown.
    package internal(set) var hostedView: AnyObject?

    package required init() {}

    package override func prepareForReuse() {
        super.prepareForReuse()
        hostedView = nil
    }

    package override var contentDescription: String {
        (hostedView as? HeadlessReusableView)?.contentDescription ?? hostedView.map { String(describing: type(of: $0)) }
            ?? ""
    }

    /// What a hosted ``HeadlessReusableView`` prefers, measured with the cell's traits (its
    /// ``HeadlessReusableView/preferredSize``, or its own measurement: text that follows Dynamic
    /// Type, say), as UIKit sizes a cell by its content view's subviews.
    package override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        hostedAttributes(of: hostedView, fitting: layoutAttributes)
            ?? super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

/// A headless supplementary view that shows an arbitrary view object (list adapter headers).
package final class HeadlessStaticViewSupplementary: HeadlessReusableView {
    /// The static view it hosts, if any.
    package internal(set) var hostedView: AnyObject?

    package required init() {}

    package override func prepareForReuse() {
        super.prepareForReuse()
        hostedView = nil
    }

    package override var contentDescription: String {
        (hostedView as? HeadlessReusableView)?.contentDescription ?? ""
    }

    /// What a hosted ``HeadlessReusableView`` prefers, measured with the view's traits.
    package override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        hostedAttributes(of: hostedView, fitting: layoutAttributes)
            ?? super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

extension HeadlessReusableView {
    /// The attributes a hosted ``HeadlessReusableView`` prefers, measured with this view's traits
    /// (text size, display scale); `nil` when the hosted object is not one.
    func hostedAttributes(of hosted: AnyObject?, fitting layoutAttributes: LayoutAttributes) -> LayoutAttributes? {
        guard let hosted = hosted as? HeadlessReusableView else { return nil }
        hosted.preferredContentSizeCategory = preferredContentSizeCategory
        hosted.displayScale = displayScale
        return hosted.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

extension HeadlessCollectionView {
    package var staticViewCellClass: AnyClass { HeadlessStaticViewCell.self }
    package var staticViewSupplementaryClass: AnyClass { HeadlessStaticViewSupplementary.self }

    /// Puts a view in a static cell or supplementary view, taking it out of the one that showed
    /// it before (so a view shown in a reused row never appears twice).
    package func embed(_ view: AnyObject, in container: AnyObject) {
        let key = ObjectIdentifier(view)
        if let previous = viewContainers[key]?.container, previous !== container {
            (previous as? HeadlessStaticViewCell)?.hostedView = nil
            (previous as? HeadlessStaticViewSupplementary)?.hostedView = nil
        }
        (container as? HeadlessStaticViewCell)?.hostedView = view
        (container as? HeadlessStaticViewSupplementary)?.hostedView = view
        viewContainers[key] = WeakContainer(container: container)
    }

    package func preferredSize(ofStaticView view: AnyObject, fittingWidth width: CGFloat) -> CGSize? {
        (view as? HeadlessReusableView)?.preferredSize
    }
}

/// A weak reference to the container a static view is shown in.
struct WeakContainer {
    weak var container: AnyObject?
}
