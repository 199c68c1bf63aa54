// snippet.hide
#if canImport(UIKit)
// snippet.show
import Tessera
import TesseraUIKit
import UIKit

/// A player. Identity is the id; the score is content: a new score reconfigures the row in place.
struct Player: Hashable, Sendable, ContentEquatable {
    var id: Int
    var name: String
    var score: Int

    static func == (lhs: Player, rhs: Player) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func isContentEqual(to other: Player) -> Bool { name == other.name && score == other.score }
}

/// A scoreboard that animates every change: "Play" scores a round, the rows move to their new
/// places and the changed scores update, in one batch update.
final class ScoreboardViewController: UIViewController {
    private var players = ["Ada", "Grace", "Linus", "Margaret"].enumerated().map {
        Player(id: $0.offset, name: $0.element, score: 0)
    }
    private var dataSource: CollectionViewDiffableDataSource<Int, Player>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.setLayout(
            CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)), animated: false)

        let row = CellRegistration<ListCell, Player> { cell, _, player in
            cell.contentConfiguration = ListContentConfiguration(
                style: .valueCell, text: player.name, secondaryText: "\(player.score)")
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: row.cellProvider)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Play", primaryAction: UIAction { [weak self] _ in self?.playRound() })
        show(animated: false)  // the first apply reloads
    }

    private func playRound() {
        for index in players.indices { players[index].score += Int.random(in: 0...10) }
        players.sort { $0.score > $1.score }
        show(animated: true)  // one batch update: moves, and reconfigures for the new scores
    }

    private func show(animated: Bool) {
        do {
            dataSource.apply(try Snapshot([(0, players)]), animatingDifferences: animated)
        } catch {
            print(error)  // a player listed twice: a typed error naming it, and nothing shown changes
        }
    }
}
// snippet.hide
#endif
