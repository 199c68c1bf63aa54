import Foundation
import Tessera

/// A typed-section system's section whose number of elements, layout and cells come from the fuzz
/// input: any count (negative, past the item limit), a section provider that re-enters Tessera.
@MainActor
final class HostileSection: BaseSection {
    /// The number of elements the section says it has, read as often as Tessera asks.
    let count: Int
    /// The text of each cell, with the section's number.
    let name: String
    /// Called when the section's cell or description is asked for, so that an operation can act.
    let onCall: @MainActor (String) -> Void

    init(count: Int, name: String, onCall: @escaping @MainActor (String) -> Void) {
        self.count = count
        self.name = name
        self.onCall = onCall
    }

    var numberOfElements: Int { count }

    func registrate(collectionView: any CollectionViewHost) {
        collectionView.registerCell(TextCellForSections.self, reuseIdentifier: "hostile-section")
    }

    func cell(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject {
        onCall("a typed section's cell")
        let cell = try collectionView.dequeueReusableCell(
            TextCellForSections.self, withReuseIdentifier: "hostile-section", for: indexPath)
        cell.text = "\(name).\(indexPath.itemIndex)"
        return cell
    }

    func header(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }

    func footer(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }

    func section() -> LayoutSection {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        return LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
    }

    func select(row: Int) {}
}
