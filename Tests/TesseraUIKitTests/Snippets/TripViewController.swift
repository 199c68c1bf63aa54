// snippet.hide
#if canImport(UIKit)
// snippet.show
import Tessera
import TesseraUIKit
import UIKit

/// A trip described in one place with the screen builder, shown by UIKit's list cells.
final class TripViewController: UIViewController {
    /// The controller installs the screen's own layout (spaces and cards are layout, not cells).
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    /// The screen's data source and delegate. The collection view holds them weakly, as UIKit does,
    /// so the view controller keeps it.
    private lazy var controller = ScreenController(collectionView: collectionView, cells: .uikit)
    private var seat = "42"

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        show()
    }

    /// Describes the screen again and applies it: only the rows that changed are updated.
    private func show() {
        let trip = ScreenDescription {
            ScreenSection("summary") {
                ScreenRow(TitleCellModel("Paris → Lyon"))
                ScreenSpace(.large)
                CardBlock {
                    ScreenRow(KeyValueCellModel("Departure", "08:04"), id: "departure")
                    ScreenRow(KeyValueCellModel("Arrival", "10:00"), id: "arrival")
                    ScreenRow(KeyValueCellModel("Seat", seat), id: "seat") { [weak self] in self?.changeSeat() }
                }
            }
        }
        do {
            try controller.apply(trip)
        } catch {
            print(error)  // two rows with one id, say: a typed error, and the screen stays as it was
        }
    }

    private func changeSeat() {
        seat = seat == "42" ? "43" : "42"
        show()
    }
}
// snippet.hide
#endif
