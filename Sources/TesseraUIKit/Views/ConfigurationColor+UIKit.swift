#if canImport(UIKit)
    import UIKit

    extension ConfigurationColor {
        /// UIKit's colour: the semantic colour it names (which follows the light and dark
        /// appearances and, for `.tint`, the view's tint), or the fixed colour.
        ///
        /// - Complexity: O(1).
        public var uiColor: UIColor {
            switch self {
            case .label: return .label
            case .secondaryLabel: return .secondaryLabel
            case .tertiaryLabel: return .tertiaryLabel
            case .tint: return .tintColor
            case .systemBackground: return .systemBackground
            case .secondarySystemBackground: return .secondarySystemBackground
            case .systemGroupedBackground: return .systemGroupedBackground
            case .secondarySystemGroupedBackground: return .secondarySystemGroupedBackground
            case .systemFill: return .systemFill
            case .separator: return .separator
            case .clear: return .clear
            case .rgb(let red, let green, let blue):
                return UIColor(
                    red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
            }
        }
    }
#endif
