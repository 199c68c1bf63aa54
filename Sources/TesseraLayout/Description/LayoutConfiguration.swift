import Foundation

/// Settings of a whole compositional layout. Mirrors
/// `UICollectionViewCompositionalLayoutConfiguration`.
public struct LayoutConfiguration: Sendable, Hashable {
    /// The axis the layout scrolls along (sections stack along it).
    public var scrollDirection: LayoutAxis = .vertical
    /// Space between sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// Which of the collection view's insets sections add their insets to by default.
    public var contentInsetsReference: ContentInsetsReference = .safeArea
    /// Whether final frames and the content size are rounded to the display's pixel grid.
    /// UIKit is believed to do so (the spec marks it uncertain), so it is on by default.
    public var roundsFramesToPixels = true

    /// Creates a configuration.
    public init() {}
}
