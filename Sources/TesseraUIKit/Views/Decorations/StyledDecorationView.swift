#if canImport(UIKit)
    import UIKit

    /// The base of the ready-made decoration views: a reusable view that styles itself once, when it
    /// is created. Subclass it and override ``applyStyle()`` for a decoration of your own.
    open class StyledDecorationView: UICollectionReusableView {
        public override init(frame: CGRect) {
            super.init(frame: frame)
            applyStyle()
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            applyStyle()
        }

        /// Sets the view's colours, corners and borders. Called from both initializers.
        open func applyStyle() {}
    }
#endif
