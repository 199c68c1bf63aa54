// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
// snippet.show
import SwiftUI
import TesseraSwiftUI
import UIKit

struct Tea: Hashable, Sendable {
    var id: Int
    var name: String
    var price: String
}

/// SwiftUI rows and headers in a UIKit screen: `.hosting` registrations on a diffable data source.
@available(iOS 16, *)
final class TeaViewController: UIViewController {
    private let shelves = ["Green", "Black"]
    private var dataSource: CollectionViewDiffableDataSource<String, Tea>!

    override func viewDidLoad() {
        super.viewDidLoad()
        var list = ListConfiguration(appearance: .plain)
        list.headerMode = .supplementary
        let collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: TesseraCollectionViewLayout(layout: CompositionalLayout.list(using: list)))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let teaCell = CellRegistration<HostingCell, Tea>.hosting { _, tea in
            HStack {
                Text(tea.name)
                Spacer()
                Text(tea.price).foregroundStyle(.secondary)
            }
        }
        let shelves = shelves
        let header = SupplementaryRegistration<HostingCell>.hosting(elementKind: ElementKind.sectionHeader) {
            _, indexPath in
            Text(shelves[indexPath.section]).font(.headline)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, tea in
            try collectionView.dequeueConfiguredReusableCell(using: teaCell, for: indexPath, item: tea)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            try collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }

        var snapshot = Snapshot<String, Tea>()
        do {
            try snapshot.appendSections(shelves)
            try snapshot.appendItems([Tea(id: 1, name: "Sencha", price: "$4.00")], toSection: "Green")
            try snapshot.appendItems([Tea(id: 2, name: "Assam", price: "$3.50")], toSection: "Black")
        } catch {
            print(error)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
// snippet.hide
#endif
