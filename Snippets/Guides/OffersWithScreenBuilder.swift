import Tessera

let collectionView = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: FlowLayout())
let controller = ScreenController(collectionView: collectionView, cells: .headless)
var seat = "42"

/// The screen, described again whenever what it shows changes.
@MainActor
func offers() -> ScreenDescription {
    ScreenDescription {
        ScreenSection("offers") {
            ScreenRow(TitleCellModel("Offers"))
            // A decoration of your own: one of the stacked layout's styles, drawn by the view you
            // register for its element kind (on iOS, on TesseraCollectionViewLayout).
            Decorated(.styled(.card(padding: 12), elementKind: "promo")) {
                ScreenRow(KeyValueCellModel("Lyon", "€19"))
                ScreenRow(KeyValueCellModel("Nice", "€29"))
            }
            ScreenSpace(.medium)
            // A row that says what selecting it does; its id keeps it the same row across updates.
            ScreenRow(KeyValueCellModel("Seat", seat), id: "seat") { seat = seat == "42" ? "43" : "42" }
        }
    }
}

try controller.apply(offers(), animatingDifferences: false)
collectionView.tapItem(at: IndexPath(item: 3, section: 0))
try controller.apply(offers())  // diffed: only the seat's row is configured again
print(collectionView.dump(includingDecorations: true))

// Invalid screens throw, and the screen shown stays as it was.
do {
    try controller.apply(
        ScreenDescription {
            ScreenSection("offers") {
                ScreenRow(TitleCellModel("Offers"), id: "title")
                ScreenRow(TextCellModel("Again"), id: "title")
            }
        })
} catch {
    print(error)
}
