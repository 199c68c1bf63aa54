import Foundation

/// What a ``CustomSectionLayout`` lays its items out in.
public struct CustomSectionContext: Sendable {
    /// How many items the section has.
    public var itemCount: Int
    /// The room for the items: the section's width inside its content insets (and the configured
    /// reference insets) across the scrolling axis, the collection view's extent along it.
    public var container: LayoutContainer
    /// The environment the section provider received (traits, display scale, insets).
    public var environment: LayoutEnvironment
    /// The axis the layout scrolls along.
    public var scrollDirection: LayoutAxis
    /// The sizes cells measured themselves at so far, by item index.
    public var measuredItemSizes: [Int: CGSize]
    /// The section's name for error messages, such as `"section 2"`.
    public var path: String

    /// Creates a context (the engine makes one for each solve; tests may make their own).
    package init(
        itemCount: Int, container: LayoutContainer, environment: LayoutEnvironment,
        scrollDirection: LayoutAxis = .vertical, measuredItemSizes: [Int: CGSize] = [:], path: String = "section"
    ) {
        self.itemCount = itemCount
        self.container = container
        self.environment = environment
        self.scrollDirection = scrollDirection
        self.measuredItemSizes = measuredItemSizes
        self.path = path
    }
}
