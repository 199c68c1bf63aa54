#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TesseraUIKit

    // MARK: - Modifiers

    @available(iOS 16, tvOS 16, *)
    extension CollectionList {
        /// Whether several rows can be selected at once (the default) or one. Mirrors
        /// `allowsMultipleSelection`; with one, a tap replaces the selection.
        public func allowsMultipleSelection(_ allows: Bool) -> Self {
            var list = self
            list.allowsMultipleSelection = allows
            return list
        }

        /// Calls `action` when the user nears the end of the content, once per batch: again only
        /// after the number of values changed (the next page arrived), or after `action` threw (the
        /// page failed to load: the user's next scroll near the end asks again). The core's
        /// `LoadMoreTrigger` decides, after each scroll and each update.
        ///
        /// ```swift
        /// .onLoadMore { try await store.loadNextPage() }
        /// ```
        ///
        /// `action` runs in a task on the main actor, just after the scroll or update that asked.
        ///
        /// - Complexity: O(1).
        public func onLoadMore(
            threshold: LoadMoreThreshold = .items(5), perform action: @escaping @MainActor () async throws -> Void
        ) -> Self {
            var list = self
            list.loadMore = LoadMore(threshold: threshold, action: action)
            return list
        }

        /// Binds the identifier of the first row shown: scrolling writes it, and setting it scrolls
        /// that row to the top (the leading edge, in a horizontally scrolling layout) — animated
        /// when the transaction animates — once an update shows it. Mirrors SwiftUI's
        /// `scrollPosition(id:)`; where the content cannot scroll that far, the binding gets the
        /// first row shown instead. The core's `IdentifiedSectionsController` decides.
        public func scrollPosition(id: Binding<Item.ID?>) -> Self {
            var list = self
            list.scrollPosition = id
            return list
        }

        /// The actions a row shows when swiped from `edge`, given its value (`nil` or no actions:
        /// none). Mirrors SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`, with Tessera's
        /// `SwipeAction` values; the data source's providers answer for the row shown where the
        /// user swipes. They are UIKit's list swipe actions: shown in the list sections of a layout
        /// that runs on Apple's engine (`CompositionalLayout.list(using:)`, the default there),
        /// whose rows are list cells (``HostingCell``); Tessera's engine does not offer them, and
        /// says so through the collection view's failure channel.
        public func swipeActions(
            edge: SwipeActionEdge, _ actions: @escaping @MainActor (Item) -> SwipeActionsConfiguration?
        ) -> Self {
            var list = self
            list.swipeActions[edge] = actions
            return list
        }

        /// A SwiftUI header for each section, given its identifier, where the layout places
        /// `ElementKind.sectionHeader` supplementaries (a list layout with `headerMode =
        /// .supplementary`, or a boundary item of that kind). Mirrors a `Section` header of
        /// SwiftUI's `List`; pinned and self-sizing as the layout says.
        public func sectionHeader<Header: View>(
            @ViewBuilder _ header: @escaping @MainActor (SectionID) -> Header
        ) -> Self {
            supplementary(ElementKind.sectionHeader) { AnyView(header($0)) }
        }

        /// A SwiftUI footer for each section, where the layout places `ElementKind.sectionFooter`
        /// supplementaries (`footerMode = .supplementary`).
        public func sectionFooter<Footer: View>(
            @ViewBuilder _ footer: @escaping @MainActor (SectionID) -> Footer
        ) -> Self {
            supplementary(ElementKind.sectionFooter) { AnyView(footer($0)) }
        }

        /// This list with a SwiftUI view for the supplementaries of a kind.
        private func supplementary(_ elementKind: String, _ content: @escaping @MainActor (SectionID) -> AnyView)
            -> Self
        {
            var list = self
            list.supplementaries[elementKind] = content
            return list
        }

        /// A SwiftUI view shown behind the content while the list has no values (the collection
        /// view's `backgroundView`, through the data source's `CollectionViewDiffableDataSource.emptyView`).
        public func emptyState<Empty: View>(@ViewBuilder _ content: () -> Empty) -> Self {
            var list = self
            list.emptyContent = AnyView(content())
            return list
        }
    }
#endif
