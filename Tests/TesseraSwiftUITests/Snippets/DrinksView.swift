// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
// snippet.show
import SwiftUI
import TesseraSwiftUI

/// A drink: `Identifiable` for the list's identity, `Equatable` so that a changed drink is
/// reconfigured in place.
struct Drink: Identifiable, Equatable, Sendable {
    var id: Int
    var name: String
    var price: String
}

/// A list of drinks in SwiftUI: a `UICollectionView` laid out by Tessera, shaped like SwiftUI's
/// `List`, with a selection binding, an empty state and animated updates.
@available(iOS 16, *)
struct DrinksView: View {
    @State private var drinks = [
        Drink(id: 1, name: "Espresso", price: "$3.00"),
        Drink(id: 2, name: "Latte", price: "$4.50"),
        Drink(id: 3, name: "Green Tea", price: "$2.50"),
    ]
    @State private var selection: Set<Drink.ID> = []

    var body: some View {
        NavigationStack {
            CollectionList(
                drinks, layout: CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)),
                selection: $selection
            ) { drink in
                HStack {
                    Text(drink.name)
                    Spacer()
                    Text(drink.price).foregroundStyle(.secondary)
                }
            }
            .emptyState { Text("Everything is sold out") }
            .navigationTitle("Drinks")
            .toolbar {
                Button("Sell out") {
                    withAnimation { drinks.removeAll { selection.contains($0.id) } }
                }
                .disabled(selection.isEmpty)
            }
        }
    }
}
// snippet.hide
#endif
