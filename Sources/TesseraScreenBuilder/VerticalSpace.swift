import Foundation

/// The named vertical spaces of a screen: 8, 16, 24 and 40 points, or a number of points.
public enum VerticalSpace: Sendable, Hashable {
    /// The scale's small space.
    case small
    /// The scale's medium space.
    case medium
    /// The scale's large space.
    case large
    /// The scale's huge space.
    case huge
    /// A space of a given number of points: finite, not negative, at most a million points.
    case points(CGFloat)

    /// The largest space: a million points (over a thousand screen heights). A larger one — the
    /// largest finite number, say — would add up to a screen too tall to represent.
    package static let maximumPoints: CGFloat = LayoutLimits.maximumLength
}
