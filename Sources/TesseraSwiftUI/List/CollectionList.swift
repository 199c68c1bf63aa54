#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TesseraUIKit
    import UIKit

    /// A SwiftUI view that shows sections of `Identifiable` values in a `UICollectionView` laid out
    /// by Tessera, each row a SwiftUI view. Shaped like SwiftUI's `List(_:selection:rowContent:)`;
    /// named `CollectionList` so that it does not shadow `SwiftUI.List` in files that import both,
    /// and because it is a collection view: any Tessera layout (lists, grids, orthogonal bands,
    /// waterfalls), not only rows.
    ///
    /// ```swift
    /// struct Fruits: View {
    ///     var fruits: [Fruit]
    ///     @State private var selection: Set<Fruit.ID> = []
    ///
    ///     var body: some View {
    ///         CollectionList(fruits, layout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)),
    ///                        selection: $selection) { fruit in
    ///             Text(fruit.name)
    ///         }
    ///         .onLoadMore { loadNextPage() }
    ///         .emptyState { Text("No fruit") }
    ///     }
    /// }
    /// ```
    ///
    /// - Updates go through the core's one update path: each time SwiftUI updates the view, the
    ///   core's `IdentifiedSectionsController` applies the snapshot of the identifiers with the
    ///   layout through a `CollectionViewDiffableDataSource` (one diff, one solve); values whose
    ///   identifier stays but whose value changed are reconfigured in place
    ///   (`IdentifiedSections`). The change animates when SwiftUI's transaction does
    ///   (`withAnimation`, an animated binding) and not when it disables animations.
    /// - Engine: on iOS the layout runs on the engine the core chooses — Apple's
    ///   `UICollectionViewCompositionalLayout` for a compositional layout it shows exactly (lists,
    ///   grids, bands, with UIKit's list swipe actions), Tessera's engine otherwise (waterfalls of
    ///   estimated heights, the screen builder's layout). A Linux test with `HeadlessCollectionView` lays
    ///   out what that engine is handed and says which (`layoutEngineChoice`).
    /// - Rows are ``HostingCell``s, list cells: they size themselves along the layout's estimated dimensions
    ///   (give rows an `.estimated` height). A row is built from its value alone: it does not
    ///   inherit this view's SwiftUI environment (`UIHostingConfiguration` starts its own), so pass
    ///   what it needs in the value or through an observable object.
    /// - Selection is a `Binding<Set<Item.ID>>`, kept in step with the collection view's by the
    ///   core's `SelectionReconciliation`: taps update the binding, the binding selects and
    ///   deselects rows, identifiers that leave the list leave the binding.
    /// - Scroll position: ``scrollPosition(id:)`` binds the identifier of the first row shown;
    ///   setting it scrolls that row to the top (once an update shows it, for a row still coming).
    ///
    /// iOS 16 and later (rows use `UIHostingConfiguration`). On iOS 15, use TesseraUIKit's cells
    /// with a `CollectionViewDiffableDataSource`.
    ///
    /// - Complexity: each update is O(*n*) to build the snapshot and diff it, plus the layout's
    ///   solve for the new counts.
    @available(iOS 16, tvOS 16, *)
    @MainActor
    public struct CollectionList<SectionID: Hashable & Sendable, Item: Identifiable & Equatable, Row: View>
    where Item.ID: Sendable {
        /// The values shown.
        let content: IdentifiedSections<SectionID, Item>
        /// The layout, applied with every update: a layout, or a section provider the coordinator
        /// keeps one layout for.
        let layout: CollectionListLayout
        /// The selected identifiers, or `nil` when rows cannot be selected.
        let selection: Binding<Set<Item.ID>>?
        /// Builds the SwiftUI view of a row.
        let row: @MainActor (Item) -> Row
        /// Whether several rows can be selected at once.
        var allowsMultipleSelection = true
        /// When the list is near its end, and what to do then.
        var loadMore: LoadMore?
        /// What shows while the list has no values.
        var emptyContent: AnyView?
        /// The identifier of the first row shown, read and written.
        var scrollPosition: Binding<Item.ID?>?
        /// The SwiftUI views of the sections' headers and footers, by element kind.
        var supplementaries: [String: @MainActor (SectionID) -> AnyView] = [:]
        /// The swipe actions of each row, by edge.
        var swipeActions: [SwipeActionEdge: @MainActor (Item) -> SwipeActionsConfiguration?] = [:]

        /// A load-more request: a threshold and an action.
        struct LoadMore {
            var threshold: LoadMoreThreshold
            var action: @MainActor () async throws -> Void
        }

        // MARK: Creating a list

        /// A list of sections, each an identifier and its values, laid out by `layout`.
        ///
        /// - Parameters:
        ///   - sections: the sections in order; identifiers must not repeat (a repeated one is
        ///     reported through the collection view's `failureHandler` and the update is skipped).
        ///   - layout: any Tessera layout (`CompositionalLayout`, `FlowLayout`, the layout `ScreenDescription.build()` returns, …).
        ///   - selection: the selected identifiers; `nil` (the default) makes rows unselectable.
        ///   - row: the SwiftUI view of a value.
        public init(
            sections: [(SectionID, [Item])], layout: some CollectionLayout,
            selection: Binding<Set<Item.ID>>? = nil, @ViewBuilder row: @escaping @MainActor (Item) -> Row
        ) {
            self.init(content: IdentifiedSections(sections), layout: .layout(layout), selection: selection, row: row)
        }

        private init(
            content: IdentifiedSections<SectionID, Item>, layout: CollectionListLayout,
            selection: Binding<Set<Item.ID>>?, row: @escaping @MainActor (Item) -> Row
        ) {
            self.content = content
            self.layout = layout
            self.selection = selection
            self.row = row
        }

        /// A list of sections whose layout comes from a closure that returns each section's layout.
        /// Mirrors `UICollectionViewCompositionalLayout(sectionProvider:)`: the closure runs on the
        /// main actor each time the layout is solved — after a change of the values, of the size or
        /// of the traits. The list keeps one layout across SwiftUI's updates (a new closure in each
        /// `body` does not install the layout again, which would make it ask for every section and
        /// solve again); to change layouts with state that only the closure reads, pass layouts to
        /// ``init(sections:layout:selection:row:)``, one for each state.
        public init(
            sections: [(SectionID, [Item])], selection: Binding<Set<Item.ID>>? = nil,
            layout sectionProvider:
                @escaping @MainActor @Sendable (_ sectionIndex: Int, _ environment: LayoutEnvironment) -> LayoutSection?,
            @ViewBuilder row: @escaping @MainActor (Item) -> Row
        ) {
            self.init(
                content: IdentifiedSections(sections), layout: .sectionProvider(sectionProvider), selection: selection,
                row: row)
        }
    }

    // MARK: - One section

    @available(iOS 16, tvOS 16, *)
    extension CollectionList where SectionID == Int {
        /// A list of values in one section (identified `0`), laid out by `layout`.
        public init(
            _ items: [Item], layout: some CollectionLayout, selection: Binding<Set<Item.ID>>? = nil,
            @ViewBuilder row: @escaping @MainActor (Item) -> Row
        ) {
            self.init(sections: [(0, items)], layout: layout, selection: selection, row: row)
        }
    }
#endif
