#if canImport(UIKit)
    import Testing
    import Tessera
    import TesseraUIKit
    import UIKit

    /// Inset-grouped rows' corners, decided by the engine, as UIKit's attributes and cells carry them.
    @Suite("List row corners on UIKit")
    @MainActor
    struct ListRowCornersUIKitTests {
        @Test func attributesCarryTheCornersThroughCopiesAndTheCellRoundsThem() throws {
            var row = LayoutAttributes(
                category: .cell, indexPath: IndexPath(item: 0, section: 0),
                frame: CGRect(x: 20, y: 0, width: 350, height: 44))
            row.cornerRadius = 10
            row.maskedCorners = .top
            let made = try #require(UICollectionViewLayoutAttributes.make(from: row) as? TesseraLayoutAttributes)
            #expect(made.cornerRadius == 10)
            #expect(made.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            let copy = try #require(made.copy() as? TesseraLayoutAttributes)
            #expect(copy.isEqual(made))
            copy.maskedCorners = .layerMinXMaxYCorner
            #expect(!copy.isEqual(made))
            let cell = ListCell(frame: row.frame)
            cell.apply(made)
            #expect(cell.layer.cornerRadius == 10)
            #expect(cell.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        }
    }
#endif
