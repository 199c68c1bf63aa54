#if canImport(UIKit)
import Tessera
import ExampleScreens
import TesseraUIKit
import UIKit

/// Seed 3: the food-delivery home screen — paging banners that scale by their distance from the
/// centre, sideways-scrolling categories, and restaurants on a rounded background. The description
/// runs on Apple's compositional layout (`tesseraLayoutEngine` is `.automatic`), which scrolls the
/// bands; the tests solve the same description with Tessera's engine.
final class FoodDeliveryViewController: ExampleCollectionViewController {
    private typealias Screen = FoodDeliveryScreen
    private var dataSource: CollectionViewDiffableDataSource<Screen.Section, Screen.Item>?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.failureHandler = { [weak self] error in self?.showError(error) }
        collectionView.setLayout(Screen.layout(), animated: false)

        let cell = CellRegistration<ListCell, Screen.Item> { cell, _, item in
            cell.contentConfiguration = item.content
            // Every item sets its background: a reused banner cell must not keep the banner's.
            cell.background = Screen.background(for: item)
        }
        let header = SupplementaryRegistration<TitleSupplementaryView>(elementKind: ElementKind.sectionHeader) { view, _, indexPath in
            view.style = .header
            view.text = Screen.Section(rawValue: indexPath.section)?.title
        }
        let footer = SupplementaryRegistration<TitleSupplementaryView>(elementKind: ElementKind.sectionFooter) { view, _, _ in
            view.style = .footer
            view.text = Screen.footerText
        }
        let tile = CellRegistration<CategoryTileCell, Screen.Item> { cell, _, item in
            if case .category(let name, let symbol) = item { cell.configure(name: name, symbol: symbol) }
        }
        let dataSource = CollectionViewDiffableDataSource<Screen.Section, Screen.Item>(collectionView: collectionView) { collectionView, indexPath, item in
            if case .category = item {
                return try collectionView.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: item)
            }
            return try collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == ElementKind.sectionFooter
                ? try collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
                : try collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        self.dataSource = dataSource
        do {
            dataSource.apply(try Screen.snapshot(), animatingDifferences: false)
        } catch {
            showError(error)
        }
    }
}

#endif
