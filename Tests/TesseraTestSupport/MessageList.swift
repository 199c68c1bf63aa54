import Foundation
import Tessera
import TesseraFuzzHarness

/// A list adapter of ``MessageCell``s, `heightMode` 44 pt rows unless given, set up on a headless
/// collection view 390 points wide and `height` tall, and, when `texts` are given, showing one
/// message per text (ids from 0).
@MainActor
package func makeMessageList(
    _ texts: [String]? = nil, height: CGFloat = 2000, heightMode: ListItemSizeMode = .fixed(44)
) -> (ListAdapter<MessageCell>, HeadlessCollectionView) {
    let view = TestViews.headless(height: height)
    let adapter = ListAdapter<MessageCell>(heightMode: heightMode)
    adapter.setup(collectionView: view)
    if let texts { adapter.reload(items: texts.enumerated().map { Message(id: $0.offset, text: $0.element) }) }
    return (adapter, view)
}
