import Foundation

/// A headless cell that shows an arbitrary view object (``AnyListAdapter``'s `.static` rows).
public final class HeadlessStaticViewCell: HeadlessCell {
    /// The view shown.
    public internal(set) var hostedView: AnyObject?

    public required init() {}

    public override func prepareForReuse() {
        super.prepareForReuse()
        hostedView = nil
    }

    public override var contentDescription: String {
        (hostedView as? HeadlessReusableView)?.contentDescription ?? hostedView.map { String(describing: type(of: $0)) }
            ?? ""
    }

    /// A hosted ``HeadlessReusableView``'s preferred size, if any.
    public override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        guard let size = (hostedView as? HeadlessReusableView)?.preferredSize else {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        var preferred = layoutAttributes
        preferred.frame.size = size
        return preferred
    }
}

/// A headless supplementary view that shows an arbitrary view object (list adapter headers).
public final class HeadlessStaticViewSupplementary: HeadlessReusableView {
    /// The static view it hosts, if any.
    public internal(set) var hostedView: AnyObject?

    public required init() {}

    public override func prepareForReuse() {
        super.prepareForReuse()
        hostedView = nil
    }

    public override var contentDescription: String {
        (hostedView as? HeadlessReusableView)?.contentDescription ?? ""
    }

    public override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        guard let size = (hostedView as? HeadlessReusableView)?.preferredSize else {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        var preferred = layoutAttributes
        preferred.frame.size = size
        return preferred
    }
}

extension HeadlessCollectionView {
    public var staticViewCellClass: AnyClass { HeadlessStaticViewCell.self }
    public var staticViewSupplementaryClass: AnyClass { HeadlessStaticViewSupplementary.self }

    /// Puts a view in a static cell or supplementary view, taking it out of the one that showed
    /// it before (so a view shown in a reused row never appears twice).
    public func embed(_ view: AnyObject, in container: AnyObject) {
        let key = ObjectIdentifier(view)
        if let previous = viewContainers[key]?.container, previous !== container {
            (previous as? HeadlessStaticViewCell)?.hostedView = nil
            (previous as? HeadlessStaticViewSupplementary)?.hostedView = nil
        }
        (container as? HeadlessStaticViewCell)?.hostedView = view
        (container as? HeadlessStaticViewSupplementary)?.hostedView = view
        viewContainers[key] = WeakContainer(container: container)
    }

    public func preferredSize(ofStaticView view: AnyObject, fittingWidth width: CGFloat) -> CGSize? {
        (view as? HeadlessReusableView)?.preferredSize
    }
}

/// A weak reference to the container a static view is shown in.
struct WeakContainer {
    weak var container: AnyObject?
}
