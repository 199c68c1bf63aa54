import Foundation
import Tessera

/// The tests' ``BaseSection``: `count` full-width rows `rowHeight` points tall whose text cells show
/// `text(row)`, counting how many times its count is read.
@MainActor
package final class TextRowsSection: BaseSection {
    package let count: Int
    /// How many times ``numberOfElements`` was read.
    package private(set) var countReads = 0
    private let rowHeight: CGFloat
    private let text: (Int) -> String

    package init(count: Int, rowHeight: CGFloat = 44, text: @escaping (Int) -> String = { "\($0)" }) {
        self.count = count
        self.rowHeight = rowHeight
        self.text = text
    }

    package var numberOfElements: Int {
        countReads += 1
        return count
    }

    package func registrate(collectionView: any CollectionViewHost) {
        collectionView.registerCell(TextCell.self, reuseIdentifier: "TextRowsSection")
    }

    package func cell(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject {
        let cell = try collectionView.dequeueReusableCell(
            TextCell.self, withReuseIdentifier: "TextRowsSection", for: indexPath)
        cell.text = text(indexPath.itemIndex)
        return cell
    }

    package func header(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? {
        nil
    }

    package func footer(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? {
        nil
    }

    package func section() -> LayoutSection {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight))
        return LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
    }

    package func select(row: Int) {}
}
