import Foundation

/// A cell type that can be shown by ``TypedSection``: it configures itself from its data and says how
/// its cells are grouped in the layout.
@MainActor
public protocol SectionCell: AnyObject {
    /// The value a cell shows, with what selecting it does.
    associatedtype CellData: SectionCellData
    /// Configures the cell; returns it for chaining.
    @discardableResult
    func setup(with data: CellData) -> Self
    /// The group the section's cells are laid out in.
    static func groupSize() -> LayoutGroup
}
