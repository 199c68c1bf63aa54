#if canImport(UIKit)
    import Testing
    import Tessera
    import TesseraUIKit
    import UIKit

    /// Apple's compositional layout as Tessera installs it, on a real `UICollectionView` (run in a
    /// simulator; type-checked by the iOS build here): what the core decides, transcribed.
    @Suite("Apple's engine on UIKit")
    @MainActor
    struct AppleEngineUIKitTests {
        private nonisolated static let rowSize = LayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        private nonisolated static let rows = LayoutSection(
            group: .vertical(layoutSize: rowSize, subitems: [LayoutItem(layoutSize: rowSize)]))

        private func makeCollectionView() -> (UIWindow, UICollectionView) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let collectionView = UICollectionView(
                frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            window.addSubview(collectionView)
            window.isHidden = false
            return (window, collectionView)
        }

        private func numbers(on collectionView: UICollectionView, _ sections: [(Int, [Int])]) throws
            -> CollectionViewDiffableDataSource<Int, Int>
        {
            let registration = CellRegistration<ListCell, Int> { cell, _, item in
                cell.contentConfiguration = ListContentConfiguration(style: .cell, text: "\(item)")
            }
            let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                host, indexPath, item in
                try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            dataSource.apply(try Snapshot(sections), animatingDifferences: false)
            return dataSource
        }

        /// A provider that returns `nil` for a section with items does not reach Apple, which would
        /// raise "Invalid section definition": it is reported, and the other sections show. (R3-1)
        @Test func aMissingSectionWithItemsDoesNotRaise() throws {
            let (window, collectionView) = makeCollectionView()
            let dataSource = try numbers(on: collectionView, [(0, [1, 2]), (1, [3, 4])])
            collectionView.setLayout(CompositionalLayout { index, _ in index == 1 ? nil : Self.rows }, animated: false)
            var failures: [CollectionViewError] = []
            collectionView.failureHandler = { failures.append($0) }
            withKnownIssue {
                collectionView.layoutIfNeeded()
            }
            #expect(collectionView.collectionViewLayout is UICollectionViewCompositionalLayout)
            #expect(failures.contains { $0.message.contains("section 1 is not handed to Apple") })
            #expect(collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 1, section: 0)))
            _ = (window, dataSource)
        }

        /// A decoration class the app registers on the installed layout wins over Tessera's
        /// ready-made view, and comes along when Tessera installs another layout. (R3-5)
        @Test func anAppsDecorationClassWinsAndComesAlong() throws {
            final class PromoBackground: UICollectionReusableView {}
            let (window, collectionView) = makeCollectionView()
            let dataSource = try numbers(on: collectionView, [(0, [1, 2])])
            var section = Self.rows
            section.decorationItems = [.background(elementKind: "promo")]
            collectionView.setLayout(CompositionalLayout(section: section), animated: false)
            collectionView.collectionViewLayout.register(PromoBackground.self, forDecorationViewOfKind: "promo")
            var horizontal = CompositionalLayout(section: section)
            horizontal.configuration.interSectionSpacing = 8  // another configuration: a new layout
            collectionView.setLayout(horizontal, animated: false)
            collectionView.layoutIfNeeded()
            #expect(collectionView.subviews.contains { $0 is PromoBackground })
            _ = (window, dataSource)
        }

        /// The translated layout is released once Tessera installs another. (R3-10)
        @Test func aReplacedTranslatedLayoutIsReleased() throws {
            let (window, collectionView) = makeCollectionView()
            let dataSource = try numbers(on: collectionView, [(0, [1, 2])])
            collectionView.setLayout(CompositionalLayout(section: Self.rows), animated: false)
            weak let translated = collectionView.collectionViewLayout
            #expect(translated is UICollectionViewCompositionalLayout)
            collectionView.setLayout(StackedLayout(sections: []), animated: false)
            #expect(translated == nil)
            _ = (window, dataSource)
        }

        /// A row's background set for one item is gone when the cell is reused, on every iOS
        /// version, as on `HeadlessCell`. (R3-12)
        @Test func aListCellsBackgroundDoesNotOutliveItsItem() {
            let cell = ListCell(frame: .zero)
            let system = cell.backgroundConfiguration
            cell.background = BackgroundConfiguration(backgroundColor: .tint, cornerRadius: 12)
            cell.prepareForReuse()
            #expect(cell.background == nil)
            if #unavailable(iOS 16) { #expect(cell.backgroundConfiguration == system) }
        }
    }
#endif
