// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
// snippet.show
import SwiftUI
import TesseraSwiftUI

struct Fruit: Identifiable, Equatable, Sendable {
    var id: String
    var name: String
}

/// Where the fruit comes from, a page at a time.
@MainActor
final class FruitStore: ObservableObject {
    @Published var fruits: [Fruit] = []

    func loadNextPage() {
        let next = fruits.count
        fruits += (next..<next + 20).map { Fruit(id: "\($0)", name: "Fruit \($0)") }
    }
}

/// One section: selection, the next page near the end, and a view while there is no fruit.
@available(iOS 16, *)
struct FruitList: View {
    @ObservedObject var store: FruitStore
    @State private var selection: Set<Fruit.ID> = []

    var body: some View {
        CollectionList(
            store.fruits, layout: CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)),
            selection: $selection
        ) { fruit in
            Text(fruit.name)
        }
        .onLoadMore { store.loadNextPage() }
        .emptyState { Text("No fruit yet") }
    }
}

/// Several sections, each an identifier and its values, with a layout per section.
@available(iOS 16, *)
struct Shelves: View {
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
// snippet.hide
#endif
