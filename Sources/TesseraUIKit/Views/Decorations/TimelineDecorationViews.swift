#if canImport(UIKit)
    import UIKit

    /// The vertical line of the screen builder's `timeline` decoration.
    package class TimelineLineDecorationView: StyledDecorationView {
        package override func applyStyle() {
            backgroundColor = .tertiaryLabel
        }
    }

    /// A node on the timeline, centred on a row: a filled circle the size the layout gives it.
    package class TimelineNodeDecorationView: StyledDecorationView {
        package override func applyStyle() {
            backgroundColor = .tintColor
        }

        package override func layoutSubviews() {
            super.layoutSubviews()
            layer.cornerRadius = min(bounds.width, bounds.height) / 2
        }
    }
#endif
