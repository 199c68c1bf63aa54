import Foundation

/// Cells on a card (an inset-grouped section's): the decoration block `Decorated(.card)`, named so
/// that it does not clash with an app's own `Card` model.
public struct CardBlock: ScreenContent {
    let decorated: Decorated

    /// Cells, spaces and rows drawn on a card.
    ///
    /// - Complexity: O(*n*) for *n* pieces of content.
    public init(@ScreenContentBuilder content: () -> [any ScreenContent]) {
        decorated = Decorated(.card, content: content)
    }

    /// Adds the content to a section's builder.
    ///
    /// - Complexity: O(*n*) for *n* pieces of content.
    @_spi(ProtocolWitness) public func apply(to builder: inout ScreenSectionBuilder) {
        decorated.apply(to: &builder)
    }
}

/// The screen builder's card block, under its former name.
@available(*, deprecated, renamed: "CardBlock")
public typealias Card = CardBlock
