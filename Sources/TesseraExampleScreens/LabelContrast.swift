import Foundation
import Tessera

/// The colour of a label drawn on a fill the screen chose (a swatch, a banner): black or white,
/// whichever contrasts more with the fill by WCAG 2's contrast ratio. Every label of the example
/// screens on such a fill takes its colour from here — the UIKit, SwiftUI and headless screens
/// alike — so that the text meets WCAG AA (4.5:1 for body text) wherever one of the two can.
public enum LabelContrast {
    /// WCAG 2's relative luminance of an sRGB colour whose components are 0…1: each component
    /// linearised, then weighted 0.2126, 0.7152 and 0.0722.
    ///
    /// - Complexity: O(1).
    public static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
        func linear(_ component: Double) -> Double {
            let value = min(max(component, 0), 1)
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio of two relative luminances: (lighter + 0.05) / (darker + 0.05), from 1
    /// to 21.
    ///
    /// - Complexity: O(1).
    public static func contrastRatio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// Whether black (rather than white) is the label colour on a fill whose components are 0…1:
    /// black when it contrasts at least as much as white.
    ///
    /// - Complexity: O(1).
    public static func labelIsBlack(onRed red: Double, green: Double, blue: Double) -> Bool {
        let fill = relativeLuminance(red: red, green: green, blue: blue)
        return contrastRatio(fill, 0) >= contrastRatio(fill, 1)
    }

    /// The label colour on a fill: black or white (``labelIsBlack(onRed:green:blue:)``) on a colour
    /// of the screen's own; on one of iOS's semantic colours, the semantic label colour that iOS
    /// pairs with it.
    ///
    /// - Complexity: O(1).
    public static func labelColor(on fill: ConfigurationColor) -> ConfigurationColor {
        guard case .rgb(let red, let green, let blue) = fill else { return .label }
        return labelIsBlack(onRed: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
            ? .rgb(red: 0, green: 0, blue: 0) : .rgb(red: 255, green: 255, blue: 255)
    }
}
