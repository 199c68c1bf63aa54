import Tessera

struct Listing: Sendable {
    var id: String
    var title: String
    var price: String
}

let listings = [
    Listing(id: "loft", title: "Loft in Lyon", price: "€120"),
    Listing(id: "villa", title: "Villa in Nice", price: "€340"),
]
var saved: [String] = []

/// Epoxy's `sections` array: each item model's `dataID` is a row's `id`, its content a catalog
/// model, and its `didSelect` the row's `onSelect`.
@MainActor
func sections() -> ScreenDescription {
    ScreenDescription {
        ScreenSection("listings") {
            ScreenRow(TitleCellModel("Stays"))
            for listing in listings {
                ScreenRow(KeyValueCellModel(listing.title, listing.price), id: listing.id) { saved.append(listing.id) }
            }
        }
    }
}

let collectionView = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: FlowLayout())
let controller = ScreenController(collectionView: collectionView, cells: .headless)
try controller.apply(sections(), animatingDifferences: false)  // Epoxy's setSections(_:animated:)
collectionView.tapItem(at: IndexPath(item: 2, section: 0))
print("saved:", saved)
print(collectionView.dump())
