import Foundation

/// A section in the declarative form.
public struct ScreenSection {
    let descriptor: SectionDescriptor

    /// A section with an identifier, insets and its content.
    public init(
        _ id: String,
        insets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
        @ScreenContentBuilder content: () -> [any ScreenContent]
    ) {
        let parts = content()
        descriptor = SectionDescriptor(id: id, insets: insets) { builder in
            for part in parts { part.apply(to: &builder) }
        }
    }
}
