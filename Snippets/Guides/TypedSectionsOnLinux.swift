import Tessera

/// A cell of typed sections. In the app it is a `UICollectionViewCell`; here, a headless cell.
final class NameCell: HeadlessCell, SectionCell {
    struct Data: SectionCellData {
        var name: String
        var onSelect: (@MainActor () -> Void)?
    }

    private(set) var name = ""

    func setup(with data: Data) -> Self {
        name = data.name
        return self
    }

    /// Full-width rows, 44 points tall.
    static func groupSize() -> LayoutGroup {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])
    }

    override var contentDescription: String { name }  // what dump() shows
}

/// A section written by hand: it registers and dequeues its cell by type, so nothing is cast.
@MainActor
final class InitialsSection: BaseSection {
    let initials = ["A. L.", "G. H."]

    var numberOfElements: Int { initials.count }

    func registrate(collectionView: any CollectionViewHost) {
        collectionView.register(NameCell.self)
    }

    func cell(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject {
        let cell = try collectionView.dequeueReusableCell(NameCell.self, for: indexPath)  // a NameCell
        return cell.setup(with: NameCell.Data(name: initials[indexPath.item]))
    }

    func header(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }
    func footer(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }
    func section() -> LayoutSection { LayoutSection(group: NameCell.groupSize()) }
    func select(row: Int) { print("selected", initials[row]) }
}

// SectionController is what SectionView runs on iOS: the data source, the delegate, and one
// compositional section per section.
let collectionView = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: FlowLayout())
let controller = SectionController(collectionView: collectionView)
let names = SectionWithoutHeaderFooter<NameCell>(
    items: ["Ada Lovelace", "Grace Hopper"].map { name in NameCell.Data(name: name) { print("selected", name) } })
controller.set(sections: [names])
controller.set(sections: [InitialsSection()], append: true)  // inserted; the first section is not touched

collectionView.tapItem(at: IndexPath(item: 1, section: 0))
collectionView.tapItem(at: IndexPath(item: 0, section: 1))
print(collectionView.dump())
