// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
// snippet.show
import SwiftUI
import TesseraSwiftUI

/// A favourite place.
struct FavoritePlace: Identifiable, Equatable, Sendable {
    var id: Int
    var name: String
}

/// An empty state: shown behind the list while it has no values, hidden by the update that brings
/// some.
@available(iOS 16, *)
struct FavoritesView: View {
    @State private var places: [FavoritePlace] = []

    var body: some View {
        CollectionList(places, layout: CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped))) {
            place in
            Text(place.name)
        }
        .emptyState {
            VStack(spacing: 8) {
                Image(systemName: "heart").font(.largeTitle)
                Text("No favourites yet").font(.headline)
                Text("Tap ♡ on a place to keep it here.").foregroundStyle(.secondary)
            }
        }
    }
}
// snippet.hide
#endif
