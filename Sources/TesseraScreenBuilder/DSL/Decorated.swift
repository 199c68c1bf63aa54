import Foundation

/// Cells with a decoration of the app's choosing, drawn by the view registered for its element
/// kind.
public struct Decorated: ScreenContent {
    let block: DecorationBlock
    let parts: [any ScreenContent]

    /// Rows decorated by `block` (`.styled(.card(), elementKind: "promo")`, say).
    public init(_ block: DecorationBlock, @ScreenContentBuilder content: () -> [any ScreenContent]) {
        self.block = block
        parts = content()
    }

    /// Adds the content to a section's builder.
    @_spi(ProtocolWitness) public func apply(to builder: inout ScreenSectionBuilder) {
        builder.startDecorationBlock(block)
        for part in parts { part.apply(to: &builder) }
        builder.endDecorationBlock()
    }
}
