#if canImport(UIKit)
    import ExampleScreens

    /// A row of the SwiftUI search results: one of ``SearchResultsScreen/Row``, identified by
    /// itself (a title, a tag or an operation appears once in the results).
    struct SearchResultRow: Identifiable, Equatable {
        let row: SearchResultsScreen.Row

        var id: SearchResultsScreen.Row { row }
    }
#endif
