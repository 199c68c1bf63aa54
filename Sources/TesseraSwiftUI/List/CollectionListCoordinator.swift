#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TesseraUIKit
    import UIKit

    /// The coordinator of a ``CollectionList``: it hands each SwiftUI update to the core's
    /// `IdentifiedSectionsController` (the update path, the selection reconciliation, load-more)
    /// and transcribes what it reports into the selection binding; it hosts the row builder and the
    /// empty state. Mirrors a `UIViewRepresentable` coordinator.
    @available(iOS 16, tvOS 16, *)
    @MainActor
    final class CollectionListCoordinator<
        SectionID: Hashable & Sendable, Item: Identifiable & Equatable, Row: View
    > where Item.ID: Sendable {
        /// The row builder and the cell registration.
        let rows = CollectionListRows<Item, Row>()
        /// The core side of the list, made with the collection view.
        private(set) var controller: IdentifiedSectionsController<SectionID, Item>?
        /// The selected identifiers, when rows can be selected.
        private var selection: Binding<Set<Item.ID>>?
        /// The SwiftUI headers and footers, by element kind, replaced on each update.
        private var supplementaries: [String: @MainActor (SectionID) -> AnyView] = [:]
        /// The scroll position's binding, when the list has one.
        private var scrollPosition: Binding<Item.ID?>?
        /// Whether SwiftUI is updating the view: bindings are written after the update, not during it.
        private var isUpdating = false
        /// The one layout a list with a section provider keeps across SwiftUI's updates.
        private var sectionProvider: ReplaceableSectionProvider?
        /// The empty state's hosting view: a content view of a `UIHostingConfiguration`, which
        /// needs no view controller (a `UIHostingController` would have to be a child of one).
        private var emptyStateView: (UIView & UIContentView)?

        init() {}

        // MARK: Installing

        /// Makes the core controller (the data source and Tessera delegate of `collectionView`).
        func install(on collectionView: UICollectionView) {
            let registration = rows.registration
            let controller = IdentifiedSectionsController<SectionID, Item>(collectionView: collectionView) {
                collectionView, indexPath, item in
                try collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            controller.onSelectionChange = { [weak self] newSelection, fromUpdate in
                guard let self, let binding = selection else { return }
                write(newSelection, to: binding, later: fromUpdate)
            }
            let supplementaryRegistrations = rows.supplementaryRegistrations
            controller.setSupplementaryViewProvider { [weak self] collectionView, elementKind, indexPath, section in
                guard let content = self?.supplementaries[elementKind],
                    let registration = supplementaryRegistrations[elementKind]
                else { return nil }
                let view = try collectionView.dequeueConfiguredReusableSupplementary(
                    using: registration, for: indexPath)
                view.setContent { content(section) }
                return view
            }
            controller.onScrollPositionChange = { [weak self] id in
                guard let self, let binding = scrollPosition else { return }
                write(id, to: binding, later: false)
            }
            self.controller = controller
        }

        /// Writes a binding: now, or just after SwiftUI's update when SwiftUI is updating the view
        /// (or `later` says a write comes from an update), since SwiftUI state must not change while
        /// SwiftUI updates the view.
        private func write<Value>(_ value: Value, to binding: Binding<Value>, later: Bool) {
            perform(later: later) { binding.wrappedValue = value }
        }

        /// Runs an action of the app's — a binding write — now, or just after SwiftUI's
        /// update when SwiftUI is updating the view (or `later` says so): an action that changes
        /// SwiftUI state must not run while SwiftUI updates the view.
        private func perform(later: Bool, _ action: @escaping @MainActor () -> Void) {
            if later || isUpdating {
                Task { @MainActor in action() }
            } else {
                action()
            }
        }

        // MARK: Updating

        /// The layout a list installs: its layout, or the one layout kept for its section provider,
        /// which now asks the provider of this update.
        func layout(of list: CollectionList<SectionID, Item, Row>) -> any CollectionLayout {
            switch list.layout {
            case .layout(let layout):
                return layout
            case .sectionProvider(let provider):
                guard let sectionProvider else {
                    let replaceable = ReplaceableSectionProvider(provider)
                    sectionProvider = replaceable
                    return replaceable.layout()
                }
                sectionProvider.provider = provider
                return sectionProvider.layout()
            }
        }

        /// Shows a list's values with its layout through the core controller, with the selection,
        /// load-more and empty state the list asks for.
        ///
        /// - Complexity: O(*n*) for the snapshot and the diff, plus the layout's solve.
        func update(
            _ collectionView: UICollectionView, with list: CollectionList<SectionID, Item, Row>, animated: Bool
        ) {
            guard let controller else { return }
            isUpdating = true
            defer { isUpdating = false }
            rows.row = list.row
            scrollPosition = list.scrollPosition
            supplementaries = list.supplementaries
            selection = list.selection
            collectionView.allowsMultipleSelection = list.allowsMultipleSelection
            controller.loadMore.threshold = list.loadMore?.threshold ?? .items(5)
            // Load-more also fires from the update's own completion and scrolls: the page loads in
            // a task, after them, and an error it throws re-arms the trigger (the core decides).
            controller.loadMore.onLoadMore = list.loadMore.map { loadMore in
                let action = loadMore.action
                return { [weak controller] in
                    Task { @MainActor in await controller?.loadMore.loadPage(action) }
                }
            }
            updateEmptyState(list.emptyContent, of: controller.dataSource)
            for edge in SwipeActionEdge.allCases { controller.setSwipeActions(list.swipeActions[edge], for: edge) }
            do {
                // The binding's row is scrolled to once the update is shown, so rows inserted above
                // it in the same update do not move it (the core decides; not reported back).
                try controller.update(
                    list.content, layout: layout(of: list), selection: list.selection?.wrappedValue,
                    scrollTo: list.scrollPosition?.wrappedValue, animated: animated)
            } catch {
                collectionView.reportFailure(
                    CollectionViewError(
                        .dataSource, "CollectionList: the sections cannot be shown, the update is skipped: \(error)"))
            }
        }

        /// Shows the empty state's view as the data source's empty view, updating its hosting
        /// view in place; `nil` removes it.
        private func updateEmptyState(
            _ content: AnyView?, of dataSource: CollectionViewDiffableDataSource<SectionID, Item.ID>
        ) {
            guard let content else {
                emptyStateView = nil
                dataSource.emptyView = nil
                return
            }
            let configuration = UIHostingConfiguration { content }.margins(.all, 0)
            if let emptyStateView {
                emptyStateView.configuration = configuration
                return
            }
            let view = configuration.makeContentView()
            view.backgroundColor = .clear
            emptyStateView = view
            dataSource.emptyView = view
        }
    }
#endif
