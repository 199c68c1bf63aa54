import Foundation

/// A section that owns its registration, cells, header, footer, layout and selection — the
/// protocol-oriented sections of the "SectionView" system. ``SectionController`` (and
/// TesseraUIKit's `SectionView`) show a list of them on a compositional layout.
///
/// Adopt it directly for full control, or use ``Section`` for the common case.
@MainActor
public protocol BaseSection: AnyObject {
    /// The number of cells.
    var numberOfElements: Int { get }
    /// Registers the section's cell, header and footer classes.
    func registrate(collectionView: any CollectionViewHost)
    /// The configured cell for a row.
    ///
    /// - Throws: A ``CollectionViewError`` for a row out of range or a wrong cell class, or what
    ///   dequeuing threw; the host reports it and shows an empty cell.
    func cell(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject
    /// The configured header, if the section has one.
    ///
    /// - Throws: A ``CollectionViewError`` for a wrong view class, or what dequeuing threw.
    func header(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject?
    /// The configured footer, if the section has one.
    ///
    /// - Throws: A ``CollectionViewError`` for a wrong view class, or what dequeuing threw.
    func footer(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject?
    /// The section's layout (`NSCollectionLayoutSection` in the original system).
    func section() -> LayoutSection
    /// Called when a row is selected.
    func select(row: Int)
}

/// The data of a section cell: whatever the cell shows, plus what selecting it does.
public protocol SectionCellData {
    /// Called when the cell is selected.
    var onSelect: (@MainActor () -> Void)? { get }
}

/// A cell type that can be shown by ``Section``: it configures itself from its data and says how
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

/// A header view type for ``Section``.
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

/// A footer view type for ``Section``.
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

/// The header of a section without header: none is ever created.
@MainActor
public final class EmptySectionHeader: SectionHeader {
    public typealias HeaderData = Never
    public func setup(with data: Never) -> Self {}
    public static func headerItem() -> LayoutBoundarySupplementaryItem? { nil }
}

/// The footer of a section without footer: none is ever created.
@MainActor
public final class EmptySectionFooter: SectionFooter {
    public typealias FooterData = Never
    public func setup(with data: Never) -> Self {}
    public static func footerItem() -> LayoutBoundarySupplementaryItem? { nil }
}
