import Foundation
import Tessera
import TesseraFuzzHarness

/// A list adapter of ``MessageCell``s, 44 pt rows, set up on a headless collection view 390 × 2000
/// and showing one message per text (ids from 0).
@MainActor
package func makeMessageList(_ texts: [String]) -> (ListAdapter<MessageCell>, HeadlessCollectionView) {
    let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 2000), collectionViewLayout: TestLayouts.rows())
    let adapter = ListAdapter<MessageCell>(heightMode: .fixed(44))
    adapter.setup(collectionView: view)
    adapter.reload(items: texts.enumerated().map { Message(id: $0.offset, text: $0.element) })
    return (adapter, view)
}
