import Foundation

/// Shows a ``ScreenDescription`` screen on a collection view: it installs the screen's layout and
/// applies its snapshot through a diffable data source, in one batch, so that updates are
/// diffed like any other snapshot.
///
/// ```swift
/// let controller = ScreenController(collectionView: collectionView, cells: .headless)
/// try controller.apply(JourneyScreen.data(for: journey))
/// ```
///
/// The controller is the collection view's delegate: selecting a cell runs the `onSelect` given
/// with it (`ScreenRow(_:id:onSelect:)`).
@MainActor
public final class ScreenController {
    /// The collection view the screen is shown on.
    public private(set) weak var collectionView: (any CollectionViewHost)?
    /// The data source showing the screen's items.
    package let dataSource: CollectionViewDiffableDataSource<String, ScreenItem>
    /// The screen shown.
    public private(set) var data: ScreenDescription?
    private let cells: any CatalogCells
    private var registered = Set<String>()
    /// What selecting each cell of the screen shown does, by item identifier.
    private var selectionHandlers: [String: @MainActor () -> Void] = [:]

    /// Creates a controller for a collection view and the host's catalog cells.
    public init(collectionView: some CollectionViewHost, cells: some CatalogCells) {
        let collectionView = collectionView.drivenHostingOrDetached(for: "ScreenController")
        self.collectionView = collectionView
        self.cells = cells
        let catalog: any CatalogCells = cells
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { host, indexPath, item in
            try catalog.cell(for: item, at: indexPath, on: host)
        }
        collectionView.setDelegate(self)
        // The controller, not only its data source, stays alive with the view: it answers
        // selection (`onSelect`).
        collectionView.dataOwner = self
    }

    /// Shows a screen: the difference from the current one is one batch update.
    ///
    /// - Throws: ``ScreenBuilderError`` when the description is invalid; nothing changes.
    ///
    /// - Complexity: O(*n*) for *n* rows: building the layout and snapshot, then one diff.
    public func apply(_ data: ScreenDescription, animatingDifferences: Bool = true) throws(ScreenBuilderError) {
        guard let (layout, snapshot) = try prepare(data) else { return }
        // The layout changes with the data, in the same update: solved once, for the new items.
        dataSource.apply(snapshot, layout: layout, animatingDifferences: animatingDifferences)
    }

    /// Shows a screen like the synchronous `apply(_:animatingDifferences:)`, with the difference computed off
    /// the main actor; returns once the screen is shown. Screens applied while a diff runs
    /// coalesce: the collection view goes from what it shows to the latest one.
    ///
    /// ```swift
    /// Task {
    ///     let feed = try await api.feed()
    ///     try await controller.apply(FeedScreen(feed).data)
    /// }
    /// ```
    ///
    /// - Throws: ``ScreenBuilderError`` when the description is invalid; nothing changes.
    ///
    /// - Complexity: O(*n*) on the main actor for *n* rows to build the layout and snapshot; the
    ///   diff runs off it.
    public func apply(_ data: ScreenDescription, animatingDifferences: Bool = true) async throws(ScreenBuilderError) {
        guard let (layout, snapshot) = try prepare(data) else { return }
        await dataSource.apply(snapshot, layout: layout, animatingDifferences: animatingDifferences)
    }

    /// Builds a screen, registers the cells it needs and takes its selection handlers; `nil`
    /// when there is no collection view to show it on.
    private func prepare(_ data: ScreenDescription) throws(ScreenBuilderError) -> (
        layout: StackedLayout, snapshot: Snapshot<String, ScreenItem>
    )? {
        let (layout, snapshot, handlers) = try data.buildScreen()
        guard let collectionView else { return nil }
        for item in snapshot.itemIdentifiers where registered.insert(item.model.reuseIdentifier).inserted {
            cells.register(reuseIdentifier: item.model.reuseIdentifier, on: collectionView)
        }
        self.data = data
        selectionHandlers = handlers
        return (layout, snapshot)
    }
}

// MARK: - CollectionViewDelegate

extension ScreenController: CollectionViewDelegate {
    /// Runs the selected cell's `onSelect`.
    @_spi(ProtocolWitness) public func collectionView(
        _ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath
    ) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        selectionHandlers[item.id]?()
    }
}

/// The screen builder's controller, under its former name.
@available(*, deprecated, renamed: "ScreenController")
public typealias CollectionDataController = ScreenController
