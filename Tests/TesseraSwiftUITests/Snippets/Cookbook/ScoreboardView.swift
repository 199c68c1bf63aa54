// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
// snippet.show
import SwiftUI
import TesseraSwiftUI

/// A player: `Identifiable` for the list's identity, `Equatable` so that a new score reconfigures
/// the row in place.
struct ScoredPlayer: Identifiable, Equatable, Sendable {
    var id: Int
    var name: String
    var score: Int
}

/// A scoreboard that animates every change: "Play" scores a round, and the rows move to their new
/// places in one animated batch update, because the change is made `withAnimation`.
@available(iOS 16, *)
struct ScoreboardView: View {
    @State private var players = ["Ada", "Grace", "Linus", "Margaret"].enumerated().map {
        ScoredPlayer(id: $0.offset, name: $0.element, score: 0)
    }

    var body: some View {
        NavigationStack {
            CollectionList(
                players, layout: CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped))
            ) {
                player in
                LabeledContent(player.name, value: "\(player.score)")
            }
            .navigationTitle("Scores")
            .toolbar {
                Button("Play") {
                    withAnimation {
                        for index in players.indices { players[index].score += Int.random(in: 0...10) }
                        players.sort { $0.score > $1.score }
                    }
                }
            }
        }
    }
}
// snippet.hide
#endif
