import Tessera

struct Row: Hashable, Sendable {
    var id: String
}

final class RowCell: HeadlessCell, HeightMeasurableView, RegistrableView {
    private(set) var id = ""

    func configure(model: Row, animated: Bool, completion: (() -> Void)?) {
        id = model.id
        completion?()
    }

    static func calculateHeight(model: Row, width: CGFloat) -> CGFloat { 44 }  // for .calculated

    override var contentDescription: String { id }
}

/// A feed whose results arrive from a server, away from the main actor.
struct FeedAPI: Sendable {
    func results() async throws -> [Row] {
        [Row(id: "result 1"), Row(id: "result 2")]
    }
}

let collectionView = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: FlowLayout())
let adapter = ListAdapter<RowCell>(heightMode: .fixed(height: 44))
adapter.setup(collectionView: collectionView)
adapter.reload(items: ["profile", "bio", "account 1", "account 2", "account 3", "result"].map { Row(id: $0) })

// Each controller that owns a part of the screen gets a slice, and edits it by its own indexes.
let profile = try adapter[0..<2]
let accounts = try adapter[2..<5]
let results = try adapter[5..<6]
try accounts.insertItem(Row(id: "new account"), at: 0)  // profile is unchanged; later slices shift
do {
    try profile.deleteItem(at: 5)  // outside the slice: throws, and changes nothing
} catch {
    print(error)
}
print("accounts:", accounts.items.map(\.id))

// Slices diff off the main actor too: the other slices keep their rows.
@MainActor
func refresh(_ slice: ListSliceAdapter<Row>, from api: FeedAPI) async throws {
    let rows = try await api.results()
    await slice.reload(items: rows)
}
try await refresh(results, from: FeedAPI())
print(adapter.items.map(\.id))
