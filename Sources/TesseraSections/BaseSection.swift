import Foundation

/// A section that owns its registration, cells, header, footer, layout and selection — the
/// protocol-oriented sections of the "SectionView" system. ``SectionController`` (and
/// TesseraUIKit's `SectionView`) show a list of them on a compositional layout.
///
/// Adopt it directly for full control, or use ``TypedSection`` for the common case.
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
