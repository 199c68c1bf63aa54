import Foundation
import Tessera

/// Cells on a journey timeline (shifted right, with a line and a node per cell): the screen
/// builder's `Decorated(.timeline)`, named for the journey screen. Named so that it does not clash
/// with WidgetKit's `Timeline` in a file that imports both.
public struct TimelineBlock: ScreenContent {
    let decorated: Decorated

    /// Rows shifted right, with a line and a node per row.
    ///
    /// - Complexity: O(*n*) for *n* pieces of content.
    public init(@ScreenContentBuilder content: () -> [any ScreenContent]) {
        decorated = Decorated(.timeline, content: content)
    }

    /// Adds the content to a section's builder.
    ///
    /// - Complexity: O(*n*) for *n* pieces of content.
    public func apply(to builder: inout ScreenSectionBuilder) {
        decorated.apply(to: &builder)
    }
}
