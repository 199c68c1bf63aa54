import Foundation

/// A piece of a screen section in the declarative form of the builder: a row, a space, a block.
public protocol ScreenContent {
    /// Adds the piece to a section's builder.
    func apply(to builder: inout ScreenSectionBuilder)
}

/// A piece of a screen section, under its former name.
@available(*, deprecated, renamed: "ScreenContent")
public typealias SectionContent = ScreenContent
