import Foundation

/// A vertical space in the declarative form of the screen builder: layout, not a spacer cell.
/// Named `ScreenSpace`, like ``ScreenSection``, so that it does not clash with an app's own types.
public struct ScreenSpace: ScreenContent {
    let space: VerticalSpace

    /// A vertical space on the screen's scale.
    ///
    /// - Complexity: O(1).
    public init(_ space: VerticalSpace) {
        self.space = space
    }

    /// Adds the content to a section's builder.
    ///
    /// - Complexity: O(1).
    @_spi(ProtocolWitness) public func apply(to builder: inout ScreenSectionBuilder) {
        builder.add(verticalSpace: space)
    }
}

/// The screen builder's vertical space, under its former name.
@available(*, deprecated, renamed: "ScreenSpace")
public typealias Space = ScreenSpace
