import Foundation

/// Cells with a decoration of the app's choosing, drawn by the view registered for its element
/// kind.
public struct Decorated: SectionContent {
    let block: DecorationBlock
    let parts: [any SectionContent]

    /// Rows decorated by `block` (`.styled(.card(), elementKind: "promo")`, say).
    public init(_ block: DecorationBlock, @SectionContentBuilder content: () -> [any SectionContent]) {
        self.block = block
        parts = content()
    }

    /// Adds the content to a section's builder.
    public func apply(to builder: inout SectionBuilder) {
        builder.startDecorationBlock(block)
        for part in parts { part.apply(to: &builder) }
        builder.endDecorationBlock()
    }
}
