#if canImport(UIKit)
import Tessera
import ExampleScreens
import TesseraUIKit
import UIKit

/// Seed 5: the journey summary from the screen builder — cards, separators, a timeline and
/// vertical spaces, described as data and shown with the catalog's UIKit cells. "Delay" applies
/// a changed description; only the rows that changed are updated.
final class JourneyViewController: ExampleCollectionViewController {
    private var controller: ScreenController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = JourneyScreen.background.uiColor
        collectionView.backgroundColor = .clear
        let controller = ScreenController(collectionView: collectionView, cells: .uikit)
        self.controller = controller
        show(JourneyScreen.sample, animated: false)

        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Delay", primaryAction: UIAction { [weak self] _ in
            var delayed = JourneyScreen.sample
            delayed.arrival += " (+15 min)"
            self?.show(delayed, animated: true)
        })
    }

    private func show(_ journey: JourneyScreen.Journey, animated: Bool) {
        do {
            try controller?.apply(JourneyScreen.data(for: journey), animatingDifferences: animated)
        } catch {
            showError(error)
        }
    }
}
#endif
