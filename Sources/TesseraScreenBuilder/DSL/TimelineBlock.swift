import Foundation

/// Cells on a journey timeline (shifted right, with a line and a node per cell). Named so that it
/// does not clash with WidgetKit's `Timeline` in a file that imports both.
public struct TimelineBlock: SectionContent {
    let parts: [any SectionContent]

    /// Rows shifted right, with a line and a node per row.
    public init(@SectionContentBuilder content: () -> [any SectionContent]) {
        parts = content()
    }

    /// Adds the content to a section's builder.
    public func apply(to builder: inout SectionBuilder) {
        builder.addTimeline { timeline in
            var section = timeline.section
            for part in parts { part.apply(to: &section) }
            timeline.section = section
        }
    }
}
