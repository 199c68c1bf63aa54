import Foundation

/// Cells on a bordered card.
public struct Card: SectionContent {
    let decorated: Decorated

    /// Cells, spaces and rows drawn on a bordered card.
    public init(@SectionContentBuilder content: () -> [any SectionContent]) {
        decorated = Decorated(.card, content: content)
    }

    /// Adds the content to a section's builder.
    public func apply(to builder: inout SectionBuilder) {
        decorated.apply(to: &builder)
    }
}
