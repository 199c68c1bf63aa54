import Foundation

/// The data of a section cell: whatever the cell shows, plus what selecting it does.
public protocol SectionCellData {
    /// Called when the cell is selected.
    var onSelect: (@MainActor () -> Void)? { get }
}
