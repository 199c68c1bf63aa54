import Foundation

/// Cells on a card (an inset-grouped section's): a decoration block, like ``TimelineBlock``, named so that it does not
/// clash with an app's own `Card` model.
public struct CardBlock: SectionContent {
    let decorated: Decorated

    /// Cells, spaces and rows drawn on a card.
    ///
    /// - Complexity: O(*n*) for *n* pieces of content.
    public init(@SectionContentBuilder content: () -> [any SectionContent]) {
        decorated = Decorated(.card, content: content)
    }

    /// Adds the content to a section's builder.
    ///
    /// - Complexity: O(*n*) for *n* pieces of content.
    public func apply(to builder: inout SectionBuilder) {
        decorated.apply(to: &builder)
    }
}

/// The screen builder's card block, under its former name.
@available(*, deprecated, renamed: "CardBlock")
public typealias Card = CardBlock
