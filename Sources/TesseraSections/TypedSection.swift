import Foundation

/// A section of one cell type, with an optional header and footer: it registers them, configures
/// them from their data, lays out with the cell's group and forwards selection to the data's
/// `onSelect`.
///
/// ```swift
/// let colors = TypedSection<ColorCell, TitleHeader, NoteFooter>(
///     items: palette.map { ColorCell.Data(color: $0) { print("picked", $0) } },
///     header: "Colors", footer: "\(palette.count) colors")
/// controller.set(sections: [colors])
/// ```
///
/// The header is added to the layout only when `Header.headerItem()` returns an item and there is
/// header data; likewise the footer.
@MainActor
public final class TypedSection<Cell: SectionCell, Header: SectionHeader, Footer: SectionFooter>: BaseSection {
    /// The cells' data, one per row.
    public var items: [Cell.CellData]
    /// What the header shows; `nil` for no header.
    public var headerData: Header.HeaderData?
    /// What the footer shows; `nil` for no footer.
    public var footerData: Footer.FooterData?

    /// Creates a section.
    public init(items: [Cell.CellData], header: Header.HeaderData? = nil, footer: Footer.FooterData? = nil) {
        self.items = items
        self.headerData = header
        self.footerData = footer
    }

    static var cellIdentifier: String { defaultReuseIdentifier(for: Cell.self) }
    static var headerIdentifier: String { defaultReuseIdentifier(for: Header.self) }
    static var footerIdentifier: String { defaultReuseIdentifier(for: Footer.self) }

    @_spi(ProtocolWitness) public var numberOfElements: Int { items.count }

    @_spi(ProtocolWitness) public func registrate(collectionView: any CollectionViewHost) {
        collectionView.registerCell(Cell.self, reuseIdentifier: Self.cellIdentifier)
        if let item = Header.headerItem() {
            collectionView.registerSupplementaryView(
                Header.self, ofKind: item.elementKind, reuseIdentifier: Self.headerIdentifier)
        }
        if let item = Footer.footerItem() {
            collectionView.registerSupplementaryView(
                Footer.self, ofKind: item.elementKind, reuseIdentifier: Self.footerIdentifier)
        }
    }

    @_spi(ProtocolWitness) public func cell(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws
        -> AnyObject
    {
        guard items.indices.contains(indexPath.itemIndex) else {
            throw CollectionViewError(
                .outOfRange, "row \(indexPath.itemIndex) is out of range for a section of \(items.count) items")
        }
        let cell = try collectionView.dequeueReusableCell(
            Cell.self, withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        return cell.setup(with: items[indexPath.itemIndex])
    }

    @_spi(ProtocolWitness) public func header(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws
        -> AnyObject?
    {
        guard let item = Header.headerItem(), let headerData else { return nil }
        let header = try collectionView.dequeueReusableSupplementaryView(
            Header.self, ofKind: item.elementKind, withReuseIdentifier: Self.headerIdentifier, for: indexPath)
        return header.setup(with: headerData)
    }

    @_spi(ProtocolWitness) public func footer(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws
        -> AnyObject?
    {
        guard let item = Footer.footerItem(), let footerData else { return nil }
        let footer = try collectionView.dequeueReusableSupplementaryView(
            Footer.self, ofKind: item.elementKind, withReuseIdentifier: Self.footerIdentifier, for: indexPath)
        return footer.setup(with: footerData)
    }

    @_spi(ProtocolWitness) public func section() -> LayoutSection {
        var section = LayoutSection(group: Cell.groupSize())
        if let header = Header.headerItem(), headerData != nil { section.boundarySupplementaryItems.append(header) }
        if let footer = Footer.footerItem(), footerData != nil { section.boundarySupplementaryItems.append(footer) }
        return section
    }

    @_spi(ProtocolWitness) public func select(row: Int) {
        guard items.indices.contains(row) else { return }
        items[row].onSelect?()
    }
}

/// A section of one cell type without header or footer.
public typealias SectionWithoutHeaderFooter<Cell: SectionCell> = TypedSection<
    Cell, EmptySectionHeader, EmptySectionFooter
>
