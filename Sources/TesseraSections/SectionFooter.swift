import Foundation

/// A footer view type for ``TypedSection``.
@MainActor
public protocol SectionFooter: AnyObject {
    /// The value the footer shows.
    associatedtype FooterData
    /// Configures the footer; returns it for chaining.
    @discardableResult
    func setup(with data: FooterData) -> Self
    /// The footer's boundary item, or `nil` for no footer.
    static func footerItem() -> LayoutBoundarySupplementaryItem?
}
