import Foundation

/// A vertical space.
public struct Space: SectionContent {
    let space: VerticalSpace

    /// A vertical space on the screen's scale.
    public init(_ space: VerticalSpace) {
        self.space = space
    }

    /// Adds the content to a section's builder.
    public func apply(to builder: inout SectionBuilder) {
        builder.add(verticalSpace: space)
    }
}
