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
        /// after the number of values changed (the next page arrived). The core's ``LoadMoreTrigger``
        /// decides, after each scroll and each update.
        public func onLoadMore(
            threshold: LoadMoreThreshold = .items(5), perform action: @escaping @MainActor () -> Void
        ) -> Self {
            var list = self
            list.loadMore = LoadMore(threshold: threshold, action: action)
            return list
        }

        /// A SwiftUI view shown behind the content while the list has no values (the collection
        /// view's `backgroundView`, through the data source's ``CollectionViewDiffableDataSource/emptyView``).
        public func emptyState<Empty: View>(@ViewBuilder _ content: () -> Empty) -> Self {
            var list = self
            list.emptyContent = AnyView(content())
            return list
        }
    }
#endif
