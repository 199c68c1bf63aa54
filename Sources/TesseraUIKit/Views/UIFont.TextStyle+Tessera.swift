#if canImport(UIKit)
    import UIKit

    extension UIFont.TextStyle {
        /// UIKit's text style for Tessera's.
        ///
        /// - Complexity: O(1).
        package init(_ style: TextStyle) {
            switch style {
            case .largeTitle: self = .largeTitle
            case .title1: self = .title1
            case .title2: self = .title2
            case .title3: self = .title3
            case .headline: self = .headline
            case .body: self = .body
            case .callout: self = .callout
            case .subheadline: self = .subheadline
            case .footnote: self = .footnote
            case .caption1: self = .caption1
            case .caption2: self = .caption2
            }
        }
    }
#endif
