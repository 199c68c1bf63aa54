import Foundation

/// Cells with lines between them.
public struct Separated: ScreenContent {
    let decorated: Decorated

    /// Rows with separator lines between them.
    public init(@ScreenContentBuilder content: () -> [any ScreenContent]) {
        decorated = Decorated(.separators, content: content)
    }

    /// Adds the content to a section's builder.
    @_spi(ProtocolWitness) public func apply(to builder: inout ScreenSectionBuilder) {
        decorated.apply(to: &builder)
    }
}
