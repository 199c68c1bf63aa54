import Foundation

/// Cells on a card (an inset-grouped section's).
public struct Card: SectionContent {
    let decorated: Decorated

    /// Cells, spaces and rows drawn on a card.
    public init(@SectionContentBuilder content: () -> [any SectionContent]) {
        decorated = Decorated(.card, content: content)
    }

    /// Adds the content to a section's builder.
    public func apply(to builder: inout SectionBuilder) {
        decorated.apply(to: &builder)
    }
}
