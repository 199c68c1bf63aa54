import Tessera

// Collor's CollectionData and section descriptors, as a screen description: cells from a catalog,
// vertical spaces and decoration blocks, laid out by Tessera's stacked layout.
let trip = ScreenDescription {
    ScreenSection("summary") {
        ScreenRow(TitleCellModel("Paris → Lyon"))
        ScreenSpace(.large)
        CardBlock {
            ScreenRow(KeyValueCellModel("Departure", "08:04"), id: "departure")
            ScreenRow(KeyValueCellModel("Arrival", "10:00"), id: "arrival")
        }
    }
}

let collectionView = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: FlowLayout())
let controller = ScreenController(collectionView: collectionView, cells: .headless)
try controller.apply(trip, animatingDifferences: false)  // every apply is one diff and one batch update
print(collectionView.dump(includingDecorations: true))
