import Foundation

/// A colour in a content or background configuration: one of UIKit's semantic colours, which
/// previews resolve for the light or dark appearance, or a fixed colour. Mirrors the `UIColor`s
/// list cells use.
///
/// ```swift
/// var background = BackgroundConfiguration.listPlainCell()
/// background.backgroundColor = .rgb(red: 255, green: 204, blue: 0)
/// background.cornerRadius = 12
/// ```
public enum ConfigurationColor: Sendable, Hashable {
    /// Mirrors `.label`: primary text.
    case label
    /// Mirrors `.secondaryLabel`: secondary text.
    case secondaryLabel
    /// Mirrors `.tertiaryLabel`.
    case tertiaryLabel
    /// Mirrors `.tintColor`: the app's accent (checkmarks, symbols).
    case tint
    /// Mirrors `.systemBackground`.
    case systemBackground
    /// Mirrors `.secondarySystemBackground`.
    case secondarySystemBackground
    /// Mirrors `.systemGroupedBackground`.
    case systemGroupedBackground
    /// Mirrors `.secondarySystemGroupedBackground`: the rows of a grouped list.
    case secondarySystemGroupedBackground
    /// Mirrors `.systemFill`.
    case systemFill
    /// Mirrors `.separator`.
    case separator
    /// Mirrors `.clear`.
    case clear
    /// A fixed colour, the same in both appearances.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
}
