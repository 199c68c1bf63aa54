import Foundation

/// A piece of a screen section in the declarative form of the builder: a row, a space, a block.
public protocol SectionContent {
    /// Adds the piece to a section's builder.
    func apply(to builder: inout SectionBuilder)
}
