// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
// snippet.show
import SwiftUI
import TesseraSwiftUI
import UIKit

/// A list adapter's cell whose content is a SwiftUI view.
@available(iOS 16, *)
final class MessageRowCell: HostingCell, HeightMeasurableView, RegistrableView {
    static func calculateHeight(model: String, width: CGFloat) -> CGFloat { 44 }  // only for .calculated

    func configure(model: String, animated: Bool, completion: (() -> Void)?) {
        setContent { Text(model).padding(.vertical, 4) }
        completion?()
    }
}

/// The adapter's `.automatic` size mode lets each SwiftUI row measure itself.
@available(iOS 16, *)
final class MessagesViewController: UIViewController {
    private let adapter = ListAdapter<MessageRowCell>(heightMode: .automatic(estimated: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        adapter.setup(collectionView: collectionView)
        adapter.reload(items: ["Hello", "from SwiftUI"])
    }
}
// snippet.hide
#endif
