import Foundation

/// The points of each named vertical space.
package struct VerticalSpaceScale: Sendable, Hashable {
    /// Points for `.small`.
    package var small: CGFloat
    /// Points for `.medium`.
    package var medium: CGFloat
    /// Points for `.large`.
    package var large: CGFloat
    /// Points for `.huge`.
    package var huge: CGFloat

    /// 8, 16, 24 and 40 points.
    package static let standard = VerticalSpaceScale(small: 8, medium: 16, large: 24, huge: 40)

    /// A scale with its four values, in points.
    package init(small: CGFloat, medium: CGFloat, large: CGFloat, huge: CGFloat) {
        self.small = small
        self.medium = medium
        self.large = large
        self.huge = huge
    }

    /// The points of a space.
    package func points(_ space: VerticalSpace) -> CGFloat {
        switch space {
        case .small: return small
        case .medium: return medium
        case .large: return large
        case .huge: return huge
        case .points(let value): return value
        }
    }
}
