#if canImport(UIKit)
    import UIKit

    /// The vertical line of the screen builder's `timeline` decoration.
    open class TimelineLineDecorationView: StyledDecorationView {
        open override func applyStyle() {
            backgroundColor = .tertiaryLabel
        }
    }

    /// A node on the timeline, centred on a row: a filled circle the size the layout gives it.
    open class TimelineNodeDecorationView: StyledDecorationView {
        open override func applyStyle() {
            backgroundColor = .tintColor
        }

        open override func layoutSubviews() {
            super.layoutSubviews()
            layer.cornerRadius = min(bounds.width, bounds.height) / 2
        }
    }
#endif
