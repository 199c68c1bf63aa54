#if canImport(UIKit)
    import UIKit

    /// The base of the ready-made decoration views: a reusable view that styles itself once, when it
    /// is created. Subclass it and override `applyStyle()` for a decoration of your own.
    package class StyledDecorationView: UICollectionReusableView {
        package override init(frame: CGRect) {
            super.init(frame: frame)
            applyStyle()
        }

        package required init?(coder: NSCoder) {
            super.init(coder: coder)
            applyStyle()
        }

        /// Sets the view's colours, corners and borders. Called from both initializers.
        package func applyStyle() {}
    }
#endif
