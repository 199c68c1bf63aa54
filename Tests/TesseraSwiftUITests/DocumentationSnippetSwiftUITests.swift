// swift-format-ignore-file
// (the snippets here are the article's text, line for line)
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import Testing
import TesseraExampleScreens
import TesseraSwiftUI
import UIKit

// The snippets of the DocC article "Using Tessera from SwiftUI" (Tessera.docc/UsingTesseraFromSwiftUI.md), compiled here against the iOS SDK
// as they are written there (the Linux suite's `DocumentationSnippetTests` checks that they appear
// in this file line for line). The iOS build type-checks this target; nothing here runs on Linux.

// MARK: - Scaffolding

private typealias Product = ProductListScreen.Product
private typealias Category = ProductListScreen.Section

private struct Fruit: Identifiable, Equatable, Sendable {
    var id: String
    var name: String
}

@MainActor
private final class FruitStore: ObservableObject {
    @Published var fruits: [Fruit] = []
    func loadNextPage() {}
}

// From UsingTesseraFromSwiftUI.md.
@available(iOS 16, *)
final class MessageRowCell: HostingCell, HeightMeasurableView, RegistrableView {
    static func calculateHeight(model: String, width: CGFloat) -> CGFloat { 44 }   // only for .calculated
    func configure(model: String, animated: Bool, completion: (() -> Void)?) {
        setContent { Text(model).padding(.vertical, 4) }
        completion?()
    }
}

// From UsingTesseraFromSwiftUI.md.
@available(iOS 16, *)
private struct FruitList: View {
    @ObservedObject var store: FruitStore
    @State private var selection: Set<Fruit.ID> = []

    var body: some View {
        CollectionList(store.fruits, layout: CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)),
                       selection: $selection) { fruit in
            Text(fruit.name)
        }
        .onLoadMore { store.loadNextPage() }
        .emptyState { Text("No fruit yet") }
    }
}

// From UsingTesseraFromSwiftUI.md.
@available(iOS 16, *)
private struct Shelves: View {
    var shelves: [(String, [Fruit])]

    var body: some View {
        CollectionList(sections: shelves) { sectionIndex, environment in
            let appearance: ListConfiguration.Appearance = sectionIndex == 0 ? .plain : .insetGrouped
            return .list(using: ListConfiguration(appearance: appearance), layoutEnvironment: environment)
        } row: { fruit in
            Label(fruit.name, systemImage: "leaf")
        }
        .allowsMultipleSelection(false)
    }
}

@MainActor
struct DocumentationSnippetSwiftUITests {
    private func makeCollectionView() -> UICollectionView {
        UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: TesseraCollectionViewLayout(layout: ProductListScreen.layout()))
    }

    @Test func swiftUICellsThroughADiffableDataSource() throws {
        guard #available(iOS 16, *) else { return }
        let collectionView = makeCollectionView()

        // From UsingTesseraFromSwiftUI.md.
        let productCell = CellRegistration<HostingCell, Product>.hosting { _, product in
            HStack {
                Text(product.name)
                Spacer()
                Text(product.price).foregroundStyle(.secondary)
            }
        }
        let header = SupplementaryRegistration<HostingCell>.hosting(elementKind: "header") { _, indexPath in
            Text(Category.allCases[indexPath.section].title).font(.headline)
        }
        let dataSource = CollectionViewDiffableDataSource<Category, Product>(collectionView: collectionView) { view, indexPath, product in
            try view.dequeueConfiguredReusableCell(using: productCell, for: indexPath, item: product)
        }
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            try view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        dataSource.apply(try Snapshot([(.all, ProductListScreen.products)]), animatingDifferences: false)

        #expect(dataSource.snapshot().numberOfItems == ProductListScreen.products.count)
    }

    @Test func swiftUICellsInAListAdapter() {
        guard #available(iOS 16, *) else { return }
        let collectionView = makeCollectionView()

        // From UsingTesseraFromSwiftUI.md.
        let adapter = ListAdapter<MessageRowCell>(heightMode: .automatic(estimated: 44))
        adapter.setup(collectionView: collectionView)
        adapter.reload(items: ["Hello", "from SwiftUI"])

        #expect(collectionView.numberOfItems(inSection: 0) == 2)
    }
}
#endif
