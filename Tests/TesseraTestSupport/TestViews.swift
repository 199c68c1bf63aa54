import Foundation
import Tessera

/// Headless views the tests share.
@MainActor
package enum TestViews {
    /// A headless collection view as wide as an iPhone (390 points) and `height` points tall, laid
    /// out by `layout`: full-width rows 44 points tall unless given.
    package static func headless(height: CGFloat, layout: any CollectionLayout = TestLayouts.rows())
        -> HeadlessCollectionView
    {
        HeadlessCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: layout)
    }
}
