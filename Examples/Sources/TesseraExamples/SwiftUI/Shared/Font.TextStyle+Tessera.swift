#if canImport(UIKit)
    import SwiftUI
    import Tessera

    @available(iOS 16, *)
    extension Font.TextStyle {
        /// SwiftUI's text style for Tessera's.
        init(_ style: TextStyle) {
            switch style {
            case .largeTitle: self = .largeTitle
            case .title1: self = .title
            case .title2: self = .title2
            case .title3: self = .title3
            case .headline: self = .headline
            case .body: self = .body
            case .callout: self = .callout
            case .subheadline: self = .subheadline
            case .footnote: self = .footnote
            case .caption1: self = .caption
            case .caption2: self = .caption2
            }
        }
    }
#endif
