#if canImport(UIKit)
import UIKit

/// The base of the example screens: a collection view that fills the view. Each screen sets
/// its layout and data source in `viewDidLoad`.
class ExampleCollectionViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }
}
#endif
