import Tessera
import TesseraPreview

// A cell model of the app's own: what the cell shows, and how tall it is.
struct StopCellModel: CatalogCellModel {
    var time: String
    var place: String
    var height: LayoutDimension { .estimated(52) }
    var content: ListContentConfiguration {
        ListContentConfiguration(style: .subtitleCell, text: place, secondaryText: time)
    }
}

let collectionView = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 320), collectionViewLayout: FlowLayout())

// The whole screen in one place. Spaces, the card and the timeline are layout, not spacer cells.
let journey = ScreenDescription {
    ScreenSection("trip") {
        ScreenRow(TitleCellModel("Paris → Lyon"))
        ScreenSpace(.large)
        CardBlock {
            ScreenRow(KeyValueCellModel("Departure", "08:12"))
            ScreenRow(KeyValueCellModel("Arrival", "10:08"))
        }
        ScreenSpace(.medium)
        Decorated(.timeline) {
            ScreenRow(StopCellModel(time: "08:12", place: "Paris Gare de Lyon"))
            ScreenRow(StopCellModel(time: "10:08", place: "Lyon Part-Dieu"))
        }
    }
}

// Keep the controller while the screen shows: like UIKit's, the collection view holds its data
// source weakly. `.headless` cells here; `.uikit` in the app.
let controller = ScreenController(collectionView: collectionView, cells: .headless)
try controller.apply(journey)

print(collectionView.dump())
let picture = RenderedSVG.render(collectionView, background: .systemGroupedBackground, title: "Journey")
try picture.write(toFile: "journey.svg", atomically: true, encoding: .utf8)
