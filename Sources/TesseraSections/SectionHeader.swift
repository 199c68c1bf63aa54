import Foundation

/// A header view type for ``TypedSection``.
@MainActor
public protocol SectionHeader: AnyObject {
    /// The value the header shows.
    associatedtype HeaderData
    /// Configures the header; returns it for chaining.
    @discardableResult
    func setup(with data: HeaderData) -> Self
    /// The header's boundary item, or `nil` for no header.
    static func headerItem() -> LayoutBoundarySupplementaryItem?
}
