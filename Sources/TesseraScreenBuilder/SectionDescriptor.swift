import Foundation

/// A section of a ``ScreenDescription``: an id, insets, and the builder closure that fills it. What
/// a ``ScreenSection`` compiles to, and the form Tessera's own tests and fuzzers build screens in.
package struct SectionDescriptor {
    /// The section's identifier, unique in the screen.
    package let id: String
    /// Insets around the section's cells, not negative.
    package var insets: DirectionalEdgeInsets
    let build: (inout ScreenSectionBuilder) -> Void

    /// Creates a section described by a builder closure.
    package init(
        id: String,
        insets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
        build: @escaping (inout ScreenSectionBuilder) -> Void
    ) {
        self.id = id
        self.insets = insets
        self.build = build
    }
}
