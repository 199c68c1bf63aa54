import Foundation

/// Cells with lines between them.
public struct Separated: SectionContent {
    let decorated: Decorated

    /// Rows with separator lines between them.
    public init(@SectionContentBuilder content: () -> [any SectionContent]) {
        decorated = Decorated(.separators, content: content)
    }

    /// Adds the content to a section's builder.
    public func apply(to builder: inout SectionBuilder) {
        decorated.apply(to: &builder)
    }
}
