#if canImport(UIKit)
    import ExampleScreens
    import SwiftUI
    import Tessera
    import TesseraSwiftUI

    /// Seed 2 in SwiftUI: the search results of ``SearchResultsViewController``.
    ///
    /// An `AnyListAdapter`'s rows are UIKit views (`.static(UIView)`) and cell types
    /// (`.dynamic(model, cell:)`): that API has no SwiftUI form, so the same rows are shown through
    /// `CollectionList` on a plain list layout, each kind of row a case of the row builder, and the
    /// "no results" placeholder is the list's `emptyState`. Every keystroke gives the list new
    /// rows; the core diffs them into one animated batch update, as the adapter does.
    /// (The adapter's own SwiftUI form — a `HostingCell` subclass as its cell type — is the
    /// four-slice screen's.)
    @available(iOS 16, *)
    struct SearchResultsView: View {
        @State private var query = ""

        var body: some View {
            VStack(spacing: 0) {
                TextField("Search tags and operations", text: $query.animation())
                    .textFieldStyle(.roundedBorder)
                    .autocorrectionDisabled()
                    .padding()
                CollectionList(results, layout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)))
                {
                    result in
                    SearchResultRowView(row: result.row)
                }
                .emptyState {
                    Text("Nothing found for “\(query)”").foregroundStyle(.secondary)
                }
            }
        }

        // MARK: Content

        /// The titles, tags and operations that match the query; none when nothing matches (the
        /// empty state shows then).
        private var results: [SearchResultRow] {
            SearchResultsScreen.rows(for: query).compactMap { row in
                if case .noResults = row { return nil }
                return SearchResultRow(row: row)
            }
        }
    }
#endif
