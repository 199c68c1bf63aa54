#if canImport(UIKit)
    import UIKit

    extension UIListContentConfiguration.TextProperties {
        /// Takes what Tessera's text properties set: the font of their text style (which follows
        /// Dynamic Type), the colour, the alignment and the number of lines; what they leave to the
        /// style stays the style's.
        ///
        /// - Complexity: O(1).
        @MainActor
        mutating func apply(_ properties: ListContentConfiguration.TextProperties) {
            if let style = properties.font {
                font = .preferredFont(forTextStyle: UIFont.TextStyle(style))
                adjustsFontForContentSizeCategory = true
            }
            if let color = properties.color { self.color = color.uiColor }
            switch properties.alignment {
            case .natural: alignment = .natural
            case .center: alignment = .center
            case .justified: alignment = .justified
            }
            numberOfLines = properties.lineLimit
        }
    }
#endif
