#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import Testing
    import TesseraSwiftUI
    import UIKit

    /// SwiftUI rows are list rows (type-checked by the iOS build here; run in a simulator).
    @Suite("SwiftUI rows")
    @MainActor
    struct HostingCellTests {
        /// In Apple's list sections a `HostingCell` takes the section's background, its corners and
        /// UIKit's list swipe actions, which only list cells get. (R3-2)
        @available(iOS 16, *)
        @Test func aHostingCellIsAListCell() {
            let cell: UICollectionViewListCell = HostingCell(frame: .zero)
            cell.contentConfiguration = UIHostingConfiguration { Text("Row") }
            #expect(cell.defaultBackgroundConfiguration().backgroundColor != nil || cell.backgroundConfiguration == nil)
        }
    }
#endif
