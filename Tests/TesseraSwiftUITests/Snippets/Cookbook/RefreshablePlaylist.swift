// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
// snippet.show
import SwiftUI
import TesseraSwiftUI
import UIKit

/// A track of the playlist.
struct Track: Hashable, Sendable {
    var id: Int
    var title: String
}

/// Pull to refresh and reordering for a SwiftUI screen: `CollectionList` offers neither yet, so the
/// screen is a small view controller — UIKit's refresh control, the data source's reordering
/// handlers — whose rows are SwiftUI views (`.hosting` registrations), shown in SwiftUI through
/// `UIViewControllerRepresentable`.
@available(iOS 16, *)
struct RefreshablePlaylist: UIViewControllerRepresentable {
    /// Loads the playlist: on appearing and on each pull.
    var load: @MainActor () async -> [Track]

    func makeUIViewController(context: Context) -> PlaylistController { PlaylistController(load: load) }
    func updateUIViewController(_ controller: PlaylistController, context: Context) {}

    final class PlaylistController: UIViewController {
        private let load: @MainActor () async -> [Track]
        private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        private var dataSource: CollectionViewDiffableDataSource<Int, Track>!

        init(load: @escaping @MainActor () async -> [Track]) {
            self.load = load
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "created in code")
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.frame = view.bounds
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            collectionView.setLayout(
                CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)), animated: false)

            let row = CellRegistration<HostingCell, Track>.hosting { _, track in
                Label(track.title, systemImage: "music.note")
            }
            dataSource = CollectionViewDiffableDataSource(
                collectionView: collectionView, cellProvider: row.cellProvider)
            dataSource.reorderingHandlers.canReorderItem = { _ in true }  // long press and drag
            collectionView.refreshControl = UIRefreshControl(
                frame: .zero, primaryAction: UIAction { [weak self] _ in self?.reload() })
            reload()
        }

        private func reload() {
            Task {
                do {
                    await dataSource.apply(try Snapshot([(0, await load())]))
                } catch {
                    print(error)  // a track listed twice: a typed error naming it, and nothing shown changes
                }
                collectionView.refreshControl?.endRefreshing()
            }
        }
    }
}
// snippet.hide
#endif
